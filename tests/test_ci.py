"""The CI run: .ci/run fails, naming what is missing, where the tools the tests need are absent; and a test
that skips fails under CI (conftest), so that no test is skipped unseen. Both run real processes: bash, and an
inner pytest on tiny files. (From test_issue26_cli.)"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).parent.parent


def test_ci_run_fails_when_the_tools_are_missing(tmp_path: Path) -> None:
    # A PATH with the shell's tools but none of the window's, the pictures' or the browser's, and no apt-get.
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for tool in ("bash", "dirname", "paste", "grep", "cat", "mktemp", "env"):
        found = shutil.which(tool)
        assert found is not None
        (bin_dir / tool).symlink_to(found)
    done = subprocess.run(
        ["bash", str(ROOT / ".ci" / "run")],
        capture_output=True,
        text=True,
        timeout=60,
        env={"PATH": str(bin_dir), "CI": "true", "HOME": str(tmp_path)},
    )
    assert done.returncode == 1
    assert "missing" in done.stderr
    assert "Xvfb" in done.stderr
    assert "fonts-noto-cjk" in (ROOT / ".ci" / "run").read_text()


def test_a_skip_fails_in_ci(tmp_path: Path) -> None:
    for name in ("conftest.py", "oracle.py"):
        shutil.copy(Path(__file__).parent / name, tmp_path / name)
    (tmp_path / "test_skipping.py").write_text(
        "import pytest\n\ndef test_needs_a_tool() -> None:\n    pytest.skip('no such tool here')\n"
    )
    (tmp_path / "test_module_skip.py").write_text("import pytest\n\npytest.importorskip('no_such_module_here')\n")
    args = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", str(tmp_path)]
    # No installed plugin is loaded (the hook is the conftest's): their loading was most of each inner run's time.
    plain = {key: value for key, value in os.environ.items() if key != "CI"} | {"PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}
    outside = subprocess.run(args, capture_output=True, text=True, timeout=120, cwd=tmp_path, env=plain)
    assert outside.returncode == 0, outside.stdout
    # Both files in one inner run under CI (a module's skip is an error of collection, so the run goes on past it):
    # each skip is its own failure, with its reason.
    inside = subprocess.run(
        [*args[:-1], "--continue-on-collection-errors", str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=tmp_path,
        env={**plain, "CI": "true"},
    )
    assert inside.returncode != 0, inside.stdout
    summary = [line for line in inside.stdout.splitlines() if line.startswith(("FAILED ", "ERROR "))]
    for test, reason in (("test_skipping.py", "no such tool here"), ("test_module_skip.py", "no_such_module_here")):
        said = [line for line in summary if test in line]
        assert len(said) == 1, inside.stdout
        assert "skipped in CI" in said[0], inside.stdout
        assert reason in said[0], inside.stdout
