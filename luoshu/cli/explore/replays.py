"""``luoshu explore``: a game replayed with its value history."""

from __future__ import annotations

import click

from ...rules import Position, Rules
from ...search.solver import SearchBudgetError, forget, limited
from ...teach.explain import explain, explanation_ending, step_json, step_text, with_article
from ...teach.replays import replay as replayed
from ...views.squares.fit import on_grid
from ...views.text import number_name, render, render_numbers, result_sentence, side_by_side
from ...views.vocabulary import cell_json, item_json, position_json, verdict_json
from ..games import game_from, sets_option
from ..options import budget_option, given, notation_option, rules_options
from ..pictures import alone_or_json, svg_option, write_picture
from .output import collector_paused, emit, json_option, progress, read_moves


@click.command(short_help="A game ply by ply: its value history and its first mistake.")
@click.argument("moves", nargs=-1, required=True)
@notation_option
@json_option()
@svg_option
@budget_option
@sets_option
@rules_options
@click.pass_context
def replay(
    ctx: click.Context,
    /,
    moves: tuple[str, ...],
    notation: str,
    as_json: bool,
    svg_path: str | None,
    budget: int,
    sets_file: str | None,
    rules: Rules,
) -> None:
    """The game ply by ply, in numbers and on the grid, with the solver's verdicts and the first mistake.

    A pick that makes the mover's outcome worse (a win lost, a draw turned into a loss) is a mistake, and the
    refutation of the first one is shown. A pick that keeps the outcome but wins later, or loses sooner,
    than the best pick is flagged as a slower win or a faster loss.

    With --svg FILE, also draws the game in FILE: one small pair of views per ply. A big game (--order 5) is
    judged within --budget positions; past it the answer is "not solved within the budget".

    With --sets FILE, the game is the file's, and MOVES are its items (each one word on the command line).
    """
    alone_or_json(svg_path, as_json)
    rules, dress = game_from(ctx, sets_file, rules)
    if dress is not None and given(ctx, "notation"):
        raise click.UsageError("--from says how numbers are written, and the moves of a --sets game are its items")
    picks = read_moves(moves, notation, rules, dress.number if dress is not None else None)
    items = dress.names if dress is not None else None
    try:
        with collector_paused(), progress("judging every pick") as report, limited(rules, budget, report):
            plies = replayed(picks, rules)
            first_mistake = next((p for p in plies if p.mistake), None)
            refutation = None
            if first_mistake is not None:
                before = Position.from_moves([p.number for p in plies[: first_mistake.ply - 1]], rules)
                refutation = explain(before, first_mistake.number)
    except SearchBudgetError as error:
        forget(rules)  # let the memory go
        final = Position.from_moves(picks, rules)
        if as_json:
            history: list[object] = []
            emit(
                {
                    **position_json(final, items),
                    "picks": picks,
                    "history": history,
                    "first_mistake": None,
                    "refutation": None,
                    "reason": str(error),
                }
            )
        else:
            shown = (", " if dress is not None else " ").join(map(dress.item if dress else str, picks))
            click.echo(f"The game {shown} could not be judged: {error}.")
        return
    if svg_path is not None:
        from ...svg import replay_svg

        if write_picture(svg_path, replay_svg(plies, dress)):
            return
    final = plies[-1].position
    grid = on_grid(rules)
    if as_json:
        emit(
            {
                **position_json(final, items),
                "picks": [p.number for p in plies],
                "history": [
                    {
                        "ply": p.ply,
                        "player": p.player,
                        "pick": p.number,
                        **item_json(p.number, items),
                        "cell": cell_json(p.number, rules),
                        "before": verdict_json(p.before),
                        "after": verdict_json(p.after),
                        "best": p.best,
                        "mistake": p.mistake,
                        "slower_win": p.slower_win,
                        "faster_loss": p.faster_loss,
                    }
                    for p in plies
                ],
                "first_mistake": first_mistake.ply if first_mistake else None,
                "refutation": [step_json(step, items) for step in refutation.line] if refutation else None,
                "reason": None,
            }
        )
        return

    def name(n: int) -> str:
        return dress.item(n) if dress is not None else number_name(n, rules)

    verb, did = (dress.verb, dress.did) if dress is not None else ("picks", "picked")
    if dress is not None:
        click.echo(f"{dress.title}:\n")
    for p in plies:
        note = "  <- mistake" if p.mistake else f"  ({p.note})" if p.note else ""
        was, now = with_article(p.before), with_article(p.after)
        click.echo(f"Ply {p.ply}: {p.player} {verb} {name(p.number)}: {was} before, {now} after.{note}")
        if dress is not None:
            from ...views.dresses.boards import disguise_board

            click.echo(disguise_board(dress, p.position, last=p.number))
        else:
            numbers = render_numbers(p.position, last=p.number, highlight=p.position.completed or ())
            click.echo(side_by_side([render(p.position, last=p.number), "\n" + numbers]) if grid else numbers)
        click.echo()
    made = final.completed_sets
    words = " and ".join(str(dress.set_words(s)) for s in made) if dress is not None and made else None
    click.echo(result_sentence(final, words) or f"{final.to_move} to move.")
    click.echo("\nThe value history: the mover's verdict before and after each pick.")
    width = max(len("pick"), *(len(name(p.number)) for p in plies))
    after_width = max(len("after"), *(len(str(p.after)) for p in plies))
    heading = "pick" if dress is None else dress.noun
    width = max(width, len(heading))
    click.echo(f"  {'ply':>3}  {'':1}  {heading:<{width}}  {'before':<10}  after")
    for p in plies:
        note = "   <- mistake" if p.mistake else f"   ({p.note})" if p.note else ""
        row = f"  {p.ply:>3}  {p.player}  {name(p.number):<{width}}  {p.before!s:<10}  {p.after!s:<{after_width}}{note}"
        click.echo(row.rstrip())
    if first_mistake and refutation:
        best = ", ".join(name(n) for n in first_mistake.best)
        turned = f"turning {with_article(first_mistake.before)} into {with_article(first_mistake.after)}"
        click.echo(
            f"\nFirst mistake: ply {first_mistake.ply}, {first_mistake.player} {did} {name(first_mistake.number)}, "
            f"{turned}. Best: {best}."
        )
        click.echo("The refutation:")
        for step in refutation.line:
            click.echo(step_text(step, rules, dress))
        ending = explanation_ending(refutation, "number" if dress is None else dress.noun)
        if ending:
            click.echo(ending)
    else:
        click.echo("\nNo mistakes: no pick made the mover's outcome worse.")
