"""The house, read from the source: the package's layers (imports point one way only, nothing imports round a
circle, only the faces do I/O), how a package's face loads its names lazily, what start-up imports, and the
house's measures (issue 38: the words' size, functions that only return a catalogue message, modules that only
pass names on).

    words, rules  <-  search  <-  views  <-  teach  <-  svg  <-  session  <-  cli, window, web (the faces)

Each folder of ``luoshu/`` is a layer; a module may import its own layer and those below it, never above, and
no module, in any layer, may reach itself again by following imports (type-checking imports included).

One exception, and only this one: a value that draws itself in a notebook (``_repr_svg_``, as python-chess's
``Board``) imports its picture from ``luoshu.svg`` inside that method, when a notebook first asks for it. A position
or an explanation knows nothing of pictures until then, so the import points up a layer at run time only and makes
no circle at import time; it is left out of the checks below where it reaches ``svg`` and nothing else.

Each rule is one test over every module (the sources are parsed once per process, tests/sources.py), listing
every offender at once. Also: the face check of the old words tests (no face imports the teaching or the views)
is kept for the web face only (test_the_web_face_imports_neither_teach_nor_views): since issue 38 a command's
module calls its feature's module in teach/ and prints, as the issue asks.
"""

from __future__ import annotations

import ast
import importlib
import subprocess
import sys
import zipfile
from pathlib import Path

from sources import MODULES, PACKAGE, drawing_imports, imports, imports_of, is_package, source, tree

LAYERS = {
    "lazy": 0,  # how a package's face loads its names: imports nothing of the package
    "rules": 0,
    "words": 0,  # the language machinery and the glossary: imports nothing of the game
    "search": 1,
    "views": 2,
    "teach": 3,
    "svg": 4,
    "session": 5,
    "cli": 6,
    "window": 6,
    "web": 6,
    "__main__": 6,
    "files": 6,  # the faces' file I/O (saves and the files the commands read), for the command line and the window
    "": 5,  # the package's face (``luoshu/__init__``): re-exports the library, never the faces
}
FACES = {"cli", "window", "web", "__main__", "files"}
GAME_FREE = {"views.squares.grid", "views.squares.magic"}  # the grid and magic squares: nothing of the game


def layer(name: str) -> int:
    return LAYERS[name.split(".")[0]]


def test_imports_point_down_the_layers() -> None:
    wrong = []
    for name in MODULES:
        for other in imports(name)[0]:
            if other not in MODULES:
                wrong.append(f"{name} imports {other}, which is not a module of the package")
            elif layer(other) > layer(name):
                wrong.append(f"{name} (layer {layer(name)}) imports {other} (layer {layer(other)})")
            elif name in GAME_FREE and other.split(".")[0] != "words":  # the words are no part of the game
                wrong.append(f"{name} knows nothing of the game, and imports {other}")
    assert not wrong, "\n".join(sorted(wrong))


def circle_in(graph: dict[str, set[str]]) -> list[str] | None:
    """A circle of imports in the graph (each module to the modules it imports), or None."""
    state: dict[str, int] = {}  # 1 while on the path being walked, 2 when done

    def walk(name: str, path: list[str]) -> list[str] | None:
        state[name] = 1
        for other in sorted(graph.get(name, ())):
            if state.get(other) == 1:
                return [*path[path.index(other) :], other]
            if other not in state:
                found = walk(other, [*path, other])
                if found:
                    return found
        state[name] = 2
        return None

    for name in sorted(graph):
        if name not in state:
            found = walk(name, [name])
            if found:
                return found
    return None


def test_nothing_imports_round_a_circle() -> None:
    circle = circle_in({name: set(imports(name)[0]) for name in MODULES})
    assert circle is None, "an import circle: " + " -> ".join(circle or [])


def test_the_circle_check_finds_a_circle() -> None:
    # The old session: game imported typed and views, and each of them imported game.
    old = {
        "session.game": {"session.typed", "session.views"},
        "session.typed": {"session.game"},
        "session.views": set(),
    }
    assert circle_in(old) == ["session.game", "session.typed", "session.game"]
    assert circle_in({"a": {"b"}, "b": {"c"}, "c": set()}) is None


