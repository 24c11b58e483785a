import io
import itertools
import os
import re
import subprocess
import sys

import oracle
import pytest
from click.testing import CliRunner
from running import interrupt, run

from luoshu.cli import cli
from luoshu.cli import play as play_module

LEVELS = ("perfect", "casual", "random")
ALL_NUMBERS = "".join(f"{n}\n" for n in range(1, 10))
ALL_CELLS = "".join(f"{c}\n" for c in ["A1", "A2", "A3", "B1", "B2", "B3", "C1", "C2", "C3"])


def test_no_arguments_leads_to_play() -> None:
    result = run()
    assert result.exit_code == 0
    assert "luoshu play fifteen" in result.output
    assert "play" in result.output


def test_play_help_explains_the_rules() -> None:
    result = run("play", "--help")
    assert result.exit_code == 0
    assert "picking numbers 1-9; the first to hold three that sum to 15 wins" in result.output
    assert run("play").exit_code == 0


def test_whole_games() -> None:
    # Every board, seat and level: the player tries every move in order; the taken ones are refused and the next
    # one is tried.
    for mode, first, level in itertools.product(("fifteen", "grid"), ("human", "computer"), LEVELS):
        typed = (ALL_NUMBERS if mode == "fifteen" else ALL_CELLS) * 2
        result = run("play", mode, "--first", first, "--level", level, "--seed", "5", typed=typed)
        assert result.exit_code == 0, (mode, first, level)
        last = result.output.rstrip().splitlines()
        assert any(re.fullmatch(r"[XO] wins with \d \+ \d \+ \d = 15.*|Draw: .*", line) for line in last)
        assert ("The disguise" in result.output) == (mode == "fifteen")
        if level == "perfect":
            assert "You win!" not in result.output, (mode, first)


def test_the_same_seed_replays_the_same_game() -> None:
    args = ["play", "fifteen", "--first", "computer", "--level", "random", "--seed", "42"]
    assert run(*args, typed=ALL_NUMBERS).output == run(*args, typed=ALL_NUMBERS).output


def test_fifteen_announces_numbers_and_grid_announces_cells() -> None:
    out = run("play", "fifteen", "--first", "computer", "--seed", "1", typed="").output
    assert re.search(r"The computer \(X\) picks \d\.", out)
    out = run("play", "grid", "--first", "computer", "--seed", "1", typed="").output
    assert re.search(r"The computer \(X\) takes [ABC][123]\.", out)
    out = run("play", "grid", "--first", "computer", "--seed", "1", "--view", "both", typed="").output
    # The grid game names cells as they are typed; other views add the number.
    assert re.search(r"The computer \(X\) takes [ABC][123] \(\d\)\.", out)
    out = run("play", "fifteen", "--first", "computer", "--seed", "1", "--view", "both", typed="").output
    assert re.search(r"The computer \(X\) picks \d \([ABC][123]\)\.", out)


def test_fair_stall_game_between_two_people() -> None:
    typed = "1\n6\n7\n8\n5\n3\n2\n4\n"
    out = run("play", "fifteen", "--opponent", "human", typed=typed).output
    assert "O wins with 3 + 4 + 8 = 15" in out
    assert "Picks 1 6 7 8 5 3 2 4 are the cells C2 C3 B3 C1 B2 B1 A3 A1." in out
    assert "[O]" in out  # the winning line is marked on the revealed grid


def test_grid_result_names_the_line_and_marks_it() -> None:
    typed = "A1\nB1\nB2\nB3\nC3\n"
    out = run("play", "grid", "--opponent", "human", typed=typed).output
    assert "X wins with 4 + 5 + 6 = 15 (diagonal A1-C3: A1 B2 C3)" in out
    assert "[X] | A2 | A3" in out
    assert "[X] | O" in out


def test_full_board_is_a_draw() -> None:
    out = run("play", "fifteen", "--opponent", "human", typed="1\n2\n4\n3\n5\n6\n7\n9\n8\n").output
    assert out.rstrip().splitlines()[-1].startswith("Picks")
    assert "\nDraw: all nine are taken" in out


