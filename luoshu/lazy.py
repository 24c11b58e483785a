"""How a package's face names its public names once and imports each where it lives when first asked for.

A package ``__init__`` declares its public names in a dict, each with the module it lives in (``_HOMES``), and
hands its namespace and that dict to ``attach``, which answers ``__getattr__`` and ``__all__`` from it; the same
names are written as type-checking imports for the type checker (``from .game import Session as Session``: the
``as`` re-exports them), and a test keeps the two alike. So ``import luoshu`` and ``import luoshu.session`` cost
next to nothing, and a command pays only for the modules it uses.

>>> import luoshu
>>> "Position" in luoshu.__all__, luoshu.Position.__name__
(True, 'Position')
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

__all__ = ["attach"]


def attach(namespace: dict[str, Any], homes: dict[str, str]) -> tuple[Callable[[str], Any], list[str]]:
    """For the package whose namespace this is, with ``homes`` its public names and the (relative) module each
    lives in: ``__getattr__``, which imports a public name's module when the name is first asked for, and
    ``__all__``, the public names.

    >>> space = {"__name__": "luoshu"}
    >>> found, names = attach(space, {"Rules": ".rules"})
    >>> names, found("Rules").__name__, "Rules" in space
    (['Rules'], 'Rules', True)
    """
    package = namespace["__name__"]
    found = dict(homes)

    def __getattr__(name: str) -> Any:
        home = found.get(name)
        if home is None:
            from .words.language import _  # only when a name is missing: importing the package stays cheap

            raise AttributeError(
                _("module {package} has no attribute {name}").format(package=repr(package), name=repr(name))
            )
        value = getattr(importlib.import_module(home, package), name)
        namespace[name] = value  # found once: the next look-up is an ordinary one
        return value

    return __getattr__, sorted(found)
