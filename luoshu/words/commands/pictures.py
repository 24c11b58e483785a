"""What the commands that draw a picture (``--svg FILE``) say: the option's help, and why a picture was not drawn.

>>> not_drawn("pic.svg is a folder")
'--svg: pic.svg is a folder'
"""

from __future__ import annotations

from ..language import N_, _

SVG_HELP = N_("Also draw it as an SVG picture in FILE (only a luoshu picture is replaced); - prints the picture alone.")


def alone_or_json() -> str:
    """--svg - beside --json: the picture alone goes to standard output, and the JSON would be dropped."""
    return _("--svg - prints the picture alone on standard output: drop --json, or draw to a file")


def picture() -> str:
    """What the file of --svg is called where it cannot be written."""
    return _("luoshu picture")


def not_drawn(error: str) -> str:
    """Why the picture could not be written to the file of --svg."""
    return _("--svg: {error}").format(error=error)