def test_the_rules_import_nothing_else_of_the_package() -> None:
    # lazy imports nothing of the package; the rules take from the words what they say (and a position its picture
    # from svg only when a notebook asks, the one exception above); the words import nothing but words.
    wrong = []
    for name in (name for name in MODULES if layer(name) == 0):
        reached = {other.split(".")[0] for other in imports(name)[0]}
        allowed = {"words"} if name.split(".")[0] == "words" else {"rules", "lazy", "words"}
        if reached - allowed:
            wrong.append(f"{name} imports {sorted(reached - allowed)}")
    assert not wrong, "\n".join(wrong)


def stream_uses(module: ast.AST) -> set[str]:
    """The standard streams a module touches: sys.stdout, sys.stderr, sys.stdin."""
    streams = ("stdout", "stderr", "stdin")
    return {n.attr for n in ast.walk(module) if isinstance(n, ast.Attribute) and n.attr in streams}


def terminal_and_screen(name: str) -> list[str]:
    """What module ``name`` does of a face's work (terminal, screen, files), if it is no face: one line each."""
    _, outside = imports(name)
    if name.split(".")[0] in FACES:
        if "tkinter" in outside and name.split(".")[0] != "window" and name != "cli.gui":
            return [f"{name} imports tkinter"]
        return []
    found = (
        [f"{name} imports {sorted(outside & {'click', 'tkinter', 'readline'})}"]
        if outside
        & {
            "click",
            "tkinter",
            "readline",
        }
        else []
    )
    calls = {n.func.id for n in ast.walk(tree(name)) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}
    if calls & {"print", "input", "open"}:
        found.append(f"{name} calls {sorted(calls & {'print', 'input', 'open'})}")
    # Nor the streams themselves (sys.stdout.write), nor files.
    if stream_uses(tree(name)):
        found.append(f"{name} uses sys.{', sys.'.join(sorted(stream_uses(tree(name))))}")
    disk = outside & {"os", "tempfile", "shutil", "pathlib"}
    if disk:
        found.append(f"{name} imports {sorted(disk)}")
    return found


def test_only_the_faces_touch_the_terminal_and_the_screen() -> None:
    # Also the window's old test: the rest of luoshu never imports tkinter (the window and cli.gui alone do).
    wrong = [line for name in MODULES for line in terminal_and_screen(name)]
    assert not wrong, "\n".join(wrong)


def test_every_package_says_its_place() -> None:
    for name in MODULES:
        if not is_package(name) or name == "":
            continue
        doc = ast.get_docstring(tree(name)) or ""
        assert len(doc) > 80, f"{name} has no docstring saying what it holds"
        if name.count(".") == 0:
            assert "Layer:" in doc, f"{name}'s docstring does not say its layer"


def test_the_top_holds_the_layers_and_few_loose_modules() -> None:
    loose = sorted(p.name for p in PACKAGE.glob("*.py") if p.name not in ("__init__.py", "__main__.py"))
    assert len(loose) <= 3, loose
    folders = sorted(p.name for p in PACKAGE.iterdir() if (p / "__init__.py").exists())
    assert folders == sorted(set(LAYERS) - {"", "__main__", "lazy", "files"})


def test_a_value_draws_itself_with_a_picture_of_the_layer_above_only() -> None:
    # The exception is exactly _repr_svg_'s import of luoshu.svg: each value that draws has one, and nothing else
    # is excused (an import of svg elsewhere in the same module is seen).
    for name in ("rules.position", "teach.explain", "teach.replays"):
        assert [n for node in ast.walk(tree(name)) for n in drawing_imports(node)], f"{name} draws no picture"
        assert not {o for o in imports(name)[0] if o.split(".")[0] == "svg"}
    method = "class Position:\n    def _repr_svg_(self):\n        from ..svg import position_svg\n        import os\n"
    assert len(drawing_imports(ast.parse(method).body[0].body[0])) == 1  # type: ignore[attr-defined]
    elsewhere = ast.parse("def picture():\n    from ..svg import position_svg\n")
    assert not [n for node in ast.walk(elsewhere) for n in drawing_imports(node)]


