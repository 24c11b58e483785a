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
    # The invariants' names: keys the catalogue branches on and JSON carries ("invariant": {"name": ...}).
    "search.isomorphism": {"set sizes", "sets per item", "sets per pair"},
    # The grid motions' names: keys of MOTIONS, looked up by name and carried by JSON ("motion": ...).
    "views.squares.motions": {"reflection left-right", "reflection top-bottom"},
}
"""Strings outside the words that look like sentences and are not read as one, by module, each with its reason."""

PENDING = frozenset(
    {
        "cli.check",
        "cli.explain",
        "cli.files",
        "cli.games",
        "cli.grade",
        "cli.group",
        "cli.gui",
        "cli.match",
        "cli.menace",
        "cli.options",
        "cli.outside",
        "cli.pictures",
        "cli.play",
        "cli.players",
        "cli.prove",
        "cli.puzzle",
        "cli.pybot",
        "cli.serve",
        "cli.solve",
        "cli.study",
        "cli.terminal",
        "session.asked",
        "session.bots",
        "session.captions",
        "session.game",
        "session.matches",
        "session.new_game",
        "session.players",
        "session.saves",
        "session.screen",
        "session.text",
        "session.trials",
        "session.typed",
        "svg.chart",
        "svg.drawing",
        "svg.notebook",
        "svg.pictures",
        "teach.catalogue",
        "teach.census",
        "teach.explain",
        "teach.lines",
        "teach.menace",
        "teach.order",
        "teach.puzzles",
        "teach.replays",
        "teach.strategy",
        "teach.study",
        "teach.verification",
        "web.app",
        "web.games",
        "web.store",
        "web.studies",
        "window.dialogs",
        "window.layout",
        "window.palette",
        "window.window",
    }
)
"""Modules whose sentences are still to move to the words (emptied as each moves; gone when all have)."""

PENDING_FACES = frozenset(
    {
        "cli.explain",
        "cli.games",
        "cli.grade",
        "cli.gui",
        "cli.menace",
        "cli.options",
        "cli.outside",
        "cli.play",
        "cli.prove",
        "cli.puzzle",
        "cli.solve",
        "cli.study",
        "window.board",
        "window.layout",
        "window.palette",
        "window.window",
    }
)
"""Faces that still import the teaching or the views (emptied as each is cut loose; gone when all are)."""


def docstrings(tree: ast.AST) -> set[int]:
    """The string constants of ``tree`` that stand as statements: docstrings of modules, classes, functions and
    names."""
    return {
        id(node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)
    }


def sentences_in(source: str, module: str = "") -> list[str]:
    """The sentences that ``source`` builds: its strings in code that read as prose (f-strings' parts included)."""
    allowed = NOT_PROSE.get(module, set())
    return [text for _, text in constants(ast.parse(source)) if text not in allowed]


def test_the_check_finds_a_sentence() -> None:
    source = '"""A docstring is no sentence built."""\nx = f"Saved {n} games to {path}"\ny = "--json"\n'
    assert sentences_in(source) == [" games to "]
    assert sentences_in("q = 'SELECT id FROM games WHERE seat = ?'\n") == []
    assert sentences_in("import click\nhelp = 'Show the board.'\n") == ["Show the board."]


@pytest.mark.parametrize(
    "name", sorted(name for name in MODULES if layer(name) is not None and not name.startswith("words"))
)
def test_no_sentence_is_built_outside_the_words(name: str) -> None:
    found = sentences_in(MODULES[name].read_text(), name)
    if name in PENDING:
        assert found, f"{name} builds no sentence now: take it off PENDING"
        return
    assert not found, f"{name} builds sentences; they belong in luoshu/words: {found[:5]}"


@pytest.mark.parametrize("name", sorted(name for name in MODULES if layer(name) == 6))
def test_no_face_imports_the_teaching_or_the_views(name: str) -> None:
    # views.quoting holds no sentence: how a typed text or a path is shown safely in one.
    reached = sorted(o for o in imports(name)[0] if o.split(".")[0] in {"teach", "views"} and o != "views.quoting")
    if name in PENDING_FACES:
        assert reached, f"{name} imports neither now: take it off PENDING_FACES"
        return
    assert not reached, f"{name} imports {', '.join(reached)}: a face draws what the session gives"


def unmarked_in(source: str) -> list[str]:
    """The sentences of ``source`` that go through no ``_``, ``N_`` or ``ngettext``: a catalogue would miss them."""
    tree = ast.parse(source)
    marked = {
        id(arg)
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in {"_", "N_", "ngettext"}
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
