"""``luoshu explore``: why Pick Fifteen is tic-tac-toe, from the command line."""

from __future__ import annotations

import contextlib
import gc
import os
from collections.abc import Callable, Iterator
from typing import Any, TypeVar

import click

from .. import explore as facts
from ..grid import LINES, LUO_SHU, cell_of, line_numbers
from ..solver import Verdict
from ..text import draw, plural, render, render_numbers, side_by_side
from . import Whole, notation_option

F = TypeVar("F", bound=Callable[..., Any])

json_option = click.option("--json", "as_json", is_flag=True, help="Print JSON instead of text.")


# json and the record reader are imported where used: each module costs start-up time (see benchmarks/).
def emit(data: object) -> None:
    import json

    click.echo(json.dumps(data))


def read_moves(tokens: tuple[str, ...], notation: str) -> list[int]:
    """The picks of a record given on the command line (spaces or commas); exit 2 naming a bad token."""
    from ..record import RecordError, moves_from, split_record

    words = [t for token in tokens for t in split_record(token)]
    if not words:
        raise click.BadParameter("no picks given: write them as numbers 1-9 or cells A1-C3", param_hint="MOVES")
    try:
        return moves_from(words, notation)  # type: ignore[arg-type]
    except RecordError as error:
        raise click.BadParameter(str(error), param_hint="MOVES") from None


@contextlib.contextmanager
def collector_paused() -> Iterator[None]:
    """Pause the cycle collector for a big computation.

    The searches build many small objects and no reference cycles, so reference counting frees all of
    them; the collector would only scan them again and again (about a fifth of verify's time).
    """
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def verdict_json(verdict: Verdict) -> dict[str, object]:
    return {"outcome": verdict.outcome.value, "plies": verdict.plies}


@click.group(invoke_without_command=True)
@click.pass_context
def explore(ctx: click.Context) -> None:
    """Explore why Pick Fifteen is tic-tac-toe.

    Each command prints a table for people, or JSON with --json.
    """
    if ctx.invoked_subcommand is None:
        click.echo(ctx.get_help())


@explore.command()
@json_option
def square(as_json: bool) -> None:
    """The Luo Shu, its eight lines and their sums."""
    lines = [(name, cells, line_numbers(name)) for name, cells in LINES.items()]
    if as_json:
        emit(
            {
                "square": [list(row) for row in LUO_SHU],
                "lines": [
                    {"name": name, "cells": list(cells), "numbers": list(numbers), "sum": sum(numbers)}
                    for name, cells, numbers in lines
                ],
            }
        )
        return
    click.echo("The Luo Shu magic square:\n")
    click.echo(draw(LUO_SHU) + "\n")
    click.echo("Its eight lines, each a triple of numbers that sums to 15:\n")
    for name, cells, numbers in lines:
        total = " + ".join(map(str, numbers))
        triple = "{" + ", ".join(map(str, sorted(numbers))) + "}"
        click.echo(f"  {name:<15} {' '.join(cells)}   {total} = {sum(numbers)}   triple {triple}")


@explore.command()
@json_option
def triples(as_json: bool) -> None:
    """All 84 triples of 1-9: exactly eight sum to 15, and they are the lines."""
    table = facts.triple_sums()
    if as_json:
        emit(
            {
                "count": len(table),
                "sum_15": sum(total == 15 for _, total, _ in table),
                "triples": [{"numbers": list(t), "sum": total, "line": line} for t, total, line in table],
            }
        )
        return
    click.echo(f"All {len(table)} triples of distinct numbers 1-9 and their sums (* sums to 15):\n")
    cells = [f"{'+'.join(map(str, t))}={total}{'*' if total == 15 else ' '}" for t, total, _ in table]
    for start in range(0, len(cells), 7):
        click.echo("  " + "  ".join(cell.ljust(9) for cell in cells[start : start + 7]).rstrip())
    winners = [(t, line) for t, total, line in table if total == 15]
    lines_hit = {line for _, line in winners}
    click.echo(f"\n{len(winners)} triples sum to 15, and each is a line of the Luo Shu:\n")
    for t, line in winners:
        click.echo(f"  {' + '.join(map(str, t))} = 15   {line:<15} {' '.join(sorted(cell_of(n) for n in t))}")
    others = [line for _, total, line in table if total != 15]
    lines_among_others = sum(line is not None for line in others)
    click.echo(
        f"\nThat is {len(lines_hit)} of the {len(LINES)} lines, and {lines_among_others or 'none'} of the other "
        f"{len(others)} triples {'is a line' if lines_among_others < 2 else 'are lines'}."
    )


@explore.command()
@click.argument("moves", nargs=-1, required=True)
@notation_option
@json_option
def translate(moves: tuple[str, ...], notation: str, as_json: bool) -> None:
    """A game record in one view turned into the other: 5 2 8 4 <-> B2 A3 C1 A1."""
    numbers = read_moves(moves, notation)
    cells = [cell_of(n) for n in numbers]
    if as_json:
        emit({"numbers": numbers, "cells": cells})
        return
    click.echo("numbers: " + " ".join(f"{n:<2}" for n in numbers).rstrip())
    click.echo("cells:   " + " ".join(cells))


