"""``luoshu explore``: why Pick Fifteen is tic-tac-toe, and what the games around it do, from the command line.

Each command prints a table for people, or with --json one JSON object made from the values the library
returns (their ``_asdict()``), never a field-by-field copy.
"""

from __future__ import annotations

import contextlib
import gc
import sys
from collections.abc import Callable, Iterator
from dataclasses import asdict
from typing import Any

import click

from .. import explore as facts
from ..explain import explain, explanation_json, step_text
from ..grid import LINES, LUO_SHU, cell_of, line_numbers
from ..grid_fit import on_grid
from ..rules import PICK_FIFTEEN, Position, Rules
from ..solver import Verdict
from ..text import draw, number_name, plural, render, render_numbers, result_sentence, side_by_side, sum_text
from . import Whole, notation_option, rules_options
from .games import sets_from, words_from
from .pictures import svg_option, write_picture

json_option = click.option("--json", "as_json", is_flag=True, help="Print JSON instead of text.")
budget_option = click.option(
    "--budget",
    type=Whole(1000, 50_000_000),
    default=2_000_000,
    show_default=True,
    help="Give up on a game's value once the search keeps this many positions (about 150 MiB per million).",
)
LISTED_SYMMETRIES = 50_000  # more are not worth printing, and take long to find


# json and the record reader are imported where used: each module costs start-up time (see benchmarks/).
def emit(data: object) -> None:
    import json

    click.echo(json.dumps(data, default=_plain))


def _plain(value: object) -> object:
    """What JSON cannot carry by itself: verdicts and outcomes (enums) become their plain forms."""
    if isinstance(value, Verdict):
        return {"outcome": value.outcome.value, "plies": value.plies}
    if hasattr(value, "value"):
        return value.value
    raise TypeError(f"cannot write {value!r} as JSON")


def read_moves(tokens: tuple[str, ...], notation: str, rules: Rules = PICK_FIFTEEN) -> list[int]:
    """The picks of a record given on the command line (spaces or commas); exit 2 naming a bad token."""
    from ..record import RecordError, moves_from, split_record

    words = [t for token in tokens for t in split_record(token)]
    if not words:
        raise click.BadParameter("no picks given: write them as numbers or cells A1-C3", param_hint="MOVES")
    try:
        return moves_from(words, notation, rules)  # type: ignore[arg-type]
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


@contextlib.contextmanager
def progress(label: str) -> Iterator[Callable[[int], None] | None]:
    """A line that counts the positions of a long search, on a terminal only; wiped when the search ends."""
    if not sys.stderr.isatty():
        yield None
        return
    shown = [0]

    def show(positions: int) -> None:
        text = f"\r{label}: {positions:,} positions..."
        shown[0] = max(shown[0], len(text))
        click.echo(text, nl=False, err=True)

    try:
        yield show
    finally:
        if shown[0]:
            click.echo("\r" + " " * shown[0] + "\r", nl=False, err=True)


