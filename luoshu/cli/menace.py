"""``luoshu menace``: Michie's matchbox learner, trained in the run."""

from __future__ import annotations

import os
import random
import sys
from typing import Any

import click

from ..rules import Rules
from ..session.training import TRAINING_DRESSES
from ..views.widths import rjust, table
from ..views.wrapping import fitted
from ..words.commands import menace as words
from ..words.game.names import player_name
from .click_words import help_made
from .options import Whole, given, json_option, rules_options
from .pictures import alone_or_json, svg_option, write_picture
from .players import PlayerSpec, ended, help_with_players, move_time_option, player_from

HELP = help_with_players(words.MENACE_HELP)


@help_made(HELP)
@click.command(short_help=words.MENACE_SHORT_HELP)
@click.option("--games", type=Whole(1, 1_000_000), default=500, show_default=True, help=words.GAMES_HELP)
@click.option(
    "--against", type=PlayerSpec(), default="random", show_default=True, metavar="PLAYER", help=words.AGAINST_HELP
)
@click.option("--as", "side", type=click.Choice(["X", "O"]), default="X", show_default=True, help=words.SIDE_HELP)
@click.option(
    "--dress",
    type=click.Choice(list(TRAINING_DRESSES)),
    default="fifteen",
    show_default=True,
    help=words.DRESS_HELP,
)
@click.option("--boxes", "boxes_path", metavar="FILE", help=words.BOXES_HELP)
@click.option("--seed", type=Whole(), help=words.SEED_HELP)
@move_time_option
@json_option(words.JSON_HELP)
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

    from ..files import SaveError, read_text_file, write_save
    from ..session.bots import MenaceBot
    from ..session.matches import play_game
    from ..session.training import Menace, MenaceError, dress_for, is_menace_boxes
    from ..views.quoting import visible_path
    from .games import BadFile

    alone_or_json(svg_path, as_json)
    if side == "O" and given(click.get_current_context(), "dress"):
        raise click.UsageError(words.dress_of_o())
    try:
        worn = dress_for(dress, rules)
    except ValueError as error:
        raise click.UsageError(str(error)) from None
    learner: Menace
    try:
        if boxes_path is not None and os.path.exists(os.path.expanduser(boxes_path)):
            text = read_text_file(boxes_path, 10_000_000, words.boxes_file())
            learner = Menace.from_json(text, rules)
            if learner.player != side:
                raise MenaceError(words.boxes_of_other_side(learner.player, side))
        else:
            learner = Menace(rules, side)  # type: ignore[arg-type]
    except SaveError as error:
        raise BadFile(str(error), param_hint="--boxes") from None
    except MenaceError as error:
        said = words.boxes_refused(visible_path(boxes_path), str(error)) if boxes_path else str(error)
        raise BadFile(said, param_hint="--boxes" if boxes_path else "--numbers") from None
    rng = random.Random(seed)
    bot = MenaceBot(random.Random(rng.random()), learner)
    rival = player_from(against, random.Random(rng.random()), move_time, "--against")
    block = max(1, games // 20)
    curve: list[tuple[int, int, int, int]] = []
    counts = [0, 0, 0]
    failures: dict[str, int] = {}
    progressbar: Any = click.progressbar  # typed by click for an iterable; here, a length
    with ended(rival), progressbar(length=games, label=words.training(), file=sys.stderr) as bar:
        for number in range(1, games + 1):
            x, o = (bot, rival) if side == "X" else (rival, bot)
            game = play_game(x, o, rules)
            if game.failed is not None:  # its opponent failed: no game, and nothing learnt
                reason = game.reason or words.it_failed()
                failures[reason] = failures.get(reason, 0) + 1
            else:
                counts[0 if game.winner == side else 1 if game.winner is None else 2] += 1
            if number % block == 0 or number == games:
                curve.append((number, *counts))  # type: ignore[arg-type]
                counts = [0, 0, 0]
            bar.update(1)
    if boxes_path is not None:
        try:
            write_save(boxes_path, learner.to_json(), ours=is_menace_boxes, what=words.boxes_file())
        except SaveError as error:
            raise click.ClickException(words.boxes_unwritten(str(error))) from None
    if svg_path is not None:
        from ..svg.chart import learning_curve_svg

        if write_picture(svg_path, learning_curve_svg(curve, words.curve_title(side, player_name(against)))):
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
    click.echo(fitted(words.trained(side, len(learner.boxes), games, player_name(against))))
    for reason, count in failures.items():
        click.echo(fitted(words.opponent_failed(count, reason)))
    # Right-aligned in display columns (a Chinese head is two columns a character), as wide as they were in English.
    rows = [words.curve_header(), *([f"{n:,}", f"{w:,}", f"{d:,}", f"{lost:,}"] for n, w, d, lost in curve)]
    for line in table([[rjust(cell, 8 if i == 0 else 6) for i, cell in enumerate(row)] for row in rows], range(4), 1):
        click.echo(line)
    from ..rules import Position

    start = Position(rules=rules) if side == "X" else None
    if start is not None:
        beads = learner.box_of(start)
        named = words.first_beads((worn.item(n), c) for n, c in sorted(beads.items(), key=lambda kv: -kv[1]))
        click.echo(fitted(words.first_box(named)))
