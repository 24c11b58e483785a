"""Saving never harms anything but the player's own save, and loading never hangs or crashes."""

import json
import os
import stat
import threading
from pathlib import Path

import pytest
from running import run

from luoshu.files import SaveError, load_game, read_text_file, save_game, write_save
from luoshu.rules import Rules
from luoshu.search.solver import forget
from luoshu.session import Session, enter, save_over

SAVE = Session(picks=[5, 1]).to_json()


def saved(path: Path | str) -> str:
    """Save a game with the in-game command; returns what the player is told. A save already there is this
    game's own: the game was loaded from it, and goes on to one pick."""
    try:
        game = load_game(str(path))
    except (SaveError, ValueError):
        game = Session(x="human", o="human")
    while game.picks:
        game.undo()
    game.pick(5)
    return enter(game, f"save {path}", save_game).text


def test_a_new_save_gets_the_usual_mode(tmp_path: Path) -> None:
    target = tmp_path / "game.json"
    old = os.umask(0o027)
    try:
        assert saved(target).startswith("Saved to")
    finally:
        os.umask(old)
    assert stat.S_IMODE(target.stat().st_mode) == 0o640
    assert Session.from_json(target.read_text()).picks == (5,)


def test_a_replaced_save_keeps_its_mode(tmp_path: Path) -> None:
    target = tmp_path / "game.json"
    target.write_text(SAVE)
    target.chmod(0o604)
    assert saved(target).startswith("Saved to")
    assert stat.S_IMODE(target.stat().st_mode) == 0o604
    assert Session.from_json(target.read_text()).picks == (5,)


def test_another_file_is_never_replaced_without_a_yes(tmp_path: Path) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes\n")
    reply = enter(Session(picks=[5]), f"save {notes}", save_game)
    assert reply.text == f"{notes} exists and is not a luoshu save: it was left alone."
    assert reply.confirm == f"{notes} exists and is not a luoshu save. Replace it?"
    assert notes.read_text() == "my notes\n"
    # With the player's yes (on a terminal), it is replaced.
    game = Session(picks=[5])
    assert save_over(game, str(notes), save_game).text.startswith("Saved to")
    assert Session.from_json(notes.read_text()).picks == (5,)
    assert os.listdir(tmp_path) == ["notes.txt"]


def test_piped_input_never_says_yes(tmp_path: Path) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("keep me")
    result = run("play", "fifteen", "--opponent", "human", typed=f"5\nsave {notes}\n1\n")
    assert "is not a luoshu save: it was left alone." in result.output
    assert "X holds 5   O holds 1" in result.output
    assert notes.read_text() == "keep me"


def test_a_read_only_file_is_left_alone(tmp_path: Path) -> None:
    target = tmp_path / "game.json"
    target.write_text(SAVE)
    target.chmod(0o444)
    assert saved(target) == f"Could not save: {target} is read-only: it was left alone. The game goes on."
    assert target.read_text() == SAVE


def test_a_folder_is_refused(tmp_path: Path) -> None:
    assert "is a folder, not a file: it was left alone" in saved(tmp_path)
    assert os.listdir(tmp_path) == []


