"""``luoshu menace``: Michie's matchbox learner, trained in the run."""

from __future__ import annotations

import os
import random
import sys
from typing import Any

import click

from ..rules import Rules
from ..teach.menace import TRAINING_DRESSES
from ..words.language import N_, _
from ..words.terms import player_name
from .click_words import help_made
from .options import Whole, given, json_option, rules_options
from .pictures import alone_or_json, svg_option, write_picture
from .players import PlayerSpec, ended, help_with_players, move_time_option, player_from

MENACE_SHORT_HELP = N_("Train MENACE, Michie's matchbox learner, and chart its learning.")
MENACE_HELP = N_(
    "Train MENACE, Donald Michie's Matchbox Educable Noughts And Crosses Engine, in the number game: one box "
    "for each position it may have to pick in, up to the game's symmetries (304 as X in Pick Fifteen, counted "
    "in the run), each holding beads of its free numbers (4, 3, 2 and 1 before its 1st to 4th picks). It "
    "picks a bead at random; after each game every bead it played gains 3 for a win and 1 for a draw, or is "
    "taken out for a loss. Reports how its results change over --games games against --against, block by "
    "block; --svg draws the curve, --boxes FILE keeps its boxes between runs (read if there, written after)."
)
"""The command's help, before the paragraph that says what a player is (``bots.PLAYER_HELP``)."""
HELP = help_with_players(MENACE_HELP)


@help_made(HELP)
@click.command(short_help=MENACE_SHORT_HELP)
@click.option("--games", type=Whole(1, 1_000_000), default=500, show_default=True, help=N_("Games to train."))
@click.option(
    "--against",
    type=PlayerSpec(),
    default="random",
    show_default=True,
    metavar="PLAYER",
    help=N_("Its opponent: a player."),
)
@click.option(
    "--as", "side", type=click.Choice(["X", "O"]), default="X", show_default=True, help=N_("Which side it plays.")
)
@click.option(
    "--dress",
    type=click.Choice(list(TRAINING_DRESSES)),
    default="fifteen",
    show_default=True,
    help=N_("Name the moves of its first box in this dress."),
)
@click.option(
    "--boxes", "boxes_path", metavar="FILE", help=N_("Read its boxes from FILE if it is there; write them after.")
)
@click.option("--seed", type=Whole(), help=N_("Seed for its beads and its opponent, to train it again exactly."))
@move_time_option
@json_option(N_("Print JSON."))
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
    from ..teach.menace import Menace, MenaceError, is_menace_boxes, menace_json, menace_text
    from ..views.dresses.dress import dress_for
    from ..views.quoting import visible_path
    from .games import BadFile

    alone_or_json(svg_path, as_json)
    if side == "O" and given(click.get_current_context(), "dress"):
        raise click.UsageError(_("--dress names the moves of MENACE's first box, the empty board: X's, not O's"))
    try:
        worn = dress_for(dress, rules)
    except ValueError as error:
        raise click.UsageError(str(error)) from None
    boxes_file = _("MENACE boxes file")  # what the file of --boxes is called where it cannot be read or written
    learner: Menace
    try:
        if boxes_path is not None and os.path.exists(os.path.expanduser(boxes_path)):
            text = read_text_file(boxes_path, 10_000_000, boxes_file)
            learner = Menace.from_json(text, rules)
            if learner.player != side:
                raise MenaceError(
                    _("its boxes are MENACE's as {kept}, not as {side}").format(kept=learner.player, side=side)
                )
        else:
            learner = Menace(rules, side)  # type: ignore[arg-type]
    except SaveError as error:
        raise BadFile(str(error), param_hint="--boxes") from None
    except MenaceError as error:
        said = (
            _("{path}: {error}").format(path=visible_path(boxes_path), error=str(error)) if boxes_path else str(error)
        )
        raise BadFile(said, param_hint="--boxes" if boxes_path else "--numbers") from None
    rng = random.Random(seed)
    bot = MenaceBot(random.Random(rng.random()), learner)
    rival = player_from(against, random.Random(rng.random()), move_time, "--against")
    block = max(1, games // 20)
    curve: list[tuple[int, int, int, int]] = []
    counts = [0, 0, 0]
    failures: dict[str, int] = {}
    progressbar: Any = click.progressbar  # typed by click for an iterable; here, a length
    with ended(rival), progressbar(length=games, label=_("Training MENACE"), file=sys.stderr) as bar:
        for number in range(1, games + 1):
            x, o = (bot, rival) if side == "X" else (rival, bot)
            game = play_game(x, o, rules)
            if game.failed is not None:  # its opponent failed: no game, and nothing learnt
                reason = game.reason or _("it failed")
                failures[reason] = failures.get(reason, 0) + 1
            else:
                counts[0 if game.winner == side else 1 if game.winner is None else 2] += 1
            if number % block == 0 or number == games:
                curve.append((number, *counts))  # type: ignore[arg-type]
                counts = [0, 0, 0]
            bar.update(1)
    if boxes_path is not None:
        try:
            write_save(boxes_path, learner.to_json(), ours=is_menace_boxes, what=boxes_file)
        except SaveError as error:
            raise click.ClickException(_("--boxes: {error}").format(error=str(error))) from None
    if svg_path is not None:
        from ..svg.chart import learning_curve_svg

        title = _("MENACE as {side} against {against}").format(side=side, against=player_name(against))
        if write_picture(svg_path, learning_curve_svg(curve, title)):
            return
    if as_json:
        click.echo(json.dumps(menace_json(learner, games, curve, failures)))
        return
    click.echo(menace_text(learner, games, curve, failures, player_name(against), worn))
