"""Issue 27, the web face through the session: a new game is one value read once (``NewGame``), what the page
shows is one value the session gives (``luoshu.session.screen``), the page's script knows no sentence and no
count of rows, and a move names the position it is for."""

from __future__ import annotations

import re
from pathlib import Path

import oracle
import pytest

pytest.importorskip("starlette")

from starlette.testclient import TestClient

from luoshu.rules import Rules
from luoshu.session.asked import Unreadable
from luoshu.session.new_game import NewGame

APP_JS = Path(__file__).parent.parent / "luoshu" / "web" / "static" / "app.js"
FIFTEEN = oracle.Game(9, 3, 15)


def bearer(token: str) -> dict[str, str]:
    return {"authorization": f"Bearer {token}"}


# The page's script: what it may not hold.

STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\\\n]|\\.)*\'|`(?:[^`\\]|\\.)*`')
COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)


def code_and_strings(script: str) -> tuple[str, list[str]]:
    """The script without its comments and string literals (each replaced by ""), and its string literals."""
    strings: list[str] = []
    pieces: list[str] = []
    at = 0
    pattern = re.compile(f"{STRING.pattern}|{COMMENT.pattern}|/(?![/*])(?:[^/\\\\\\n]|\\\\.)+/[a-z]*(?=[.;,)])", re.S)
    for found in pattern.finditer(script):
        pieces.append(script[at : found.start()])
        text = found.group()
        if text[0] in "\"'`":
            strings.append(text[1:-1])
            pieces.append('""')
        at = found.end()
    pieces.append(script[at:])
    return "".join(pieces), strings


def sentences(script: str) -> list[str]:
    """The string literals of a script that a person would read: two words of letters with a space between, or a
    capitalised word that ends a sentence or begins one ("Copied.", "Opened "). A selector, a path or a header
    is no sentence: a literal with any of ``/ # [ =`` inside, or a colon between letters, or that starts with a
    dot, is left out."""
    said = []
    for text in code_and_strings(script)[1]:
        if text in ("use strict", "Bearer "):  # the language's directive; HTTP's word for a token
            continue
        if re.search(r"[/#\[=]|^\.|\w:\w", text):
            continue
        if re.search(r"[A-Za-z]+'?[a-z]* +[A-Za-z]{2,}", text) or re.fullmatch(r"\s*[A-Z][a-z]+([.!?]\s*| +)", text):
            said.append(text)
    return said


def grid_rules(script: str) -> list[str]:
    """What a script assumes of the grid: a row named "A", "B" or "C", or the number 3 in its code."""
    code, strings = code_and_strings(script)
    code += " ".join(part for text in strings for part in re.findall(r"\$\{([^}]*)\}", text))  # a template's code
    assumed = [text for text in strings if text in ("A", "B", "C")]
    return assumed + re.findall(r"(?<![\w.])3(?![\w.])", code)


def test_the_check_finds_the_sentences_and_rows_of_the_old_script() -> None:
    old = (
        'const rows = ["A", "B", "C"];  // "rows A-C" in a comment is no sentence\n'
        'for (let c = 1; c <= 3; c++) grid.append(label(String(c), "col"));\n'
        'notice("The game is over.");\n'
        'if (kind === "cell") parts.push("held by " + t.holder);\n'
        "caption += ' - you are ' + mine[0];\n"
        'notice("Copied."); said("Opened " + name); title = "A study";\n'
        'const next = document.querySelector(`.cell[data-row="${(to[0] + 3) % 3}"]`);\n'
        'fetch("/api/games/" + id + "/moves", { headers: { "content-type": "application/json" } });\n'
        'span.className = /\\||---/.test(line) ? "line" : "box tile";\n'
    )
    assert sentences(old) == [
        "The game is over.",
        "held by ",
        " - you are ",
        "Copied.",
        "Opened ",
        "A study",
        "box tile",
    ]
    assert grid_rules(old) == ["A", "B", "C", "3", "3", "3"]


def test_the_page_script_says_no_sentence_and_knows_no_rows() -> None:
    script = APP_JS.read_text()
    assert sentences(script) == []
    assert grid_rules(script) == []


# A new game: one value, from JSON as from the command line.


