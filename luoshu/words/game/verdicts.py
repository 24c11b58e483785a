"""Who wins, and in how many plies or moves: verdicts, the goals a proof sets itself, how a finished game ended.

An outcome is passed as its value ("win", "draw", "loss"), a player as "X" or "O".

>>> verdict(outcome="win", plies=5), goal(prover="O", claim="not_lose")
('win in 5', 'O does not lose')
>>> result_won(player="X", sets="2 + 6 + 7 = 15")
'X wins with 2 + 6 + 7 = 15.'
"""

from __future__ import annotations

from luoshu.words.language import N_, _, ngettext
from luoshu.words.terms import number_word

OUTCOMES = {"win": N_("win"), "draw": N_("draw"), "loss": N_("loss")}
"""The outcomes by their values (identifiers, as JSON writes them), marked for the catalogue."""


def outcome_said(outcome: str) -> str:
    """An outcome for the player to move, as a sentence says it, from its value ("win", "draw", "loss").

    >>> outcome_said("loss")
    'loss'
    """
    return _(OUTCOMES[outcome]) if outcome in OUTCOMES else outcome


def verdict(outcome: str, plies: int) -> str:
    """A verdict for the player to move, in plies: "win in 5", "loss in 4", "draw"."""
    if outcome == "draw":
        return _("draw")
    if outcome == "win":
        return _("win in {plies}").format(plies=plies)
    return _("loss in {plies}").format(plies=plies)


def verdict_mark(sign: str, outcome: str, moves: int | None) -> str:
    """A verdict in a few characters, its ``sign`` first, counted in the mover's own ``moves`` (None: now).

    >>> verdict_mark(sign="+", outcome="win", moves=None), verdict_mark(sign="=", outcome="draw", moves=4)
    ('+ win now', '= draw')
    """
    if outcome == "draw":
        return _("{sign} draw").format(sign=sign)
    if outcome == "win":
        if moves is None:
            return _("{sign} win now").format(sign=sign)
        return _("{sign} win in {moves}").format(sign=sign, moves=moves)
    if moves is None:
        return _("{sign} loss now").format(sign=sign)
    return _("{sign} loss in {moves}").format(sign=sign, moves=moves)


def verdict_words(outcome: str, moves: int) -> str:
    """A verdict as a phrase, counted in the mover's own moves.

    >>> verdict_words(outcome="loss", moves=1)
    'a loss: the other side wins after 1 move of yours'
    """
    if outcome == "win":
        return ngettext("a win in {count:,} move of yours", "a win in {count:,} moves of yours", moves).format(
            count=moves
        )
    if outcome == "loss":
        return ngettext(
            "a loss: the other side wins after {count:,} move of yours",
            "a loss: the other side wins after {count:,} moves of yours",
            moves,
        ).format(count=moves)
    return _("a draw")


def best() -> str:
    """What a list of verdicts points at the best picks with."""
    return _("best")


def with_note(verdict: str, note: str) -> str:
    """A pick's verdict in a list of verdicts, with a note on it (what it costs)."""
    return _("{verdict}, {note}").format(verdict=verdict, note=note)


def pointed_why(pointer: str, why: str) -> str:
    """What a list of verdicts points at a best pick with, and why it is best ("strategy: rule 6, even")."""
    return _("{pointer}: {why}").format(pointer=pointer, why=why)


def goal(prover: str, claim: str, plies: int | None = None) -> str:
    """What a proof is to show: the ``prover`` wins (``claim`` "win", within ``plies`` if given) or does not lose.

    >>> goal(prover="X", claim="win", plies=9)
    'X wins within 9 plies'
    """
    if claim == "not_lose":
        return _("{prover} does not lose").format(prover=prover)
    if plies is None:
        return _("{prover} wins").format(prover=prover)
    return _("{prover} wins within {plies} plies").format(prover=prover, plies=plies)


def result_draw(numbers: int, held: str) -> str:
    """A draw: every number taken and nobody holds a set (``held``: what a set is, "three that sum to 15")."""
    return _("Draw: all {numbers} are taken and nobody holds {held}.").format(numbers=number_word(numbers), held=held)


def result_won(player: str, sets: str) -> str:
    """A win, with the ``sets`` the winner completed, in words."""
    return _("{player} wins with {sets}.").format(player=player, sets=sets)


def result_lost(player: str, sets: str, winner: str) -> str:
    """A misère loss: ``player`` completed ``sets``, so ``winner`` wins."""
    return _("{player} holds {sets}, so {player} loses: {winner} wins.").format(player=player, sets=sets, winner=winner)