def test_the_layer_test_sees_the_imports() -> None:
    # The checks must be able to fail: each finds what it looks for where it is.
    assert "rules" in {o.split(".")[0] for o in imports("search.solver")[0]}
    assert "search.solver" in imports("session.game")[0]
    assert "session.saves" in imports("session.game")[0]  # from . import saves: the module, not the package
    assert "click" in imports("cli.play")[1]
    assert stream_uses(ast.parse("import sys\nsys.stdout.write('hello')\n")) == {"stdout"}
    assert "stdout" in stream_uses(tree("cli.group"))  # the command line's own handling
    planted = imports_of("rules.planted", ast.parse("import os\nimport click\nfrom ..teach import explain\n"))
    assert planted == ({"teach.explain"}, {"os", "click"})


WEB_FREE_OF = {"teach", "views"}
"""The web face parses requests and shows what the session gives: it imports neither the teaching nor the views
(the window and the command line still do). ``views.quoting`` alone may be used: it holds no sentence, only how a
path or a typed text is shown safely in one."""


def web_reaches(name: str, own: set[str] | frozenset[str]) -> list[str]:
    return sorted(other for other in own if other.split(".")[0] in WEB_FREE_OF and other != "views.quoting")


def test_the_web_face_imports_neither_teach_nor_views() -> None:
    wrong = {name: web_reaches(name, imports(name)[0]) for name in MODULES if name.split(".")[0] == "web"}
    assert len(wrong) > 3
    assert not any(wrong.values()), {name: found for name, found in wrong.items() if found}


def test_the_web_check_sees_an_import_of_views() -> None:
    # It can fail: the session's screen, a module that draws from views, is seen reaching them.
    assert {"views", "teach"} <= {other.split(".")[0] for other in imports("session.screen")[0]}
    assert web_reaches("web.planted", {"views.text", "views.quoting", "session.game"}) == ["views.text"]


# A package's face, loaded lazily -------------------------------------------------------------------------------


def type_checking_imports(module: ast.Module) -> dict[str, str]:
    """The names a package's ``if TYPE_CHECKING:`` block imports, each with its (relative) module."""
    found: dict[str, str] = {}
    for node in ast.walk(module):
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
            for statement in node.body:
                if isinstance(statement, ast.ImportFrom):
                    for alias in statement.names:
                        assert alias.asname in (None, alias.name), alias.asname
                        found[alias.name] = "." * statement.level + (statement.module or "")
    return found


def test_a_package_face_declares_its_names_as_its_type_checking_imports_do() -> None:
    # Each name once, in _HOMES, __all__ and the type-checking imports alike, and each where it is said to live.
    for name in ("", "session"):
        module = importlib.import_module("luoshu" + (f".{name}" if name else ""))
        declared = module._HOMES
        assert declared == type_checking_imports(tree(name)), name
        assert sorted(module.__all__) == sorted(declared) == module.__all__
        for public, home in declared.items():
            assert getattr(module, public) is getattr(importlib.import_module(home, module.__name__), public)


def test_lazy_reads_no_source() -> None:
    names = {n.id for n in ast.walk(tree("lazy")) if isinstance(n, ast.Name)}
    attributes = {n.attr for n in ast.walk(tree("lazy")) if isinstance(n, ast.Attribute)}
    assert "open" not in names
    assert not attributes & {"get_source", "read_text", "read"}


