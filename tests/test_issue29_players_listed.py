"""Issue 29: the lessons' players, lesson:1 to lesson:4, are players like the others, so every list of players says
them (the web's "level is not one of ...", the commands' "is not a player", match's help) and every way of naming
the computer's player takes them (``play --level lesson:N`` as ``--opponent lesson:N``)."""

from __future__ import annotations

import pytest

pytest.importorskip("starlette")

from starlette.testclient import TestClient

LESSONS = [f"lesson:{n}" for n in range(1, 5)]
"""The issue's four lessons' players."""


def test_the_webs_refusal_of_a_level_lists_every_player_it_takes(client: TestClient) -> None:
    answer = client.post("/api/games", json={"level": "bogus"})
    assert answer.status_code == 422
    reason = answer.json()["error"]
    listed = reason.split("not one of ")[1].split(", ")
    for player in LESSONS:
        assert player in listed, reason
    # every player listed by name is taken (skill:P stands for a family, one of which is tried)
    for player in listed:
        named = "skill:0.5" if player == "skill:P" else player
        assert client.post("/api/games", json={"level": named}).status_code == 201, named
    assert client.post("/api/games", json={"level": "lesson:5"}).status_code == 422
