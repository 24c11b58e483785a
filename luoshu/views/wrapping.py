"""Text wrapped as a terminal shows it: lines measured in display columns (``views.widths``), broken between
Chinese characters too (Chinese sets no spaces between words), never before a closing mark nor after an opening
one. Apart from ``views.widths`` so that what only measures does not load ``textwrap``.

>>> print(fill("凑十五就是井字棋。", 10, "> "))
> 凑十五就
是井字棋。
"""

from __future__ import annotations

import itertools
import re
import textwrap
import unicodedata
from collections.abc import Callable, Collection, Sequence
from functools import lru_cache

from .widths import ljust, rjust, width

__all__ = ["TERMINAL", "WideWrapper", "fill", "fitted", "joined", "unbroken", "wrapped_table"]


TERMINAL = 80
"""Display columns in a terminal's line: what boards, tables and the prose around them keep within."""


KEPT_SPACE = "\u00a0"
"""A space no line breaks at (``textwrap`` breaks at ASCII whitespace only): inside a name kept whole."""
KEPT_JOIN = "\u2060"
"""A word joiner, no width: between two Chinese characters of a name kept whole."""
NO_LINE_START = frozenset("，。、；：！？）」』”’》〉】,.;:!?)]}" + KEPT_JOIN)
"""What may not begin a line (closing marks and punctuation): it stays with the character before it."""
NO_LINE_END = frozenset("（「『“‘《〈【([{" + KEPT_JOIN)
"""What may not end a line (opening marks): it stays with the character after it."""


def unbroken(name: str) -> str:
    """``name`` glued so that ``fill`` keeps it on one line: a list of names breaks between them.
    The glue is gone from what it returns.

    >>> print(fill(", ".join(unbroken(name) for name in ["Mill Lane", "Old Road", "来去自如", "如下"]), 20))
    Mill Lane, Old Road,
    来去自如, 如下
    """
    kept = name.replace(" ", KEPT_SPACE)
    return kept if name.isascii() else KEPT_JOIN.join(kept)


def _released(text: str) -> str:
    """``text`` without the glue of ``unbroken``."""
    return text.replace(KEPT_SPACE, " ").replace(KEPT_JOIN, "")


