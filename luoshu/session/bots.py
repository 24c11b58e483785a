"""Players that pick by themselves: the computer's levels, a player of a set skill, MENACE the learner, and the
outside programs the faces start (``luoshu.cli.outside``), all behind one small protocol.

Glossary:
    bot     anything that picks for a side: ``choose(position) -> int``. A bot that learns is told how each
            game ended (``game_over``); one that fails (an outside program that crashes, hangs or answers
            nonsense) raises ``BotFailed`` with the reason, and loses the game it failed in.
    spec    how a player is named everywhere: ``perfect``, ``casual``, ``random``, ``skill:P``, ``menace``,
            ``lesson:N``, ``depth-blind``, ``python:FILE``, ``cmd:COMMAND``. The first seven are built here (the
            lessons' programs and the depth-blind player in ``lesson_players``); the last two, which run code of
            the user's, are the faces'.

>>> import random
>>> bot = builtin_bot("skill:1", random.Random(1))
>>> bot.name, bot.choose(Position.from_moves([5, 1, 4]))
('skill:1', 6)
"""

from __future__ import annotations

import copy
import random
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from ..rules import PICK_FIFTEEN, Position, Rules
from ..search.solver import good_move
from ..words.language import _
from ..words.terms import in_quotes, listed
from .players import LEVELS, Level, choose_move

if TYPE_CHECKING:
    from ..teach.menace import Menace  # MENACE's boxes are built when it first plays: not for every game
__all__ = [
    "BUILTIN",
    "Bot",
    "BotFailed",
    "LevelBot",
    "MenaceBot",
    "SkillBot",
    "builtin_bot",
    "builtin_players",
    "first_beads",
    "first_boxes",
    "has_first_boxes",
    "is_spec",
    "keep_first_boxes",
]

BUILTIN = (*LEVELS, "skill:P", "menace")
"""The players named without code of the user's, less the lessons' and the depth-blind one (``builtin_players``
names them all)."""
DEPTH_BLIND = "depth-blind"
"""The player that scores a win +10 whatever its depth (``lesson_players``)."""
OUTSIDE = ("python:", "cmd:")


class BotFailed(Exception):
    """A bot that could not pick: the reason, in its own words where it gave any."""


@runtime_checkable
class Bot(Protocol):
    """A player that picks by itself."""

    name: str

    def choose(self, position: Position) -> int:
        """A free number of the position, for the side to move; BotFailed if it cannot give one."""
        ...


class LevelBot:
    """The computer at one of its levels."""

    def __init__(self, level: Level, rng: random.Random, budget: int | None = None) -> None:
        self.name: str = level
        self._level, self._rng, self._budget = level, rng, budget

    def choose(self, position: Position) -> int:
        return choose_move(position, self._level, self._rng, self._budget)


class SkillBot:
    """A best pick with probability ``skill``, any free pick otherwise (GamesmanClassic's "perfect some percent
    of the time")."""

    def __init__(self, skill: float, rng: random.Random, budget: int | None = None) -> None:
        if not 0 <= skill <= 1:
            raise ValueError(_("a skill is a chance from 0 to 1, not {skill}").format(skill=f"{skill:g}"))
        self.name, self.skill, self._rng, self._budget = f"skill:{skill:g}", skill, rng, budget

    def choose(self, position: Position) -> int:
        if self._rng.random() < self.skill:
            return good_move(position, self._rng, self._budget)
        return self._rng.choice(sorted(position.free))


class MenaceBot:
    """MENACE at the table: it picks from its matchboxes, and learns from how each game ended. It keeps a set
    of boxes for each side it is asked to play, made when first needed (``menace`` plays one side from the
    start)."""

    def __init__(self, rng: random.Random, menace: Menace | None = None, rules: Rules = PICK_FIFTEEN) -> None:
        self.name, self._rng, self._rules = "menace", rng, rules
        self.menaces: dict[str, Menace] = {} if menace is None else {menace.player: menace}
        self._played: list[tuple[Position, int]] = []

    def choose(self, position: Position) -> int:
        side = position.to_move
        if side not in self.menaces:
            from ..teach.menace import Menace

            self.menaces[side] = Menace(position.rules, side)
        pick = self.menaces[side].choose(position, self._rng)
        self._played.append((position, pick))
        return pick

    def forget_game(self) -> None:
        """The game was cut short by a player that failed: nothing of it is learnt."""
        self._played = []

    def game_over(self, final: Position) -> None:
        for side, menace in self.menaces.items():
            menace.learn([(p, n) for p, n in self._played if p.to_move == side], final)
        self._played = []


