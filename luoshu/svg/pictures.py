"""What the pictures say: a position with its verdicts, an explanation ply by ply, a replayed game; and how a
picture made here is recognised (so that a command may replace it). How they are drawn is ``drawing``'s.

In a notebook, a position, an explanation and a replay draw themselves with these (``_repr_svg_``, one line, as
python-chess boards do):

>>> from luoshu import Position
>>> Position.from_moves([5, 1])._repr_svg_().splitlines()[1][:4]
'<svg'
>>> from luoshu.teach.replays import replay
>>> "replayed: 5 (B2) 1 (C2) 4 (A1)" in replay([5, 1, 4])._repr_svg_()
True
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Mapping, Sequence

from ..rules import PICK_FIFTEEN, Position, Rules, opponent
from ..search.solver import Verdict
from ..teach.explain import (
    Explanation,
    Step,
    and_joined,
    cost_of,
    explanation_ending,
    explanation_head,
    explanation_text,
    step,
)
from ..teach.replays import Ply
from ..views.dresses.dress import Dress
from ..views.text import game_title, holdings, number_name, render_verdicts, result_sentence, set_text, sum_text
from ..words.language import _, ngettext
from ..words.terms import listed, named_in_a_row, with_aside
from .drawing import LARGE, MADE_BY, SMALL, SVG_NAMESPACE, Marks, Panel, picture

__all__ = ["explanation_svg", "is_luoshu_picture", "position_svg", "replay_svg"]


# Words ------------------------------------------------------------------------------------------------------


class _Names:
    """How a picture names moves: numbers (with their cells on the grid), or a dress's items, with a key under the
    title from the numbers on the boxes to the items they stand for."""

    def __init__(self, rules: Rules, dress: Dress | None = None) -> None:
        self.rules, self.dress = rules, dress if dress is not None and dress.disguise else None

    def __call__(self, number: int) -> str:
        return self.dress.item(number) if self.dress is not None else number_name(number, self.rules)

    def held(self, numbers: Sequence[int]) -> str:
        """Numbers held: a sum, or a game's items one after another."""
        if self.dress is None:
            return sum_text(numbers)
        return and_joined(list(map(self, numbers)))

    def made(self, numbers: Sequence[int]) -> str:
        """A set made: its sum, or the set in the dress's words."""
        if self.dress is None:
            return set_text(numbers, self.rules)
        return self.dress.set_words(numbers) or _("the set {items}").format(items=listed(map(self, numbers)))

    @property
    def key(self) -> list[str]:
        """The numbers on the boxes and the items they stand for, as a line under the title."""
        if self.dress is None:
            return []
        return [
            _("The boxes' numbers: {key}.").format(
                key=listed(f"{n} {self(n)}" for n in range(1, self.rules.numbers + 1))
            )
        ]


def _game(rules: Rules) -> str:
    """The game's name, capitalised: "Misère Pick Fifteen"."""
    return game_title(rules)


def _rules(position: Position, names: _Names | None = None) -> list[str]:
    """The rules, as a line under the title, unless they are Pick Fifteen's (and a dress's key to its items)."""
    title = [] if position.rules == PICK_FIFTEEN else [_game(position.rules) + "."]
    if names is not None and names.dress is not None:
        title = [names.dress.title + ".", *names.key]
    return title


def _result(position: Position, names: _Names | None = None) -> str:
    made = position.completed_sets
    words = None
    if names is not None and names.dress is not None and made:
        words = and_joined([names.made(s) for s in made])
    return result_sentence(position, words) or _("{player} to move.").format(player=position.to_move)


