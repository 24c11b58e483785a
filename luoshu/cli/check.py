"""``luoshu check``: certificates verified with nothing but the rules (``luoshu.rules.certificate``, no search)."""

from __future__ import annotations

import json
import time

import click

from ..rules import MAX_STATED, Rules
from ..rules.certificate import CertificateError
from ..rules.certificate import check as check_lines
from .games import game_from, sets_option
from .options import given, json_option, stated_rules_options

__all__ = ["check"]


@click.command(short_help="Verify certificates that luoshu prove (or anyone) wrote.")
@click.argument("files", nargs=-1, required=True, metavar="FILE...")
@json_option("Print one JSON object per file.")
@sets_option
@stated_rules_options
@click.pass_context
def check(ctx: click.Context, /, files: tuple[str, ...], as_json: bool, sets_file: str | None, rules: Rules) -> None:
    """Verify each FILE's certificates with the rules alone: say what each proves, or the first line where one
    fails and why. Exits 0 if every certificate holds, else 1.

    With the rules options or --sets, each certificate must be for that game.
    """
    asked = sets_file is not None or any(given(ctx, name) for name in ("numbers", "count", "target", "misere", "order"))
    wanted = game_from(ctx, sets_file, rules, MAX_STATED)[0] if asked else None
    failed = False
    for path in files:
        began = time.monotonic()
        try:
            with open(path, encoding="utf-8") as stream:
                proved = check_lines(stream, wanted)
        except CertificateError as error:
            failed = True
            if as_json:
                click.echo(json.dumps({"file": path, "valid": False, "line": error.line, "reason": error.reason}))
            else:
                click.echo(f"{path}: FAILS at line {error.line}: {error.reason}")
            continue
        except (OSError, UnicodeDecodeError) as error:
            failed = True
            reason = getattr(error, "strerror", None) or str(error)
            click.echo(
                json.dumps({"file": path, "valid": False, "line": None, "reason": reason})
                if as_json
                else f"{path}: cannot be read: {reason}"
            )
            continue
        seconds = time.monotonic() - began
        if as_json:
            claims = [
                {"prover": p.prover, "claim": p.claim, "plies": p.plies, "line": p.first_line, "positions": p.positions}
                for p in proved
            ]
            click.echo(json.dumps({"file": path, "valid": True, "proved": claims, "seconds": round(seconds, 3)}))
        else:
            for each in proved:
                click.echo(f"{path}: line {each.first_line}: proves that {each}.")
            click.echo(f"{path}: checked in {seconds:.2f} s.")
    ctx.exit(1 if failed else 0)
