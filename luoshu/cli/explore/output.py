"""What the explore commands share: the --json option, JSON output, reading a record, and (from the command
line's own) the --budget option and the progress line for long searches."""

from __future__ import annotations

import contextlib
import gc
from collections.abc import Iterator
from typing import TYPE_CHECKING

import click

from ...rules import PICK_FIFTEEN, Rules
from ...search.solver import Verdict

if TYPE_CHECKING:
    from ...views.notation import Reader
from ..options import budget_option, json_option
from ..terminal import progress

__all__ = ["budget_option", "collector_paused", "emit", "json_option", "progress", "read_moves"]


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


def read_moves(
    tokens: tuple[str, ...], notation: str, rules: Rules = PICK_FIFTEEN, reader: Reader | None = None
) -> list[int]:
    """The picks of a record given on the command line (spaces or commas; a game's items, read by ``reader``, one
    word each); exit 2 naming a bad token."""
    from ...views.notation import RecordError, moves_from, split_record

    words = [t for token in tokens for t in split_record(token)] if reader is None else list(tokens)
    if not words:
        raise click.BadParameter("no picks given: write them as numbers or cells A1-C3", param_hint="MOVES")
    try:
        return moves_from(words, notation, rules, reader)  # type: ignore[arg-type]
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
