"""What ``luoshu puzzle`` says: its help, a puzzle set and answered in the terminal, the list of a game's puzzles,
and why there is no puzzle to show or an option would do nothing.

>>> heading("1.2-7.9", True, "easy", "Pick Fifteen", "X")
'Puzzle 1.2-7.9 (find the win, easy). Pick Fifteen: X to move.'
>>> listed("Pick Fifteen", 1, "hard", 82)
'Pick Fifteen: 1 hard puzzle, of 82 in all. The answers are not shown: solve one with --id ID.'
>>> listed("Pick Fifteen", 1200, None, 1200)
'Pick Fifteen: 1,200 puzzles. The answers are not shown: solve one with --id ID.'
>>> unused_with_list("--seed, --dress", 2)
'--list lists every puzzle, so --seed, --dress would do nothing: drop them'
"""

from __future__ import annotations

from ..language import N_, _, ngettext
from ..terms import puzzle_word as puzzle_word  # said by the list of puzzles too

PUZZLE_SHORT_HELP = N_("Find the only winning pick, or the only one that does not lose.")
PUZZLE_HELP = N_(
    """Puzzles mined from the solved game: find the only winning pick, or the only pick that does not lose.

    A puzzle is a position from a real game where the player to move has exactly one pick that wins, or,
    with no win, exactly one that does not lose - never just completing your own pair or the forced block
    of a single threat. There is one per class of positions under the game's symmetries; its id is that
    class's smallest position, X's numbers - O's numbers.

    Misère (--misere): completing your own set loses, so a position where the mover could complete one may
    be a puzzle; it must leave at least two picks that do not, so that the answer is not merely the only
    number that is not poison.

    Levels: easy is a fork to find now, or a defence whose traps are sprung within 4 plies, with few numbers
    to add up; every two plies more in the forcing line, and 3 or 4 pairs of numbers to add up (two steps
    for more), make it a level harder. Misère puzzles are levelled the same way.

    Type your answer in the puzzle's dress; hint narrows it down; right or wrong, the answer is explained
    with the line that follows, in the dress and in numbers. A big game's puzzles take minutes to mine: its
    searches stop at --budget positions.

    With --sets FILE, the puzzles are the file's game's, shown and answered in its items (its id and the
    JSON in numbers: the file's order, or for a game that is tic-tac-toe, Pick Fifteen's).
    """
)
DRESS_HELP = N_(
    "Show and read the puzzle as numbers, on the grid, or in the disguise of Jam, the word game or the product game."
)
LEVEL_HELP = N_("Choose a puzzle of this level (default any).")
SEED_HELP = N_("Seed for choosing the puzzle, to get the same one again.")
ID_HELP = N_("The puzzle with this id (see --list): X's numbers - O's numbers, as 1.2-7.9.")
LIST_HELP = N_("List every puzzle of the game (--level: of that level).")
JSON_HELP = N_("Print JSON, in numbers: the puzzle and its answer, or with --list every one.")


def picks_help(listed_up_to: int) -> str:
    """The help of --picks: for games of more than ``listed_up_to`` numbers."""
    return _("For games of more than {listed_up_to} numbers: mine positions of this many picks at most.").format(
        listed_up_to=listed_up_to
    )


def heading(identifier: str, win: bool, level: str, title: str, to_move: str) -> str:
    """The first line of a puzzle set in the terminal: its id, what it asks (``win``: find the win; else the only
    defence), its level, the game and who is to move."""
    if win:
        template = _("Puzzle {identifier} (find the win, {level}). {title}: {to_move} to move.")
    else:
        template = _("Puzzle {identifier} (find the only defence, {level}). {title}: {to_move} to move.")
    return template.format(identifier=identifier, level=puzzle_word(level), title=title, to_move=to_move)


def task(to_move: str, task: str, what_to_type: str) -> str:
    """What the puzzle asks (``task``, a question), and what to type."""
    return _("{to_move} to move: {task} Type {what_to_type}, hint, or quit.").format(
        to_move=to_move, task=task, what_to_type=what_to_type
    )


