"""Why Pick Fifteen is tic-tac-toe, and what the family of number games around it does: the computations
behind ``luoshu explore``, one module per topic. Everything is computed when asked for; nothing here prints.

    squares    the magic squares of order 3, triples and their sums, symmetries as grid motions
    census     the whole game tree counted
    (isomorph: luoshu.disguise, shared with play)
    verification  the isomorphism and the solver checked on every reachable position
    order      the order-n magic-square games
    targets    why 15: the game each target gives
    replays    a game judged ply by ply
"""

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..disguise import (
        CLASSIC_WORDS,
        JAM_ROADS,
        GameSpecError,
        Isomorphism,
        NineGame,
        builtin_games,
        isomorph,
        nine_game,
        sets_game,
        words_game,
    )
    from .census import CENSUS_SYMMETRIES, GameTree, game_tree
    from .order import OrderFacts, OrderValue, order_facts, order_value
    from .replays import Ply, replay
    from .squares import MOTIONS, Square, Symmetry, magic_squares, motion_of, moved, number_symmetries, triple_sums
    from .targets import TargetGame, target_games, tictactoe_in_disguise
    from .verification import Check, verify

# Each name and its module, imported when first asked for: a command pays only for the topic it shows.
_HOMES = {
    "CLASSIC_WORDS": "..disguise",
    "JAM_ROADS": "..disguise",
    "GameSpecError": "..disguise",
    "Isomorphism": "..disguise",
    "NineGame": "..disguise",
    "builtin_games": "..disguise",
    "isomorph": "..disguise",
    "nine_game": "..disguise",
    "sets_game": "..disguise",
    "words_game": "..disguise",
    "CENSUS_SYMMETRIES": ".census",
    "GameTree": ".census",
    "game_tree": ".census",
    "OrderFacts": ".order",
    "OrderValue": ".order",
    "order_facts": ".order",
    "order_value": ".order",
    "Ply": ".replays",
    "replay": ".replays",
    "MOTIONS": ".squares",
    "Square": ".squares",
    "Symmetry": ".squares",
    "magic_squares": ".squares",
    "motion_of": ".squares",
    "moved": ".squares",
    "number_symmetries": ".squares",
    "triple_sums": ".squares",
    "TargetGame": ".targets",
    "target_games": ".targets",
    "tictactoe_in_disguise": ".targets",
    "Check": ".verification",
    "verify": ".verification",
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'luoshu.explore' has no attribute {name!r}")
    value = getattr(importlib.import_module(home, __name__), name)
    globals()[name] = value
    return value


__all__ = [
    "CENSUS_SYMMETRIES",
    "CLASSIC_WORDS",
    "JAM_ROADS",
    "MOTIONS",
    "Check",
    "GameSpecError",
    "GameTree",
    "Isomorphism",
    "NineGame",
    "OrderFacts",
    "OrderValue",
    "Ply",
    "Square",
    "Symmetry",
    "TargetGame",
    "builtin_games",
    "game_tree",
    "isomorph",
    "magic_squares",
    "motion_of",
    "moved",
    "nine_game",
    "number_symmetries",
    "order_facts",
    "order_value",
    "replay",
    "sets_game",
    "target_games",
    "tictactoe_in_disguise",
    "triple_sums",
    "verify",
    "words_game",
]
