"""The package's layers, read from the source: imports point one way only, and only the top does I/O.

rules  <-  search, symmetry  <-  solver  <-  mapping and rendering  <-  session  <-  command line and window
"""

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).parent.parent / "luoshu"

LAYERS = {
    "rules": 0,
    "symmetry": 1,
    "search": 1,
    "solver": 2,
    "session": 4,
    "savefile": 4,
    "window": 5,
    "cli": 5,
    "__main__": 5,
    "__init__": 3,  # the package's face: re-exports the library, never the front ends
}
MAPPING = 3  # every other module: the Luo Shu mapping, rendering, explanations, explore's topics
FRONT_ENDS = 5
FILES = {"savefile"}  # reads and writes files for the layers above: the only module below the front ends that does
MAPPING_ONLY = {"grid"}  # the mapping itself imports nothing of the game


def modules() -> dict[str, Path]:
    """Every module of the package, by dotted name below ``luoshu``."""
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE).with_suffix("").parts
        found[".".join(parts)] = path
    return found


def layer(name: str) -> int:
    top = name.split(".")[0]
    if top in LAYERS:
        return LAYERS[top]
    return MAPPING


def imports(name: str, path: Path) -> set[str]:
    """The luoshu modules (dotted, below luoshu) and the outside top-level modules that ``name`` imports."""
    tree = ast.parse(path.read_text())
    package = name.split(".")[:-1]  # a package's __init__ is named pkg.__init__: its package is pkg
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(
                alias.name.removeprefix("luoshu.") if alias.name.startswith("luoshu") else alias.name
                for alias in node.names
            )
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1] if node.level > 1 else package
                module = ".".join([*base, node.module] if node.module else base)
                names = [module] if node.module else [f"{module}.{a.name}".strip(".") for a in node.names]
                found.update(f"~{n}" for n in names)
            elif node.module and node.module.startswith("luoshu"):
                found.add("~" + node.module.removeprefix("luoshu").removeprefix("."))
            elif node.module:
                found.add(node.module)
    return found


def stream_uses(tree: ast.AST) -> set[str]:
    """The standard streams a module touches: sys.stdout, sys.stderr, sys.stdin."""
    return {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute) and n.attr in ("stdout", "stderr", "stdin")}


def own(imported: set[str]) -> set[str]:
    return {name[1:] for name in imported if name.startswith("~") and name[1:]}


MODULES = modules()


@pytest.mark.parametrize("name", sorted(MODULES))
def test_imports_point_down_the_layers(name: str) -> None:
    for other in own(imports(name, MODULES[name])):
        if other.split(".")[0] in ("", "__init__"):
            continue
        assert layer(other) <= layer(name), f"{name} (layer {layer(name)}) imports {other} (layer {layer(other)})"
        if name.split(".")[0] in MAPPING_ONLY:
            pytest.fail(f"{name} is the mapping alone and imports {other}")


@pytest.mark.parametrize("name", sorted(name for name in MODULES if name.split(".")[0] == "rules"))
def test_the_rules_import_nothing_of_the_package(name: str) -> None:
    assert {other.split(".")[0] for other in own(imports(name, MODULES[name]))} <= {"rules"}


@pytest.mark.parametrize("name", sorted(MODULES))
def test_only_the_front_ends_touch_the_terminal_and_the_screen(name: str) -> None:
    front_end = layer(name) == FRONT_ENDS
    outside = {module.split(".")[0] for module in imports(name, MODULES[name]) if not module.startswith("~")}
    if not front_end:
        assert not outside & {"click", "tkinter", "readline"}, f"{name} imports {outside & {'click', 'tkinter'}}"
        tree = ast.parse(MODULES[name].read_text())
        calls = {n.func.id for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}
        assert not calls & {"print", "input"}, f"{name} calls {calls & {'print', 'input'}}"
        # Nor the streams themselves (sys.stdout.write), nor files, except where files are the module's job.
        streams = stream_uses(tree)
        assert not streams, f"{name} uses sys.{', sys.'.join(sorted(streams))}"
        if name not in FILES:
            assert "open" not in calls, f"{name} opens files"
            assert not outside & {"os", "tempfile", "shutil", "pathlib"}, f"{name} imports {outside & {'os'}}"
    elif "tkinter" in outside:
        assert name.split(".")[0] == "window" or name == "cli.window", f"{name} imports tkinter"


def test_the_layer_test_sees_the_imports() -> None:
    # The test must be able to fail: the session imports the solver, the solver the rules.
    assert "rules" in {o.split(".")[0] for o in own(imports("solver", MODULES["solver"]))}
    assert "solver" in {o.split(".")[0] for o in own(imports("session.game", MODULES["session.game"]))}
    assert "click" in imports("cli.play", MODULES["cli/play".replace("/", ".")])


def test_the_layer_test_sees_writes_to_the_streams() -> None:
    # A module below the front ends that wrote to standard output directly would be caught.
    assert stream_uses(ast.parse("import sys\nsys.stdout.write('hello')\n")) == {"stdout"}
    assert "stdout" in stream_uses(ast.parse(MODULES["cli.__init__"].read_text()))  # the command line's own handling
