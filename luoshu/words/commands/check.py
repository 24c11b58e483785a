"""What ``luoshu check`` says: its help, what each certificate proves, and where one fails and why.

>>> fails_at("p.jsonl", 3, "not a position")
'p.jsonl: FAILS at line 3: not a position'
"""

from __future__ import annotations

from ..language import N_, _

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


def fails_at(path: str, line: int, reason: str) -> str:
    return _("{path}: FAILS at line {line}: {reason}").format(path=path, line=line, reason=reason)


def unreadable(path: str, reason: str) -> str:
    return _("{path}: cannot be read: {reason}").format(path=path, reason=reason)


def proves(path: str, line: int, claim: str) -> str:
    """What a certificate that holds proves (``claim``, as the rules' certificate says it), from its first line."""
    return _("{path}: line {line}: proves that {claim}.").format(path=path, line=line, claim=claim)


def checked_in(path: str, seconds: float) -> str:
    return _("{path}: checked in {seconds:.2f} s.").format(path=path, seconds=seconds)