def _step_caption(step: Step, position: Position, names: _Names) -> list[str]:
    """What a pick does, in short lines: blocks, threats, a fork, the set it completes."""
    rules, other, lines = position.rules, opponent(step.player), []
    for threat in step.blocks:
        lines.append(
            _("takes {number}, {player}'s poison").format(number=names(threat.needs), player=other)
            if rules.misere
            else _("blocks {player}'s {held}").format(player=other, held=names.held(threat.numbers))
        )
    for threat in step.threats:
        total, needs, still = names.held(threat.numbers), names(threat.needs), not threat.new
        count = 1 if names.dress is None else len(threat.numbers)  # a sum needs, whatever it adds up
        player = step.player
        if rules.misere and still:  # the number the pick made poison for its player, or that still is
            lines.append(
                _("{number} is still {player}'s poison ({held})").format(number=needs, player=player, held=total)
            )
        elif rules.misere:
            lines.append(_("{number} is {player}'s poison ({held})").format(number=needs, player=player, held=total))
        elif still:  # a threat held from before ("count": the items held, where "A and B need C" reads as several)
            said = ngettext("still threat: {held} needs {needs}", "still threat: {held} need {needs}", count)
            lines.append(said.format(held=total, needs=needs))
        else:
            said = ngettext("threat: {held} needs {needs}", "threat: {held} need {needs}", count)
            lines.append(said.format(held=total, needs=needs))
    if step.fork:
        lines.append(_("a fork: one pick can't block them all"))
    if step.completes:
        made = and_joined([names.made(s) for s in step.completes])
        if rules.misere:
            lines.append(_("{sets}: {player} loses").format(sets=made, player=step.player))
        else:
            lines.append(_("{sets}: {player} wins").format(sets=made, player=step.player))
    return lines


def _panel(step: Step, after: Position, heading: list[str], names: _Names, strong: bool = False) -> Panel:
    marks = Marks(
        step.number,
        tuple((step.player, t) for t in step.threats),
        tuple((opponent(step.player), t) for t in step.blocks),
    )
    return Panel(after, marks, heading + _step_caption(step, after, names), strong)


def _ply_step(ply: Ply) -> Step:
    """A replayed pick as a step of a line: its threats, fork, blocks and completed set."""
    after = ply.position
    x, o = (after.x - {ply.number}, after.o) if ply.player == "X" else (after.x, after.o - {ply.number})
    return step(Position(x, o, after.rules), ply.number, ply.ply)


# The pictures -----------------------------------------------------------------------------------------------


def position_svg(
    position: Position,
    *,
    last: int | None = None,
    verdicts: Mapping[int, Verdict] | None = None,
    title: str | None = None,
    dress: Dress | None = None,
) -> str:
    """One position, large; with ``verdicts`` every free box shows its verdict (the best in bold). A ``dress``
    names the moves in words and keys the boxes' numbers to its items.

    >>> from luoshu.search.solver import analyse
    >>> p = Position.from_moves([5, 1])
    >>> picture = ET.fromstring(position_svg(p, last=1, verdicts=analyse(p)))
    >>> sorted(g.get("data-player", "") + g.get("data-number", "") for g in picture.iter() if g.get("class") == "mark")
    ['O1', 'O1', 'X5', 'X5']
    """
    names = _Names(position.rules, dress)
    best = max(verdicts.values()) if verdicts else None
    heading = title or (
        _("{player} to move: {verdict} with perfect play.").format(player=position.to_move, verdict=str(best))
        if best
        else _result(position, names)
    )
    chosen = frozenset(n for n, v in (verdicts or {}).items() if v == best)
    panel = Panel(position, Marks(last=last, verdicts=verdicts, best=chosen), [])
    listed = [render_verdicts(verdicts, chosen, name=names)] if verdicts else []
    desc = [heading, *_rules(position, names), holdings(position), *listed]
    return picture([heading, *_rules(position, names)], [panel], [], "\n".join(desc), LARGE)