class WideWrapper:
    """A wrapper as ``textwrap``'s (its options, its chunks, its loop) measuring in display columns (``views.widths``),
    that breaks Chinese as Chinese is set (Chinese has no spaces between words). A line breaks at a space or beside
    punctuation where one is near enough: a run of Chinese between two such places (``_units``) goes whole onto the next
    line unless it is wider than a third of the line, and only then may break between two of its characters. Never a
    break before a closing mark nor after an opening one, nor inside a title in 《》 that fits a line, nor beside a
    formula's operator (``10 − 深度``, ``1 + 5 + 9 = 15``, ``≥ −4``: an operator neither begins nor ends a line), nor
    between a number and its measure word (``6,899 个节点``) or a one-character word before it (``第 2 课``,
    ``约 1 分 22 秒``), nor at a hyphen in a line that holds Chinese (``alpha-beta``). Text without wide characters
    wraps exactly as ``textwrap`` (and click) wrap it, but that an operator keeps to what it joins. It is a class of
    its own, not a ``TextWrapper`` with its private steps overridden: it splits text with ``TextWrapper``'s public
    patterns and fills the lines itself.

    >>> WideWrapper(12).wrap("两人轮流取数，先凑成十五的赢。")  # 12 columns: each run wider than a third of them
    ['两人轮流取', '数，先凑成十', '五的赢。']
    >>> WideWrapper(30).wrap("下面搜索了 6,899 个节点；输记深度 − 10")  # the runs moved whole
    ['下面搜索了 6,899 个节点；', '输记深度 − 10']
    """

    def __init__(
        self,
        width: int = 70,
        initial_indent: str = "",
        subsequent_indent: str = "",
        expand_tabs: bool = True,
        replace_whitespace: bool = True,
        drop_whitespace: bool = True,
        break_long_words: bool = True,
        break_on_hyphens: bool = True,
        tabsize: int = 8,
    ) -> None:
        self.width, self.initial_indent, self.subsequent_indent = width, initial_indent, subsequent_indent
        self.expand_tabs, self.replace_whitespace, self.drop_whitespace = (
            expand_tabs,
            replace_whitespace,
            drop_whitespace,
        )
        self.break_long_words, self.break_on_hyphens, self.tabsize = break_long_words, break_on_hyphens, tabsize

    def wrap(self, text: str) -> list[str]:
        """``text`` as lines of at most ``width`` display columns, each indented."""
        text = _prepared(text, self.tabsize if self.expand_tabs else 0, self.replace_whitespace)
        return [_released(line) for line in self.lines(self.chunks(text))]

    def fill(self, text: str) -> str:
        """``text`` wrapped, as one string."""
        return "\n".join(self.wrap(text))

    def chunks(self, text: str) -> list[str]:
        """The pieces a line may break between: words and the spaces between them, as ``textwrap`` splits them, and
        in Chinese the runs and characters a line may break beside."""
        return list(_chunks(text, self.break_on_hyphens, self.width))

    def lines(self, chunks: list[str]) -> list[str]:
        """The chunks filled into lines, as ``textwrap`` fills them (without ``max_lines``, which click does not
        use), measuring with ``width()`` where it measures with ``len()``."""
        if self.width <= 0:
            raise ValueError(f"invalid width {self.width!r} (must be > 0)")
        lines: list[str] = []
        chunks = chunks[::-1]
        while chunks:
            indent = self.subsequent_indent if lines else self.initial_indent
            room = self.width - width(indent)
            if self.drop_whitespace and chunks[-1].strip() == "" and lines:
                del chunks[-1]
            line: list[str] = []
            used = 0
            while chunks:
                size = width(chunks[-1])
                if used + size > room:
                    break
                used += size
                line.append(chunks.pop())
            if chunks and isinstance(chunks[-1], _InsideAWord):
                # The line would end inside a Chinese word: end it at the last place between words instead, where
                # that leaves no more than a quarter of the line empty.
                ends = [at for at in range(1, len(line)) if not isinstance(line[at], _InsideAWord)]
                if ends and width("".join(line[ends[-1] :])) <= room // 4:
                    chunks.extend(reversed(line[ends[-1] :]))
                    del line[ends[-1] :]
            if chunks and width(chunks[-1]) > room:
                # A word longer than a line: as much of it as fits (a whole character at least), or all of it
                # alone on a line where break_long_words is off.
                word = chunks[-1]
                if self.break_long_words:
                    cut = 0
                    while cut < len(word) and (cut == 0 or width(word[: cut + 1]) <= max(room - used, 1)):
                        cut += 1
                    line.append(word[:cut])
                    chunks[-1] = word[cut:]
                elif not line:
                    line.append(chunks.pop())
            if self.drop_whitespace and line and line[-1].strip() == "":
                del line[-1]
            if line:
                lines.append(indent + "".join(line))
        return lines


_WORDS_AND_SPACES = textwrap.TextWrapper.wordsep_simple_re
"""Words and the whitespace between them, a hyphen no place to break: ``textwrap``'s own simple pattern."""


# The same sentence is wrapped again and again (a help at each width asked, a table's cells, a count's rows): what a
# text is cut into is worked out once. Each of these is a function of its arguments alone, kept as a tuple.


@lru_cache(maxsize=4096)
def _prepared(text: str, tabsize: int, replace_whitespace: bool) -> str:
    """``text`` glued (``_glued``), its tabs expanded to ``tabsize`` (none where it is 0) and its whitespace made
    spaces where ``replace_whitespace``: as ``WideWrapper.wrap`` cuts it into chunks."""
    text = _glued(text)
    if tabsize:
        text = text.expandtabs(tabsize)
    if replace_whitespace:
        text = text.translate(textwrap.TextWrapper.unicode_whitespace_trans)
    return text


@lru_cache(maxsize=4096)
def _split(text: str, hyphens: bool) -> tuple[bool, tuple[str, ...]]:
    """Whether ``text`` holds wide characters, and its words and the spaces between them, as ``textwrap`` splits
    them (at hyphens too where ``hyphens``, but never in a text that holds Chinese)."""
    chinese = not text.isascii() and any(_wide(character) for character in text)
    # A hyphen is a place to break in English, not inside a Latin word set in Chinese (alpha-beta).
    pattern = textwrap.TextWrapper.wordsep_re if hyphens and not chinese else _WORDS_AND_SPACES
    return chinese, tuple(chunk for chunk in pattern.split(text) if chunk)


