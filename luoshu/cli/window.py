"""``luoshu gui``: the window that shows both games at once."""

from __future__ import annotations

import click

from ..session import Seat
from ..solver import Level
from . import first_option, level_option, rules_from, rules_options, seed_option


@click.command()
@first_option
@click.option(
    "--opponent",
    type=click.Choice(("computer", "human")),
    default="computer",
    show_default=True,
    help="Play the computer, or another person at the same window.",
)
@level_option
@seed_option
@rules_options
def gui(
    first: str,
    opponent: str,
    level: Level,
    seed: int | None,
    numbers: int | None,
    count: int | None,
    target: int | None,
    misere: bool,
    order: int | None,
) -> None:
    """Open a window: the Luo Shu grid and the tiles 1-9 side by side.

    Click a free cell or a free number (or press 1-9) to pick it; both views move together. The menus and
    buttons start a new game, take a move back, show a hint (every free move's verdict), save and open
    games, and choose who opens, how well the computer plays and whether it plays at all. F1 tells how to
    play. A game that is not tic-tac-toe (other rules) is shown as numbers alone.
    """
    rules = rules_from(numbers, count, target, misere, order)
    if opponent == "human" and first == "computer":
        raise click.UsageError("--first computer needs the computer as the opponent.")
    try:
        import tkinter
    except ImportError:
        raise click.ClickException("luoshu gui needs tkinter, which this Python does not have") from None
    from ..session import Session

    try:
        root = tkinter.Tk()
    except tkinter.TclError as error:
        reason = str(error).splitlines()[0] if str(error) else "no display"
        raise click.ClickException(f"cannot open a window: {reason}") from None
    from ..window import Window

    x: Seat = "computer" if first == "computer" else "human"
    o: Seat = "human" if x == "computer" or opponent == "human" else "computer"
    Window(Session(x=x, o=o, level=level, rules=rules, seed=seed), root).run()