BAD_LINES = {
    "": "Type a number 1-9",
    "hello": "'hello' is not a number 1-9 or a command",
    "0": "'0' is not a number 1-9.",
    "10": "'10' is not a number 1-9.",
    "4.5": "'4.5' is not a whole number 1-9.",
    "5 5": "One move at a time",
    "\u0665": "type it with the digits 0-9",  # an Arabic-Indic 5
    "5" * 5000: "'5555555555555555...' is not a number 1-9.",  # longer than Python converts to int
    "0" * 4000 + "5": "5 is taken by X",  # leading zeros are no giant number: this is 5
    "nan": "'nan' is not a number 1-9 or a command",
    "1e3": "'1e3' is not a whole number 1-9.",
    "x" * 5000: "'xxxxxxxxxxxxxxxx...' is not a number 1-9",
    "hint now": "hint takes nothing after it.",
    "save": "Say where to save: save FILE",
}


def test_bad_input_gets_a_reason_and_another_try() -> None:
    for bad, why in BAD_LINES.items():
        result = run("play", "fifteen", "--opponent", "human", typed=f"5\n{bad}\n2\n")
        assert result.exit_code == 0, bad[:20]
        reason = next(line for line in result.output.splitlines() if why in line)
        assert len(reason) < 100
        assert "X holds 5   O holds 2" in result.output, bad[:20]  # the game went on


def test_taken_numbers_and_cells() -> None:
    out = run("play", "fifteen", "--opponent", "human", typed="5\n5\n").output
    assert "5 is taken by X; choose a free one." in out
    out = run("play", "grid", "--opponent", "human", typed="b2\nB2\nD4\n5\n").output
    assert "B2 is taken by X" in out
    assert "'D4' is not a cell" in out
    assert "'5' is not a cell A1-C3: this is the grid game" in out


def test_end_of_input_and_quit_exit_cleanly() -> None:
    result = run("play", "fifteen", typed="5\n")
    assert result.exit_code == 0
    assert "End of input: the game is left unfinished." in result.output
    result = run("play", "grid", typed="quit\n")
    assert result.exit_code == 0
    assert "you quit" in result.output


def test_ctrl_c_exits_130(monkeypatch: pytest.MonkeyPatch) -> None:
    def interrupted(*args: object, **kwargs: object) -> str:
        raise KeyboardInterrupt

    monkeypatch.setattr(play_module, "ask", interrupted)
    result = CliRunner().invoke(cli, ["play", "fifteen"])
    assert result.exit_code == 130
    assert "Traceback" not in result.output


def test_hint_lists_every_free_move() -> None:
    out = run("play", "fifteen", "--opponent", "human", typed="5\n2\n8\nhint\n").output
    hint = out[out.index("hint\n") :]
    for line in ["  1  loss in 4", "  4  draw   <- best", "  6  draw   <- best", "  9  loss in 4"]:
        assert line in hint
    out = run("play", "grid", "--opponent", "human", typed="b2\na3\nc1\nhint\n").output
    assert "  A1  draw   <- best" in out
    assert "  A2  loss in 4" in out
    # A pick that changes the outcome says so; one that only changes the length counts the plies.
    out = run("play", "fifteen", "--misere", "--opponent", "human", typed="5\n3\nhint\n").output
    assert "  1  loss in 7, instead of a draw" in out
    assert "  7  draw   <- best" in out
    out = run("play", "fifteen", "--opponent", "human", typed="5\n1\nhint\n").output
    assert "  9  draw, instead of a win in 5" in out


