"""Issue 27: start-up laziness without reading source text. A package face declares its public names and their
modules (``_HOMES``); ``luoshu.lazy`` imports each when first asked for and reads no file; the type-checking
imports beside the declaration name the same names from the same modules."""

from __future__ import annotations

import ast
import importlib
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).parent.parent / "luoshu"
FACES = ["luoshu", "luoshu.session"]


def type_checking_imports(path: Path) -> dict[str, str]:
    """The names a package's ``if TYPE_CHECKING:`` block imports, each with its (relative) module."""
    tree = ast.parse(path.read_text())
    found: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
            for statement in node.body:
                if isinstance(statement, ast.ImportFrom):
                    for alias in statement.names:
                        found[alias.asname or alias.name] = "." * statement.level + (statement.module or "")
    return found


@pytest.mark.parametrize("name", FACES)
def test_a_package_face_declares_its_names_as_its_type_checking_imports_do(name: str) -> None:
    module = importlib.import_module(name)
    path = Path(module.__file__ or "")
    declared = module._HOMES
    assert declared == type_checking_imports(path)
    assert sorted(module.__all__) == sorted(declared)
    for public, home in declared.items():  # each name is where it is declared to live
        assert getattr(module, public) is getattr(importlib.import_module(home, name), public)


def test_lazy_reads_no_source() -> None:
    tree = ast.parse((PACKAGE / "lazy.py").read_text())
    names = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
    attributes = {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)}
    assert "open" not in names
    assert not attributes & {"get_source", "read_text", "read"}


def test_importing_the_package_imports_none_of_its_layers() -> None:
    code = "import sys, luoshu, luoshu.session\nprint(sorted(m for m in sys.modules if m.startswith('luoshu')))"
    found = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert found.strip() == "['luoshu', 'luoshu.lazy', 'luoshu.session']"