def first_beads(rules: Rules, player: str, rng: random.Random) -> MenaceBot:
    """MENACE for ``player``'s side of a game under ``rules``, at its first beads, as a new game's MENACE is: its
    boxes made once per game and side (``first_boxes``), each bot a copy of its own, which it learns in.

    >>> import random
    >>> bot = first_beads(PICK_FIFTEEN, "O", random.Random(1))
    >>> bot.name, bot.choose(Position.from_moves([5])) in (1, 2, 3, 4, 6, 7, 8, 9)
    ('menace', True)
    >>> bot.menaces["O"] is not first_beads(PICK_FIFTEEN, "O", random.Random(1)).menaces["O"]
    True
    """
    return MenaceBot(rng, copy.deepcopy(first_boxes(rules, player)), rules)


_FIRST_BOXES: dict[tuple[Rules, str], Menace] = {}


def first_boxes(rules: Rules, player: str) -> Menace:
    """MENACE's boxes for ``player``'s side of a game under ``rules``, at their first beads: made once (a quarter
    of a second for Pick Fifteen), and never changed."""
    made = _FIRST_BOXES.get((rules, player))
    if made is None:
        from ..teach.menace import Menace

        made = _FIRST_BOXES[(rules, player)] = Menace(rules, "X" if player == "X" else "O")
    return made


def has_first_boxes(rules: Rules, player: str) -> bool:
    """Whether MENACE's first boxes for this game and side are made already (``first_boxes``)."""
    return (rules, player) in _FIRST_BOXES


def keep_first_boxes(boxes: Menace) -> None:
    """Keep MENACE's first boxes made elsewhere (by another process), for ``first_boxes`` to give."""
    _FIRST_BOXES.setdefault((boxes.rules, boxes.player), boxes)


def builtin_players() -> tuple[str, ...]:
    """Every player named without code of the user's: the levels, ``skill:P``, ``menace``, the lessons' players,
    one for each lesson luoshu has, and the depth-blind player (their search is loaded only when a list of players
    is asked for).

    >>> builtin_players()[:5], builtin_players()[5], builtin_players()[-1]
    (('perfect', 'casual', 'random', 'skill:P', 'menace'), 'lesson:1', 'depth-blind')
    """
    from .lesson_players import lesson_names

    return (*BUILTIN, *lesson_names(), DEPTH_BLIND)


def is_spec(text: str) -> bool:
    """Whether ``text`` names a player (built in, or an outside program).

    >>> is_spec("skill:0.5"), is_spec("cmd:./bot"), is_spec("depth-blind"), is_spec("robot")
    (True, True, True, False)
    """
    return text in (*LEVELS, "menace", DEPTH_BLIND) or text.startswith(("skill:", "lesson:", *OUTSIDE))


def builtin_bot(spec: str, rng: random.Random, budget: int | None = None, menace: Menace | None = None) -> Bot:
    """The built-in player ``spec`` names; ValueError with the reason for anything else (an outside program is
    the faces' to start). ``budget`` bounds its searches: positions kept for the levels and ``skill:P`` (None: the
    budget set round the call with ``solver.limited``), nodes visited for a pick of a lesson's program or the
    depth-blind player (None: ``COUNTED_BUDGET``)."""
    if spec in LEVELS:
        return LevelBot(spec, rng, budget)
    if spec.startswith("skill:"):
        text = spec.removeprefix("skill:")
        try:
            skill: float | None = float(text)
        except ValueError:
            skill = None
        if skill is None or not 0 <= skill <= 1:
            raise ValueError(
                _("skill:{text} is not a chance: skill:P takes P from 0 to 1, such as skill:0.8").format(text=text[:20])
            ) from None
        return SkillBot(skill, rng, budget)
    if spec == "menace":
        return MenaceBot(rng, menace)
    if spec.startswith("lesson:"):  # the minimax lessons' own programs
        from .lesson_players import lesson_bot

        return lesson_bot(spec, rng, budget)
    if spec == DEPTH_BLIND:
        from .lesson_players import depth_blind_bot

        return depth_blind_bot(budget)
    if spec.startswith(OUTSIDE):
        raise ValueError(_("{spec} runs a program of yours: the command line starts it").format(spec=spec[:30]))
    raise ValueError(
        _("{spec} is not a player: {players}, python:FILE or cmd:COMMAND").format(
            spec=in_quotes(repr(spec[:30])), players=listed(builtin_players())
        )
    )
