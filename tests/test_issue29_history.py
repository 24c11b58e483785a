"""Issue 29: a finished game's value history, stepped through pick by pick, in the terminal (``explore replay
--step``) and on the page's server (``GET /api/games/{id}/history``): after each pick, the position and its value
for X under perfect play, each value checked against the oracle's own minimax."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import oracle
import pytest

FIFTEEN = oracle.Game(9, 3, 15)
GAMES = [[5, 1, 4, 6, 3, 7, 8], [2, 1, 6, 3, 7], [5, 2, 8, 4, 6, 3, 7, 1, 9], [1, 5, 9, 3, 7, 4, 6, 8, 2]]
"""Whole games: a mistake punished, a quick win, draws played well and not."""
SAID = {"win": "a win in {plies}", "loss": "a loss in {plies}", "draw": "a draw"}


def x_value(picks: list[int]) -> tuple[str, int]:
    """The position's value for X after ``picks``, by the oracle's minimax: the mover's verdict, as X sees it."""
    x, o = frozenset(picks[0::2]), frozenset(picks[1::2])
    outcome, plies = FIFTEEN.verdict(x, o)
    x_to_move = len(x) == len(o)
    return (outcome if x_to_move else oracle.FLIPPED[outcome]), plies


def finished(picks: list[int]) -> list[int]:
    """The game up to its end (a pick after a completed set is never played)."""
    for length in range(1, len(picks) + 1):
        if FIFTEEN.finished(frozenset(picks[:length][0::2]), frozenset(picks[:length][1::2])) is not None:
            return picks[:length]
    return picks


@pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux")
def test_the_terminal_steps_on_and_back_by_keys_in_tmux(tmp_path: Path) -> None:
    session = f"luoshu-steps-{os.getpid()}"
    command = f"{sys.executable} -m luoshu explore replay 5 1 4 6 3 7 2 --step; sleep 30"
    subprocess.run(["tmux", "new-session", "-d", "-s", session, "-x", "100", "-y", "40", command], check=True)
    try:

        def screen() -> str:
            return subprocess.run(
                ["tmux", "capture-pane", "-p", "-t", session], capture_output=True, text=True, check=True
            ).stdout

        def shows(text: str) -> str:
            deadline = time.monotonic() + 20
            while text not in screen():
                assert time.monotonic() < deadline, screen()
                time.sleep(0.1)
            return screen()

        first = shows("Pick 1 of 7")
        assert "The value for X now: a draw." in first
        for key, expected in (
            ("n", "Pick 2 of 7"),
            ("Space", "Pick 3 of 7"),
            ("p", "Pick 2 of 7"),
            ("Right", "Pick 3 of 7"),
        ):
            subprocess.run(["tmux", "send-keys", "-t", session, key], check=True)
            shown = shows(expected)
            ply = int(expected.split()[1])
            outcome, plies = x_value([5, 1, 4, 6, 3, 7, 2][:ply])
            assert f"The value for X now: {SAID[outcome].format(plies=plies)}." in shown
            assert len(re.findall(r"Pick \d of 7", shown)) == 1  # one pick on the screen at a time
        subprocess.run(["tmux", "send-keys", "-t", session, "q"], check=True)
        time.sleep(0.5)
        assert "Pick 3 of 7" in screen()  # q stops where it is; the shell's sleep holds the pane
    finally:
        subprocess.run(["tmux", "kill-session", "-t", session], check=False)


# On the page's server ---------------------------------------------------------------------------------------


def played(client: Any, picks: list[int], **asked: Any) -> dict[str, Any]:
    """A game between two people on the server, played to ``picks``."""
    made: dict[str, Any] = client.post("/api/games", json={"opponent": "human", **asked}).json()
    other = client.post(f"/api/games/{made['id']}/join", json={"invite": made["invite"]}).json()
    tokens = [made["token"], other["token"]]
    for ply, pick in enumerate(picks):
        moved = client.post(
            f"/api/games/{made['id']}/moves",
            json={"pick": pick, "picks": picks[:ply]},
            headers={"authorization": f"Bearer {tokens[ply % 2]}"},
        )
        assert moved.status_code == 200, moved.text
    return made


@pytest.mark.parametrize("picks", GAMES)
def test_a_finished_games_history_has_each_picks_value_for_x_as_minimax_gives_it(client: Any, picks: list[int]) -> None:
    picks = finished(picks)
    made = played(client, picks, dress="jam")
    history = client.get(f"/api/games/{made['id']}/history")
    assert history.status_code == 200, history.text
    shown = history.json()
    assert shown["picks"] == picks
    assert len(shown["history"]) == len(picks)
    for ply, step in enumerate(shown["history"], start=1):
        outcome, plies = x_value(picks[:ply])
        assert step["x_value"] == {"outcome": outcome, "plies": plies}
        assert step["pick"] == picks[ply - 1]
        assert step["item"] in step["text"]  # named in the dress: Jam's roads
        assert step["text"].startswith(f"Pick {ply} of {len(picks)}:")
    # the page's labels come from the server: the heading and the controls (back, the slider, forward)
    assert shown["heading"]
    assert all(shown["heading"])
    assert len(shown["controls"]) == 3
    assert all(shown["controls"])


def test_the_history_waits_for_the_end_and_the_chart_for_it_when_hints_are_off(client: Any) -> None:
    made = played(client, [5, 1], turned_off=["hints"])
    game = made["id"]
    waiting = client.get(f"/api/games/{game}/history")
    assert waiting.status_code == 409
    assert "\n" not in waiting.json()["error"]
    assert client.get(f"/api/games/{game}/history.svg").status_code == 403  # the values would be hints
    made = played(client, [5, 1, 4, 6, 3, 7, 8], turned_off=["hints"])
    assert client.get(f"/api/games/{made['id']}/history").status_code == 200
    assert client.get(f"/api/games/{made['id']}/history.svg").status_code == 200
    assert client.get("/api/games/nosuchgame/history").status_code == 404


def test_the_chart_marks_the_pick_a_step_is_on(client: Any) -> None:
    import xml.etree.ElementTree as ET

    picks = GAMES[0]
    made = played(client, picks)
    svg = "{http://www.w3.org/2000/svg}"
    for step in range(1, len(picks) + 1):
        chart = client.get(f"/api/games/{made['id']}/history.svg", params={"step": str(step)})
        assert chart.status_code == 200
        root = ET.fromstring(chart.text)
        values = [c for c in root.iter(f"{svg}circle") if c.get("class") == "value"]
        assert len(values) == len(picks) + 1  # the empty board, then each pick
        marked = [r for r in root.iter(f"{svg}rect") if r.get("class") == "marked"]
        centres = [(float(r.get("x", "")) + 11, float(r.get("y", "")) + 11) for r in marked]
        assert centres == [pytest.approx((float(values[step].get("cx", "")), float(values[step].get("cy", ""))))]
        # the value ringed is the oracle's for X after that pick
        x, o = frozenset(picks[:step][0::2]), frozenset(picks[:step][1::2])
        outcome, plies = FIFTEEN.verdict(x, o)
        x_view = outcome if len(x) == len(o) else oracle.FLIPPED[outcome]
        assert values[step].get("data-value") == f"{x_view} {plies}"
    plain = client.get(f"/api/games/{made['id']}/history.svg")
    assert 'class="marked"' not in plain.text
    for wrong in ("0", str(len(picks) + 1), "x", "1.5", "-1", "9" * 200):
        refused = client.get(f"/api/games/{made['id']}/history.svg", params={"step": wrong})
        assert refused.status_code == 422, wrong
        assert "\n" not in refused.json()["error"].strip()
