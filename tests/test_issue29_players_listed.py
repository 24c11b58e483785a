"""Issue 29: the lessons' players, lesson:1 to lesson:4, are players like the others, so every list of players says
them (the web's "level is not one of ...", the commands' "is not a player", match's help) and every way of naming
the computer's player takes them (``play --level lesson:N`` as ``--opponent lesson:N``)."""

from __future__ import annotations

import pytest
from running import run

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


def test_a_player_not_known_is_refused_with_the_lessons_among_the_players() -> None:
    result = run("match", "robot", "perfect")
    assert result.exit_code == 2
    for player in LESSONS:
        assert player in result.output


def test_matchs_help_lists_the_lessons_players_and_each_plays_a_game() -> None:
    result = run("match", "--help")
    help_text = " ".join(result.output.split())
    for player in LESSONS:
        assert player in help_text
        played = run("match", player, "random", "--games", "1", "--seed", "1")
        assert played.exit_code == 0, played.output


def test_play_takes_a_lesson_as_its_level_as_it_does_as_the_opponent() -> None:
    by_level = run("play", "--level", "lesson:4", typed="quit\n")
    by_opponent = run("play", "--opponent", "lesson:4", typed="quit\n")
    assert by_level.exit_code == by_opponent.exit_code == 0, by_level.output
    assert by_level.output.splitlines()[0] == by_opponent.output.splitlines()[0]
    assert "lesson:4" in by_level.output.splitlines()[0]


def test_a_level_not_known_is_refused_with_every_player_and_a_bad_lesson_names_its_option() -> None:
    result = run("play", "--level", "bogus")
    assert result.exit_code == 2
    for player in LESSONS:
        assert player in result.output
    wrong = run("play", "--level", "lesson:9", typed="quit\n")
    assert wrong.exit_code == 2
    assert "--level" in wrong.output
    assert "--opponent" not in wrong.output
