"""Issue 27: every sentence a person reads is made in ``luoshu/words``, and the faces import neither the teaching nor
the views: they parse input and draw what the session gives them.

The check reads the source: a string in code (not a docstring) with two words in a row, one of them lower case,
is a sentence, and a sentence belongs in ``luoshu/words``. SQL is not a sentence; ``NOT_PROSE`` lists, with a
reason, the few other strings that only look like one.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from test_layers import MODULES, imports, layer

PACKAGE = Path(__file__).parent.parent / "luoshu"
SENTENCE = re.compile(r"[A-Za-z][a-z']+ [a-z']{2,}")
SQL = re.compile(r"\s*(select|insert|create|update|delete|pragma|begin|alter|replace)\b", re.IGNORECASE)

NOT_PROSE: dict[str, set[str]] = {
    "cli.pybot": {"Traceback (most recent call last):\n"},  # Python's own heading of a traceback, as Python writes it
    "web.app": {": still here\n\n"},  # an event stream's comment line, against proxies' timeouts: no page shows it
    "teach.explain": {"certain draw"},  # how a line ends, a value of JSON's line_ends: said by explanations' words
    "svg.drawing": {'<?xml version="1.0" encoding="UTF-8"?>\n'},  # the XML declaration that opens a picture
    # The invariants' names: keys the catalogue branches on and JSON carries ("invariant": {"name": ...}).
    "search.isomorphism": {"set sizes", "sets per item", "sets per pair"},
    # The grid motions' names: keys of MOTIONS, looked up by name and carried by JSON ("motion": ...).
    "views.squares.motions": {"reflection left-right", "reflection top-bottom"},
}
"""Strings outside the words that look like sentences and are not read as one, by module, each with its reason."""


def docstrings(tree: ast.AST) -> set[int]:
    """The string constants of ``tree`` that stand as statements: docstrings of modules, classes, functions and
    names."""
    return {
        id(node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)
    }


def sentences_in(source: str, module: str = "") -> list[str]:
    """The sentences that ``source`` builds unmarked: its strings in code that read as prose (f-strings' parts
    included) and go through no ``_``, ``N_``, ``ngettext`` or ``pgettext`` (issue 38: a sentence is marked where it
    is said, and the catalogue is its home)."""
    allowed = NOT_PROSE.get(module, set())
    return [text for text in unmarked_in(source) if text not in allowed]


def test_the_check_finds_a_sentence() -> None:
    source = '"""A docstring is no sentence built."""\nx = f"Saved {n} games to {path}"\ny = "--json"\n'
    assert sentences_in(source) == [" games to "]
    assert sentences_in("q = 'SELECT id FROM games WHERE seat = ?'\n") == []
    assert sentences_in("import click\nhelp = 'Show the board.'\n") == ["Show the board."]


@pytest.mark.parametrize(
    "name", sorted(name for name in MODULES if layer(name) is not None and not name.startswith("words"))
)
def test_no_sentence_is_built_outside_the_words(name: str) -> None:
    # Issue 38: outside the words a sentence is said where it is made, marked for the catalogue.
    allowed = NOT_PROSE.get(name, set())
    found = [text for text in unmarked_in(MODULES[name].read_text()) if text not in allowed]
    assert not found, f"{name} builds sentences no catalogue would find (mark them with _, N_ or ngettext): {found[:5]}"


FEATURE_OF = {"cli.explore.search": {"teach.searches", "views.dresses.dress"}}
"""Issue 38: a command that parses, calls its feature's module and prints, by module: the feature it calls and the
dresses it offers (the web face still imports neither: tests/test_layers.py)."""


@pytest.mark.parametrize("name", sorted(name for name in MODULES if layer(name) == 6))
def test_no_face_imports_the_teaching_or_the_views(name: str) -> None:
    # views.quoting holds no sentence: how a typed text or a path is shown safely in one; nor views.widths and
    # views.wrapping: how many columns a text takes on a terminal, and a line (a face's table lines up by them).
    free = {"views.quoting", "views.widths", "views.wrapping"}
    free |= FEATURE_OF.get(name, set())
    reached = sorted(o for o in imports(name)[0] if o.split(".")[0] in {"teach", "views"} and o not in free)
    assert not reached, f"{name} imports {', '.join(reached)}: a face draws what the session gives"


def unmarked_in(source: str) -> list[str]:
    """The sentences of ``source`` that go through no ``_``, ``N_``, ``ngettext`` or ``pgettext``: a catalogue would
    miss them."""
    tree = ast.parse(source)
    marked = {
        id(arg)
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in {"_", "N_", "ngettext", "pgettext"}
        for arg in node.args
    }
    return [text for node, text in constants(tree) if id(node) not in marked]


def constants(tree: ast.AST) -> list[tuple[ast.Constant, str]]:
    """The strings in code of ``tree`` (not docstrings) that read as prose, with their nodes."""
    skip = docstrings(tree)
    return [
        (node, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in skip
        and SENTENCE.search(node.value)
        and not SQL.match(node.value)
    ]


def test_the_marking_check_finds_an_unmarked_sentence() -> None:
    source = 'def said(n: int) -> str:\n    return _("{n} games") + " and more" + N_("Play it.")\n'
    assert unmarked_in(source) == [" and more"]


@pytest.mark.parametrize("name", sorted(name for name in MODULES if name.split(".")[0] == "words"))
def test_every_sentence_of_the_words_is_marked_for_translation(name: str) -> None:
    assert layer(name) == 0
    found = unmarked_in(MODULES[name].read_text())
    assert not found, f"{name} has sentences no catalogue would find (mark them with _, N_ or ngettext): {found[:5]}"
