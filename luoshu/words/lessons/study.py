"""What the study says when it refuses: a plan it cannot make, a row of results that is no trial, a trial that
fits no plan or not its puzzle.

>>> wrong_level("2-", "medium", "easy")
'puzzle 2- is medium, not easy'
>>> taken(7, "O", "1.2-7")
'7 is taken by O in puzzle 1.2-7'
"""

from __future__ import annotations

from luoshu.words.language import _
from luoshu.words.terms import dress_name

# A row of results read back (``typed``: the person's text, quoted) ------------------------------------------


def column_count(count: int, expected: int) -> str:
    """A row with too many or too few columns."""
    return _("{count} columns, not {expected}").format(count=count, expected=expected)


def not_a_code(typed: str) -> str:
    """A participant that is not a code."""
    return _("{typed} is not a participant's code (P and five letters or digits)").format(typed=typed)


def not_an_index(typed: str) -> str:
    """An index that is not a place in a plan."""
    return _("index {typed} is not a place in a plan (a whole number from 1)").format(typed=typed)


def not_a_dress(typed: str, dresses: str) -> str:
    """A dress that is not one of a study's."""
    return _("{typed} is not a dress of a study: {dresses}").format(typed=typed, dresses=dresses)


def not_a_pick(typed: str) -> str:
    """A pick that is not a number."""
    return _("pick {typed} is not a number 1-25").format(typed=typed)


def not_yes_or_no(typed: str) -> str:
    """Right that is neither yes nor no."""
    return _("right is {typed}, not yes or no").format(typed=typed)


def not_a_time(seconds: str, fastest: float) -> str:
    """A time no trial takes (``seconds`` as written, unquoted)."""
    return _("seconds {seconds} is no time: a trial takes at least {fastest} s and under an hour").format(
        seconds=seconds, fastest=fastest
    )


# A participant's trials against the plans -------------------------------------------------------------------


def trial_twice(participant: str, index: int) -> str:
    """A trial's place taken twice."""
    return _("participant {participant} has trial {index} twice").format(participant=participant, index=index)


def puzzle_twice(participant: str, puzzle: str) -> str:
    """A puzzle met twice."""
    return _("participant {participant} has puzzle {puzzle} twice: a plan never repeats one").format(
        participant=participant, puzzle=puzzle
    )


def fits_no_plan(index: int, participant: str) -> str:
    """A trial that fits no plan with the trials before it."""
    return _("trial {index} of participant {participant} fits no plan with the trials before it").format(
        index=index, participant=participant
    )


# Plans ------------------------------------------------------------------------------------------------------


def too_many_trials(most: int, dresses: int, puzzles: int) -> str:
    """More trials per dress than the puzzles allow."""
    return _(
        "at most {most} trials per dress with {dresses} dresses: there are {puzzles} puzzles, and none may come twice"
    ).format(most=most, dresses=dresses, puzzles=puzzles)


def dresses_once(dresses: str) -> str:
    """Dresses that are not a study's, or one twice."""
    return _("the dresses are some of {dresses}, each once").format(dresses=dresses)


def one_trial_at_least() -> str:
    """No trial per dress."""
    return _("a study has at least one trial per dress")


# A trial against its puzzle ---------------------------------------------------------------------------------


def no_puzzle(typed: str, rules: str) -> str:
    """A trial of no puzzle of the game (``typed`` quoted)."""
    return _("{typed} is no puzzle of {rules}").format(typed=typed, rules=rules)


def wrong_level(puzzle: str, level: str, said: str) -> str:
    """A trial that says its puzzle is of another level."""
    return _("puzzle {puzzle} is {level}, not {said}").format(puzzle=puzzle, level=level, said=said)


def answer_not_pick(typed: str, pick: int, dress: str) -> str:
    """An answer that does not stand for the pick in the trial's dress (``typed`` quoted)."""
    return _("the answer {typed} is not the pick {pick} in the {dress} dress").format(
        typed=typed, pick=pick, dress=dress_name(dress)
    )


def taken(pick: int, holder: str, puzzle: str) -> str:
    """A pick of a number already taken in the puzzle."""
    return _("{pick} is taken by {holder} in puzzle {puzzle}").format(pick=pick, holder=holder, puzzle=puzzle)


def marked_right_not_best(pick: int, puzzle: str) -> str:
    """A trial marked right whose pick is not a best pick."""
    return _("it is marked right, but {pick} is not a best pick of puzzle {puzzle}").format(pick=pick, puzzle=puzzle)


def marked_wrong_best(pick: int, puzzle: str) -> str:
    """A trial marked wrong whose pick is a best pick."""
    return _("it is marked wrong, but {pick} is a best pick of puzzle {puzzle}").format(pick=pick, puzzle=puzzle)