@explore.command()
@click.argument("moves", nargs=-1, required=True)
@notation_option
@json_option
def replay(moves: tuple[str, ...], notation: str, as_json: bool) -> None:
    """The game ply by ply, both views, the solver's verdicts and the first mistake."""
    plies = facts.replay(read_moves(moves, notation))
    first_mistake = next((p for p in plies if p.mistake), None)
    final = plies[-1].position
    if as_json:
        emit(
            {
                "moves": [p.number for p in plies],
                "plies": [
                    {
                        "ply": p.ply,
                        "player": p.player,
                        "number": p.number,
                        "cell": cell_of(p.number),
                        "before": verdict_json(p.before),
                        "after": verdict_json(p.after),
                        "best": p.best,
                        "mistake": p.mistake,
                        "slower_win": p.slower_win,
                    }
                    for p in plies
                ],
                "first_mistake": first_mistake.ply if first_mistake else None,
                "winner": final.winner,
                "over": final.is_over,
            }
        )
        return
    for p in plies:
        note = "  <- mistake" if p.mistake else "  (a slower win)" if p.slower_win else ""
        click.echo(
            f"Ply {p.ply}: {p.player} picks {p.number} ({cell_of(p.number)}). "
            f"{p.player} was {p.before}, is now {p.after}.{note}"
        )
        click.echo(side_by_side([render(p.position), "\n" + render_numbers(p.position)]))
        click.echo()
    if final.winner:
        click.echo(f"{final.winner} has won.")
    elif final.is_over:
        click.echo("Draw: the board is full.")
    else:
        click.echo(f"{final.to_move} to move.")
    if first_mistake:
        best = " ".join(f"{n} ({cell_of(n)})" for n in first_mistake.best)
        click.echo(
            f"First mistake: ply {first_mistake.ply}, {first_mistake.player} picked {first_mistake.number} "
            f"({cell_of(first_mistake.number)}), turning {first_mistake.before} into {first_mistake.after}. "
            f"Best was {best}."
        )
    else:
        click.echo("No mistakes: no pick made the mover's outcome worse.")


@explore.command()
@json_option
def squares(as_json: bool) -> None:
    """The eight magic squares of order 3: the Luo Shu turned and flipped."""
    found = facts.magic_squares()
    if as_json:
        emit({"squares": [{"symmetry": name, "rows": [list(row) for row in rows]} for name, rows in found]})
        return
    click.echo("The eight magic squares of order 3 are the Luo Shu under the eight symmetries of the square;")
    click.echo("each one's lines are the same eight 15-triples, so each is a way to see Pick Fifteen as tic-tac-toe.\n")
    for start in (0, 4):
        group = found[start : start + 4]
        click.echo(side_by_side([f"{name}\n\n{draw(rows)}" for name, rows in group], gap=4) + "\n")


@explore.command()
@json_option
def symmetries(as_json: bool) -> None:
    """The permutations of 1-9 that keep the 15-triples, and the grid motions they are."""
    found = facts.number_symmetries()
    if as_json:
        emit(
            {
                "count": len(found),
                "symmetries": [
                    {
                        "permutation": {str(n): s.permutation[n] for n in range(1, 10)},
                        "cycles": [list(c) for c in s.cycles],
                        "motion": s.motion,
                    }
                    for s in found
                ],
            }
        )
        return
    click.echo(
        f"A search over the numbers alone finds {len(found)} permutations of 1-9 that map the 15-triples onto\n"
        "themselves. On the Luo Shu each is a motion of the grid:\n"
    )
    for s in found:
        notation = "".join("(" + " ".join(map(str, c)) + ")" for c in s.cycles) or "(every number stays)"
        click.echo(f"  {notation:<26} {s.motion or 'no grid motion'}")


@explore.command()
@json_option
def stats(as_json: bool) -> None:
    """The whole game tree, counted: games, positions, and the value of the game."""
    with collector_paused():
        tree = facts.game_tree()
    if as_json:
        emit(
            {
                "games": {
                    "total": tree.games,
                    "x_wins": tree.x_wins,
                    "o_wins": tree.o_wins,
                    "draws": tree.draws,
                    "by_length": {str(k): v for k, v in tree.by_length.items()},
                    "up_to_symmetry": tree.games_up_to_symmetry,
                    "through_position_classes": tree.games_through_classes,
                },
                "positions": {
                    "reachable": tree.reachable,
                    "terminal": tree.terminal,
                    "up_to_symmetry": tree.up_to_symmetry,
                    "terminal_up_to_symmetry": tree.terminal_up_to_symmetry,
                },
                "value": tree.value.value,
            }
        )
        return
    click.echo(f"Games (orders of picks to the end): {tree.games:>9,}")
    for label, count in (("won by X", tree.x_wins), ("won by O", tree.o_wins), ("drawn", tree.draws)):
        click.echo(f"  {label:<33}{count:>9,}")
    click.echo("By length (picks):")
    for length, count in tree.by_length.items():
        click.echo(f"  {length:<33}{count:>9,}")
    click.echo(f"Positions reachable:                {tree.reachable:>9,}")
    click.echo(f"  of which finished                 {tree.terminal:>9,}")
    click.echo(f"Positions up to symmetry:           {tree.up_to_symmetry:>9,}")
    click.echo(f"  of which finished                 {tree.terminal_up_to_symmetry:>9,}")
    click.echo(f"Games up to symmetry:               {tree.games_up_to_symmetry:>9,}")
    click.echo(f"Games through positions up to sym.: {tree.games_through_classes:>9,}")
    click.echo(f"Value of the game with perfect play: {tree.value.value}")
    click.echo(
        "\nUp to symmetry counts orbits under the 8 symmetries (Burnside's lemma). For games, an orbit is a set of\n"
        "pick orders that the symmetries carry into each other; no complete game is fixed by any symmetry but\n"
        "the identity, so this is the total divided by 8. The figure often quoted instead follows the games\n"
        "through positions taken up to symmetry: picks that lead to the same class of position count once."
    )


