"""The whole game tree counted, for ``luoshu explore stats``: the counts, as JSON and as the table people read."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ...rules import Position, Rules
from ...search.solver import Outcome, solve
from ...teach.census import CENSUS_SYMMETRIES, GameTree, Values, game_tree, values
from ...views.vocabulary import rules_json, verdict_json
from ...views.widths import ljust, rjust, width
from ...words.commands.explore import census as words

if TYPE_CHECKING:
    from ...views.dresses.dress import Dress


class Census(NamedTuple):
    """The game tree counted, and the positions by their value."""

    tree: GameTree
    values: Values


def census(rules: Rules) -> Census:
    """The whole game tree of ``rules``, counted (a long computation for 12 numbers).

    >>> census(Rules()).tree.games
    255168
    """
    return Census(game_tree(rules), values(rules))


def census_json(rules: Rules, dress: Dress | None, counted: Census) -> dict[str, object]:
    """The counts in the JSON vocabulary, with the items of a game given as sets."""
    tree, found = counted
    return {
        "rules": rules_json(rules),
        **({} if dress is None else {"items": list(dress.names)}),
        "verdict": verdict_json(solve(Position(rules=rules))),
        "symmetry_count": tree.symmetries,
        "game_count": tree.games,
        "x_win_count": tree.x_wins,
        "o_win_count": tree.o_wins,
        "draw_count": tree.draws,
        "lengths": [{"length": k, "game_count": v} for k, v in tree.by_length.items()],
        "game_count_up_to_symmetry": tree.games_up_to_symmetry,
        "game_count_through_classes": tree.games_through_classes,
        "position_count": tree.reachable,
        "finished_count": tree.terminal,
        "position_count_up_to_symmetry": tree.up_to_symmetry,
        "finished_count_up_to_symmetry": tree.terminal_up_to_symmetry,
        "position_values": [
            {
                "outcome": outcome.value,
                "position_count": found.counts[outcome],
                "position_count_up_to_symmetry": None
                if found.counts_up_to_symmetry is None
                else found.counts_up_to_symmetry[outcome],
            }
            for outcome in Outcome
        ],
        "random_play": {
            "x_win_chance": float(found.x_wins),
            "o_win_chance": float(found.o_wins),
            "draw_chance": float(found.draws),
        },
    }


def census_text(rules: Rules, dress: Dress | None, counted: Census) -> str:
    """The counts as a table, labels left and counts right (in display columns, so that Chinese labels line up
    too), and what counting up to symmetry means."""
    tree, found = counted
    lines = []
    if dress is not None:
        lines.append(words.game_heading(dress.title, str(rules)))
    elif rules != Rules():
        lines.append(words.rules_heading(str(rules)))
    rows: list[tuple[str, str, str]] = [(words.games_count(), f"{tree.games:,}", "")]
    for label, count in (
        (words.won_by("X"), tree.x_wins),
        (words.won_by("O"), tree.o_wins),
        (words.drawn(), tree.draws),
    ):
        rows.append(("  " + label, f"{count:,}", ""))
    rows.append((words.by_length(), "", ""))
    rows.extend((f"  {length}", f"{count:,}", "") for length, count in tree.by_length.items())
    rows.append((words.positions_reachable(), f"{tree.reachable:,}", ""))
    rows.append(("  " + words.of_which_finished(), f"{tree.terminal:,}", ""))
    up = found.counts_up_to_symmetry
    for outcome in Outcome:
        classes = "" if up is None else "   " + words.up_to_symmetry(up[outcome])
        rows.append(("  " + words.for_the_player_to_move(outcome.value), f"{found.counts[outcome]:,}", classes))
    chances = words.random_play(float(found.x_wins), float(found.o_wins), float(found.draws))
    rows.append((words.random_play_label(), "", chances))
    if tree.symmetries is not None:
        # Counted up to symmetry: every class count is there with the symmetries.
        assert tree.up_to_symmetry is not None
        assert tree.terminal_up_to_symmetry is not None
        assert tree.games_up_to_symmetry is not None
        assert tree.games_through_classes is not None
        rows.append((words.positions_up_to_symmetry(), f"{tree.up_to_symmetry:,}", ""))
        rows.append(("  " + words.of_which_finished(), f"{tree.terminal_up_to_symmetry:,}", ""))
        rows.append((words.games_up_to_symmetry(), f"{tree.games_up_to_symmetry:,}", ""))
        rows.append((words.games_through_classes(), f"{tree.games_through_classes:,}", ""))
    labels = max(width(label) for label, shown, _ in rows if shown) + 3
    counts = max(width(shown) for _, shown, _ in rows)
    for label, shown, after in rows:
        if shown:
            lines.append(ljust(label, labels) + rjust(shown, counts) + after)
        elif after:  # the chances, where the counts begin
            lines.append(ljust(label, labels) + after)
        else:
            lines.append(label)
    lines.append(words.value_of_the_game(tree.value.value))
    lines.append(
        words.too_many_symmetries(CENSUS_SYMMETRIES) if tree.symmetries is None else words.what_up_to_symmetry_counts()
    )
    return "\n".join(lines)
