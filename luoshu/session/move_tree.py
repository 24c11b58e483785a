"""The search under one move, for the page: the tree a player sees open under a move they hover or focus, and the
search's visits in order for a step-through. Every cell is a string the page shows as it is given.

The tree is the search from the position the move reaches, recorded a few plies deep (``TREE_DEPTH``), its
rows in the order searched; each step names the row it visits, so the page lights that row.

>>> from luoshu.rules import Position
>>> from luoshu.views.dresses.dress import dress_for
>>> tree = move_tree(Position.from_moves([5, 1]), dress_for("grid"), 4, "alphabeta", depth=1)
>>> tree["move"], tree["tree_columns"][:3], tree["tree_rows"][0]["shown"][:3], tree["tree_rows"][1]["picks"]
('A1', ['move', 'turn', 'score'], ['root', 'max', '−6'], [9])
>>> tree["tree_column_keys"][-3:]  # what each column holds, for the page's layout: never translated
['cut', 'nodes', 'position']
>>> tree["steps"][0]["row"], tree["steps"][-1]["row"], tree["steps"][-1]["leaving"]
(0, 0, True)
"""

from __future__ import annotations

from typing import Any

from ..rules import Position
from ..search.counted import ALGORITHMS
from ..teach import searches
from ..views.dresses.dress import Dress
from ..words.language import _

__all__ = ["DEEPEST", "TREE_ALGORITHMS", "TREE_BUDGET", "TREE_DEPTH", "move_tree"]

TREE_DEPTH = 2
"""Plies of the tree shown under a move unless the page asks for more: the move's replies and the answers to them,
a screenful; the nodes column sums up the rest."""
DEEPEST = 3
"""The deepest tree the page may ask for: a few hundred rows, still read by a person."""
TREE_BUDGET = 300_000
"""Nodes one tree may visit: under a second. The server's games wait while it searches, so a bigger game's tree
is refused rather than searched long."""
TREE_ALGORITHMS: tuple[str, ...] = ALGORITHMS
"""The searches the page can show under a move (luoshu's engine keeps positions, not a tree to step through)."""
ARRIVING = ("move", "turn", "window", "position")
"""The cells a node shows as the step-through arrives at it; the rest come as it is left."""


def move_tree(
    position: Position,
    dress: Dress,
    pick: int,
    algorithm: str = "alphabeta",
    depth: int = TREE_DEPTH,
    budget: int = TREE_BUDGET,
) -> dict[str, Any]:
    """The search ``algorithm`` from ``position`` with ``pick`` played, as the page shows it: the search's JSON
    (``luoshu.teach.searches.search_json``: its counts, its choice and the tree), the move in the dress's words,
    the heading's lines, the columns' titles and keys, a row per node in the order searched (its picks from the root,
    its cells as strings, and as they read on arrival, its cut-offs and bound), the steps (each the row it visits,
    arriving or leaving, and what the terminal's step-through says) and the notes under the tree. ValueError with
    the reason for a search not known or a tree too big; SearchBudgetError past ``budget`` nodes."""
    run = searches.search(position.play(pick), dress, algorithm, "depth", False, depth, budget)
    columns = searches.tree_columns(run)
    rows: list[dict[str, Any]] = []
    row_of: dict[int, int] = {}
    for _branch, node in searches.walk(run):
        cells = searches.node_cells(searches.node_facts(run, node, dress))
        row_of[id(node)] = len(rows)
        rows.append(
            {
                "picks": list(node.picks),
                "shown": [cells[key] for key in columns],
                # on arrival a node shows its move, whose turn and its window; the rest comes as it is left
                "arriving": [cells[key] if key in ARRIVING else "" for key in columns],
                "cut": list(node.cut),
                "bound": searches.BOUNDS[node.bound],
            }
        )
    steps = [
        {"row": row_of[id(visit.node)], "leaving": visit.leaving, "text": line}
        for visit, line in zip(run.visits, searches.step_lines(run, dress), strict=True)
    ]
    return {
        **searches.search_json(run, dress),
        "move": dress.item(pick),
        "heading": searches.heading_lines(run, dress),
        "tree_columns": [_(searches.TREE_COLUMNS[key]) for key in columns],
        "tree_column_keys": columns,
        "tree_rows": rows,
        "steps": steps,
        "notes": searches.tree_notes(run),
    }
