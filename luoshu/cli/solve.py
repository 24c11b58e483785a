"""``luoshu solve``: perfect-play analysis of a position given as its picks."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

import click

from ..rules import IllegalMoveError, Position, Rules
from ..search.solver import SearchBudgetError, Solution, Verdict, analyse
from ..search.solver import solve as solve_position
from ..views.notation import (
    Notation,
    RecordError,
    cell_from,
    moves_from,
    notation_of,
    number_from,
    position_from,
    split_record,
)
from ..views.vocabulary import moves_json, position_json, verdict_json
from .games import game_from, record_tokens, sets_option
from .options import budget_option, given, json_option, notation_option, rules_options
from .pictures import alone_or_json, svg_option, write_picture
from .terminal import progress

if TYPE_CHECKING:
    from ..views.dresses.dress import Dress  # a --sets game's: imported when one is read


def report(
    position: Position,
    verdicts: dict[int, Verdict] | None = None,
    reason: str | None = None,
    items: Sequence[str] | None = None,
) -> dict[str, object]:
    """The analysis of a position in the JSON form, which always speaks numbers (``verdicts``: every pick's, if
    known already; ``reason``: why there is no verdict, a search that ran out of its budget; ``items``: the names
    of a game's items, written beside its numbers)."""
    if reason is not None:
        return {**position_json(position, items), "verdict": None, "best": [], "moves": [], "reason": reason}
    verdicts = analyse(position) if verdicts is None else verdicts
    # One analysis gives the verdict, the best moves and every move's verdict.
    verdict = max(verdicts.values()) if verdicts else solve_position(position)
    return {
        **position_json(position, items),
        "verdict": verdict_json(verdict),
        "best": [n for n, v in verdicts.items() if v == verdict],
        "moves": moves_json(verdicts, position.rules, items),
        "reason": None,
    }


def describe(
    position: Position,
    grid: bool,
    verdicts: dict[int, Verdict] | None = None,
    reason: str | None = None,
    dress: Dress | None = None,
) -> str:
    """The analysis of a position for people, naming moves as numbers or as cells, or as a game's own items
    (``verdicts``: every pick's, if known already)."""
    # Imported here: the JSON answers, the common case for programs, need none of the rendering.
    from ..views.squares.fit import on_grid
    from ..views.squares.grid import cell_of
    from ..views.text import (
        game_title,
        number_name,
        render,
        render_numbers,
        render_verdicts,
        result_sentence,
        side_by_side,
    )

    has_grid = on_grid(position.rules) and dress is None

    def name(n: int) -> str:
        return dress.item(n) if dress is not None else number_name(n, position.rules, cell_first=grid)

    if dress is not None:
        from ..views.dresses.boards import disguise_board

        lines = [f"{dress.title}:", disguise_board(dress, position)]
        if position.is_over:
            made = position.completed_sets
            words = " and ".join(str(dress.set_words(s)) for s in made) if made else None
            lines.append(result_sentence(position, words) or "")
            return "\n".join(lines)
    else:
        numbers = render_numbers(position, highlight=position.completed or ())
        lines = [game_title(position.rules) + ":"] if position.rules != Rules() else []
        lines.append(side_by_side([render(position), "\n" + numbers]) if has_grid else numbers)
    if position.is_over:
        lines.append(result_sentence(position) or "")
        return "\n".join(lines)
    if reason is not None:
        lines.append(f"{position.to_move} to move: {reason}.")
        return "\n".join(lines)
    verdicts = analyse(position) if verdicts is None else verdicts
    top = max(verdicts.values())
    # Moves are listed as they are named: by cell, by number, or by item.
    order: Callable[[int], str | int] = cell_of if grid and has_grid else int if dress is None else dress.order_key
    best = sorted((n for n, v in verdicts.items() if v == top), key=order)
    lines.append(f"{position.to_move} to move: {top} with perfect play.")
    lines.append("Best: " + ", ".join(name(n) for n in best))
    lines.append(render_verdicts(verdicts, best, name=name, order=order))
    return "\n".join(lines)


def batch(
    notation: Notation, as_json: bool, rules: Rules, budget: int | None = None, dress: Dress | None = None
) -> int:
    """Answer one record per line of standard input; returns how many lines could not be read.

    Each record is replayed once and each position answered once, however often they come back: the answers
    are kept by the line, by the record's words and by the position, and a record is replayed from the record
    one pick shorter, so that every prefix is played once. Small games are solved whole first (one walk, a few
    milliseconds), so that every answer is look-ups. From a file or a pipe the answers are written in blocks.
    """
    from ..search.solver import EXACT_UP_TO, solve_all

    solution = solve_all(rules) if rules.numbers <= EXACT_UP_TO else None
    out: list[str] = []
    # Typed on a terminal, each answer comes at once; from a file or a pipe they are written in blocks.
    block = 1 if sys.stdin.isatty() else 4096
    failures = 0
    try:
        failures = _answer(sys.stdin, out, block, notation, as_json, rules, solution, budget, dress)
    finally:
        if out:  # what was answered is written, even when Ctrl-C stops the batch
            click.echo("\n".join(out))
    return failures


def _answer(
    lines: Iterable[str],
    out: list[str],
    block: int,
    notation: Notation,
    as_json: bool,
    rules: Rules,
    solution: Solution | None,
    budget: int | None = None,
    dress: Dress | None = None,
) -> int:
    """The loop of ``batch``: answers go to ``out``, written whenever it holds ``block`` of them. A game with named
    items reads each line as its items (separated by commas where the names have spaces)."""
    import json

    answered: dict[str, str] = {}  # a line already answered, as it was read: the most common case, one look-up
    by_record: dict[str, str] = {}
    refused: dict[str, str] = {}  # a record that cannot be read, and why: the same reason every time
    by_position: dict[Position, str] = {}
    replay = _Replay(notation, rules) if dress is None else _Named(rules, dress)
    items = dress.names if dress is not None else None
    failures = 0
    for number, line in enumerate(lines, start=1):
        if number == 1:
            line = line.removeprefix("\ufeff")  # a byte-order mark, as some editors write
        answer = answered.get(line)
        if answer is None:
            record = " ".join(split_record(line)) if dress is None else ",".join(record_tokens([line], dress))
            answer = by_record.get(record)
            if answer is None and record not in refused:
                try:
                    position = replay(record)
                except RecordError as error:
                    refused[record] = str(error)
                else:
                    answer = by_position.get(position)
                    if answer is None:
                        verdicts, why_not = _verdicts(position, solution, budget)
                        answer = (
                            json.dumps(report(position, verdicts, why_not, items))
                            if as_json
                            else describe(position, False, verdicts, why_not, dress)
                        )
                        by_position[position] = answer
                    by_record[record] = answer
            if answer is None:
                failures += 1
                reason = refused[record]
                click.echo(f"line {number}: {reason}", err=True)
                if as_json:
                    out.append(json.dumps({"input_line": number, "error": reason}))
                continue
            answered[line] = answer
        out.append(answer if as_json else f"line {number}:\n{answer}\n")
        if len(out) >= block:
            click.echo("\n".join(out))
            out.clear()
    return failures


def _verdicts(
    position: Position, solution: Solution | None, budget: int | None
) -> tuple[dict[int, Verdict] | None, str | None]:
    """Every pick's verdict, looked up in the whole game's solution or searched within the budget; or why not."""
    if solution is not None:
        return solution.moves(position), None
    try:
        return analyse(position, budget=budget), None
    except SearchBudgetError as error:
        return None, str(error)


class _Named:
    """Records of a game with named items, each replayed whole (its items read by the dress)."""

    def __init__(self, rules: Rules, dress: Dress) -> None:
        self.rules, self.dress = rules, dress

    def __call__(self, record: str) -> Position:
        tokens = [token for token in record.split(",") if token]
        return position_from(tokens, rules=self.rules, reader=self.dress.number)


class _Replay:
    """Records replayed by their prefixes: a record is the record one pick shorter and one more pick, so every
    prefix is played once, however many records share it. A record that fails is replayed in full, which says
    why in the words of ``position_from``."""

    def __init__(self, notation: Notation, rules: Rules) -> None:
        self.notation, self.rules = notation, rules
        self.known: dict[str, Position] = {"": Position(rules=rules)}

    def __call__(self, record: str) -> Position:
        cells = notation_of([record], self.notation) == "grid"
        # A game has at most N picks: a longer record is replayed in full, which says where it goes wrong, and
        # the replay by prefixes below never goes deeper than a game is long.
        if record.count(" ") < self.rules.numbers:
            try:
                return self._position(record, cells)
            except (RecordError, IllegalMoveError):
                pass
        return position_from(record.split(), self.notation, self.rules)  # raises, with the reason

    def _position(self, record: str, cells: bool) -> Position:
        found = self.known.get(record)
        if found is None:
            head, _, last = record.rpartition(" ")
            before = self._position(head, cells)
            found = self.known[record] = before.play(
                cell_from(last, self.rules) if cells else number_from(last, self.rules)
            )
        return found


@click.command(short_help="Every free pick's verdict under perfect play, for a position.")
@click.argument("moves", nargs=-1)
@notation_option
@json_option("Print JSON (always in numbers, and a game's items beside them).")
@svg_option
@budget_option
@sets_option
@rules_options
@click.pass_context
def solve(
    ctx: click.Context,
    /,
    moves: tuple[str, ...],
    notation: Notation,
    as_json: bool,
    svg_path: str | None,
    budget: int,
    sets_file: str | None,
    rules: Rules,
) -> None:
    """Analyse a position given as its picks in order (none: the empty board).

    Prints the verdict for the player to move, the best moves and every free move's verdict.
    With MOVES given as -, reads one position per line from standard input (picks separated by
    spaces or commas; an empty line is the empty board) and answers each: with --json as JSON Lines.
    With --sets FILE, the game is the file's, and the moves are its items (each one word on the
    command line; separated by commas on a line of input where the names have spaces).
    With --svg FILE, also draws the position in FILE, each free move with its verdict (--svg - prints
    the picture alone, so it takes no --json). A big game (--order 5) is searched within --budget
    positions; past it the answer is "not solved within the budget".
    """
    import json

    if "-" in moves and moves != ("-",):
        raise click.UsageError("- reads positions from standard input, one per line: give it alone")
    alone_or_json(svg_path, as_json)
    rules, dress = game_from(ctx, sets_file, rules)
    if dress is not None and given(ctx, "notation"):
        raise click.UsageError("--from says how numbers are written, and the moves of a --sets game are its items")
    if moves == ("-",):
        if svg_path is not None:
            raise click.UsageError("--svg draws one position: give its picks, not - for many")
        if batch(notation, as_json, rules, budget, dress):
            ctx.exit(1)
        return
    try:
        tokens = record_tokens(moves, dress) if dress is None else list(moves)
        picks = moves_from(tokens, notation, rules, dress.number if dress is not None else None)
    except RecordError as error:
        raise click.BadParameter(str(error), param_hint="MOVES") from None
    position = Position.from_moves(picks, rules)
    reason, verdicts = None, None
    with progress("analysing every pick") as report_progress:  # a big game's analysis can take minutes
        try:
            verdicts = analyse(position, budget=budget, progress=report_progress)
        except SearchBudgetError as error:
            reason = str(error)
    if svg_path is not None:
        from ..svg import position_svg

        # Out of its budget, the picture shows the position and says why there are no verdicts on it.
        title = None if reason is None else f"{position.to_move} to move: {reason}."
        picture = position_svg(position, last=picks[-1] if picks else None, verdicts=verdicts, title=title, dress=dress)
        if write_picture(svg_path, picture):
            return
    if as_json:
        click.echo(json.dumps(report(position, verdicts, reason, dress.names if dress is not None else None)))
    else:
        grid = bool(moves) and dress is None and notation_of(moves, notation) == "grid"
        click.echo(describe(position, grid, verdicts, reason, dress))
