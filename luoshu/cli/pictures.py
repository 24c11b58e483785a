"""Writing the pictures of ``--svg FILE``: only a picture luoshu made is ever replaced."""

from __future__ import annotations

import click

from ..words.commands import pictures as words

svg_option = click.option(
    "--svg",
    "svg_path",
    metavar="FILE",
    help=words.SVG_HELP,
)
"""The --svg option of the commands that draw a picture."""


def alone_or_json(svg_path: str | None, as_json: bool) -> None:
    """A usage error for --svg - beside --json: the picture alone goes to standard output, so the JSON would be
    dropped."""
    if svg_path == "-" and as_json:
        raise click.UsageError(words.alone_or_json())


def write_picture(path: str, svg: str) -> bool:
    """Write ``svg`` to ``path`` under the save file's rules, refusing to replace a file that is not a luoshu
    picture (or a folder, a FIFO, a device, a read-only file); one line and exit 1 if it cannot be written.
    Prints nothing when it succeeds: the command's own output follows, and False is returned.

    ``-`` prints the picture on standard output instead and returns True: the command then prints nothing else,
    so that what it writes is one SVG document (``./-`` names a file called -)."""
    if path == "-":
        click.echo(svg, nl=False)
        return True
    # Only here: a command without --svg pays for neither the pictures nor the careful writing.
    from ..files import SaveError, write_save
    from ..svg import is_luoshu_picture

    try:
        write_save(path, svg, replace=None, ours=is_luoshu_picture, what=words.picture())
    except SaveError as error:
        raise click.ClickException(words.not_drawn(str(error))) from None
    return False
