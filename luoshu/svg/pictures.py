"""What the pictures say: a position with its verdicts, an explanation ply by ply, a replayed game; and how a
picture made here is recognised (so that a command may replace it). How they are drawn is ``drawing``'s."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Mapping, Sequence

from ..rules import PICK_FIFTEEN, Position, Rules, opponent
from ..search.solver import Verdict
from ..teach.explain import (
    Explanation,
    Step,
    cost_of,
    explanation_ending,
    explanation_head,
    explanation_text,
    step,
)
from ..teach.replays import Ply
from ..views.text import game_title, holdings, number_name, render_verdicts, result_sentence, set_text, sum_text
from .drawing import LARGE, MADE_BY, SMALL, SVG_NAMESPACE, Marks, Panel, picture

__all__ = ["explanation_svg", "is_luoshu_picture", "position_svg", "replay_svg"]


# Words ------------------------------------------------------------------------------------------------------


def _name(number: int, position: Position) -> str:
    return number_name(number, position.rules)


def _game(rules: Rules) -> str:
    """The game's name, capitalised: "Misère Pick Fifteen"."""
    return game_title(rules)


def _rules(position: Position) -> list[str]:
    """The rules, as a line under the title, unless they are Pick Fifteen's."""
    return [] if position.rules == PICK_FIFTEEN else [_game(position.rules) + "."]


def _result(position: Position) -> str:
    return result_sentence(position) or f"{position.to_move} to move."


def _step_caption(step: Step, position: Position) -> list[str]:
    """What a pick does, in short lines: blocks, threats, a fork, the set it completes."""
    rules, other, lines = position.rules, opponent(step.player), []
    for threat in step.blocks:
        lines.append(
            f"takes {threat.needs}, {other}'s poison"
            if rules.misere
            else f"blocks {other}'s {sum_text(threat.numbers)}"
        )
    for threat in step.threats:
        total, needs = sum_text(threat.numbers), _name(threat.needs, position)
        still = "" if threat.new else "still "
        lines.append(
            f"{needs} is {still}{step.player}'s poison ({total})"
            if rules.misere
            else f"{still}threat: {total} needs {needs}"
        )
    if step.fork:
        lines.append("a fork: one pick can't block them all")
    if step.completes:
        made = " and ".join(set_text(s, rules) for s in step.completes)
        lines.append(f"{made}: {step.player} {'loses' if rules.misere else 'wins'}")
    return lines


def _panel(step: Step, after: Position, heading: list[str], strong: bool = False) -> Panel:
    marks = Marks(
        step.number,
        tuple((step.player, t) for t in step.threats),
        tuple((opponent(step.player), t) for t in step.blocks),
    )
    return Panel(after, marks, heading + _step_caption(step, after), strong)


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
) -> str:
    """One position, large; with ``verdicts`` every free box shows its verdict (the best in bold).

    >>> from luoshu.search.solver import analyse
    >>> p = Position.from_moves([5, 1])
    >>> picture = ET.fromstring(position_svg(p, last=1, verdicts=analyse(p)))
    >>> sorted(g.get("data-player", "") + g.get("data-number", "") for g in picture.iter() if g.get("class") == "mark")
    ['O1', 'O1', 'X5', 'X5']
    """
    best = max(verdicts.values()) if verdicts else None
    heading = title or (f"{position.to_move} to move: {best} with perfect play." if best else _result(position))
    chosen = frozenset(n for n, v in (verdicts or {}).items() if v == best)
    panel = Panel(position, Marks(last=last, verdicts=verdicts, best=chosen), [])
    desc = [heading, *_rules(position), holdings(position)] + ([render_verdicts(verdicts, chosen)] if verdicts else [])
    return picture([heading, *_rules(position)], [panel], [], "\n".join(desc), LARGE)


def explanation_svg(why: Explanation, position: Position, last: int | None = None) -> str:
    """The position (``last`` its last pick, outlined), then one pair for each ply of the explanation's line,
    with its threats and blocks drawn.

    >>> from luoshu.teach.explain import explain
    >>> start = Position.from_moves([5, 1])
    >>> picture = ET.fromstring(explanation_svg(explain(start), start, last=1))
    >>> sum(1 for g in picture.iter() if g.get("class") == "pair") == 1 + len(explain(start).line)
    True
    """
    panels = [Panel(position, Marks(last=last), ["start: " + _result(position).removesuffix(".")])]
    for each in why.line:
        position = position.play(each.number)
        panels.append(_panel(each, position, [f"{each.ply}. {each.player} picks {_name(each.number, position)}"]))
    if why.to_move is None:
        head = [explanation_text(why)]
    else:
        verdict, best, _ = explanation_head(why)
        head = [verdict, *([best] if best else [])]
    ending = explanation_ending(why)
    return picture([*head, *_rules(position)], panels, [ending] if ending else [], explanation_text(why), SMALL)


def replay_svg(plies: Sequence[Ply]) -> str:
    """A replayed game: one pair per ply, captioned with the pick and the mover's verdict before and after.

    >>> from luoshu.teach.replays import replay
    >>> picture = ET.fromstring(replay_svg(replay([5, 1, 4, 6, 2])))
    >>> [t.text for t in picture.iter(f"{{{SVG_NAMESPACE}}}text") if t.get("class") == "caption"][:2]
    ['ply 1: X picks 5 (B2)', 'draw \u2192 draw']
    """
    if not plies:
        raise ValueError("a replay needs at least one pick")
    panels = []
    for p in plies:
        note = f" ({p.note})" if p.note else ""
        heading = [f"ply {p.ply}: {p.player} picks {_name(p.number, p.position)}", f"{p.before} \u2192 {p.after}{note}"]
        panels.append(_panel(_ply_step(p), p.position, heading, p.mistake))
    final = plies[-1].position
    picks = " ".join(_name(p.number, final) for p in plies)
    title = [f"{_game(final.rules)}, replayed: {picks}", _result(final)]
    mistake = next((p for p in plies if p.mistake), None)
    if mistake is not None:
        cost = cost_of(mistake.after, mistake.before)
        title.append(
            f"First mistake: ply {mistake.ply}, {mistake.player} picked {_name(mistake.number, final)}: it {cost}."
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
