"""How a package's face names its public names once and imports each where it lives when first asked for.

A package ``__init__`` lists its public names as type-checking imports (``from .game import Session as Session``:
the ``as`` re-exports them to type checkers), and hands its namespace to ``attach``, which reads that list from
the package's source and answers ``__getattr__`` and ``__all__`` from it. So ``import luoshu`` and ``import
luoshu.session`` cost next to nothing, and a command pays only for the modules it uses.

>>> import luoshu
>>> "Position" in luoshu.__all__, luoshu.Position.__name__
(True, 'Position')
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

__all__ = ["attach", "draws", "homes", "picture_of"]

_PICTURES: dict[str, Callable[[Any], str]] = {}


def draws(kind: str, drawer: Callable[[Any], str]) -> None:
    """Register how a value of the class named ``kind`` draws itself for a notebook. The values (a position, an
    explanation, a replay) live layers below the pictures, so the package's face, above both, registers them.

    >>> draws("Towel", lambda towel: "<svg/>")
    >>> class Towel: ...
    >>> picture_of(Towel()), picture_of(3)
    ('<svg/>', None)
    """
    _PICTURES[kind] = drawer


def picture_of(thing: object) -> str | None:
    """The SVG picture of ``thing``, if a picture is registered for its class, else None (a notebook then shows its
    text)."""
    drawer = _PICTURES.get(type(thing).__name__)
    return drawer(thing) if drawer is not None else None


def homes(source: str) -> dict[str, str]:
    """Each public name and the module it lives in (relative), read from the type-checking imports of a source.

    >>> homes("if TYPE_CHECKING:\\n    from .rules import Rules as Rules\\n\\nrest = 1\\n")
    {'Rules': '.rules'}
    """
    block = source.split("if TYPE_CHECKING:\n", 1)[1].split("\n\n", 1)[0]
    found = {}
    for line in block.splitlines():
        words = line.split()
        if words[:1] == ["from"]:  # from .module import name as name
            found[words[3]] = words[1]
    return found


def _source(namespace: dict[str, Any]) -> str:
    """A package's source: from its loader where the loader has it (a zip, say), else from its file."""
    loader = namespace.get("__loader__")
    found = loader.get_source(namespace["__name__"]) if loader is not None and hasattr(loader, "get_source") else None
    if found:
        return str(found)
    with open(namespace["__file__"], encoding="utf-8") as source:
        return source.read()


def attach(namespace: dict[str, Any]) -> tuple[Callable[[str], Any], list[str]]:
    """For the package whose namespace this is: ``__getattr__``, which imports a public name's module when the
    name is first asked for, and ``__all__``, the public names."""
    package = namespace["__name__"]
    found = homes(_source(namespace))

    def __getattr__(name: str) -> Any:
        home = found.get(name)
        if home is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(home, package), name)
        namespace[name] = value  # found once: the next look-up is an ordinary one
        return value

    return __getattr__, sorted(found)
