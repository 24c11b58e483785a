"""``luoshu gui``: the window that shows both games at once."""

from __future__ import annotations

import click

from ..session import Seat
from ..solver import Level
from . import first_option, level_option, seed_option


@click.command()
@first_option
@level_option
@seed_option
def gui(first: str, level: Level, seed: int | None) -> None:
    """Open a window: the Luo Shu grid and the tiles 1-9 side by side.

    Click a free cell or a free number (or press 1-9) to pick it; both views move together. The Game,
    First and Level menus and the buttons start a new game, take a move back and colour every free move
    by its verdict (H is a hint, U undo, N a new game).
    """
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
    o: Seat = "human" if x == "computer" else "computer"
    Window(Session(x=x, o=o, level=level, seed=seed), root).run()