def test_a_new_game_from_json_is_the_game_the_command_line_makes() -> None:
    asked = NewGame.from_json({"dress": "jam", "first": "computer", "level": "casual", "rules": {"misere": True}})
    told = NewGame("computer", "human", "casual", Rules(misere=True), "jam")
    assert asked.session().to_json() == told.session().to_json()
    assert (asked.x, asked.o, asked.level, asked.rules) == ("computer", "human", "casual", Rules(misere=True))


@pytest.mark.parametrize(
    "asked",
    [
        [],
        {"colour": "red"},
        {"first": "computer", "opponent": "human"},
        {"rules": {"order": 5}},
        {"level": "skill:two"},
        {"level": "menace", "rules": {"numbers": 11}},
        {"save": {"format": "luoshu"}, "dress": "jam"},
        {"puzzle": "impossible"},
        {"dress": "sets"},
    ],
)
def test_a_new_game_that_cannot_be_is_refused_in_one_line(asked: object) -> None:
    with pytest.raises(Unreadable) as refused:
        NewGame.from_json(asked, largest=16)
    assert str(refused.value)
    assert "\n" not in str(refused.value)


# What the page shows: given by the server.


def test_the_board_names_the_grids_rows_and_columns_and_says_when_undo_is_allowed(client: TestClient) -> None:
    made = client.post("/api/games", json={"dress": "grid"}).json()
    against = made["board"]
    # The rows and columns as the cells name them: the cell of row r and column c is rows[r] + columns[c].
    cells = {tile["pick"]: tile["cell"] for tile in against["tiles"]}
    for r, row in enumerate(against["square"]):
        for c, pick in enumerate(row):
            assert cells[pick] == against["rows"][r] + against["columns"][c]
    assert against["can_undo"] is False  # nothing of the person's to take back yet
    moved = client.post(
        f"/api/games/{made['id']}/moves",
        json={"cell": "B2", "picks": []},
        headers={"authorization": f"Bearer {made['token']}"},
    )
    assert moved.json()["board"]["can_undo"] is True
    assert against["captions"] == []
    people = client.post("/api/games", json={"opponent": "human"}).json()["board"]
    assert people["can_undo"] is False
    assert people["captions"] == [f"{people['caption']} - you are X", f"{people['caption']} - you are O"]
    off = client.post("/api/games", json={"rules": {"numbers": 7, "count": 3, "target": 12}}).json()["board"]
    assert off["rows"] is None
    assert off["columns"] is None


def test_a_screen_reader_hears_each_box_as_the_server_words_it(client: TestClient) -> None:
    made = client.post("/api/games", json={"dress": "grid", "opponent": "human"}).json()
    moved = client.post(
        f"/api/games/{made['id']}/moves", json={"pick": 5, "picks": []}, headers=bearer(made["token"])
    ).json()
    tiles = {tile["pick"]: tile for tile in moved["board"]["tiles"]}
    assert tiles[4]["labels"][0] == "A1: free"
    assert tiles[5]["labels"][0] == "B2: held by X, the last move"
    hints = client.get(f"/api/games/{made['id']}/hints").json()
    verdicts = FIFTEEN.pick_verdicts(frozenset({5}), frozenset())
    for move in hints["moves"]:
        outcome = verdicts[move["pick"]][0]
        assert move["status"].startswith(f"{move['cell']}: {move['mark']}")
        assert move["labels"][0].startswith(f"{move['cell']}: free, hint: {move['mark']}")
        assert {"win": "+", "draw": "=", "loss": "\u2212"}[outcome] == move["mark"][0]


# A move names the position it is for.


def test_a_move_without_its_position_is_refused(client: TestClient) -> None:
    made = client.post("/api/games", json={}).json()
    moves = f"/api/games/{made['id']}/moves"
    refused = client.post(moves, json={"pick": 5}, headers=bearer(made["token"]))
    assert refused.status_code == 422
    assert refused.json()["error"] == "a move names the position it is for: send picks, the picks so far"
    assert client.get(f"/api/games/{made['id']}").json()["game"]["picks"] == []
    played = client.post(moves, json={"pick": 5, "picks": []}, headers=bearer(made["token"]))
    assert played.status_code == 200