@explore.command()
@click.argument("game", required=False, type=click.Choice(["fifteen", "tictactoe", "jam", "words"]))
@click.option("--words", "word_list", metavar="W1,...,W9", help="Nine words; three sharing a letter win.")
@click.option(
    "--sets",
    "sets_file",
    type=click.Path(exists=True, dir_okay=False),
    help='A JSON file {"items": [...9 names...], "wins": [[...], ...]}.',
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
    try:
        if word_list is not None:
            nine = facts.words_game(word_list.split(","))
        elif sets_file is not None:
            nine = facts.sets_game(read_json(sets_file), name=os.path.basename(sets_file))
        else:
            nine = facts.builtin_games()[game or "fifteen"]
    except facts.GameSpecError as error:
        raise click.BadParameter(str(error), param_hint="--words" if word_list is not None else "--sets") from None
    answer = facts.isomorph(nine)
    if as_json:
        emit(
            {
                "game": nine.name,
                "isomorphic": answer.isomorphic,
                "reason": answer.reason,
                "isomorphisms": answer.isomorphisms,
                "grid": [list(row) for row in answer.grid] if answer.grid else None,
                "numbers": answer.numbers,
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


def read_json(path: str) -> object:
    """Parsed JSON from a file of a sensible size; BadParameter with the reason otherwise."""
    import json

    try:
        with open(path, "rb") as stream:
            data = stream.read(1_000_001)
        if len(data) > 1_000_000:
            raise click.BadParameter(f"{path} is too large", param_hint="--sets")
        return json.loads(data.decode("utf-8"))
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as error:
        reason = error.strerror if isinstance(error, OSError) else "it is not valid JSON text"
        raise click.BadParameter(f"{path}: {reason}", param_hint="--sets") from None


@explore.command()
@json_option
def verify(as_json: bool) -> None:
    """Check the isomorphism on every reachable position. Exit 0 only if all agree."""
    with collector_paused():
        checks = facts.verify()
    agree = all(not check.disagreements for check in checks)
    if as_json:
        emit(
            {
                "agree": agree,
                "checks": [{"claim": c.claim, "cases": c.cases, "disagreements": c.disagreements} for c in checks],
            }
        )
    else:
        positions = checks[-1].cases
        click.echo(f"Checked every one of the {positions} reachable positions:")
        for check in checks:
            mark = "ok" if not check.disagreements else f"{len(check.disagreements)} DISAGREE"
            click.echo(f"  {check.claim:<64} {check.cases:>6} cases  {mark}")
            for disagreement in check.disagreements[:5]:
                click.echo(f"      {disagreement}")
        click.echo("All agree: Pick Fifteen is tic-tac-toe." if agree else "Disagreements found.")
    if not agree:
        raise SystemExit(1)


@explore.command()
@click.argument("n", type=Whole(2, 20))
@json_option
def order(n: int, as_json: bool) -> None:
    """Why order 3 is special: is "pick N summing to the magic constant" N x N tic-tac-toe?

    N is the order of the square, 2 to 20.
    """
    result = facts.order_facts(n)
    if as_json:
        emit(
            {
                "order": result.order,
                "numbers": result.numbers,
                "target": result.target,
                "subsets": result.subsets,
                "lines": result.lines,
                "isomorphic": result.isomorphic,
            }
        )
        return
    click.echo(f"Order {n}: the numbers 1-{result.numbers}; a magic square's lines sum to {result.target}.")
    rows = [
        (f"{n}-subsets that sum to {result.target}:", result.subsets),
        (f"lines of the {n}x{n} grid:", result.lines),
    ]
    for label, count in rows:
        click.echo(f"  {label:<30}{count:>14,}")
    if result.isomorphic:
        click.echo(f"Every such subset is a line: picking {n} that sum to {result.target} is {n}x{n} tic-tac-toe.")
    else:
        click.echo(
            f"So picking {n} that sum to {result.target} is not {n}x{n} tic-tac-toe: "
            f"the counts differ by {abs(result.subsets - result.lines):,}."
        )