@lru_cache(maxsize=4096)
def _chunks(text: str, hyphens: bool, columns: int) -> tuple[str, ...]:
    """``WideWrapper.chunks`` of ``text`` for lines ``columns`` wide."""
    chinese, chunks = _split(text, hyphens)
    if not chinese:
        return chunks
    # A run moved whole leaves at most a third of a line empty, or eight characters where they are no more than
    # half a line (a narrow column, as a help's, would break 按对称归并记忆化 otherwise).
    longest = max(1, columns // 3, min(16, columns // 2))
    return tuple(
        piece
        for chunk in chunks
        for unit in _units_of(chunk)
        for piece in (_breakable_of(unit, longest, columns) if width(unit) > longest else (unit,))
    )


OPERATORS = "\u2212+\u00d7=\u2265\u2264"
"""A formula's operators (− + × = ≥ ≤): where one stands alone between spaces, it keeps to what it joins."""
_OPERATOR_AFTER = re.compile(f"(?<!\\w)([{OPERATORS}]) (?=\\S)")
"""An operator standing alone, and the space after it: no line ends with it."""
_OPERATOR_BEFORE = re.compile(f"(?<=\\S) (?=[{OPERATORS}](?:[ {KEPT_SPACE}]|$))")
"""The space before an operator standing alone: no line begins with it."""
_CHINESE_LETTER = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
"""The Chinese characters (the unified ideographs, their extension A, the compatibility ones): what words are made
of, not punctuation."""
_MEASURED = re.compile(f"(?<=\\d) (?=[{_CHINESE_LETTER}])")
"""A number and the measure word after it (6,899 个, 5 步, 22 秒)."""
_COUNTING = re.compile(f"((?<![{_CHINESE_LETTER}])[{_CHINESE_LETTER}]|\u7b2c) (?=[\\d+\u2212])")
"""A one-character word before a number (约 1, 在 5, and 分 22 in 1 分 22 秒), and 第 before its number anywhere
(到第 4 次)."""
_RUN = re.compile(f"[{_CHINESE_LETTER}]+")
"""A run of Chinese characters: a line breaks inside one only where it is too wide to move whole."""
ENDS_A_WORD = frozenset("的了是把被从從与與或并並及在")
"""Characters after which a Chinese word has ended (的, 了, 是, a preposition or a conjunction standing alone): where a
run of Chinese must break, it breaks after one of these sooner than inside a word (做朴素的 / 极小化极大)."""
_TITLE = re.compile("\u300a[^\u300a\u300b]*\u300b")
"""A title in 《》: kept whole where it fits a line."""


def _glued(text: str) -> str:
    """``text`` with a space no line breaks at (``KEPT_SPACE``) wherever a break would split what reads as one:
    beside an operator standing alone, after a number before its measure word, after a one-character word before a
    number, inside a title.

    >>> _glued("10 − 深度，第 2 课，约 1 分 22 秒，《同构 编程》").replace(KEPT_SPACE, "_")
    '10_−_深度，第_2_课，约_1_分_22_秒，《同构_编程》'
    >>> _glued("A score marked ≥ is the least, 1 + 5 + 9 = 15 and +3").replace(KEPT_SPACE, "_")
    'A score marked_≥_is the least, 1_+_5_+_9_=_15 and +3'
    """
    if text.isascii() and " + " not in text and " = " not in text:
        return text  # most English: nothing to glue
    text = _OPERATOR_AFTER.sub(lambda found: found.group(1) + KEPT_SPACE, text)
    text = _OPERATOR_BEFORE.sub(KEPT_SPACE, text)
    if text.isascii():
        return text
    text = _MEASURED.sub(KEPT_SPACE, text)
    text = _COUNTING.sub(lambda found: found.group(1) + KEPT_SPACE, text)
    return _TITLE.sub(lambda found: found.group().replace(" ", KEPT_SPACE), text)


def _wide(character: str) -> bool:
    """A character that takes two columns on a terminal: a Chinese character or full-width punctuation."""
    return unicodedata.east_asian_width(character) in ("W", "F")


CLOSING = frozenset("，。、；：！？）」』”’》〉】")
"""Chinese punctuation after which a line may break (it closes a clause, a quote, an aside)."""
OPENING = frozenset("（「『“‘《〈【")
"""Chinese punctuation before which a line may break (it opens a quote, an aside, a title)."""


def _units(chunk: str) -> list[str]:
    """``chunk`` (text between two spaces) cut where a line may break in Chinese at its best: after a mark that closes
    a clause or an aside, before one that opens an aside, a quote or a title (not an aside after its name: 7（B3））.
    Each unit is a run of Chinese and whatever is kept with it.

    >>> _units("取数，先（luoshu"), _units("A1-C3"), _units("取7（B3）；《同构》的练习")
    (['取数，', '先', '（luoshu'], ['A1-C3'], ['取7（B3）；', '《同构》', '的练习'])
    """
    if chunk.isascii():
        return [chunk]
    units = [chunk[0]]
    for before, character in itertools.pairwise(chunk):
        after_close = before in CLOSING and character not in NO_LINE_START
        before_open = character in OPENING and before not in NO_LINE_END and not _aside(before, character)
        if after_close or before_open:
            units.append(character)
        else:
            units[-1] += character
    return units


@lru_cache(maxsize=4096)
def _units_of(chunk: str) -> tuple[str, ...]:
    """``_units`` of ``chunk``, worked out once."""
    return tuple(_units(chunk))


def _aside(before: str, character: str) -> bool:
    """Whether ``character`` opens an aside that stays with the name before it: 7（B3）, B2（5）."""
    return character == "（" and before.isascii() and before.isalnum()


def _breakable(unit: str, longest: int, columns: int) -> list[str]:
    """``unit`` (too wide to move whole onto the next line: wider than ``longest``) cut where a line may break
    inside it: beside a wide character, but never inside a run of Chinese characters ``longest`` columns wide or
    less (a run cut first after a character that ends a word: ``ENDS_A_WORD``), never before a closing mark nor
    after an opening one, never beside a space or a join kept (``_glued``, ``unbroken``), never inside a title in
    《》, never between an aside and its name. Where that leaves a piece wider than a line of ``columns``, the
    widest of those runs may break too, and the next, until each piece fits; a title only where it is wider than a
    line.

    >>> _breakable("取数，先（luoshu", 1, 80), _breakable("取7（B3）", 1, 80), _breakable("读《同构》", 1, 80)
    (['取', '数，', '先', '（luoshu'], ['取', '7（B3）'], ['读', '《同构》'])
    >>> _breakable("下面搜索了\u00a06,899\u00a0个节点", 6, 80)  # 个节点 is no wider than 6: whole
    ['下', '面', '搜', '索', '了\xa06,899\xa0个节点']
    >>> _breakable("每一步结果\u00a0=\u00a0连线搜索，", 12, 20)  # the wider run breaks, so that it fits
    ['每', '一', '步', '结', '果\xa0=\xa0连线搜索，']
    >>> _breakable("每一步的结果\u00a0=\u00a0连线搜索，", 12, 24)  # after 的 sooner than inside a word
    ['每一步的', '结果\xa0=\xa0连线搜索，']
    """
    measured = _span_width(unit)
    kept = sorted((span for span in _pieces_of_runs(unit, longest) if measured(span) <= longest), key=measured)
    titles = [found.span() for found in _TITLE.finditer(unit)]
    places, in_words = _places(unit)
    while True:
        inside = {at for start, end in [*kept, *titles] for at in range(start + 1, end)}
        cuts = [0, *(at for at in places if at not in inside), len(unit)]
        # A piece of one character that begins inside a word is marked so (a longer one is text as any).
        pieces = [
            _InsideAWord(unit[start]) if end - start == 1 and start in in_words else unit[start:end]
            for start, end in itertools.pairwise(cuts)
        ]
        if max(map(width, pieces)) <= columns:
            return pieces
        if kept:
            start, end = kept.pop()  # the widest run kept whole breaks next: between its words, where it has some
            words = [(start + at, start + until) for at, until in _pieces_of_runs(unit[start:end])]
            kept = sorted([*kept, *words], key=measured) if len(words) > 1 else kept
            continue
        fitting = [(start, end) for start, end in titles if width(unit[start:end]) <= columns]
        if len(fitting) == len(titles):
            return pieces
        titles = fitting


@lru_cache(maxsize=4096)
def _places(unit: str) -> tuple[tuple[int, ...], frozenset[int]]:
    """Where a line may break inside ``unit`` as its characters alone say (beside a wide character, not beside a
    space or a join kept, not before a closing mark nor after an opening one, not between an aside and its name),
    and the places inside a word of a run of Chinese (``_pieces_of_runs``): what ``_breakable`` needs of ``unit``
    at every width."""
    places = tuple(
        at
        for at, (before, character) in enumerate(itertools.pairwise(unit), start=1)
        if (_wide(before) or _wide(character))
        and not (before in (KEPT_SPACE, KEPT_JOIN) or character in (KEPT_SPACE, KEPT_JOIN))
        and not (character in NO_LINE_START or before in NO_LINE_END or _aside(before, character))
    )
    return places, frozenset(at for start, end in _pieces_of_runs(unit) for at in range(start + 1, end))


@lru_cache(maxsize=4096)
def _breakable_of(unit: str, longest: int, columns: int) -> tuple[str, ...]:
    """``_breakable`` of ``unit``, worked out once."""
    return tuple(_breakable(unit, longest, columns))


class _InsideAWord(str):
    """A piece of a run of Chinese that a line may begin with, but sooner not: it begins inside a word (after a
    character that does not end one, ``ENDS_A_WORD``)."""

    __slots__ = ()


def _pieces_of_runs(text: str, longest: int = 0) -> list[tuple[int, int]]:
    """Where the runs of Chinese characters in ``text`` are, a run wider than ``longest`` columns cut after each
    character that ends a word (``ENDS_A_WORD``): the pieces a line keeps whole where it can.

    >>> text = "做朴素的极小化极大，正在搜索"
    >>> [text[start:end] for start, end in _pieces_of_runs(text)]
    ['做朴素的', '极小化极大', '正在', '搜索']
    >>> [text[start:end] for start, end in _pieces_of_runs(text, longest=8)]
    ['做朴素的', '极小化极大', '正在搜索']
    """
    pieces = []
    for run in _RUN.finditer(text):
        start = run.start()
        if width(run.group()) <= longest:
            pieces.append(run.span())  # a run a line can move whole stays whole
            continue
        for at in range(run.start(), run.end() - 1):
            if text[at] in ENDS_A_WORD:
                pieces.append((start, at + 1))
                start = at + 1
        pieces.append((start, run.end()))
    return pieces


def _span_width(text: str) -> Callable[[tuple[int, int]], int]:
    """How wide a span of ``text`` is: the key that orders pieces from the narrowest."""
    return lambda span: width(text[span[0] : span[1]])


def joined(lines: list[str]) -> str:
    """A paragraph's lines made one, as click makes them, with a space between two lines, but none where a line
    ends or begins with a Chinese character (Chinese sets no space between words).

    >>> joined(["Pick", "Fifteen"]), joined(["凑十五", "就是井字棋"]), joined(["井字棋（luoshu play", "grid）"])
    ('Pick Fifteen', '凑十五就是井字棋', '井字棋（luoshu play grid）')
    """
    text = lines[0] if lines else ""
    for line in lines[1:]:
        glue = "" if width(text[-1:]) == 2 or width(line[:1]) == 2 else " "
        text += glue + line
    return text


def fill(text: str, columns: int, initial_indent: str = "", subsequent_indent: str = "") -> str:
    """``textwrap.fill`` measured in display columns, breaking between Chinese characters too.

    >>> print(fill("凑十五就是井字棋。", 10, "> "))
    > 凑十五就
    是井字棋。
    """
    return _released(
        WideWrapper(columns, initial_indent=initial_indent, subsequent_indent=subsequent_indent).fill(text)
    )


def fitted(text: str, columns: int = TERMINAL, whole: Collection[str] = (), hanging: bool = False) -> str:
    """An explanation as a terminal shows it: each line wider than ``columns`` display columns filled within them,
    going on at its own indent, two more where it had one (an aside under a move reads as one aside), or with
    ``hanging`` always two more (each line a record of its own: a file's verdict); the other lines as they are.
    Words and cells (A3-C1) are never cut, nor the names in ``whole`` (a dress's "Mill Lane") that fit a line.

    >>> print(fitted("1. X picks 5.\\n   a fork: X threatens with two numbers, 4 and 7, and one pick blocks one", 44))
    1. X picks 5.
       a fork: X threatens with two numbers, 4
         and 7, and one pick blocks one
    >>> print(fitted("X wins with every road through Brookes (High Street, Station Road).", 60, ["Station Road"]))
    X wins with every road through Brookes (High Street,
    Station Road).
    >>> print(fitted("X completes 1 + 5 + 9 = 15, and X wins  (A2 B2 C2: column 2; A1 B2 C3)", 64))
    X completes 1 + 5 + 9 = 15, and X wins  (A2 B2 C2:
    column 2; A1 B2 C3)
    >>> print(fitted("Best: 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16", 30))
    Best: 2, 3, 4, 5, 6, 7, 8, 9,
    10, 11, 12, 13, 14, 15, 16
    >>> print(fitted("proof.jsonl: line 1: proves that X wins the order-4 game", 36, hanging=True))
    proof.jsonl: line 1: proves that X
      wins the order-4 game
    """
    lines = []
    for line in text.split("\n"):
        if width(line) <= columns:
            lines.append(line)
            continue
        indent = line[: len(line) - len(line.lstrip(" "))]
        going_on = indent + "  " if indent or hanging else ""
        for name in whole:  # kept whole where it fits a line at all (a long path does not)
            fits = width(name) <= columns - width(going_on)
            line = line.replace(name, unbroken(name)) if " " in name and fits else line
        filled: list[str] = []
        # A run of short tokens (a list of numbers: 2, 3, 4, ...) kept together may be wider than a line: then a
        # line may begin with one of them after all.
        for wrapper in (_Explained, WideWrapper):
            filled = wrapper(
                columns,
                initial_indent=indent,
                subsequent_indent=going_on,
                break_long_words=False,
                break_on_hyphens=False,
            ).wrap(line.lstrip(" "))
            if all(width(each) <= columns for each in filled):
                break
        lines.append("\n".join(filled))
    return _released("\n".join(lines))


_SHORT = re.compile(r"[\w+=\u2212]{1,2}\W?$")
"""A token too short to begin a line: a digit, a cell, a sign ("column 2;", "row A)", "B2")."""


class _Explained(WideWrapper):
    """A wrapper that never begins a line with a short token: it stays with the word before it."""

    def chunks(self, text: str) -> list[str]:
        chunks = super().chunks(text)
        kept: list[str] = []
        for chunk in chunks:
            if len(kept) >= 2 and _SHORT.match(chunk) and kept[-1] == " " and kept[-2].strip():
                del kept[-1]
                kept[-1] += " " + chunk
            else:
                kept.append(chunk)
        return kept


def wrapped_table(
    rows: Sequence[Sequence[str]], right: Collection[int] = (), total: int = TERMINAL, gap: int = 2, flexible: int = 0
) -> list[str]:
    """``rows`` of cells (the first row the heads) as lines of a table no wider than ``total`` display columns:
    each column as wide as its widest cell and head, and the ``flexible`` column given what is left, its cells
    wrapped within it (a cell's later lines under its first); where that leaves it narrower than its cells, the
    heads wider than their cells go over two lines, the widest saving first, broken between words only (a Chinese
    head marks where it may break with a line's end: 访问\\n节点数, on one line 访问节点数). Cells are
    left-aligned, or right-aligned where the column's index is in ``right``; a row with fewer cells than the heads
    runs its last cell across the rest of the line, wrapped within it.

    >>> rows = [["search", "nodes visited", "value"], ["plain minimax, the lessons' own", "549,946", "a draw"]]
    >>> print("\\n".join(wrapped_table(rows, right={1}, total=30)))
    search           nodes  value
                   visited
    plain          549,946  a draw
    minimax, the
    lessons' own
    """
    heads, body = list(rows[0]), [list(row) for row in rows[1:]]
    # A row with fewer cells counts in the widths of the columns before its last cell, which spans the rest.
    cells = [
        max([width(row[i]) for row in body if i < len(row) - 1 or len(row) == len(heads)], default=0)
        for i in range(len(heads))
    ]
    columns = [max(cells[i], width(_head_line(head))) for i, head in enumerate(heads)]
    narrowest = [max(cells[i], _two_lines(head)) for i, head in enumerate(heads)]
    wanted = columns[flexible]

    def room() -> int:
        return total - sum(w for i, w in enumerate(columns) if i != flexible) - gap * (len(columns) - 1)

    # Heads go over two lines only while the flexible column is narrower than its cells: the widest saving first.
    while room() < wanted:
        saving, i = max((columns[i] - narrowest[i], i) for i in range(len(heads)) if i != flexible)
        if saving <= 0:
            break
        columns[i] = narrowest[i]
    columns[flexible] = max(_two_lines(heads[flexible]), min(wanted, room()))
    lines: list[str] = []
    for row in [heads, *body]:
        spans = columns
        if len(row) != len(columns):  # the last cell spans the columns it has no cells for
            spans = [*columns[: len(row) - 1], total - sum(columns[: len(row) - 1]) - gap * (len(row) - 1)]
        cut = _head_lines if row is heads else _cell_lines
        wrapped = [cut(cell, w) for cell, w in zip(row, spans, strict=True)]
        for parts in itertools.zip_longest(*wrapped, fillvalue=""):
            padded = [
                rjust(part, columns[i]) if i in right and len(row) == len(columns) else ljust(part, columns[i])
                for i, part in enumerate(parts)
            ]
            lines.append((" " * gap).join(padded).rstrip())
    return lines


def _cell_lines(cell: str, columns: int) -> list[str]:
    """A cell's lines in a column ``columns`` wide: where it is too long, an aside in brackets starts a line of its
    own if that lets the cell fit without breaking it ("alpha-beta, 10 − depth" over "(lesson 4)").

    >>> _cell_lines("minimax, 10 − depth (lesson 4)", 24), _cell_lines("极小化极大（第 4 课）", 12)
    (['minimax, 10 − depth', '(lesson 4)'], ['极小化极大', '（第 4 课）'])
    """
    if width(cell) <= columns:
        return [cell]
    for mark in (" (", "（"):
        before, found, after = cell.rpartition(mark)
        aside = found.strip() + after
        if found and before and width(before) <= columns and width(aside) <= columns:
            return [before, aside]
    return WideWrapper(columns).wrap(cell) or [""]


def _head_words(head: str) -> list[str]:
    """A head's words: where it may go over two lines, at a space (English), or at a line's end where a Chinese
    head, which sets no spaces, marks a break between two words.

    >>> _head_words("nodes visited"), _head_words("访问\\n节点数")
    (['nodes', 'visited'], ['访问', '节点数'])
    """
    return [word for word in re.split(r"[ \n]+", head) if word]


def _head_line(head: str) -> str:
    """A head on one line: its words joined, with a space between English words and none between Chinese ones."""
    return joined(_head_words(head))


def _head_lines(head: str, columns: int) -> list[str]:
    """A head's lines in a column ``columns`` wide: as many words on a line as fit, never a word broken.

    >>> _head_lines("访问\\n节点数", 10), _head_lines("访问\\n节点数", 6), _head_lines("nodes visited", 7)
    (['访问节点数'], ['访问', '节点数'], ['nodes', 'visited'])
    """
    lines: list[list[str]] = []
    for word in _head_words(head):
        if lines and width(joined([*lines[-1], word])) <= columns:
            lines[-1].append(word)
        else:
            lines.append([word])
    return [joined(line) for line in lines] or [""]


def _two_lines(head: str) -> int:
    """The narrowest a column's head may be, in two lines at most, broken between words only (never narrower than
    its longest word).

    >>> _two_lines("nodes visited"), _two_lines("访问\\n节点数"), _two_lines("选择")
    (7, 6, 4)
    """
    words = _head_words(head)
    cuts = [max(width(joined(words[:cut])), width(joined(words[cut:]))) for cut in range(1, len(words))]
    return min([width(joined(words)), *cuts])