def test_a_fifo_is_refused_and_stays_a_fifo(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    assert "is a FIFO, not a file: it was left alone" in saved(fifo)
    assert stat.S_ISFIFO(fifo.lstat().st_mode)
    assert os.listdir(tmp_path) == ["pipe"]


@pytest.mark.skipif(os.geteuid() != 0, reason="making a device node needs root")
def test_a_device_is_refused_and_stays_a_device(tmp_path: Path) -> None:
    device = tmp_path / "null"
    os.mknod(device, stat.S_IFCHR | 0o666, os.makedev(1, 3))  # like /dev/null, but ours to lose
    assert "is a device, not a file: it was left alone" in saved(device)
    assert stat.S_ISCHR(device.lstat().st_mode)


def test_dev_null_itself_is_refused() -> None:
    before = os.stat("/dev/null")
    assert "/dev/null is a device, not a file: it was left alone" in saved("/dev/null")
    after = os.stat("/dev/null")
    assert stat.S_ISCHR(after.st_mode)
    assert (after.st_ino, after.st_rdev) == (before.st_ino, before.st_rdev)


def test_a_link_to_a_save_updates_its_target(tmp_path: Path) -> None:
    target = tmp_path / "real.json"
    target.write_text(SAVE)
    link = tmp_path / "link.json"
    link.symlink_to(target)
    assert saved(link).startswith("Saved to")
    assert link.is_symlink()
    assert Session.from_json(target.read_text()).picks == (5,)


def test_a_link_to_nothing_or_to_a_device_is_refused(tmp_path: Path) -> None:
    dangling = tmp_path / "dangling.json"
    dangling.symlink_to(tmp_path / "missing.json")
    assert "is a symbolic link to nothing: it was left alone" in saved(dangling)
    assert not (tmp_path / "missing.json").exists()
    to_device = tmp_path / "device.json"
    to_device.symlink_to("/dev/null")
    assert "is a device, not a file" in saved(to_device)


def test_odd_paths_get_a_reason_and_the_game_goes_on(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    typed = "5\nsave ~nobody-such-user/game.json\nsave ~game.json\nsave a\0b.json\n" + f"save {'x' * 300}\n1\n"
    result = run("play", "fifteen", "--opponent", "human", typed=typed)
    assert result.exit_code == 0
    out = result.output
    assert "Could not save: cannot save to ~nobody-such-user/game.json: No such file or directory." in out
    assert "Saved to ~game.json." in out  # an unknown ~user stays as it is, as in a shell
    assert Session.from_json((tmp_path / "~game.json").read_text()).picks == (5,)
    assert "is not a usable path (it holds a NUL byte)" in out
    assert "File name too long" in out
    assert "X holds 5   O holds 1" in out  # the game went on after each


def test_the_home_folder_is_expanded(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    assert saved("~/game.json").startswith("Saved to ~/game.json")
    assert (tmp_path / "game.json").exists()


def test_loading_a_fifo_does_not_wait(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    done: list[int] = []
    worker = threading.Thread(target=lambda: done.append(run("play", "fifteen", "--load", str(fifo)).exit_code))
    worker.start()
    worker.join(timeout=10)
    assert done == [2], "loading a FIFO must be refused at once"
    with pytest.raises(SaveError, match="is a FIFO, not a luoshu save file"):
        read_text_file(str(fifo), what="luoshu save file")


def test_loading_odd_files(tmp_path: Path) -> None:
    bom = tmp_path / "bom.json"
    bom.write_bytes(b"\xef\xbb\xbf" + SAVE.encode())
    assert "Resumed from" in run("play", "fifteen", "--load", str(bom), typed="").output
    for path, reason in [
        ("/dev/null", "/dev/null is a device, not a luoshu save file"),
        (str(tmp_path), "is a folder, not a luoshu save file"),
        ("a\0b", "is not a usable path"),
        (str(tmp_path / "none.json"), "No such file or directory"),
    ]:
        result = run("play", "fifteen", "--load", path)
        assert result.exit_code == 2
        assert reason in result.output
        # The file was wrong, not the command line: one line with the reason, no usage block.
        assert result.output.count("\n") == 1
        assert result.output.startswith("Error: Invalid value for --load: ")


def test_write_save_refuses_an_empty_path() -> None:
    with pytest.raises(SaveError, match="the path is empty"):
        write_save("  ", SAVE)


def test_a_path_with_a_colon_is_asked_about_whole(tmp_path: Path) -> None:
    odd = tmp_path / "a:b.txt"
    odd.write_text("keep me")
    reply = enter(Session(picks=[5]), f"save {odd}", save_game)
    assert reply.confirm == f"{odd} exists and is not a luoshu save. Replace it?"
    assert reply.path == str(odd)
    assert odd.read_text() == "keep me"


def test_a_save_of_another_game_is_never_replaced_without_a_yes(tmp_path: Path) -> None:
    other = tmp_path / "other.json"
    other.write_text(Session(picks=[1, 2, 3]).to_json())
    kept = other.read_text()
    reply = enter(Session(picks=[5]), f"save {other}", save_game)
    assert reply.confirm == f"{other} holds another saved game. Replace it?"
    assert other.read_text() == kept
    # The game's own save is simply replaced: one it saved to, or one it was loaded from.
    game = Session(picks=[5])
    mine = tmp_path / "mine.json"
    assert enter(game, f"save {mine}", save_game).text.startswith("Saved to")
    game.pick(1) if game.human_to_move else None
    assert enter(game, f"save {mine}", save_game).text.startswith("Saved to")
    loaded = load_game(str(other))
    loaded.undo()
    assert enter(loaded, f"save {other}", save_game).text.startswith("Saved to")
    # Through a link or a relative path it is the same file.
    link = tmp_path / "link.json"
    link.symlink_to(mine)
    assert enter(game, f"save {link}", save_game).text.startswith("Saved to")
    # With the player's yes, another game's save is replaced.
    assert save_over(Session(picks=[9]), str(other), save_game).text.startswith("Saved to")
    assert load_game(str(other)).picks == (9,)


def test_after_a_new_game_the_last_games_save_is_another_games(tmp_path: Path) -> None:
    game = Session(picks=[5])
    path = tmp_path / "g.json"
    assert enter(game, f"save {path}", save_game).text.startswith("Saved to")
    kept = path.read_text()
    game.new_game()  # play again: the finished game's save is no longer this game's own
    game.pick(1)
    reply = enter(game, f"save {path}", save_game)
    assert reply.confirm == f"{path} holds another saved game. Replace it?"
    assert path.read_text() == kept
    assert save_over(game, str(path), save_game).text.startswith("Saved to")
    assert load_game(str(path)).picks[0] == 1


def test_a_view_that_does_not_fit_the_saved_game_is_the_command_lines_mistake(tmp_path: Path) -> None:
    save = tmp_path / "grid.json"
    run("play", "grid", "--opponent", "human", typed=f"B2\nsave {save}\n")
    result = run("play", "--load", str(save), "--view", "numbers")
    assert result.exit_code == 2
    assert "Usage:" in result.output  # the command line asked for it, so it is shown with the usage
    assert "view grid or both" in result.output
    assert "Invalid value for --load" not in result.output  # the file is fine
    assert "Resumed from" in run("play", "--load", str(save), "--view", "both", typed="").output


@pytest.mark.parametrize("dress", ["fifteen", "grid", "jam", "words", "product"])
def test_a_save_of_every_dress_opens_again_as_it_was(dress: str) -> None:
    # The product game's save once failed to open: its items were checked in one order, and saved in another.
    game = Session(x="human", o="human", dress=dress, picks=[5, 1, 4])
    again = Session.from_json(game.to_json())
    assert again.picks == (5, 1, 4)
    assert again.dress.name == dress
    assert again.to_json() == game.to_json()


# From test_play: a game saved and loaded through the prompt and --load ------------------------------------


def test_save_load_save_is_stable(tmp_path: Path) -> None:
    first = tmp_path / "game.json"
    run("play", "fifteen", "--seed", "3", typed=f"5\nsave {first}\n")
    data = json.loads(first.read_text())
    assert data["format"] == "luoshu"
    assert data["version"] == 1
    assert data["mode"] == "fifteen"
    assert data["x"] == "human"
    assert data["o"] == "computer"
    assert data["level"] == "perfect"
    assert data["picks"][0] == 5
    assert len(data["picks"]) == 2
    second = tmp_path / "again.json"
    result = run("play", "grid", "--load", str(first), typed=f"save {second}\n")
    assert "Resumed from" in result.output
    assert json.loads(second.read_text()) == {**data, "mode": "grid"}
    third = tmp_path / "third.json"
    run("play", "grid", "--load", str(second), "--view", "both", "--seed", "9", typed=f"save {third}\n")
    assert third.read_text() == second.read_text()


def test_load_refuses_options_the_file_decides(tmp_path: Path) -> None:
    save = tmp_path / "g.json"
    save.write_text(Session(picks=[5]).to_json())
    result = run("play", "fifteen", "--load", str(save), "--level", "random", typed="")
    assert result.exit_code == 2
    assert "--level cannot be used with --load" in result.output


def valid() -> dict[str, object]:
    return json.loads(Session(picks=[5, 2]).to_json())  # type: ignore[no-any-return]


DAMAGED = {
    "empty": b"",
    "truncated": Session(picks=[5, 2]).to_json().encode()[:40],
    "not json": b"hello",
    "binary": bytes(range(256)),
    "a list": b"[1, 2, 3]",
    "deeply nested": b"[" * 100000 + b"]" * 100000,
    "huge": b'{"format": "luoshu", "pad": "' + b"x" * 200000 + b'"}',
    "wrong format": json.dumps({**valid(), "format": "chess"}).encode(),
    "new version": json.dumps({**valid(), "version": 4}).encode(),
    "version as text": json.dumps({**valid(), "version": "1"}).encode(),
    "rules in version 1": json.dumps({**valid(), "rules": {"numbers": 9}}).encode(),
    "impossible rules": json.dumps(
        {**valid(), "version": 2, "rules": {"numbers": 9, "count": 4, "target": 99, "misere": False}}
    ).encode(),
    "a BOM and nothing": b"\xef\xbb\xbf",
    "missing picks": json.dumps({k: v for k, v in valid().items() if k != "picks"}).encode(),
    "extra key": json.dumps({**valid(), "cheat": True}).encode(),
    "bad mode": json.dumps({**valid(), "mode": "chess"}).encode(),
    "bad seat": json.dumps({**valid(), "x": "robot"}).encode(),
    "no humans": json.dumps({**valid(), "x": "computer", "o": "computer"}).encode(),
    "bad level": json.dumps({**valid(), "level": "godlike"}).encode(),
    "repeated pick": json.dumps({**valid(), "picks": [5, 5]}).encode(),
    "pick out of range": json.dumps({**valid(), "picks": [5, 10]}).encode(),
    "pick as text": json.dumps({**valid(), "picks": ["5"]}).encode(),
    "pick as bool": json.dumps({**valid(), "picks": [True]}).encode(),
    "pick as float": json.dumps({**valid(), "picks": [5.0]}).encode(),
    "pick after the end": json.dumps({**valid(), "picks": [2, 1, 6, 3, 7, 4]}).encode(),
}


def test_damaged_saves_are_refused_and_left_alone(tmp_path: Path) -> None:
    for number, (name, damaged) in enumerate(DAMAGED.items()):
        folder = tmp_path / str(number)
        folder.mkdir()
        save = folder / "save.json"
        save.write_bytes(damaged)
        before = save.stat()
        result = run("play", "fifteen", "--load", str(save), typed="")
        assert result.exit_code == 2, name
        error = result.output.strip().splitlines()[-1]
        assert error.startswith("Error: Invalid value for --load:"), (name, error)
        assert len(error.replace(str(save), "FILE")) < 160, name
        assert save.read_bytes() == damaged, name
        assert save.stat().st_mtime_ns == before.st_mtime_ns, name
        assert os.listdir(folder) == ["save.json"], name


def test_load_of_a_missing_file_or_folder(tmp_path: Path) -> None:
    assert run("play", "grid", "--load", str(tmp_path / "nope.json")).exit_code == 2
    assert run("play", "grid", "--load", str(tmp_path)).exit_code == 2


def test_save_to_a_missing_folder_goes_on(tmp_path: Path) -> None:
    result = run("play", "fifteen", "--opponent", "human", typed=f"save {tmp_path}/no/such/dir.json\n5\n")
    assert "Could not save: cannot save to" in result.output
    assert "No such file or directory. The game goes on." in result.output
    assert "X holds 5" in result.output


def test_a_failed_save_leaves_the_old_file_intact(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "game.json"
    target.write_text(Session(picks=[5, 1]).to_json())

    def disk_full(handle: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("luoshu.files.os.fsync", disk_full)  # fails after the new text is written
    game = load_game(str(target))  # the game's own save: replaced without a question, if it can be
    game.undo()
    reply = enter(game, f"save {target}", save_game)
    assert reply.text.startswith("Could not save")
    assert "No space left on device" in reply.text
    assert Session.from_json(target.read_text()).picks == (5, 1)
    assert os.listdir(tmp_path) == ["game.json"]  # no temporary file left behind
    monkeypatch.undo()
    game.pick(5)
    assert enter(game, f"save {target}", save_game).text.startswith("Saved to")
    assert Session.from_json(target.read_text()).picks == (5,)


# A save keeps the computer's player -------------------------


def test_a_save_keeps_the_computers_player(tmp_path: Path) -> None:
    for number, (options, player) in enumerate(
        [
            (["--level", "skill:0.5"], "skill:0.5"),
            (["--opponent", "skill:0.5"], "skill:0.5"),
            (["--level", "menace"], "menace"),
            (["--level", "casual"], "casual"),
        ]
    ):
        path = tmp_path / f"game{number}.json"
        saved = run("play", *options, "--seed", "1", typed=f"5\nsave {path}\nq\n")
        assert saved.exit_code == 0, saved.output
        assert json.loads(path.read_text())["level"] == player
        if player == "menace":  # its beads are not in the save: saving says so
            assert "MENACE's beads are not saved" in saved.output
        resumed = run("play", "--load", str(path), typed="q\n")
        assert resumed.exit_code == 0, resumed.output
        assert f"the computer ({player})" in resumed.output


MISERE_FOUR = Rules.order(4, True)
"""Misère on the order-4 game: its first pick's search keeps far more than a thousand positions."""


def test_a_game_played_past_the_budget_saves_and_loads_again(tmp_path: Path) -> None:
    forget(MISERE_FOUR)
    game = Session("computer", "human", rules=MISERE_FOUR, seed=1)
    game.set_budget(1_000)
    game.computer_pick()
    assert game.outran
    assert game.player == "best within budget"  # what it is called while the game goes on
    saved = game.to_json()
    assert json.loads(saved)["level"] == "perfect"  # the level it plays at: a name a save can hold
    again = Session.from_json(saved)
    assert again.picks == game.picks
    assert again.level == "perfect"
    path = tmp_path / "game.json"
    path.write_text(saved)
    played = run("play", "--load", str(path), typed="quit\n")  # in this process: no traceback, no error
    assert played.exit_code == 0, played.output
    assert "Error" not in played.output, played.output
