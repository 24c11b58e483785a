"""What only a real process shows: signals, pipes, terminals and start-up. The suite's real processes outside
proofs, players, the server and the window, kept few: each shows what no in-process run can (a Ctrl-C while the
command line loads, a pipe closed under it, a full disk, a terminal, bytes that are no UTF-8).

Also (dropped as separate processes, each kept by the one here or in process): a full disk for 11 commands (one
process per way the output is written: click's own help and version, a command's and a game's lines), a closed
output for 5 (one), Ctrl-C in a batch and in a long search (kept in process by test_cli_errors'
test_ctrl_c_anywhere_exits_130), Ctrl-C at the prompt with standard input a pipe (kept by test_play's
test_a_game_in_a_real_terminal, where it is pressed on a terminal, as a person presses it).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Iterator

import pytest
from outputs import dress_items
from outputs import faults as english_faults

from luoshu.words.language import speak

LUOSHU = [sys.executable, "-m", "luoshu"]


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    """Each test leaves the process speaking English, as it found it."""
    yield
    speak("en")


def test_a_full_disk_gives_one_line_and_exit_1() -> None:
    for args in (["--help"], ["--version"], ["solve", "5", "1"], ["play", "fifteen"]):
        with open("/dev/full", "w") as full:
            done = subprocess.run(
                [*LUOSHU, *args], input="5\n", stdout=full, stderr=subprocess.PIPE, text=True, timeout=60
            )
        assert done.returncode == 1, args
        assert done.stderr == "luoshu: cannot write the output: No space left on device\n", args


def test_a_closed_output_gives_one_line_and_exit_1() -> None:
    command = " ".join(f"'{a}'" for a in [*LUOSHU, "solve", "5", "1"])
    done = subprocess.run(["sh", "-c", f"exec {command} >&-"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    assert done.stderr == "luoshu: cannot write the output: standard output is closed\n"


def test_a_closed_input_is_the_end_of_input() -> None:
    command = " ".join(f"'{a}'" for a in [*LUOSHU, "play", "fifteen"])
    done = subprocess.run(["sh", "-c", f"exec {command} <&-"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0
    assert "End of input: the game is left unfinished." in done.stdout
    assert "Traceback" not in done.stderr


def test_a_broken_pipe_is_quiet() -> None:
    command = " ".join(f"'{a}'" for a in [*LUOSHU, "explore", "triples"])
    done = subprocess.run(["sh", "-c", f"{command} | head -c 10"], capture_output=True, text=True, timeout=60)
    assert done.stdout == "All 84 tri"
    assert done.stderr == ""


def test_a_non_utf8_argument_in_a_real_process() -> None:
    done = subprocess.run(
        [*LUOSHU, "solve", b"\xff".decode("utf-8", "surrogateescape")], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 2
    assert "is not a number 1-9" in done.stderr
    assert "Traceback" not in done.stderr


LOADING = """
import sys

class CtrlC:
    def find_spec(self, name, path=None, target=None):
        if name == "luoshu.cli":
            raise KeyboardInterrupt  # Ctrl-C while the command line loads
        return None

sys.meta_path.insert(0, CtrlC())
import luoshu.__main__
luoshu.__main__.run()
"""


def test_ctrl_c_while_luoshu_is_still_loading_exits_130_without_a_traceback() -> None:
    # The console script's own function: a Ctrl-C before the command line has loaded says what a later one says.
    done = subprocess.run([sys.executable, "-c", LOADING], capture_output=True, text=True, timeout=60)
    assert done.returncode == 130
    assert "Traceback" not in done.stderr
    assert done.stderr.strip() == "Interrupted."


@pytest.mark.skipif(sys.platform == "win32", reason="pexpect drives a POSIX terminal")
def test_a_batch_typed_on_a_terminal_answers_each_line_at_once() -> None:
    pexpect = pytest.importorskip("pexpect")
    child = pexpect.spawn(sys.executable, ["-m", "luoshu", "solve", "--json", "-"], encoding="utf-8", timeout=20)
    child.sendline("5 1")
    child.expect('"outcome": "win"')
    child.sendline("5 5")
    child.expect("5 is taken")
    child.sendeof()
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 1


@pytest.mark.skipif(sys.platform == "win32", reason="pexpect drives a POSIX terminal")
@pytest.mark.parametrize(("language", "dress"), [("zh_CN", "fifteen"), ("zh_TW", "grid")])
def test_whole_games_in_a_terminal_are_said_in_chinese(language: str, dress: str) -> None:
    pexpect = pytest.importorskip("pexpect")
    environment = {**os.environ, "LANG": f"{language}.UTF-8", "LANGUAGE": "", "LC_ALL": "", "NO_COLOR": "1"}
    child = pexpect.spawn(
        sys.executable, ["-m", "luoshu", "play", dress, "--opponent", "human"], env=environment, encoding="utf-8"
    )
    child.timeout = 30
    speak(language)
    items = dress_items(dress)
    speak("en")
    typed = ["zz", *(items[n - 1] for n in (3, 1, 5, 2, 7))]
    seen = []
    for line in typed:
        child.expect(r"[XO] (?:走|下)[:：] ?")  # the prompt: whose move, in Chinese
        seen.append(child.before)
        child.sendline(line)
    child.expect(r"[(（]q[)）][:：] ?")  # a terminal asks what next once the game is over
    seen.append(child.before)
    child.sendline("q")
    child.expect(pexpect.EOF)
    seen.append(child.before)
    child.close()
    assert child.exitstatus == 0
    output = "".join(seen)
    assert re.search(r"\[X\] *\|\[X\] *\|\[X\]", output), output
    found = english_faults(output, language, f"a terminal: luoshu play {dress}")
    assert not found, "\n\n".join(found)
