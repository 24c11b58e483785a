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
from .census import GameTree, game_tree
from .order import OrderFacts, OrderValue, order_facts, order_value
from .replays import Ply, replay
from .squares import MOTIONS, Square, Symmetry, magic_squares, motion_of, moved, number_symmetries, triple_sums
from .targets import TargetGame, target_games, tictactoe_in_disguise
from .verification import Check, verify

__all__ = [
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
