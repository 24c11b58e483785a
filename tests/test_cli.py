"""Every command ends cleanly, whatever happens around it: full or closed outputs, broken pipes, Ctrl-C,
giant or odd arguments. Never a traceback."""

import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

import click
import pytest
from click.testing import CliRunner
from running import run

from luoshu.cli import cli
from luoshu.session import Session

LUOSHU = [sys.executable, "-m", "luoshu"]
COMMANDS = [
    ["--help"],
    ["--version"],
    ["solve", "5", "1"],
    ["solve", "--json"],
    ["explore", "square"],
    ["explore", "triples", "--json"],
    ["explore", "stats"],
    ["explore", "translate", "5", "2"],
    ["explore", "replay", "5", "1", "4"],
    ["explore", "order", "4"],
    ["play", "fifteen"],
]


@pytest.mark.parametrize("args", COMMANDS, ids=" ".join)
def test_a_full_disk_gives_one_line_and_exit_1(args: list[str]) -> None:
    with open("/dev/full", "w") as full:
        done = subprocess.run([*LUOSHU, *args], input="5\n", stdout=full, stderr=subprocess.PIPE, text=True, timeout=60)
    assert done.returncode == 1
    assert done.stderr == "luoshu: cannot write the output: No space left on device\n"


@pytest.mark.parametrize("args", COMMANDS[:5], ids=" ".join)
def test_a_closed_output_gives_one_line_and_exit_1(args: list[str]) -> None:
    command = " ".join(f"'{a}'" for a in [*LUOSHU, *args])
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


def interrupted_at(
    args: list[str], stdin: str, ready: Callable[[str], bool] | None, wait_for: Callable[[str], bool]
) -> tuple[int, str, str]:
    """Start luoshu, wait until its output is ``ready`` (at most 30 s, however loaded the machine; None: a second),
    press Ctrl-C; check ``wait_for`` of what it printed; (status, stdout, stderr)."""
    child = subprocess.Popen(
        [*LUOSHU, *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    assert child.stdin is not None
    child.stdin.write(stdin)
    child.stdin.flush()
    said: dict[str, list[str]] = {"out": [], "err": []}
    readers = [
        threading.Thread(target=lambda s=stream, k=key: said[k].extend(iter(lambda: s.read(1), "")), daemon=True)
        for key, stream in (("out", child.stdout), ("err", child.stderr))
        if stream is not None
    ]
    for reader in readers:
        reader.start()
    deadline = time.monotonic() + (30 if ready else 1)
    while not (ready and ready("".join(said["out"]))) and time.monotonic() < deadline:
        time.sleep(0.05)
    time.sleep(0.3)  # the process is now waiting for more input, or searching
    child.send_signal(signal.SIGINT)
    child.wait(timeout=30)
    for reader in readers:
        reader.join(10)
    out, err = "".join(said["out"]), "".join(said["err"])
    assert wait_for(out), out
    return child.returncode, out, err


def in_play(out: str) -> bool:
    """The game has begun: the player is asked for a move."""
    return "Your move" in out


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


@pytest.mark.parametrize(
    ("args", "stdin", "ready", "wait_for"),
    [
        (["play", "fifteen"], "5\n", in_play, in_play),
        (["solve", "--json", "-"], "5 1\n", None, lambda out: '"outcome": "win"' in out),  # answered before it stopped
        (["explore", "order", "5", "--solve", "--misere"], "", None, lambda out: "Order 5" not in out),
    ],
    ids=["play", "solve batch", "a long search"],
)
def test_ctrl_c_exits_130_without_a_traceback(
    args: list[str], stdin: str, ready: Callable[[str], bool] | None, wait_for: Callable[[str], bool]
) -> None:
    status, _, err = interrupted_at(args, stdin, ready, wait_for)
    assert status == 130
    assert "Traceback" not in err
    assert err.strip().endswith("Interrupted.")


@pytest.mark.parametrize("args", COMMANDS[2:], ids=" ".join)  # (click prints help and version by itself)
def test_ctrl_c_anywhere_exits_130(args: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    echo = click.echo
    pressed: list[bool] = []

    def interrupt(*args: object, **kwargs: object) -> None:
        if not pressed:  # Ctrl-C once, at the first thing the command prints
            pressed.append(True)
            raise KeyboardInterrupt
        echo(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(click, "echo", interrupt)
    result = CliRunner().invoke(cli, args, input="5\n")
    assert result.exit_code == 130
    assert "Traceback" not in result.output
    assert pressed


@pytest.mark.parametrize(
    "args",
    [
        ["solve", "9" * 5000],
        ["explore", "translate", "1", "9" * 5000],
        ["explore", "replay", "9" * 5000],
        ["explore", "order", "9" * 5000],
        ["play", "fifteen", "--seed", "9" * 5000],
        ["play", "fifteen", "--numbers", "9" * 5000],
        ["solve", "--target", "-" + "9" * 5000],
        ["solve", "\udcff"],  # an argument that was not valid UTF-8
        ["solve", "5", "--from", "x" * 5000],
        ["explore", "x" * 5000],
    ],
    ids=lambda args: " ".join(a[:12] for a in args),
)
def test_giant_and_odd_arguments_get_one_short_line(args: list[str]) -> None:
    result = run(*args, typed="")
    assert result.exit_code == 2
    error = result.output.strip().splitlines()[-1]
    assert error.startswith("Error:")
    assert len(error) < 200


def test_a_non_utf8_argument_in_a_real_process() -> None:
    done = subprocess.run(
        [*LUOSHU, "solve", b"\xff".decode("utf-8", "surrogateescape")], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 2
    assert "is not a number 1-9" in done.stderr
    assert "Traceback" not in done.stderr


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


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["solve", "b2", "b2"], "pick 2, 'b2': B2 is taken"),
        (["solve", "-", "-"], "- reads positions from standard input, one per line: give it alone"),
        (["solve", "--count", "9"], "--count 9: a player holds at most 5 of the numbers 1-9"),
        (["play", "fifteen", "--opponent", "human", "--level", "random"], "--level is how the computer plays"),
        (["puzzle", "--id", "\uff11-2"], "is not a puzzle id"),
        (["pley"], "No such command 'pley'. Did you mean 'play'?"),
        (["explore", "stat"], "No such command 'stat'. Did you mean 'stats'?"),
    ],
)
def test_mistakes_on_the_command_line_get_a_reason(args: list[str], said: str) -> None:
    result = run(*args)
    assert result.exit_code == 2
    assert said in result.output


def test_a_giant_number_in_a_save_is_named_as_such(tmp_path: Path) -> None:
    save = tmp_path / "big.json"
    save.write_text(Session(picks=[5]).to_json().replace("[\n    5\n  ]", "[" + "9" * 5000 + "]"))
    result = run("play", "--load", str(save))
    assert result.exit_code == 2
    assert "picks must be a list of whole numbers 1-9" in result.output


def test_order_2_says_why_it_has_no_square() -> None:
    assert "No magic square of order 2 exists" in run("explore", "order", "2").output