def test_when_every_move_is_as_good_the_hint_points_at_the_strategy() -> None:
    # The empty board and X 5 6 9 / O 1 2 4: every free move keeps the draw (oracle), so none is "best";
    # the strategy's rule is pointed at instead, in the words of the view.
    for picks in ([], [5, 4, 6, 2, 9, 1]):
        free = [n for n in range(1, 10) if n not in picks]
        assert len({oracle.grid_value([*picks, n]) for n in free}) == 1
    out = run("play", "fifteen", "--opponent", "human", typed="hint\n").output
    assert "  5  draw   <- the strategy: rule 5, middle" in out
    assert "Every move is as good as any other." in out
    assert "<- best" not in out
    out = run("play", "grid", "--opponent", "human", typed="hint\n").output
    assert "  B2  draw   <- the strategy: rule 5, centre" in out
    out = run("play", "fifteen", "--opponent", "human", typed="5\n4\n6\n2\n9\n1\nhint\n").output
    hint = out[out.index("hint\n") :]
    for n, pointed in ((3, False), (7, False), (8, True)):
        assert (f"  {n}  draw   <- the strategy: rule 6, even" in hint) is pointed
    # A disguise names no rule: it would give away the numbers or the grid behind the roads.
    out = run("play", "jam", "--opponent", "human", typed="hint\n").output
    assert "Every move is as good as any other." in out
    assert "rule" not in out[out.index("hint\n") :]


def test_undo() -> None:
    out = run("play", "fifteen", "--seed", "1", typed="undo\n5\nundo\n").output
    assert "Nothing to undo yet." in out
    assert re.search(r"Took back 5 \d\.", out)
    out = run("play", "fifteen", "--opponent", "human", typed="5\n2\nundo\nundo\n").output
    assert "Took back 2." in out
    assert "Took back 5." in out
    out = run("play", "fifteen", "--first", "computer", "--seed", "2", typed="undo\n").output
    assert "Nothing to undo yet." in out


def test_first_computer_needs_a_computer() -> None:
    result = run("play", "fifteen", "--opponent", "human", "--first", "computer")
    assert result.exit_code == 2


@pytest.mark.skipif(sys.platform == "win32", reason="pexpect drives a POSIX terminal")
def test_a_game_in_a_real_terminal() -> None:
    """A game on a terminal: colour, a finished game taken back, commands after the end, and Ctrl-C at the prompt
    (pressed on the terminal, as a person presses it) ending with one line and the status 130."""
    pexpect = pytest.importorskip("pexpect")
    env = {k: v for k, v in os.environ.items() if k != "NO_COLOR"}
    child = pexpect.spawn(
        sys.executable,
        ["-m", "luoshu", "play", "grid", "--opponent", "human"],
        env=env,
        encoding="utf-8",
        timeout=20,
    )
    child.logfile_read = said = io.StringIO()
    child.expect("move: ")
    child.sendline("A1")
    child.expect(r"\x1b\[")  # colour on a terminal
    for cell in ["B1", "B2", "B3"]:
        child.expect("move: ")
        child.sendline(cell)
    child.expect("move: ")
    child.sendline("zz")
    child.expect("'zz' is not a cell")
    child.expect("move: ")
    child.sendline("c3")
    child.expect(r"X wins with 4 \+ 5 \+ 6 = 15")
    child.expect(r"Play again \(p\), undo the last move \(u\) or quit \(q\): ")
    child.sendline("u")  # on a terminal a finished game can be taken back
    child.expect("Took back C3.")
    child.expect("move: ")
    child.sendline("c3")
    child.expect(r"\(q\): ")
    child.sendline("why")  # after the game, why and the other commands still answer
    child.expect("For X, taking C3 \\(6\\) is the best move: a win in 1")
    child.expect(r"\(q\): ")
    child.sendline("zz")
    child.expect(r"Type p, u or q \(or why, save FILE, help\).")
    child.expect(r"\(q\): ")
    child.sendline("p")
    child.expect("move: ")
    interrupt(child, "Interrupted.")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 130
    assert "Traceback" not in said.getvalue()


