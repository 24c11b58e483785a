"""What ``luoshu explore verification`` checks on every position, claim by claim, and what it says of a case that
disagrees.

>>> wins_by_sums("Luo Shu"), tictactoe(misere=True)
('win by sums = three in a line, Luo Shu square', 'misère tic-tac-toe')
>>> board_not_listed(0b100, 0b1)
'the board X 000000100 O 000000001 is not listed'
"""

from __future__ import annotations

from luoshu.words.language import _
from luoshu.words.terms import motion_said

# The claims -------------------------------------------------------------------------------------------------


def wins_by_sums(square: str) -> str:
    """A win by sums is three in a line on the magic square named ``square``."""
    return _("win by sums = three in a line, {square} square").format(square=motion_said(square))


def positions_are_boards() -> str:
    """The positions listed are the boards the grid's own walk reaches."""
    return _("the positions listed = the boards the grid walk reaches")


def tictactoe(misere: bool) -> str:
    """The game the solver is checked against: tic-tac-toe, or misère tic-tac-toe."""
    return _("misère tic-tac-toe") if misere else _("tic-tac-toe")


def verdicts_agree(game: str) -> str:
    """Every position's verdict agrees with the line search of ``game``."""
    return _("solver verdict = line search, {game}").format(game=game)


def pick_verdicts_agree(game: str) -> str:
    """Every pick's verdict agrees with the line search of ``game``."""
    return _("every pick's verdict = line search, {game}").format(game=game)


def best_picks_agree(game: str) -> str:
    """The best picks agree with the line search of ``game``."""
    return _("best picks = line search, {game}").format(game=game)


# The cases that disagree ------------------------------------------------------------------------------------


def holding_disagrees(player: str, numbers: str, position: str, square: str) -> str:
    """A player's numbers whose win by sums and by the square's lines differ."""
    return _("{player} holding {numbers} in {position} under {square}").format(
        player=player, numbers=numbers, position=position, square=motion_said(square)
    )


def board_not_listed(x: int, o: int) -> str:
    """A board the grid reaches that no position lists (X's and O's cells as bits)."""
    return _("the board X {x:09b} O {o:09b} is not listed").format(x=x, o=o)


def board_not_reached(x: int, o: int) -> str:
    """A position listed whose board the grid does not reach."""
    return _("the board X {x:09b} O {o:09b} is listed but not reachable").format(x=x, o=o)


def solver_against_search(position: str, solver: str, search: str) -> str:
    """A position where the solver and the line search differ (a verdict, or the best picks)."""
    return _("{position}: solver {solver}, line search {search}").format(
        position=position, solver=solver, search=search
    )


def picks_against_search(position: str, picks: str, solver: str, search: str) -> str:
    """Picks whose verdicts differ between the solver and the line search."""
    return _("{position}: picks {picks}: solver {solver}, line search {search}").format(
        position=position, picks=picks, solver=solver, search=search
    )
