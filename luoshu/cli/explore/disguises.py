"""``luoshu explore``: other games in disguise: is a game given by its winning sets tic-tac-toe?"""

from __future__ import annotations

import click

from ...views.dresses.disguises import builtin_games
from ...views.dresses.disguises import isomorph as isomorph_of
from ...views.squares.grid import cell_of
from ...views.text import draw, plural
from ..games import sets_from, words_from
from .output import emit, json_option


@click.command(short_help="Is a game of picking nine items tic-tac-toe in disguise?")
@click.argument("game", required=False, type=click.Choice(["fifteen", "tictactoe", "jam", "words"]))
@click.option("--words", "word_list", metavar="W1,...,W9", help="Nine words; three sharing a letter win.")
@click.option(
    "--sets", "sets_file", metavar="FILE", help='A JSON file {"items": [...9 names...], "wins": [[...], ...]}.'
)
@json_option
def isomorph(game: str | None, word_list: str | None, sets_file: str | None, as_json: bool) -> None:
    """Is a "pick one of nine" game tic-tac-toe in disguise?

    GAME is one of the built-in games (default fifteen): fifteen, tictactoe, jam (nine roads, eight towns;
    claim every road through a town) or words (nine words; three sharing a letter win). Or describe a
    game with --words or --sets.
    """
    if sum(x is not None for x in (game, word_list, sets_file)) > 1:
        raise click.UsageError("give one game: a name, --words or --sets")
    if word_list is not None:
        nine = words_from(word_list)
    elif sets_file is not None:
        nine = sets_from(sets_file)
    else:
        nine = builtin_games()[game or "fifteen"]
    answer = isomorph_of(nine)
    if as_json:
        numbers = answer.numbers or {}
        emit(
            {
                "name": nine.name,
                "isomorphic": answer.isomorphic,
                "reason": answer.reason,
                "isomorphism_count": answer.isomorphisms,
                "mapping": [
                    {"item": item, "number": n, "cell": cell_of(n)}
                    for item, n in sorted(numbers.items(), key=lambda pair: pair[1])
                ],
            }
        )
        return
    click.echo(f"{nine.name}: {plural(len(nine.items), 'item')}, {plural(len(nine.wins), 'winning set')}.")
    if not answer.isomorphic or answer.grid is None or answer.numbers is None:
        click.echo(f"Not tic-tac-toe: {answer.reason}.")
        return
    click.echo(f"It is tic-tac-toe in disguise, in {answer.isomorphisms} ways (the 8 symmetries of the grid). One:\n")
    click.echo(draw(answer.grid) + "\n")
    width = max(map(len, nine.items))
    for item, number in sorted(answer.numbers.items(), key=lambda pair: pair[1]):
        click.echo(f"  {item:<{width}}  is {number} ({cell_of(number)})")
