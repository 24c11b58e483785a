"""What a request for a game or a move is refused for: a move named as a number, a cell or an item, a choice
among names, and a new game's JSON (its seats, level, rules, dress, puzzle or save).

Each says, in one line, what was asked and what may be. A value repeated from the request comes in quoted.

>>> not_one_of("first", "'me'", "human, computer")
"first is 'me', not one of human, computer"
>>> moves_not_items(cells=True)
"this game's moves are numbers or cells, not items"
"""

from __future__ import annotations

from ..language import _

__all__ = [
    "first_needs_the_computer",
    "games_file",
    "games_file_gives_the_game",
    "games_file_in_the_sets_dress",
    "games_file_is_an_object",
    "is_text",
    "menace_too_big",
    "move_shapes",
    "moves_not_items",
    "new_game_is_an_object",
    "no_puzzle",
    "not_a_choice",
    "not_a_game_to_open",
    "not_a_part_of_the_rules",
    "not_an_item_nor_cell",
    "not_one_of",
    "pick_range",
    "puzzle_against_the_computer",
    "puzzle_is_a_level",
    "puzzle_too_big",
    "rule_part_is",
    "rules_are_an_object",
    "rules_make_no_game",
    "save_is_an_object",
    "saved_game_says_its_own",
    "sets_dress_needs_a_file",
    "too_many_numbers",
    "words_are_a_list",
    "words_for_the_words_dress",
]


def not_one_of(key: str, value: str, allowed: str) -> str:
    """A choice that is none of those allowed (``value`` quoted, ``allowed`` listed)."""
    return _("{key} is {value}, not one of {allowed}").format(key=key, value=value, allowed=allowed)


def not_an_item_nor_cell(text: str, noun: str) -> str:
    """A move typed in a question that names no item of the game's dress (``noun``), nor a cell."""
    return _("{text} is not a {noun} of this game, nor a cell").format(text=text, noun=_(noun))


def move_shapes() -> str:
    """How a move is asked for."""
    return _('a move is one of {"pick": 5}, {"cell": "B2"}, {"item": "Mill Lane"}')


def pick_range(numbers: int) -> str:
    """A pick that is no number of the game."""
    return _("pick is a number 1-{numbers}").format(numbers=numbers)


def is_text(key: str) -> str:
    """A cell or an item given as something other than text."""
    return _("{key} is text").format(key=key)


def moves_not_items(cells: bool) -> str:
    """An item asked of a game without a disguise (``cells``: one played on the grid's cells)."""
    if cells:
        return _("this game's moves are numbers or cells, not items")
    return _("this game's moves are numbers, not items")


def puzzle_too_big(rules: str, budget: str) -> str:
    """A game too big to find a puzzle in (``budget``: the positions, written out)."""
    return _("{rules} is too big to find a puzzle in within {budget} positions").format(rules=rules, budget=budget)


def no_puzzle(level: str) -> str:
    return _("this game has no {level} puzzle").format(level=level)


def new_game_is_an_object() -> str:
    return _("a new game is a JSON object: {} for Pick Fifteen against the computer")


def not_a_choice(name: str, choices: str) -> str:
    """A key of a new game's JSON that is none of its choices (``name`` quoted)."""
    return _("{name} is not a choice of a new game: {choices}").format(name=name, choices=choices)


def saved_game_says_its_own(parts: str) -> str:
    """Choices given beside a saved game, which says them itself."""
    return _("a saved game says its own {parts}").format(parts=parts)


def first_needs_the_computer() -> str:
    return _("first computer needs the computer as the opponent")


def lesson_too_big(player: str, most: int, rules: str, numbers: int) -> str:
    """A lesson's player or the depth-blind player asked to play a game bigger than its search finishes in a
    moment."""
    return _(
        "{player} searches every game to its end, as its program does: it plays games of up to {most} numbers, and "
        "{rules} has {numbers}"
    ).format(player=player, most=most, rules=rules, numbers=numbers)


def menace_too_big(most: int, rules: str, numbers: int) -> str:
    """MENACE asked to play a game bigger than its boxes can hold."""
    return _("MENACE plays games of up to {most} numbers, and {rules} has {numbers}").format(
        most=most, rules=rules, numbers=numbers
    )


def puzzle_is_a_level(levels: str) -> str:
    return _("puzzle is a level: {levels} or any").format(levels=levels)


def puzzle_against_the_computer() -> str:
    return _("a puzzle is played against the computer")


def save_is_an_object() -> str:
    return _("save is the JSON object of a save file")


def not_a_game_to_open(error: str) -> str:
    return _("that is not a game luoshu can open: {error}").format(error=error)


def rules_are_an_object() -> str:
    return _("rules is an object: {numbers, count, target, misere, order}, each optional")


def not_a_part_of_the_rules(name: str, parts: str) -> str:
    """A key of the rules that is none of their parts (``name`` quoted)."""
    return _("{name} is not a part of the rules: {parts}").format(name=name, parts=parts)


def rule_part_is(name: str, flag: bool) -> str:
    """A part of the rules of the wrong type: ``flag`` for misère's true or false, else a whole number.

    >>> rule_part_is("misere", True), rule_part_is("numbers", False)
    ('rules.misere is true or false', 'rules.numbers is a whole number')
    """
    if flag:
        return _("rules.{name} is true or false").format(name=name)
    return _("rules.{name} is a whole number").format(name=name)


def sets_dress_needs_a_file() -> str:
    return _('the sets dress plays a games file: give its JSON as "file"')


def games_file_gives_the_game() -> str:
    return _("the games file gives the game: of the rules only misere applies to it")


def games_file_is_an_object() -> str:
    return _('the games file is an object: {"items": [...], "wins": [[...], ...]}')


def games_file(error: str) -> str:
    """A games file that makes no game, and why."""
    return _("the games file: {error}").format(error=error)


def games_file_in_the_sets_dress() -> str:
    return _('a games file is played in the "sets" dress')


def words_for_the_words_dress() -> str:
    return _('words are for the "words" dress')


def rules_make_no_game(error: str) -> str:
    return _("these rules make no game: {error}").format(error=error)


def words_are_a_list() -> str:
    return _("words is a list of nine words")


def too_many_numbers(rules: str, numbers: int, largest: int, most: int) -> str:
    """A game bigger than the web plays (``largest``), though ``luoshu play`` takes up to ``most``."""
    return _(
        "{rules} has {numbers} numbers: the web plays games of up to {largest} (luoshu play takes up to {most})"
    ).format(rules=rules, numbers=numbers, largest=largest, most=most)
