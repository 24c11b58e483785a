"""The package's layers, read from the source: imports point one way only, nothing imports round a circle, and
only the faces do I/O.

    words, rules  <-  search  <-  views  <-  teach  <-  svg  <-  session  <-  cli, window, web (the faces)

Each folder of ``luoshu/`` is a layer; a module may import its own layer and those below it, never above, and
no module, in any layer, may reach itself again by following imports (type-checking imports included).

One exception, and only this one: a value that draws itself in a notebook (``_repr_svg_``, as python-chess's
``Board``) imports its picture from ``luoshu.svg`` inside that method, when a notebook first asks for it. A position
or an explanation knows nothing of pictures until then, so the import points up a layer at run time only and makes
no circle at import time; it is left out of the checks below where it reaches ``svg`` and nothing else.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).parent.parent / "luoshu"

LAYERS = {
    "lazy": 0,  # how a package's face loads its names: imports nothing of the package
    "rules": 0,
    "words": 0,  # every sentence: imports nothing of the game, so that every layer says what it says from there
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


def modules() -> dict[str, Path]:
    """Every module of the package, by dotted name below ``luoshu`` (a package by its own name; the top "")."""
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path
    return found


MODULES = modules()


def is_package(name: str) -> bool:
    return MODULES[name].name == "__init__.py"


def imports(name: str) -> tuple[set[str], set[str]]:
    """What module ``name`` imports: (the package's own modules, dotted below luoshu; the outside top-level modules).
    ``from . import x`` names the module x where there is one, else the package it is taken from."""
    tree = ast.parse(MODULES[name].read_text())
    package = name.split(".") if is_package(name) else name.split(".")[:-1]
    package = [p for p in package if p]
    own: set[str] = set()
    outside: set[str] = set()
    drawn = {id(found) for node in ast.walk(tree) for found in drawing_imports(node)}

    def add(base: str, names: list[str]) -> None:
        for n in names:
            full = f"{base}.{n}".strip(".")
            own.add(full if full in MODULES else base)

    for node in ast.walk(tree):
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


def layer(name: str) -> int:
    return LAYERS[name.split(".")[0]]


@pytest.mark.parametrize("name", sorted(MODULES))
def test_imports_point_down_the_layers(name: str) -> None:
    own, _ = imports(name)
    for other in own:
        assert other in MODULES, f"{name} imports {other}, which is not a module of the package"
        assert layer(other) <= layer(name), f"{name} (layer {layer(name)}) imports {other} (layer {layer(other)})"
        if name in GAME_FREE and other.split(".")[0] != "words":  # the words are no part of the game
            pytest.fail(f"{name} knows nothing of the game, and imports {other}")


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
    circle = circle_in({name: imports(name)[0] for name in MODULES})
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


@pytest.mark.parametrize("name", sorted(name for name in MODULES if layer(name) == 0))
def test_the_rules_import_nothing_else_of_the_package(name: str) -> None:
    # lazy imports nothing of the package; the rules take from the words what they say (and a position its picture
    # from svg only when a notebook asks, the one exception above); the words import nothing but words.
    reached = {other.split(".")[0] for other in imports(name)[0]}
    if name.split(".")[0] == "words":
        assert reached <= {"words"}, f"{name} imports {reached - {'words'}}"
    else:
        assert reached <= {"rules", "lazy", "words"}, f"{name} imports {reached - {'rules', 'lazy', 'words'}}"


def stream_uses(tree: ast.AST) -> set[str]:
    """The standard streams a module touches: sys.stdout, sys.stderr, sys.stdin."""
    return {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute) and n.attr in ("stdout", "stderr", "stdin")}


@pytest.mark.parametrize("name", sorted(MODULES))
def test_only_the_faces_touch_the_terminal_and_the_screen(name: str) -> None:
    _, outside = imports(name)
    if name.split(".")[0] in FACES:
        if "tkinter" in outside:
            assert name.split(".")[0] == "window" or name == "cli.gui", f"{name} imports tkinter"
        return
    assert not outside & {"click", "tkinter", "readline"}, f"{name} imports {outside & {'click', 'tkinter'}}"
    tree = ast.parse(MODULES[name].read_text())
    calls = {n.func.id for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}
    assert not calls & {"print", "input"}, f"{name} calls {calls & {'print', 'input'}}"
    # Nor the streams themselves (sys.stdout.write), nor files.
    streams = stream_uses(tree)
    assert not streams, f"{name} uses sys.{', sys.'.join(sorted(streams))}"
    assert "open" not in calls, f"{name} opens files"
    assert not outside & {"os", "tempfile", "shutil", "pathlib"}, f"{name} imports {outside & {'os'}}"


def test_every_package_says_its_place() -> None:
    for name, path in MODULES.items():
        if not is_package(name) or name == "":
            continue
        doc = ast.get_docstring(ast.parse(path.read_text())) or ""
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
        tree = ast.parse(MODULES[name].read_text())
        assert [n for node in ast.walk(tree) for n in drawing_imports(node)], f"{name} draws no picture"
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
    assert "stdout" in stream_uses(ast.parse(MODULES["cli.group"].read_text()))  # the command line's own handling


@pytest.mark.parametrize("name", ["", "session"])
def test_a_package_face_names_each_public_name_once(name: str) -> None:
    # The names are the type-checking imports, read here from the syntax tree, and nowhere else.
    import importlib

    tree = ast.parse(MODULES[name].read_text())
    block = next(n for n in tree.body if isinstance(n, ast.If) and ast.unparse(n.test) == "TYPE_CHECKING")
    names = [alias.name for n in block.body if isinstance(n, ast.ImportFrom) for alias in n.names]
    assert all(alias.asname == alias.name for n in block.body if isinstance(n, ast.ImportFrom) for alias in n.names)
    module = importlib.import_module("luoshu" + (f".{name}" if name else ""))
    assert sorted(names) == module.__all__
    assert len(names) == len(set(names))
    for public in names:
        assert getattr(module, public) is not None


def test_the_package_loads_from_a_zip(tmp_path: Path) -> None:
    # Its face reads its names from its source through the loader, so that a zipped package works too.
    import subprocess
    import sys
    import zipfile

    archive = tmp_path / "luoshu.zip"
    with zipfile.ZipFile(archive, "w") as zipped:
        for path in PACKAGE.rglob("*.py"):
            zipped.write(path, Path("luoshu") / path.relative_to(PACKAGE))
    code = f"import sys; sys.path.insert(0, {str(archive)!r}); import luoshu; print(luoshu.__file__, luoshu.best_moves)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert "luoshu.zip" in done.stdout
    assert "function best_moves" in done.stdout


WEB_FREE_OF = {"teach", "views"}
"""The web face parses requests and shows what the session gives: it imports neither the teaching nor the views
(the window and the command line still do). ``views.quoting`` alone may be used: it holds no sentence, only how a
path or a typed text is shown safely in one."""


@pytest.mark.parametrize("name", sorted(name for name in MODULES if layer(name) == 6 and name.startswith("web")))
def test_the_web_face_imports_neither_teach_nor_views(name: str) -> None:
    reached = sorted(
        other for other in imports(name)[0] if other.split(".")[0] in WEB_FREE_OF and other != "views.quoting"
    )
    assert not reached, f"{name} imports {', '.join(reached)}"


def test_the_web_check_sees_an_import_of_views() -> None:
    # It can fail: the session's screen, a module that draws from views, is seen reaching them.
    assert {"views", "teach"} <= {other.split(".")[0] for other in imports("session.screen")[0]}
