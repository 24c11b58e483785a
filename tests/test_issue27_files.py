"""Issue 27, files: the faces read and write them (``luoshu.files``); the session keeps the game's state and
its save text, and writes nothing itself (tests/test_layers.py reads every module below the faces for it)."""

from __future__ import annotations

import json
from pathlib import Path

from luoshu.files import load_game, save_game
from luoshu.session import Session, enter


def test_a_session_without_a_faces_save_writes_no_file(tmp_path: Path) -> None:
    game = Session(picks=[5])
    reply = enter(game, f"save {tmp_path / 'game.json'}")
    assert reply.text.startswith("Could not save")
    assert "game goes on" in reply.text
    assert list(tmp_path.iterdir()) == []


def test_the_face_writes_the_sessions_own_text_and_reads_it_back(tmp_path: Path) -> None:
    game = Session(o="human", picks=[5, 1, 4])
    path = tmp_path / "game.json"
    assert save_game(game, str(path)) == str(path)
    assert path.read_text() == game.to_json()
    assert json.loads(path.read_text())["picks"] == [5, 1, 4]
    loaded = load_game(str(path))
    assert loaded.picks == (5, 1, 4)
    assert loaded.to_json() == game.to_json()
    # Each is the game's own save file now: the game replaces it without asking, a new game does not.
    assert {str(path.resolve())} == set(game.own_files) == set(loaded.own_files)
    loaded.new_game()
    assert loaded.own_files == frozenset()
