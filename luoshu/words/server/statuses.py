"""What the web face says where Starlette refuses a request by itself (an address it does not serve, a method an
address does not take): its phrase for the status, in the language of the request.

>>> refusal(404, "Not Found"), refusal(405, "Method Not Allowed"), refusal(404, "no such file here")
('Not Found', 'Method Not Allowed', 'no such file here')
"""

from __future__ import annotations

from ..language import N_, _

__all__ = ["PHRASES", "refusal"]

PHRASES = {
    400: N_("Bad Request"),
    404: N_("Not Found"),
    405: N_("Method Not Allowed"),
}
"""The statuses Starlette refuses with by itself, each with the phrase it gives (HTTP's own)."""


def refusal(status: int, detail: str) -> str:
    """Starlette's ``detail`` of a refusal with ``status``: its phrase in our words where it is HTTP's own, else as
    it is (a reason of ours is said already)."""
    phrase = PHRASES.get(status)
    return _(phrase) if phrase == detail else detail
