"""The runner of a ``python:FILE`` player: ``python -m luoshu.cli.pybot FILE PARENT`` (PARENT: the process id of the
luoshu that runs it, which it ends with) imports FILE and answers the
protocol of ``luoshu.cli.outside`` for it, one line per turn, its ``choose(position)`` given a ``Position``.
An import that fails, or a ``choose`` that raises, is answered with ``{"error": traceback}``: the bot's own, from
its first frame in FILE on; a ``choose`` that returns what is not a number, with ``{"returned": what}``. A module
that counts its search's nodes in a global ``nodes`` has the count sent with each pick (``luoshu learn check``
compares it with plain minimax's and alpha-beta's)."""

from __future__ import annotations

import importlib.util
import json
import os
import sys
import traceback
from typing import Any

from ..rules import Position, Rules
from ..words.language import _
from .lifetime import watch_parent


def _load(path: str) -> Any:
    spec = importlib.util.spec_from_file_location("luoshu_bot", path)
    if spec is None or spec.loader is None:
        raise ImportError(_("{path} cannot be imported as Python").format(path=path))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    if not callable(getattr(module, "choose", None)):
        raise AttributeError(_("{path} has no function choose(position)").format(path=path))
    return module


def _own(error: BaseException, path: str) -> str:
    """The traceback of the bot's error from the bot's own first frame on: the runner's frames are not the bot's."""
    frames = traceback.extract_tb(error.__traceback__)
    first = next((i for i, frame in enumerate(frames) if frame.filename == path), len(frames))
    told = "".join(traceback.format_list(frames[first:]))
    return "Traceback (most recent call last):\n" + told + "".join(traceback.format_exception_only(error))


def _rules(data: dict[str, Any]) -> Rules:
    if data.get("sets"):
        return Rules.listed(data["numbers"], data["sets"], data["misere"])
    return Rules(data["numbers"], data["count"], data["target"], data["misere"])


def main() -> None:
    path = sys.argv[1]
    # Ended with luoshu, however luoshu ends: a kill -9 leaves it no time to end this process (and a choose() that
    # never returns would otherwise run on for ever). Its parent's end alone, not the kernel's signal at the end of
    # the thread that started it, which may be any thread of a face. luoshu names itself (its process id, after the
    # file): one killed before this line runs has already handed this process to another parent.
    parent = int(sys.argv[2]) if len(sys.argv) > 2 and sys.argv[2].isdigit() else os.getppid()
    if os.getppid() != parent:
        os._exit(0)
    watch_parent(parent, "luoshu-player-watch")
    # The answers go to the real standard output; the bot's own print() goes to standard error, which luoshu
    # shows as it comes, and is never mistaken for an answer. The bot's folder is importable, as for a script.
    answers, sys.stdout = sys.stdout, sys.stderr
    sys.path.insert(0, os.path.dirname(path))
    failure = None
    try:
        module = _load(path)
    except BaseException as error:
        failure = _own(error, path)
    for line in sys.stdin:
        if failure is not None:
            print(json.dumps({"error": failure}), file=answers, flush=True)
            continue
        asked = json.loads(line)
        try:
            pick = module.choose(Position(asked["x"], asked["o"], _rules(asked["rules"])))
        except BaseException as error:
            print(json.dumps({"error": _own(error, path)}), file=answers, flush=True)
            continue
        if isinstance(pick, int) and not isinstance(pick, bool) and abs(pick) < 10**9:
            answer = {"pick": int(pick)}  # an int of numpy's, say, as an int
            nodes = getattr(module, "nodes", None)  # the nodes its search counted, if it counts them
            if type(nodes) is int and 0 <= nodes < 10**15:
                answer["nodes"] = nodes
            print(json.dumps(answer), file=answers, flush=True)
        else:
            try:
                said = repr(pick)[:40]
            except ValueError:  # a number too long even to write out
                said = _("a number of thousands of digits")
            print(json.dumps({"returned": said}), file=answers, flush=True)  # no error raised: it said so


if __name__ == "__main__":
    main()