@pytest.mark.skipif(sys.platform == "win32", reason="pexpect drives a POSIX terminal")
def test_no_color_means_no_colour_even_on_a_terminal() -> None:
    pexpect = pytest.importorskip("pexpect")
    env = {**os.environ, "NO_COLOR": "1"}
    child = pexpect.spawn(sys.executable, ["-m", "luoshu", "play", "fifteen"], env=env, encoding="utf-8", timeout=20)
    child.expect("move: ")
    child.sendline("5")
    child.expect("move: ")
    assert "\x1b[" not in child.before
    child.sendline("quit")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def human_lines_under(rules_args: list[str], computer: str) -> tuple[int, set[str]]:
    """Every line of human picks against the perfect computer under other rules: (lines, results seen)."""
    first = "human" if computer == "O" else "computer"
    args = ["play", "fifteen", "--first", first, "--seed", "3", *rules_args]
    results: set[str] = set()
    finished = 0
    stack: list[list[int]] = [[]]
    while stack:
        picks = stack.pop()
        out = run(*args, typed="".join(f"{n}\n" for n in picks)).output
        if "End of input" not in out:
            finished += 1
            results.add("You win!" if "You win!" in out else "lost" if "The computer wins." in out else "draw")
            continue
        free = re.findall(r"Free: ([\d ]+)", out)[-1].split()
        stack.extend([*picks, int(n)] for n in free)
    return finished, results


def test_misere_play_against_a_perfect_computer() -> None:
    # That the computer never loses misère tic-tac-toe is walked line by line through the session the prompt drives
    # (test_session's test_the_misere_computer_never_loses_either); here a careless player is made to complete a
    # line: X's 9 is a mistake, and X ends holding 2 + 5 + 8 = 15.
    out = run("play", "fifteen", "--first", "human", "--seed", "3", "--misere", typed="9\n8\n7\n5\n2\n").output
    assert "The computer wins." in out
    assert "You win!" not in out
    assert "X holds 2 + 5 + 8 = 15, so X loses: O wins." in out
    out = run("play", "fifteen", "--misere", "--opponent", "human", typed="2\n1\n6\n3\n7\n").output
    assert "Take turns picking numbers 1-9; the first to hold three that sum to 15 loses." in out
    assert "X holds 2 + 6 + 7 = 15, so X loses: O wins" in out
    assert "Your game was misère tic-tac-toe:" in " ".join(out.split())  # the reveal in 80 columns


def test_target_14_is_played_as_numbers_with_no_reveal() -> None:
    lines, results = human_lines_under(["--target", "14"], computer="X")
    assert lines > 10
    assert results == {"lost"}  # the first player wins this game, and the perfect computer does
    out = run("play", "fifteen", "--target", "14", "--opponent", "human", typed="1\n2\n4\n3\n9\n").output
    assert "X wins with 1 + 4 + 9 = 14" in out
    assert "The disguise" not in out  # not tic-tac-toe: no Luo Shu to reveal
    refused = run("play", "grid", "--target", "14")
    assert refused.exit_code == 2
    assert "not the lines of a 3x3 grid" in refused.output
    assert "played as numbers only" in refused.output
    assert run("play", "fifteen", "--target", "14", "--view", "grid").exit_code == 2


def test_the_order_4_game_can_be_played() -> None:
    out = run("play", "fifteen", "--order", "4", "--first", "computer", "--seed", "1", typed="1\n2\n3\n").output
    said = " ".join(out.split())  # the introduction in 80 columns
    assert "The order-4 game (4 of 1-16 summing to 34): X is the computer (perfect), O is you." in said
    assert " 1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 16" in out
    assert "Free:" in out


def test_a_piped_transcript_never_echoes_control_characters_and_shows_bytes_as_they_were() -> None:
    # A real process, reading a pipe of bytes: the test runner would echo the typed line itself. Control characters
    # are shown escaped, never obeyed; bytes that are not UTF-8 are shown as the bytes they were.
    out = subprocess.run(
        [sys.executable, "-m", "luoshu", "play", "fifteen", "--opponent", "human"],
        input=b"\x1b]0;pwned\x07\n\x00x\n\xff\xfe\n5\n",
        capture_output=True,
        check=True,
    ).stdout.decode("utf-8")
    assert "\x1b" not in out
    assert "\x07" not in out
    assert "\x00" not in out
    assert "X's move: \\x1b]0;pwned\\x07" in out
    assert "X's move: \\xff\\xfe\n" in out
    assert "'\\xff\\xfe' is not a number 1-9." in out
    assert "udc" not in out