def your_answer() -> str:
    """The prompt for an answer."""
    return _("Your answer")


def the_answer_was(name: str) -> str:
    return _("The answer was {name}.").format(name=name)


def it_is(name: str) -> str:
    """The last hint: every other pick was tried."""
    return _("It is {name}.").format(name=name)


def no_more_hints(first: str, second: str) -> str:
    """Two picks left: one more hint would be the answer itself."""
    return _("No more hints: it is one of {first} or {second}.").format(first=first, second=second)


def one_of(names: str) -> str:
    """A hint: the picks the answer is among, separated by commas."""
    return _("It is one of: {names}.").format(names=names)


def how_to_answer(what_to_type: str) -> str:
    return _("Type {what_to_type} as your answer, hint to narrow it down, or quit for the answer.").format(
        what_to_type=what_to_type
    )


def sentence(reason: str) -> str:
    """A reason said as a sentence of its own."""
    return _("{reason}.").format(reason=reason)


def taken(name: str, holder: str) -> str:
    return _("{name} is taken by {holder}; choose a free one.").format(name=name, holder=holder)


def try_again() -> str:
    return _("Try again, or type hint.")


def sets_with_dress() -> str:
    return _("--sets FILE is the game, and it is shown in its own items: drop --dress")


def not_mined(game: str, reason: str) -> str:
    """The puzzles of a big game not mined within the budget (``reason``)."""
    return _("{game}: the puzzles were not mined, {reason}").format(game=game, reason=reason)


def no_puzzle(game: str, level: str | None) -> str:
    """A game with no puzzle (of ``level``, if given)."""
    if level is None:
        return _("{game} has no puzzle").format(game=game)
    return _("{game} has no {level} puzzle").format(game=game, level=puzzle_word(level))


def unused_with_list(options: str, count: int) -> str:
    """Options (``count`` of them) that --list makes do nothing."""
    return ngettext(
        "--list lists every puzzle, so {options} would do nothing: drop it",
        "--list lists every puzzle, so {options} would do nothing: drop them",
        count,
    ).format(options=options)


def unused_with_id(options: str, count: int) -> str:
    """Options (``count`` of them) that --id makes do nothing."""
    return ngettext(
        "--id names the puzzle, so {options} would do nothing: drop it",
        "--id names the puzzle, so {options} would do nothing: drop them",
        count,
    ).format(options=options)


def json_with_dress() -> str:
    return _("--json always speaks numbers, so --dress would do nothing: drop one of them")


def picks_for_big_games(listed_up_to: int, rules: str) -> str:
    """--picks given for a game whose every position is mined."""
    return _("--picks is for games of more than {listed_up_to} numbers; every position of {rules} is mined").format(
        listed_up_to=listed_up_to, rules=rules
    )


def mining_notice(rules: str, picks: int) -> str:
    """Said at once before a big game's puzzles are mined."""
    return _(
        "mining the puzzles of {rules} from its positions of up to {picks} picks: this can take minutes "
        "(--budget bounds it)"
    ).format(rules=rules, picks=picks)


def mining() -> str:
    """What the mining is doing, said while it runs."""
    return _("mining puzzles")


def listed(game: str, count: int, level: str | None, every: int) -> str:
    """The line above the list of a game's puzzles: how many (of ``level``, of ``every`` in all)."""
    if level is None:
        template = ngettext(
            "{game}: {count:,} puzzle. The answers are not shown: solve one with --id ID.",
            "{game}: {count:,} puzzles. The answers are not shown: solve one with --id ID.",
            count,
        )
    else:
        template = ngettext(
            "{game}: {count:,} {level} puzzle, of {every} in all. The answers are not shown: solve one with --id ID.",
            "{game}: {count:,} {level} puzzles, of {every} in all. The answers are not shown: solve one with --id ID.",
            count,
        )
    return template.format(game=game, count=count, level=puzzle_word(level) if level else level, every=every)


def list_header() -> list[str]:
    """The headings of the list's columns (the caller lines them up over the puzzles in display columns)."""
    return [_("id"), _("kind"), _("level"), _("to move")]