def test_start_up_imports_none_of_the_layers_and_speaks_without_babel() -> None:
    # One fresh interpreter: importing the package's faces loads no layer, and speaking each language loads
    # neither Babel nor wcwidth nor click (the standard library's gettext reads the catalogues).
    code = (
        "import sys, luoshu, luoshu.session\n"
        "print(sorted(m for m in sys.modules if m.startswith('luoshu')))\n"
        "from luoshu.words.language import speak, _\n"
        "for name in ('en', 'zh_CN', 'zh_TW'):\n    speak(name); _('Usage:')\n"
        "print(sorted({m.split('.')[0] for m in sys.modules} & {'babel', 'wcwidth', 'click', 'luoshu'}))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.splitlines() == ["['luoshu', 'luoshu.lazy', 'luoshu.session']", "['luoshu']"]


def test_the_package_loads_from_a_zip(tmp_path: Path) -> None:
    # Its face reads its names through the loader, so that a zipped package works too.
    archive = tmp_path / "luoshu.zip"
    with zipfile.ZipFile(archive, "w") as zipped:
        for path in PACKAGE.rglob("*.py"):
            zipped.write(path, Path("luoshu") / path.relative_to(PACKAGE))
    code = f"import sys; sys.path.insert(0, {str(archive)!r}); import luoshu; print(luoshu.__file__, luoshu.best_moves)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert "luoshu.zip" in done.stdout
    assert "function best_moves" in done.stdout


# The house's measures (issue 38) -------------------------------------------------------------------------------

GETTEXT = {"_", "ngettext", "pgettext", "npgettext", "N_"}
WORDS_LINES = 3_000
MESSAGE_ONLY_FUNCTIONS = 40


def is_message(node: ast.expr) -> bool:
    """Whether ``node`` is a catalogue message: a call of a gettext function, ``.format(...)``-ed or not."""
    while isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format":
        node = node.func.value
    if not isinstance(node, ast.Call):
        return False
    called = node.func
    return (called.id if isinstance(called, ast.Name) else getattr(called, "attr", None)) in GETTEXT


def message_only_functions(module: ast.Module) -> list[str]:
    """The functions of ``module`` whose whole body (after a docstring) is ``return`` of a catalogue message."""
    found = []
    for node in ast.walk(module):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body[1:] if ast.get_docstring(node) is not None else node.body
            if len(body) == 1 and isinstance(body[0], ast.Return) and body[0].value and is_message(body[0].value):
                found.append(f"{node.name} (line {node.lineno})")
    return found


def passes_names_on(module: ast.Module) -> bool:
    """Whether ``module`` only passes names on: its body is imports, ``__all__`` and a docstring, nothing else (a
    type-checking block of imports is imports)."""

    def only_imports(statements: list[ast.stmt]) -> bool:
        for statement in statements:
            if isinstance(statement, (ast.Import, ast.ImportFrom)):
                continue
            if (
                isinstance(statement, ast.If)
                and ast.unparse(statement.test) == "TYPE_CHECKING"
                and only_imports(statement.body)
                and not statement.orelse
            ):
                continue
            targets = statement.targets if isinstance(statement, ast.Assign) else [getattr(statement, "target", None)]
            if isinstance(statement, (ast.Assign, ast.AnnAssign)) and all(
                isinstance(target, ast.Name) and target.id == "__all__" for target in targets
            ):
                continue
            return False
        return True

    body = module.body[1:] if ast.get_docstring(module) is not None else module.body
    return only_imports(body)


def test_the_house_is_lean() -> None:
    # Issue 38's measures: the words hold at most 3,000 lines of Python; at most 40 functions anywhere only
    # return a catalogue message; no module only passes names on (a package's __init__ with a docstring saying
    # what it holds may, as it does; test_every_package_says_its_place checks the docstring).
    words = sum(len(source(name).splitlines()) for name in MODULES if name.split(".")[0] == "words")
    assert 0 < words <= WORDS_LINES, f"luoshu/words holds {words} lines of Python"
    wrappers = [f"{name}: {found}" for name in MODULES for found in message_only_functions(tree(name))]
    assert len(wrappers) <= MESSAGE_ONLY_FUNCTIONS, f"{len(wrappers)} functions only return a message:\n" + "\n".join(
        wrappers
    )
    passing_on = [name for name in MODULES if not is_package(name) and passes_names_on(tree(name))]
    assert not passing_on, f"modules that only pass names on: {passing_on}"


def test_the_house_measures_can_fail() -> None:
    wrappers = ast.parse(
        "def usage():\n    '''Its docstring.'''\n    return _('Usage:')\n"
        "def games(n):\n    return ngettext('{n} game', '{n} games', n).format(n=n)\n"
        "def said(words):\n    return words._('Usage:')\n"
        "def more(n):\n    x = _('a')\n    return x\n"
        "def plain():\n    return 'Usage:'\n"
    )
    assert [found.split()[0] for found in message_only_functions(wrappers)] == ["usage", "games", "said"]
    assert passes_names_on(ast.parse('"""Names."""\nfrom .a import b\n__all__ = ["b"]\n'))
    assert passes_names_on(ast.parse("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .a import b\n"))
    assert not passes_names_on(ast.parse("from .a import b\n\ndef c():\n    return b\n"))
    assert not passes_names_on(ast.parse("from .a import b\nX = b + 1\n"))
