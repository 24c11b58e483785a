"""The package's source, read once per test process: every module by its dotted name, its syntax tree, and what it
imports. test_layers, test_catalogues and the house's measures read it from here."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

PACKAGE = Path(__file__).parent.parent / "luoshu"


def _modules() -> dict[str, Path]:
    """Every module of the package, by dotted name below ``luoshu`` (a package by its own name; the top "")."""
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path
    return found


MODULES = _modules()


def is_package(name: str) -> bool:
    return MODULES[name].name == "__init__.py"


@cache
def source(name: str) -> str:
    return MODULES[name].read_text()


@cache
def tree(name: str) -> ast.Module:
    """The module's syntax tree, parsed once per process (do not change it)."""
    return ast.parse(source(name))


def drawing_imports(node: ast.AST) -> list[ast.ImportFrom]:
    """The imports inside ``node`` if it is a ``_repr_svg_`` method, each from ``luoshu.svg`` (``from ..svg import
    position_svg``): the one exception to the layers. Any other import inside it is checked as every import is."""
    if not (isinstance(node, ast.FunctionDef) and node.name == "_repr_svg_"):
        return []
    return [
        n
        for n in ast.walk(node)
        if isinstance(n, ast.ImportFrom) and n.level and n.module is not None and n.module.split(".")[0] == "svg"
    ]


def imports_of(name: str, module: ast.Module) -> tuple[set[str], set[str]]:
    """What ``module`` (the tree of module ``name``) imports: (the package's own modules, dotted below luoshu; the
    outside top-level modules). ``from . import x`` names the module x where there is one, else the package it is
    taken from."""
    package = name.split(".") if name in MODULES and is_package(name) else name.split(".")[:-1]
    package = [p for p in package if p]
    own: set[str] = set()
    outside: set[str] = set()
    drawn = {id(found) for node in ast.walk(module) for found in drawing_imports(node)}

    def add(base: str, names: list[str]) -> None:
        for n in names:
            full = f"{base}.{n}".strip(".")
            own.add(full if full in MODULES else base)

    for node in ast.walk(module):
        if id(node) in drawn:
            continue
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name == "luoshu" or alias.name.startswith("luoshu."):
                    own.add(alias.name.removeprefix("luoshu").removeprefix("."))
                else:
                    outside.add(alias.name.split(".")[0])
        elif isinstance(node, ast.ImportFrom):
            names = [alias.name for alias in node.names]
            if node.level:
                base = package[: len(package) - node.level + 1]
                add(".".join([*base, *([node.module] if node.module else [])]), names)
            elif node.module and (node.module == "luoshu" or node.module.startswith("luoshu.")):
                add(node.module.removeprefix("luoshu").removeprefix("."), names)
            elif node.module:
                outside.add(node.module.split(".")[0])
    return own, outside


@cache
def imports(name: str) -> tuple[frozenset[str], frozenset[str]]:
    """What module ``name`` of the package imports (see ``imports_of``), read once per process."""
    own, outside = imports_of(name, tree(name))
    return frozenset(own), frozenset(outside)