@click.group(invoke_without_command=True)
@click.pass_context
def explore(ctx: click.Context, /) -> None:
    """Explore why Pick Fifteen is tic-tac-toe, and the games around it.

    Each command prints a table for people, or JSON with --json. Commands that take the rules options
    (--numbers, --count, --target, --misere, --order) answer for that game instead of Pick Fifteen.
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
        triple = "{" + ", ".join(map(str, sorted(numbers))) + "}"
        click.echo(f"  {name:<15} {' '.join(cells)}   {sum_text(numbers, sum(numbers))}   triple {triple}")


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
        click.echo(f"  {sum_text(t, 15)}   {line:<15} {' '.join(sorted(cell_of(n) for n in t))}")
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
@svg_option
@rules_options
def replay(moves: tuple[str, ...], notation: str, as_json: bool, svg_path: str | None, rules: Rules) -> None:
    """The game ply by ply, both views, the solver's verdicts and the first mistake.

    With --svg FILE, also draws the game in FILE: one small pair of views per ply.
    """
    plies = facts.replay(read_moves(moves, notation, rules), rules)
    if svg_path is not None:
        from ..svg import replay_svg

        write_picture(svg_path, replay_svg(plies))
    first_mistake = next((p for p in plies if p.mistake), None)
    final = plies[-1].position
    grid = on_grid(rules)
    refutation = None
    if first_mistake is not None:
        before = Position.from_moves([p.number for p in plies[: first_mistake.ply - 1]], rules)
        refutation = explain(before, first_mistake.number)
    if as_json:
        emit(
            {
                "rules": asdict(rules),
                "moves": [p.number for p in plies],
                "plies": [
                    {
                        **{k: v for k, v in p._asdict().items() if k != "position"},
                        "cell": cell_of(p.number) if grid else None,
                        "mistake": p.mistake,
                        "slower_win": p.slower_win,
                    }
                    for p in plies
                ],
                "first_mistake": first_mistake.ply if first_mistake else None,
                "refutation": explanation_json(refutation)["line"] if refutation else None,
                "winner": final.winner,
                "over": final.is_over,
            }
        )
        return

    def name(n: int) -> str:
        return number_name(n, rules)

    for p in plies:
        note = "  <- mistake" if p.mistake else "  (a slower win)" if p.slower_win else ""
        click.echo(
            f"Ply {p.ply}: {p.player} picks {name(p.number)}. {p.player} was {p.before}, is now {p.after}.{note}"
        )
        numbers = render_numbers(p.position, last=p.number, highlight=p.position.completed or ())
        click.echo(side_by_side([render(p.position, last=p.number), "\n" + numbers]) if grid else numbers)
        click.echo()
    click.echo(result_sentence(final) or f"{final.to_move} to move.")
    click.echo("\nThe value history: the mover's verdict before and after each pick.")
    width = max(len(name(p.number)) for p in plies)
    click.echo(f"  {'ply':>3}  {'':1}  {'pick':<{width}}  {'before':<10}  after")
    for p in plies:
        note = "   <- mistake" if p.mistake else "   (a slower win)" if p.slower_win else ""
        click.echo(f"  {p.ply:>3}  {p.player}  {name(p.number):<{width}}  {p.before!s:<10}  {p.after}{note}")
    if first_mistake and refutation:
        best = " ".join(name(n) for n in first_mistake.best)
        click.echo(
            f"\nFirst mistake: ply {first_mistake.ply}, {first_mistake.player} picked {name(first_mistake.number)}, "
            f"turning {first_mistake.before} into {first_mistake.after}. Best was {best}."
        )
        click.echo("The refutation:")
        for step in refutation.line:
            click.echo(step_text(step, rules))
    else:
        click.echo("\nNo mistakes: no pick made the mover's outcome worse.")


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
@rules_options
def symmetries(as_json: bool, rules: Rules) -> None:
    """The permutations of the numbers that keep the winning sets, and the grid motions they are."""
    try:
        found = facts.number_symmetries(rules, most=LISTED_SYMMETRIES)
    except ValueError as error:
        raise click.ClickException(
            f"{error}: its few winning sets leave many numbers alike, too many to list"
        ) from None
    if as_json:
        emit(
            {
                "rules": asdict(rules),
                "count": len(found),
                "symmetries": [
                    {**s._asdict(), "permutation": {str(n): s.permutation[n] for n in range(1, rules.numbers + 1)}}
                    for s in found
                ],
            }
        )
        return
    what = "the 15-triples" if rules == Rules() else f"the winning sets of {rules}"
    click.echo(
        f"A search over the numbers alone finds {plural(len(found), 'permutation')} of 1-{rules.numbers} that map "
        f"{what} onto\nthemselves." + (" On the Luo Shu each is a motion of the grid:\n" if on_grid(rules) else "\n")
    )
    for s in found[:64]:
        notation = "".join("(" + " ".join(map(str, c)) + ")" for c in s.cycles) or "(every number stays)"
        click.echo(f"  {notation:<26} {s.motion or ''}".rstrip())
    if len(found) > 64:
        click.echo(f"  ... and {len(found) - 64:,} more")


@explore.command()
@json_option
@rules_options
def stats(as_json: bool, rules: Rules) -> None:
    """The whole game tree, counted: games, positions, and the value of the game."""
    if rules.numbers > 12:
        raise click.UsageError("stats counts the whole game tree, which is practical for up to 12 numbers")
    with collector_paused():
        tree = facts.game_tree(rules)
    if as_json:
        emit(
            {
                "rules": asdict(rules),
                "symmetries": tree.symmetries,
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
    if rules != Rules():
        click.echo(f"{rules}:")
    click.echo(f"Games (orders of picks to the end): {tree.games:>9,}")
    for label, count in (("won by X", tree.x_wins), ("won by O", tree.o_wins), ("drawn", tree.draws)):
        click.echo(f"  {label:<33}{count:>9,}")
    click.echo("By length (picks):")
    for length, count in tree.by_length.items():
        click.echo(f"  {length:<33}{count:>9,}")
    click.echo(f"Positions reachable:                {tree.reachable:>9,}")
    click.echo(f"  of which finished                 {tree.terminal:>9,}")
    if tree.symmetries is None:
        click.echo(f"Value of the game with perfect play: {tree.value.value}")
        click.echo(
            f"\nThe game has more than {facts.CENSUS_SYMMETRIES:,} symmetries (its few winning sets leave many "
            "numbers alike):\nthe counts up to symmetry are left out."
        )
        return
    click.echo(f"Positions up to symmetry:           {tree.up_to_symmetry:>9,}")
    click.echo(f"  of which finished                 {tree.terminal_up_to_symmetry:>9,}")
    click.echo(f"Games up to symmetry:               {tree.games_up_to_symmetry:>9,}")
    click.echo(f"Games through positions up to sym.: {tree.games_through_classes:>9,}")
    click.echo(f"Value of the game with perfect play: {tree.value.value}")
    click.echo(
        "\nUp to symmetry counts orbits under the symmetries (Burnside's lemma). For games, an orbit is a set of\n"
        "pick orders that the symmetries carry into each other. The figure often quoted for tic-tac-toe instead\n"
        "follows the games through positions taken up to symmetry: picks that lead to the same class count once."
    )


@explore.command()
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
        nine = facts.builtin_games()[game or "fifteen"]
    answer = facts.isomorph(nine)
    if as_json:
        emit(
            {
                "game": nine.name,
                **answer._asdict(),
                "grid": [list(row) for row in answer.grid] if answer.grid else None,
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


@explore.command()
@json_option
def verify(as_json: bool) -> None:
    """Check the isomorphism and the solver on every reachable position. Exit 0 only if all agree.

    Wins by sums against three in a line under all eight magic squares; the positions listed against the
    grid's own walk; and for tic-tac-toe and misère tic-tac-toe, every verdict, every pick's verdict and every
    best pick against a line search that knows only the grid.
    """
    with collector_paused():
        checks = facts.verify()
    agree = all(not check.disagreements for check in checks)
    if as_json:
        emit({"agree": agree, "checks": [check._asdict() for check in checks]})
    else:
        positions = next(check.cases for check in checks if check.claim.startswith("solver verdict"))
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
@click.option("--solve", "solving", is_flag=True, help="Also find who wins the number game at this order.")
@click.option("--misere", is_flag=True, help="With --solve: the misère game, where completing a set loses.")
@budget_option
@json_option
def order(n: int, solving: bool, misere: bool, budget: int, as_json: bool) -> None:
    """Why order 3 is special: is "pick N summing to the magic constant" N x N tic-tac-toe?

    N is the order of the square, 2 to 20. A magic square of that order is built in the run and its lines
    are marked among the winning sets. With --solve, the number game at that order is solved from the empty
    board: orders 3 and 4 exactly (normal and misère); order 5 when the budget allows.
    """
    if misere and not solving:
        raise click.UsageError("--misere goes with --solve")
    result = facts.order_facts(n)
    found = None
    if solving:
        with collector_paused(), progress(f"solving the order-{n} game") as report:
            found = facts.order_value(n, misere, budget, report)
    if as_json:
        data: dict[str, object] = {
            **{k: v for k, v in result._asdict().items() if k not in ("square", "line_sets")},
            "square": [list(row) for row in result.square] if result.square else None,
            "line_sets": [sorted(line) for line in result.line_sets],
        }
        if found is not None:
            data["misere"] = misere
            data["value"] = found.verdict
            data["positions"] = found.positions
            data["reason"] = found.reason
        emit(data)
        return
    click.echo(f"Order {n}: the numbers 1-{result.numbers}; a magic square's lines sum to {result.target}.")
    if result.square is not None:
        click.echo(f"A magic square of order {n}, built in the run by {result.construction}:\n")
        click.echo(draw(result.square) + "\n")
    rows = [
        (f"{n}-subsets that sum to {result.target}:", result.subsets),
        (f"lines of the {n}x{n} grid:", result.lines),
    ]
    for label, count in rows:
        click.echo(f"  {label:<30}{count:>14,}")
    if result.square is not None:
        others = result.subsets - len(result.line_sets)
        click.echo(
            f"The square's {len(result.line_sets)} lines are winning sets (marked *); "
            f"{'no other set is' if not others else f'the other {others:,} sets are not lines'}:"
        )
        for line in result.line_sets:
            click.echo(f"  * {sum_text(line, result.target)}")
    if result.isomorphic:
        click.echo(f"Every such subset is a line: picking {n} that sum to {result.target} is {n}x{n} tic-tac-toe.")
    else:
        click.echo(
            f"So picking {n} that sum to {result.target} is not {n}x{n} tic-tac-toe: "
            f"the counts differ by {abs(result.subsets - result.lines):,}."
        )
    if found is not None:
        kind = "misère " if misere else ""
        if found.verdict is None:
            click.echo(f"The {kind}order-{n} number game: {found.reason}.")
        else:
            click.echo(
                f"The {kind}order-{n} number game, solved in the run ({found.positions:,} positions): "
                f"{_for_the_first_player(found.verdict)}."
            )


def _for_the_first_player(verdict: Verdict) -> str:
    if verdict.outcome.value == "draw":
        return "a draw with perfect play"
    return f"the first player {'wins' if verdict.outcome.value == 'win' else 'loses'} in {verdict.plies} plies"


@explore.command()
@click.option("--numbers", type=Whole(1, 25), default=9, show_default=True, help="Pick from the numbers 1..N.")
@click.option("--count", type=Whole(1, 25), default=3, show_default=True, help="How many numbers make a set.")
@click.option("--misere", is_flag=True, help="Misère: the first to hold a set summing to the target loses.")
@budget_option
@json_option
def targets(numbers: int, count: int, misere: bool, budget: int, as_json: bool) -> None:
    """Why 15? Every target COUNT numbers of 1..NUMBERS can make, and the game it gives.

    For each target: how many winning sets, whether the game is tic-tac-toe in disguise, and its value from
    the empty board for the first player (with the plies; a draw's plies are NUMBERS) and the best first picks.
    """
    try:
        Rules(numbers, count, count * (count + 1) // 2, misere)
    except ValueError as error:
        raise click.UsageError(f"these rules make no game: {error}") from None
    with collector_paused(), progress("solving") as report:
        games = facts.target_games(numbers, count, misere, budget, report)
    if as_json:
        rules = {"numbers": numbers, "count": count, "target": None, "misere": misere}
        emit({"rules": rules, "targets": [game._asdict() for game in games]})
        return
    kind = "misère, " if misere else ""
    click.echo(f"Pick {count} of 1-{numbers} ({kind}the first to make the target {'loses' if misere else 'wins'}):\n")
    click.echo(f"  {'target':>6}  {'sets':>6}  {'tic-tac-toe':<11}  {'first player':<18}  best first picks")
    for game in games:
        if game.outcome is None:
            value = "not solved in budget"
        elif game.outcome.value == "draw":
            value = "draw"
        else:
            value = f"{'wins' if game.outcome.value == 'win' else 'loses'} in {game.plies}"
        best = " ".join(map(str, game.best)) if len(game.best) < numbers else "any"
        click.echo(f"  {game.target:>6}  {game.sets:>6}  {'yes' if game.tictactoe else 'no':<11}  {value:<18}  {best}")
    disguised = [game.target for game in games if game.tictactoe]
    if disguised:
        click.echo(f"\nTic-tac-toe in disguise: target {', '.join(map(str, disguised))}.")


@explore.command()
@json_option
def strategy(as_json: bool) -> None:
    """A strategy for Pick Fifteen a person can follow, in sums, proved in the run.

    Seven rules, tried in order. The proof follows them as X and as O against every line of the other
    player's picks, taking in turn every number a rule allows: the follower never loses. It also shows why
    the fourth rule is not simply "take the number they would fork with".
    """
    from ..strategy import RULES, naive_fork_block, prove

    proofs = [prove("X"), prove("O")]
    naive = naive_fork_block()
    if as_json:

        def proof_json(proof: Any) -> dict[str, object]:
            return {
                **proof._asdict(),
                "not_best": [
                    {"x": sorted(p.x), "o": sorted(p.o), "rule": rule, "picks": picks, "best": best}
                    for p, rule, picks, best in proof.not_best
                ],
            }

        emit(
            {
                "rules": [{k: v for k, v in rule._asdict().items() if k != "picks"} for rule in RULES],
                "proof": [proof_json(proof) for proof in proofs],
                "naive_fork_block": proof_json(naive),
            }
        )
        return
    click.echo("A strategy for Pick Fifteen, in sums. Try the rules in order: the first that names a number")
    click.echo("decides, and any number it names will do.\n")
    for rule in RULES:
        click.echo(f"  {rule.number}. {rule.name:<13} {rule.sums}")
        click.echo(f"     {'':<13} on the grid: {rule.grid}")
    click.echo("\nProved in the run, over every line of the other player's picks:")
    for proof in proofs:
        best = (
            "every number a rule named was a best pick"
            if not proof.not_best
            else f"{proof.best:,} of {proof.positions:,} times every number named was a best pick"
        )
        click.echo(
            f"  as {proof.player}: {proof.positions:,} positions decided, {proof.lines:,} games, "
            f"{proof.losses} lost; {best}."
        )
        uses = ", ".join(f"{name} {count:,}" for name, count in proof.uses.items() if count)
        click.echo(f"         rules used: {uses}")
        for position, rule_name, named, best_picks in proof.not_best[:5]:
            click.echo(f"         not best: {position}: {rule_name} names {named}, the best are {best_picks}")
    if naive.losses and naive.lost_line:
        import textwrap

        line = " ".join(f"{n} ({cell_of(n)})" for n in naive.lost_line)
        why = (
            f'Why rule 4 is not "take the number they would fork with": followed so as O, the rules lose '
            f"{naive.losses:,} of {naive.lines:,} games, for example {line}."
        )
        click.echo("\n" + textwrap.fill(why, width=100))
