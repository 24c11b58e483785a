"""``luoshu menace``: Michie's matchbox learner, trained in the run."""

from __future__ import annotations

import os
import random
import sys
from typing import Any

import click

from ..rules import Rules
from ..views.dresses.dress import DRESSES
from .options import Whole, given, json_option, rules_options
from .pictures import alone_or_json, svg_option, write_picture
from .players import PLAYER_HELP, PlayerSpec, ended, move_time_option, player_from

HELP = (
    "Train MENACE, Donald Michie's Matchbox Educable Noughts And Crosses Engine, in the number game: one box "
    "for each position it may have to pick in, up to the game's symmetries (304 as X in Pick Fifteen, counted "
    "in the run), each holding beads of its free numbers (4, 3, 2 and 1 before its 1st to 4th picks). It "
    "picks a bead at random; after each game every bead it played gains 3 for a win and 1 for a draw, or is "
    "taken out for a loss. Reports how its results change over --games games against --against, block by "
    "block; --svg draws the curve, --boxes FILE keeps its boxes between runs (read if there, written after).\n\n"
    + PLAYER_HELP
)


@click.command(short_help="Train MENACE, Michie's matchbox learner, and chart its learning.", help=HELP)
@click.option("--games", type=Whole(1, 1_000_000), default=500, show_default=True, help="Games to train.")
@click.option("--against", type=PlayerSpec(), default="random", show_default=True, help="Its opponent: a player.")
@click.option(
    "--as", "side", type=click.Choice(["X", "O"]), default="X", show_default=True, help="Which side it plays."
)
@click.option(
    "--dress",
    type=click.Choice([d for d in DRESSES if d != "sets"]),
    default="fifteen",
    show_default=True,
    help="Name the moves of its first box in this dress.",
)
@click.option(
    "--boxes", "boxes_path", metavar="FILE", help="Read its boxes from FILE if it is there; write them after."
)
@click.option("--seed", type=Whole(), help="Seed for its beads and its opponent, to train it again exactly.")
@move_time_option
@json_option("Print JSON.")
@svg_option
@rules_options
def menace(
    games: int,
    against: str,
    side: str,
    dress: str,
    boxes_path: str | None,
    seed: int | None,
    move_time: float,
    as_json: bool,
    svg_path: str | None,
    rules: Rules,
) -> None:
    import json

    from ..session.bots import MenaceBot
    from ..session.matches import play_game
    from ..teach.menace import Menace, MenaceError, is_menace_boxes
    from ..views.dresses.dress import dress_for
    from ..views.quoting import visible_path
    from .files import SaveError, read_text_file, write_save
    from .games import BadFile

    alone_or_json(svg_path, as_json)
    if side == "O" and given(click.get_current_context(), "dress"):
        raise click.UsageError("--dress names the moves of MENACE's first box, the empty board: X's, not O's")
    try:
        worn = dress_for(dress, rules)
    except ValueError as error:
        raise click.UsageError(str(error)) from None
    learner: Menace
    try:
        if boxes_path is not None and os.path.exists(os.path.expanduser(boxes_path)):
            text = read_text_file(boxes_path, 10_000_000, "MENACE boxes file")
            learner = Menace.from_json(text, rules)
            if learner.player != side:
                raise MenaceError(f"its boxes are MENACE's as {learner.player}, not as {side}")
        else:
            learner = Menace(rules, side)  # type: ignore[arg-type]
    except SaveError as error:
        raise BadFile(str(error), param_hint="--boxes") from None
    except MenaceError as error:
        where = f"{visible_path(boxes_path)}: " if boxes_path else ""
        raise BadFile(f"{where}{error}", param_hint="--boxes" if boxes_path else "--numbers") from None
    rng = random.Random(seed)
    bot = MenaceBot(random.Random(rng.random()), learner)
    rival = player_from(against, random.Random(rng.random()), move_time, "--against")
    block = max(1, games // 20)
    curve: list[tuple[int, int, int, int]] = []
    counts = [0, 0, 0]
    failures: dict[str, int] = {}
    progressbar: Any = click.progressbar  # typed by click for an iterable; here, a length
    with ended(rival), progressbar(length=games, label="Training MENACE", file=sys.stderr) as bar:
        for number in range(1, games + 1):
            x, o = (bot, rival) if side == "X" else (rival, bot)
            game = play_game(x, o, rules)
            if game.failed is not None:  # its opponent failed: no game, and nothing learnt
                reason = game.reason or "it failed"
                failures[reason] = failures.get(reason, 0) + 1
            else:
                counts[0 if game.winner == side else 1 if game.winner is None else 2] += 1
            if number % block == 0 or number == games:
                curve.append((number, *counts))  # type: ignore[arg-type]
                counts = [0, 0, 0]
            bar.update(1)
    if boxes_path is not None:
        try:
            write_save(boxes_path, learner.to_json(), ours=is_menace_boxes, what="MENACE boxes file")
        except SaveError as error:
            raise click.ClickException(f"--boxes: {error}") from None
    if svg_path is not None:
        from ..svg.chart import learning_curve_svg

        if write_picture(svg_path, learning_curve_svg(curve, f"MENACE as {side} against {against}")):
            return
    if as_json:
        click.echo(
            json.dumps(
                {
                    "box_count": len(learner.boxes),
                    "failures": sorted(failures),
                    "game_count": games,
                    "curve": [
                        {"game_count": n, "win_count": w, "draw_count": d, "loss_count": lost}
                        for n, w, d, lost in curve
                    ],
                }
            )
        )
        return
    click.echo(f"MENACE as {side}: {len(learner.boxes)} boxes, trained {games:,} games against {against}.")
    for reason, count in failures.items():
        click.echo(f"Its opponent failed {count} of the games, which teach it nothing: {reason}")
    click.echo(f"{'games':>8} {'won':>6} {'drawn':>6} {'lost':>6}")
    for n, w, d, lost in curve:
        click.echo(f"{n:>8,} {w:>6} {d:>6} {lost:>6}")
    from ..rules import Position

    start = Position(rules=rules) if side == "X" else None
    if start is not None:
        beads = learner.box_of(start)
        named = ", ".join(f"{worn.item(n)} {c}" for n, c in sorted(beads.items(), key=lambda kv: -kv[1]))
        click.echo(f"Its first box (the empty board), beads of each first pick: {named}")
