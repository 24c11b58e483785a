"""Issue 28: text measured in display columns (a Chinese character takes two), and what a Chinese input method
types (full-width digits and letters, the ideographic space, Chinese separators) read as luoshu reads ASCII.

The oracles are Unicode's own tables as the standard library has them: ``unicodedata.east_asian_width`` for the
columns, NFKC normalization for the full-width forms.
"""

from __future__ import annotations

import itertools
import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from luoshu.rules import PICK_FIFTEEN
from luoshu.views.fullwidth import SEPARATORS, narrowed
from luoshu.views.notation import cell_from, moves_from, number_from, split_record
from luoshu.views.squares.grid import CELLS, number_at
from luoshu.views.widths import center, ljust, rjust, width

# Characters whose width Unicode settles without doubt: ASCII, Latin letters, Chinese (Simplified and
# Traditional), kana, full-width forms, Chinese punctuation, and a combining accent (after a letter).
ALPHABET = "AZaz09 -+.,:|éüß洛书洛書幻方井字棋遊戲圈叉胜勝负負和ひらカナＡＢ１２５，、。：；　"
COMBINING = "\u0301"


def columns(text: str) -> int:
    """By Unicode's table: wide and full-width characters take two columns, combining marks none, others one."""
    return sum(
        0 if unicodedata.combining(c) else 2 if unicodedata.east_asian_width(c) in ("W", "F") else 1 for c in text
    )


@given(st.lists(st.sampled_from(ALPHABET) | st.sampled_from([f"e{COMBINING}", f"o{COMBINING}"])).map("".join))
def test_width_counts_display_columns(text: str) -> None:
    assert width(text) == columns(text)


def test_a_chinese_character_is_two_columns_and_ascii_one() -> None:
    for word in ("洛书", "洛書", "井字棋", "圈圈叉叉", "幻方"):
        assert width(word) == 2 * len(word)
    assert width("Pick Fifteen") == len("Pick Fifteen")
    assert width("") == 0


@given(st.text(alphabet=ALPHABET, max_size=8), st.integers(min_value=0, max_value=20), st.sampled_from(" .·"))
def test_padding_fills_to_the_columns_asked(text: str, wanted: int, fill: str) -> None:
    room = max(0, wanted - columns(text))  # each fill character is one column
    assert ljust(text, wanted, fill) == text + fill * room
    assert rjust(text, wanted, fill) == fill * room + text
    # centred, an odd column of padding on the right
    assert center(text, wanted, fill) == fill * (room // 2) + text + fill * (room - room // 2)


def test_a_table_of_mixed_languages_lines_up() -> None:
    rows = [("Pick Fifteen", "洛书"), ("幻方", "magic square"), ("井字遊戲", "X")]
    wide = [max(width(row[i]) for row in rows) for i in range(2)]
    lines = ["| " + " | ".join(ljust(cell, w) for cell, w in zip(row, wide, strict=True)) + " |" for row in rows]
    assert len({columns(line) for line in lines}) == 1
    assert len({len(line) for line in lines}) > 1  # which len() alone would have got wrong


# Typing as Chinese users type ---------------------------------------------------------------------------------


@pytest.mark.parametrize("code", range(0xFF01, 0xFF5F))
def test_full_width_forms_read_as_their_ascii(code: int) -> None:
    character = chr(code)
    expected = "," if character in SEPARATORS else unicodedata.normalize("NFKC", character)
    assert expected.isascii()
    assert narrowed(character) == expected


def test_the_ideographic_space_and_chinese_separators_read_as_separators() -> None:
    assert narrowed("\u3000") == unicodedata.normalize("NFKC", "\u3000") == " "
    for mark in SEPARATORS:
        assert split_record(narrowed(f"5{mark}2{mark}8")) == ["5", "2", "8"]
    assert set("，、；：。") <= set(SEPARATORS)


UNCHANGED = st.characters(max_codepoint=0xFFFF).filter(
    lambda c: not 0xFF01 <= ord(c) <= 0xFF5E and c not in SEPARATORS and c != "\u3000"
)


@given(st.text(alphabet=UNCHANGED) | st.text(alphabet="提示为什么為什麼悔棋保存帮助幫助退出来去自如 B2x"))
def test_what_has_no_narrow_form_stays_as_it_is(text: str) -> None:
    assert narrowed(text) == text


FULL_DIGITS = {str(d): chr(0xFF10 + d) for d in range(10)}


def full_width(token: str) -> str:
    """A token as an input method types it: every ASCII letter and digit in its full-width form."""
    return "".join(chr(ord(c) + 0xFEE0) if c.isascii() and c.isalnum() else c for c in token)


@given(st.permutations(range(1, 10)), st.integers(min_value=1, max_value=9), st.data())
def test_a_record_typed_in_full_width_reads_as_in_ascii(order: list[int], length: int, data: st.DataObject) -> None:
    # A game's moves up to its end, typed as numbers and as cells, between Chinese separators.
    moves: list[int] = []
    for number in order[:length]:
        try:
            moves_from([str(n) for n in [*moves, number]])
        except ValueError:
            break  # the game was over
        moves.append(number)
    cells = {number_at(cell): cell for cell in CELLS}
    for tokens in ([str(n) for n in moves], [cells[n] for n in moves]):
        marks = data.draw(st.lists(st.sampled_from([*SEPARATORS, "\u3000", " "]), min_size=len(tokens) + 1))
        typed = "".join(mark + full_width(token) for mark, token in zip(marks, tokens, strict=False)) + marks[-1]
        assert moves_from(split_record(narrowed(typed))) == moves


def test_numbers_and_cells_typed_in_full_width() -> None:
    for number in range(1, 10):
        assert number_from(narrowed(FULL_DIGITS[str(number)]), PICK_FIFTEEN) == number
    for cell, lower in itertools.product(CELLS, (False, True)):
        typed = full_width(cell.lower() if lower else cell)
        assert cell_from(narrowed(typed)) == number_at(cell)
