"""A learner's starter program (``luoshu learn start``): a Python file with a ``choose(position)`` to fill in, the
position's few names it needs, and comments in the learner's language that lead from the empty function to a
minimax that ``luoshu learn check`` can mark. It runs as it is (it picks the smallest free number), so the first
check already says what is wrong with it.

>>> text = starter_program("minimax", "minimax.py")
>>> compile(text, "minimax.py", "exec") is not None
True
>>> "def choose(position: Position) -> int:" in text, "luoshu learn check minimax.py" in text
(True, True)
"""

from __future__ import annotations

from ..views.widths import width
from ..views.wrapping import fill
from ..words.language import _

__all__ = ["STARTERS", "starter_program"]

STARTERS = ("minimax",)
"""The programs a learner can start from."""
COMMENT_WIDTH = 79
"""Columns a line of the file takes at most, its comment mark included."""


def starter_program(kind: str, file: str) -> str:
    """The starter program ``kind`` as the file ``file`` (named in its check command), in the language spoken."""
    assert kind in STARTERS, kind
    intro = "\n".join(
        [
            fill(
                _("Your minimax for Pick Fifteen. Fill in choose(), then check it as often as you like with:"),
                COMMENT_WIDTH - 3,  # the first line is the docstring's, after its quotes
            ),
            "",
            f"    luoshu learn check {file}",
            "",
            fill(
                _(
                    "The check asks your choose() in every position where someone is to move, in Pick Fifteen and "
                    "in its misère, and says where it loses or draws a game it could win, whether it wins as fast "
                    "as it can, how long it takes and how many nodes it searched."
                ),
                COMMENT_WIDTH - 3,  # the first line is the docstring's, after its quotes
            ),
        ]
    )
    steps = [
        _(
            'A position offers: position.free, the numbers nobody holds; position.to_move, "X" or "O"; '
            "position.play(n), the position after the player to move picks n (a new one: the old is unchanged); "
            'position.is_over; position.winner, "X", "O" or None; position.pick_count, the numbers picked so '
            "far."
        ),
        _(
            "Step 1: write score(position), what the position is worth to the player to move. A finished game is "
            "a leaf: 0 for a draw; a win sooner is worth more than a win later, so score a win 10 less the picks "
            "made, and a loss the same, negative. (In misère the player who completes a set loses: ask "
            "position.winner, not who picked last.)"
        ),
        _(
            "Step 2: an unfinished position is worth the best of its children, each child's score as the other "
            "player sees it, negated (negamax: my gain is your loss)."
        ),
        _("Step 3: choose() picks the free number whose child is worth the most to you."),
        _(
            "Step 4: count your nodes: add 1 to nodes each time score() is called, and the check compares the "
            "count with plain minimax and alpha-beta. Then make it faster: remember each position's score once "
            "(functools.cache), and see what the count becomes."
        ),
    ]
    placeholder = _("a placeholder: the smallest free number. Replace it with your search.")
    counted = _("the nodes your search visits, counted by you: luoshu reads it after each choice")
    lines = ['"""' + intro + '\n"""', "", "from __future__ import annotations", "", "from luoshu.rules import Position"]
    lines += ["", f"nodes = 0  # {counted}"]
    lines += ["", "", "def choose(position: Position) -> int:", "    global nodes", "    nodes = 0"]
    for step in steps:
        lines += fill(step, COMMENT_WIDTH, "    # ", "    # ").splitlines()
        lines.append("    #")
    lines[-1] = f"    return min(position.free)  # {placeholder}"
    return "\n".join(_fitted(line) for line in lines) + "\n"


def _fitted(line: str) -> str:
    """A line of code with a comment too long for the file put on its own line above it."""
    code, mark, comment = line.partition("  # ")
    if not mark or width(line) <= COMMENT_WIDTH:
        return line
    indent = code[: len(code) - len(code.lstrip())]
    return fill(comment, COMMENT_WIDTH, f"{indent}# ", f"{indent}# ") + "\n" + code
