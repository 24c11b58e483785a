"""Writing the pictures of ``--svg FILE``: only a picture luoshu made is ever replaced."""

from __future__ import annotations

import click

from ..words.language import N_, _

svg_option = click.option(
    "--svg",
    "svg_path",
    metavar="FILE",
    help=N_("Also draw it as an SVG picture in FILE (only a luoshu picture is replaced); - prints the picture alone."),
)
"""The --svg option of the commands that draw a picture."""


def alone_or_json(svg_path: str | None, as_json: bool) -> None:
    """A usage error for --svg - beside --json: the picture alone goes to standard output, so the JSON would be
    dropped."""
    if svg_path == "-" and as_json:
        raise click.UsageError(_("--svg - prints the picture alone on standard output: drop --json, or draw to a file"))


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
        write_save(path, svg, replace=None, ours=is_luoshu_picture, what=_("luoshu picture"))
    except SaveError as error:
        raise click.ClickException(_("--svg: {error}").format(error=str(error))) from None
    return False
