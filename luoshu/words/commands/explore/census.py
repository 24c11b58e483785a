"""What ``luoshu explore stats`` says: the whole game tree counted, line by line, and why it refuses a big game.

Each line of the table is a label, and the caller sets its count right-aligned in one column after the longest
label (measured in display columns, so that a Chinese label lines up too).

>>> games_count()
'Games (orders of picks to the end):'
>>> won_by("X")
'won by X'
>>> random_play(0.5, 0.25, 0.25)
'X wins 50.0%, O wins 25.0%, draw 25.0%'
"""

from __future__ import annotations

from luoshu.words.terms import outcome_said

from ...language import _


def too_many_numbers(most: int) -> str:
    """Why a game of more than ``most`` numbers is not counted."""
    return _("stats counts the whole game tree, which is practical for up to {most} numbers").format(most=most)


def game_heading(title: str, rules: str) -> str:
    """The heading of a game given as sets: its title and its rules."""
    return _("{title}, {rules}:").format(title=title, rules=rules)


def rules_heading(rules: str) -> str:
    """The heading of a game other than Pick Fifteen: its rules."""
    return _("{rules}:").format(rules=rules)


def games_count() -> str:
    """The label of how many games there are: orders of picks to the end."""
    return _("Games (orders of picks to the end):")


def won_by(player: str) -> str:
    """The label of the games ``player`` wins."""
    return _("won by {player}").format(player=player)


def drawn() -> str:
    """The label of the drawn games."""
    return _("drawn")


def by_length() -> str:
    """The heading of the games counted by their length."""
    return _("By length (picks):")


def positions_reachable() -> str:
    """The label of how many positions can be reached."""
    return _("Positions reachable:")


def of_which_finished() -> str:
    """The label of how many of the positions just counted are finished (set under them, indented)."""
    return _("of which finished")


def for_the_player_to_move(outcome: str) -> str:
    """The label of the positions whose value is ``outcome`` (win, loss, draw) for the player to move."""
    return _("{outcome} for the player to move").format(outcome=outcome_said(outcome))


def up_to_symmetry(count: int) -> str:
    """How many of them there are up to symmetry."""
    return _("({count:,} up to symmetry)").format(count=count)


def random_play_label() -> str:
    """The label of the chances of each result when both sides pick at random."""
    return _("Picking at random, both sides:")


def random_play(x_wins: float, o_wins: float, draws: float) -> str:
    """The chances of each result when both sides pick at random."""
    return _("X wins {x:.1%}, O wins {o:.1%}, draw {draw:.1%}").format(x=x_wins, o=o_wins, draw=draws)


def value_of_the_game(outcome: str) -> str:
    """The value of the game with perfect play (win, loss, draw for the first player)."""
    return _("Value of the game with perfect play: {outcome}").format(outcome=outcome_said(outcome))


def too_many_symmetries(most: int) -> str:
    """Why the counts up to symmetry are left out: more than ``most`` symmetries."""
    return _(
        "\nThe game has more than {most:,} symmetries (its few winning sets leave many numbers alike):\n"
        "the counts up to symmetry are left out."
    ).format(most=most)


def positions_up_to_symmetry() -> str:
    """The label of how many positions there are up to symmetry."""
    return _("Positions up to symmetry:")


def games_up_to_symmetry() -> str:
    """The label of how many games there are up to symmetry."""
    return _("Games up to symmetry:")


def games_through_classes() -> str:
    """The label of how many games there are when followed through positions taken up to symmetry."""
    return _("Games through position classes:")


def what_up_to_symmetry_counts() -> str:
    """What counting up to symmetry means, and why two figures for the games."""
    return _(
        "\nUp to symmetry counts orbits under the symmetries (Burnside's lemma). For games, an orbit is a set of\n"
        "pick orders that the symmetries carry into each other. The figure often quoted for tic-tac-toe instead\n"
        "follows the games through positions taken up to symmetry: picks that lead to the same class count once."
    )