def explanation_svg(why: Explanation, position: Position, last: int | None = None, dress: Dress | None = None) -> str:
    """The position (``last`` its last pick, outlined), then one pair for each ply of the explanation's line,
    with its threats and blocks drawn (in a ``dress``'s words, if given).

    >>> from luoshu.teach.explain import explain
    >>> start = Position.from_moves([5, 1])
    >>> picture = ET.fromstring(explanation_svg(explain(start), start, last=1))
    >>> sum(1 for g in picture.iter() if g.get("class") == "pair") == 1 + len(explain(start).line)
    True
    """
    names = _Names(position.rules, dress)
    verb = names.dress.said("verb") if names.dress is not None else _("picks")
    panels = [
        Panel(
            position, Marks(last=last), [_("start: {result}").format(result=_result(position, names).removesuffix("."))]
        )
    ]
    for each in why.line:
        position = position.play(each.number)
        heading = [
            _("{ply}. {player} {verb} {number}").format(
                ply=each.ply, player=each.player, verb=_(verb), number=names(each.number)
            )
        ]
        panels.append(_panel(each, position, heading, names))
    text = explanation_text(why, names.dress)
    if why.to_move is None:
        head = [text]
    else:
        verdict, best, _text = explanation_head(why, names.dress)
        head = [verdict, *([best] if best else [])]
    ending = explanation_ending(why, names.dress)
    return picture([*head, *_rules(position, names)], panels, [ending] if ending else [], text, SMALL)


def replay_svg(plies: Sequence[Ply], dress: Dress | None = None) -> str:
    """A replayed game: one pair per ply, captioned with the pick and the mover's verdict before and after (in a
    ``dress``'s words, if given).

    >>> from luoshu.teach.replays import replay
    >>> picture = ET.fromstring(replay_svg(replay([5, 1, 4, 6, 2])))
    >>> [t.text for t in picture.iter(f"{{{SVG_NAMESPACE}}}text") if t.get("class") == "caption"][:2]
    ['ply 1: X picks 5 (B2)', 'draw \u2192 draw']
    """
    if not plies:
        raise ValueError(_("a replay needs at least one pick"))
    names = _Names(plies[0].position.rules, dress)
    verb, did = (
        (dress.said("verb"), dress.said("did"))
        if names.dress is not None and dress is not None
        else (_("picks"), _("picked"))
    )
    panels = []
    for p in plies:
        change = f"{p.before} \u2192 {p.after}"
        heading = [
            _("ply {ply}: {player} {verb} {number}").format(
                ply=p.ply, player=p.player, verb=_(verb), number=names(p.number)
            ),
            with_aside(change, p.note) if p.note else change,
        ]
        panels.append(_panel(_ply_step(p), p.position, heading, names, p.mistake))
    final = plies[-1].position
    picks = (
        listed(names(p.number) for p in plies)
        if names.dress is not None
        else named_in_a_row(names(p.number) for p in plies)
    )
    game = names.dress.title if names.dress is not None else _game(final.rules)
    title = [_("{game}, replayed: {picks}").format(game=game, picks=picks), *names.key, _result(final, names)]
    mistake = next((p for p in plies if p.mistake), None)
    if mistake is not None:
        cost = cost_of(mistake.after, mistake.before)
        title.append(
            _("First mistake: ply {ply}, {player} {did} {number}, which {cost}.").format(
                ply=mistake.ply, player=mistake.player, did=_(did), number=names(mistake.number), cost=str(cost)
            )
        )
    desc = [*title, *(" ".join(panel.caption) for panel in panels)]
    return picture(title, panels, [], "\n".join(desc), SMALL)


def is_luoshu_picture(text: str) -> bool:
    """Whether ``text`` is an SVG picture made here; only its root element is read.

    >>> is_luoshu_picture(position_svg(Position())), is_luoshu_picture("<svg/>"), is_luoshu_picture("notes")
    (True, False, False)
    """
    parser: ET.XMLPullParser[ET.Element] = ET.XMLPullParser(events=("start",))
    try:
        for start in range(0, len(text), 4096):
            parser.feed(text[start : start + 4096])
            for event in parser.read_events():
                root = event[-1]
                if isinstance(root, ET.Element):
                    return root.tag == f"{{{SVG_NAMESPACE}}}svg" and root.get(MADE_BY) == "luoshu"
    except ET.ParseError:
        return False
    return False
