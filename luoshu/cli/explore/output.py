"""What the explore commands share: the --json option, JSON output, reading a record, and (from the command
line's own) the --budget option and the progress line for long searches."""

from __future__ import annotations

import contextlib
import gc
from collections.abc import Callable, Iterator

import click

from ...rules import PICK_FIFTEEN, Rules
from ...search.solver import Verdict
from ...words.language import _
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
    raise TypeError(_("cannot write {value} as JSON").format(value=repr(value)))  # a bug, never a person's input


def read_moves(
    tokens: tuple[str, ...], notation: str, rules: Rules = PICK_FIFTEEN, reader: Callable[[str], int] | None = None
) -> list[int]:
    """The picks of a record given on the command line (spaces or commas; a game's items, read by ``reader``, one
    word each); exit 2 naming a bad token."""
    from ...views.notation import RecordError, moves_from, record_tokens

    given = record_tokens(tokens, None) if reader is None else list(tokens)
    if not given:
        raise click.BadParameter(_("no picks given: write them as numbers or cells A1-C3"), param_hint="MOVES")
    try:
        return moves_from(given, notation, rules, reader)  # type: ignore[arg-type]  # a notation click checked
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
