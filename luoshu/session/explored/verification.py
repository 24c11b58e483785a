"""The isomorphism and the solver checked on every position, for ``luoshu explore verify``: as JSON and as the
table people read."""

from __future__ import annotations

from collections.abc import Sequence

from ...teach.verification import Check
from ...teach.verification import verify as checks_of_everything
from ...views.widths import ljust, rjust, width
from ...words.commands.explore import verification as words

__all__ = ["Check", "agree", "checks_of_everything", "verification_json", "verification_text"]


def agree(checks: Sequence[Check]) -> bool:
    """Whether every check agreed."""
    return all(not check.disagreements for check in checks)


def verification_json(checks: Sequence[Check]) -> dict[str, object]:
    """The checks in the JSON vocabulary: each claim, its cases and its disagreements."""
    return {
        "agree": agree(checks),
        "checks": [
            {"claim": check.claim, "case_count": check.cases, "disagreements": check.disagreements} for check in checks
        ],
    }


def verification_text(checks: Sequence[Check]) -> str:
    """The checks as a table: each claim with its cases and its mark, the first disagreements under it, and
    whether all agree."""
    # The first checks (win by sums, under each magic square) take every reachable position once for each player.
    positions = checks[0].cases // 2
    lines = [words.checked_every(positions)]
    claims = max(width(check.claim) for check in checks)
    cases = max(width(f"{check.cases:,}") for check in checks)
    for check in checks:
        mark = words.disagreeing(len(check.disagreements))
        lines.append(words.check_row(ljust(check.claim, claims), rjust(f"{check.cases:,}", cases), mark))
        lines.extend(f"      {disagreement}" for disagreement in check.disagreements[:5])
    lines.append(words.all_agree() if agree(checks) else words.disagreements_found())
    return "\n".join(lines)
