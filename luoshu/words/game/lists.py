"""How parts are joined for a person: items listed, clauses one after another, sentences one after another, and
names in a row. English joins them with ", ", "; " and a space; Chinese with 、 and ；, and its sentences with
nothing after their 。 (but a space where Latin letters or digits meet, as Chinese writing keeps one). Each joiner
is a sentence of the catalogues, so that each language joins its own way.

>>> listed(["6 (C3)", "9 (A2)"]), clauses(["9, loses", "2, draws"]), sentences(["X wins.", "You win!"])
('6 (C3), 9 (A2)', '9, loses; 2, draws', 'X wins. You win!')
>>> named_in_a_row(["High Street (5)", "Mill Lane (2)"]), listed([])
('High Street (5) Mill Lane (2)', '')
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from luoshu.words.language import _

__all__ = [
    "bracketed",
    "clauses",
    "in_quotes",
    "listed",
    "named_in_a_row",
    "next_to",
    "sentences",
    "together",
    "with_aside",
]


def _joined(parts: Iterable[str], template: str) -> str:
    """The parts joined by what the template (two placeholders and what lies between) puts between two. A
    language that puts nothing between (Chinese after 。) still keeps a space where Latin letters or digits meet."""
    import string  # here: start-up stays light (a command that joins nothing does not load it)

    between = "".join(literal for literal, *_field in string.Formatter().parse(template))
    said = ""
    for index, part in enumerate(parts):
        if index and not between and said and _spaced(said[-1:], part[:1]):
            said += " "
        said += (between if index else "") + part
    return said


def _spaced(last: str, first: str) -> bool:
    """Whether two parts glued with nothing between want a space: after Latin text (a cell, a number, a bracket),
    or before it, but never next to full-width punctuation (。X 方, not 。 X 方).

    >>> _spaced("。", "X"), _spaced(")", "轮"), _spaced("字", "5"), _spaced("。", "轮")
    (False, True, True, False)
    """
    import unicodedata  # here, as string above

    full_width_stop = not last.isascii() and unicodedata.category(last).startswith("P")
    return last.isascii() or (first.isascii() and first.isalnum() and not full_width_stop)


def listed(items: Iterable[str]) -> str:
    """Items of a list, one after another: moves, names, numbers."""
    # Translators: two items of a list, one after the other (a list of any length is made of these): 、 in Chinese.
    return _joined(items, _("{item}, {next_item}"))


def together(items: Sequence[str]) -> str:
    """Items said together, the last after "and": two sets a pick made at once.

    >>> together(["Elmwood", "Holt"]), together(["a", "b", "c"]), together(["a"])
    ('Elmwood and Holt', 'a, b and c', 'a')
    """
    if len(items) < 2:
        return "".join(items)
    # Translators: the last item of a list said together ("a, b and c"): {some} is the rest, listed.
    return _("{some} and {last}").format(some=listed(items[:-1]), last=items[-1])


def clauses(parts: Iterable[str]) -> str:
    """Clauses of one sentence, one after another: the mistakes of a game, the parts of a reason."""
    # Translators: two clauses of one sentence, one after the other: ； in Chinese.
    return _joined(parts, _("{clause}; {next_clause}"))


def sentences(parts: Iterable[str]) -> str:
    """Whole sentences, one after another on one line."""
    # Translators: two whole sentences, one after the other: nothing between them in Chinese (the first ends in 。).
    return _joined(parts, _("{sentence} {next_sentence}"))


def named_in_a_row(names: Iterable[str]) -> str:
    """Names in a row, as a game's picks are said one after another: "High Street (5) Mill Lane (2)"."""
    # Translators: two picks of a game, named one after the other (a row of any length is made of these): 、 in Chinese.
    return _joined(names, _("{pick} {next_pick}"))


def with_aside(name: str, aside: str) -> str:
    """A name with the same thing in other terms after it, in brackets: a number and its cell, a cell and its
    number, a road and its number. English sets half-width brackets after a space, Chinese full-width ones.

    >>> with_aside("5", "B2"), with_aside("High Street", "5")
    ('5 (B2)', 'High Street (5)')
    >>> from luoshu.words.language import speaking
    >>> with speaking("zh_TW"):
    ...     with_aside("5", "B2")
    '5（B2）'
    """
    # Translators: a name ({name}) and, in brackets, the same in other terms ({aside}): 5 (B2), High Street (5).
    # Chinese: {name}（{aside}）, full-width brackets and no space.
    return _("{name} ({aside})").format(name=name, aside=aside)


def next_to(first: str, second: str) -> str:
    """Two words side by side: a space between them, but none beside a full-width mark (（1 × 6 × 36）1/3).

    >>> next_to("Ashford", "2/3"), next_to("榆林", "2/3"), next_to("（1 × 6 × 36）", "1/3")
    ('Ashford 2/3', '榆林 2/3', '（1 × 6 × 36）1/3')
    """
    return _joined([first, second], "{first}{second}")


def bracketed(text: str) -> str:
    """Words kept together in brackets, half-width in English, full-width in Chinese: a winning set in a list.

    >>> bracketed("1 × 6 × 36")
    '(1 × 6 × 36)'
    >>> from luoshu.words.language import speaking
    >>> with speaking("zh_CN"):
    ...     bracketed("1 × 6 × 36")
    '（1 × 6 × 36）'
    """
    # Translators: words kept together in brackets, such as a winning set in a list: （{text}） in Chinese.
    return _("({text})").format(text=text)


def in_quotes(shown: str) -> str:
    """What a person typed or named, as Python quotes it (``repr``: ``'b9'``), in the quotes of the language
    spoken: as it is in English, “b9” in zh_CN, 「b9」 in zh_TW. Anything else (a number, None) stays as it is.

    >>> in_quotes("'b9'"), in_quotes("7")
    ("'b9'", '7')
    >>> from luoshu.words.language import speaking
    >>> with speaking("zh_CN"):
    ...     in_quotes("'b9'"), in_quotes(repr("it's"))
    ('“b9”', "“it's”")
    """
    if len(shown) < 2 or shown[0] != shown[-1] or shown[0] not in "'\"":
        return shown
    # Translators: a name quoted in one of click's messages (an option, a value typed): “{name}” in zh_CN,
    # 「{name}」 in zh_TW.
    return _("'{name}'").format(name=shown[1:-1])
