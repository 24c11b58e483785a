"""``luoshu check``: certificates verified with nothing but the rules (``luoshu.rules.certificate``, no search)."""

from __future__ import annotations

import json
import sys
import time

import click

from ..files import SaveError, open_regular, reason_of
from ..rules import MAX_STATED, Rules
from ..rules.certificate import CertificateError
from ..rules.certificate import check as check_lines
from ..views.wrapping import fitted
from ..words.language import N_, _
from .games import game_from, sets_option
from .options import RULE_OPTIONS, given, json_option, stated_rules_options

CHECK_SHORT_HELP = N_("Verify certificates that luoshu prove (or anyone) wrote.")
CHECK_HELP = N_(
    "Verify each FILE's certificates with the rules alone: say what each proves, or the first line where one\n"
    "fails and why. Exits 0 if every certificate holds, else 1.\n"
    "\n"
    "With the rules options or --sets, each certificate must be for that game."
)
JSON_HELP = N_("Print one JSON object per file.")
CERTIFICATE_FILE = N_("certificate file")
"""What ``check`` reads, as a refusal names it ("... is a FIFO, not a certificate file")."""


__all__ = ["check"]


@click.command(short_help=CHECK_SHORT_HELP, help=CHECK_HELP)
@click.argument("files", nargs=-1, required=True, metavar="FILE...")
@json_option(JSON_HELP)
@sets_option
@stated_rules_options
@click.pass_context
def check(ctx: click.Context, /, files: tuple[str, ...], as_json: bool, sets_file: str | None, rules: Rules) -> None:
    """``luoshu check``: its help is ``CHECK_HELP``."""
    asked = sets_file is not None or any(given(ctx, name) for name in RULE_OPTIONS)
    # A --sets game numbered in its file's order, as prove numbers it, even if it is tic-tac-toe.
    wanted = game_from(ctx, sets_file, rules, MAX_STATED, numbered=True)[0] if asked else None
    failed = False
    for path in files:
        began = time.monotonic()
        try:
            # A regular file only: a FIFO would wait for a writer, and /dev/zero would be read for ever.
            with open_regular(path, CERTIFICATE_FILE) as stream:
                proved = check_lines(stream, wanted)
        except SaveError as error:
            failed = True
            said = str(error)
            click.echo(json.dumps({"file": path, "valid": False, "line": None, "reason": said}) if as_json else said)
            continue
        except CertificateError as error:
            failed = True
            if as_json:
                click.echo(json.dumps({"file": path, "valid": False, "line": error.line, "reason": error.reason}))
            else:
                _say(
                    _("{path}: FAILS at line {line}: {reason}").format(path=path, line=error.line, reason=error.reason),
                    path,
                )
            continue
        except (OSError, UnicodeDecodeError) as error:
            failed = True
            reason = reason_of(error) if isinstance(error, OSError) else str(error)
            if as_json:
                click.echo(json.dumps({"file": path, "valid": False, "line": None, "reason": reason}))
            else:
                _say(_("{path}: cannot be read: {reason}").format(path=path, reason=reason), path)
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
                _say(
                    _("{path}: line {line}: proves that {claim}.").format(
                        path=path, line=each.first_line, claim=str(each)
                    ),
                    path,
                )
            _say(_("{path}: checked in {seconds:.2f} s.").format(path=path, seconds=seconds), path)
    ctx.exit(1 if failed else 0)


def _say(line: str, path: str) -> None:
    """A file's verdict: on a terminal within 80 columns, going on two columns in (the next file's begins at the
    margin), its path never broken; elsewhere one line, as a script that reads it back expects (``--json`` is the
    script's own)."""
    click.echo(fitted(line, whole=(path,), hanging=True) if sys.stdout.isatty() else line)
