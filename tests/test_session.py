import ast
import json
import random
import re
import shlex
from pathlib import Path
from typing import Any

import oracle
import pytest
from sources import MODULES, tree

from luoshu import Outcome
from luoshu.files import load_game, save_game
from luoshu.rules import MISERE_FIFTEEN, PICK_FIFTEEN, Rules
from luoshu.session import MoveRefused, SaveFileError, Session, commands_help, enter, hint_text, why
from luoshu.session.screen import hints_json
from luoshu.views.squares.grid import CELLS, number_at
from luoshu.words.language import speaking


def test_a_cell_and_its_number_are_the_same_move() -> None:
    by_cell, by_number = Session(dress="grid", seed=1), Session(seed=1)
    assert enter(by_cell, "A3").text == ""
    by_number.pick(2)
    assert by_cell.picks == by_number.picks == (2,)
    assert by_cell.position.holder(2) == "X"
    assert by_cell.computer_pick() == by_number.computer_pick()


def test_refusals_say_why_and_change_nothing() -> None:
    game = Session(seed=2)
    game.pick(5)
    with pytest.raises(MoveRefused, match=r"It is the computer's turn\."):
        game.pick(4)
    reply = game.computer_pick()
    with pytest.raises(MoveRefused, match=r"5 is taken by X; choose a free one\."):
        game.pick(5)
    with pytest.raises(MoveRefused, match="0 is not a number 1-9"):
        game.pick(0)
    with pytest.raises(MoveRefused, match=r"It is not the computer's turn\."):
        game.computer_pick()
    assert game.picks == (5, reply)


def test_the_state_cannot_drift() -> None:
    game = Session(seed=3)
    game.pick(5)
    picks = game.picks
    assert isinstance(picks, tuple)  # a copy: changing it cannot leave the position stale
    with pytest.raises(AttributeError):
        game.picks = (1,)  # type: ignore[misc]
    with pytest.raises(ValueError, match="not a level"):
        game.set_level("godlike")
    game.set_level("random")
    assert game.level == "random"
    assert "random" in game.status()


def test_the_computer_moves_first_when_asked() -> None:
    game = Session(x="computer", o="human", seed=3)
    assert game.computer_to_move
    with pytest.raises(MoveRefused):
        game.pick(5)
    number = game.computer_pick()
    assert game.position.holder(number) == "X"
    assert game.human_to_move
    assert game.status() == "Your turn (O): pick a number 1-9."
    assert Session(dress="grid").status() == "Your turn (X): take a cell such as B2."
    assert Session(dress="jam").status() == "Your turn (X): claim a free road."


def test_undo_takes_back_the_move_and_the_reply() -> None:
    game = Session(seed=4)
    assert game.undo() == []
    game.pick(5)
    reply = game.computer_pick()
    assert game.undo() == [5, reply]
    assert game.picks == ()
    computer_first = Session(x="computer", o="human", seed=4)
    computer_first.computer_pick()
    assert computer_first.undo() == []  # the computer's opening is not the person's to take back
    two = Session(o="human")
    two.pick(5)
    two.pick(1)
    assert two.undo() == [1]


def test_hints_give_every_free_move() -> None:
    game = Session(seed=5)
    game.pick(5)
    game.computer_pick()
    hints = game.hints()
    assert sorted(hints) == sorted(game.position.free)
    assert all(v.outcome in (Outcome.DRAW, Outcome.LOSS) for v in hints.values())
    assert set(game.best()) == {n for n, v in hints.items() if v == max(hints.values())}


def test_the_end_of_a_game() -> None:
    game = Session(level="random", seed=6)
    rng = random.Random(6)
    while not game.over:
        if game.computer_to_move:
            game.computer_pick()
        else:
            game.pick(rng.choice(sorted(game.position.free)))
    made = game.position.completed
    if made:
        assert sum(made) == 15
        assert f"{made[0]} + {made[1]} + {made[2]} = 15" in game.status()
    else:
        assert game.status().startswith("Draw")
    with pytest.raises(MoveRefused, match="The game is over"):
        game.pick(min(game.position.free, default=1))


@pytest.mark.parametrize(
    ("picks", "misere", "dress", "sentences"),
    [
        ([2, 1, 6, 3, 7], False, "fifteen", ["X wins with 2 + 6 + 7 = 15."]),
        ([2, 1, 6, 3, 7], True, "fifteen", ["X holds 2 + 6 + 7 = 15, so X loses: O wins."]),
        ([4, 3, 5, 7, 6], False, "grid", ["X wins with 4 + 5 + 6 = 15 (diagonal A1-C3: A1 B2 C3)."]),
        (
            [1, 2, 4, 3, 5, 6, 7, 9, 8],
            False,
            "fifteen",
            ["Draw: all nine are taken and nobody holds three that sum to 15."],
        ),
    ],
)
def test_results_are_said_once_for_every_front_end(
    picks: list[int], misere: bool, dress: str, sentences: list[str]
) -> None:
    game = Session(o="human", rules=Rules(misere=misere), dress=dress, picks=picks)
    assert game.result_sentences() == sentences
    assert game.status() == " ".join(sentences)


def test_the_last_move_said_after_it() -> None:
    assert Session().last_move_sentence() is None
    game = Session(seed=1, view="both")
    game.pick(5)
    assert game.last_move_sentence() == "You (X) picked 5 (B2)."
    reply = game.computer_pick()
    assert game.last_move_sentence() == f"The computer (O) picked {game.name(reply)}."
    assert Session(o="human", dress="grid", picks=[8]).last_move_sentence() == "X took C1."
    assert Session(o="human", dress="jam", picks=[5]).last_move_sentence() == "X claimed High Street."


def test_who_is_who() -> None:
    assert Session().introduction().startswith("Pick Fifteen: X is you, O is the computer (perfect).")
    assert "two players, X and O; X moves first." in Session(o="human").introduction()
    misere = Session(rules=Rules(misere=True), dress="grid").introduction()
    assert misere.startswith("Misère tic-tac-toe on the Luo Shu grid")
    assert "three in a row, column or diagonal lose." in misere
    game = Session(x="computer", o="human", picks=[5, 1, 4, 6])
    assert game.result_sentences() == ["The game goes on."]


def test_help_speaks_to_the_seats() -> None:
    assert "(and the computer's reply)" in commands_help(Session())
    two = commands_help(Session(o="human"))
    assert "computer" not in two
    assert "take back the last move" in two
    for shortcut in ("undo, u", "help, h, ?", "quit, q"):
        assert shortcut in two


def test_the_grid_dress_only_fits_games_that_are_tic_tac_toe() -> None:
    with pytest.raises(ValueError, match="8 winning sets are not the lines of a 3x3 grid"):
        Session(rules=Rules(target=14), dress="grid")
    with pytest.raises(ValueError, match="the grid has 9 cells, and these rules pick from 1-16"):
        Session(rules=Rules.order(4), dress="grid")
    with pytest.raises(ValueError, match="played as numbers only"):
        Session(rules=Rules(target=12), view="both")


def test_names_show_what_is_typed_first() -> None:
    assert Session(dress="grid", view="both").name(8) == "C1 (8)"
    with pytest.raises(ValueError, match="the grid game's moves are cells"):
        Session(dress="grid", view="numbers")
    assert Session(dress="grid").name(8) == "C1"
    assert Session().name(8) == "8"
    assert Session(view="both").name(8) == "8 (C1)"


def test_typed_lines() -> None:
    game = Session(o="human")
    assert enter(game, "").text == "Type a number 1-9, or help for the commands."
    assert enter(game, "hello").text == "'hello' is not a number 1-9 or a command (type help)."
    assert enter(game, "hint now").text == "hint takes nothing after it."
    assert enter(game, "5").text == ""
    assert enter(game, "5").text == "5 is taken by X; choose a free one."
    assert enter(game, "u").text == "Took back 5."
    assert enter(game, "Q").quit


def test_the_resume_line_is_shell_quoted(tmp_path: Path) -> None:
    path = tmp_path / "my game (1).json"
    text = enter(Session(picks=[5]), f"save {path}", save_game).text
    command = text.split("Resume with: ")[1]
    assert shlex.split(command) == ["luoshu", "play", "fifteen", "--load", str(path)]


def test_saves_round_trip_in_every_version(tmp_path: Path) -> None:
    plain = Session(picks=[5, 2])
    assert json.loads(plain.to_json())["version"] == 1  # Pick Fifteen saves are what they always were
    assert "rules" not in json.loads(plain.to_json())
    misere = Session(rules=Rules(misere=True), picks=[5, 2], dress="grid")
    data = json.loads(misere.to_json())
    assert data["version"] == 2
    assert data["rules"] == {"numbers": 9, "count": 3, "target": 15, "misere": True}
    back = Session.from_json(misere.to_json(), dress="fifteen")
    assert back.rules == misere.rules
    assert back.picks == (5, 2)
    assert back.dress.name == "fifteen"
    assert Session.from_json(back.to_json(), dress="grid").to_json() == misere.to_json()
    with pytest.raises(SaveFileError, match="the rules make no game"):
        Session.from_json(json.dumps({**data, "rules": {**data["rules"], "count": 10}}))
    with pytest.raises(SaveFileError, match="unknown rules"):
        Session.from_json(json.dumps({**json.loads(plain.to_json()), "rules": data["rules"]}))
    assert Session.from_json("\ufeff" + plain.to_json()).picks == (5, 2)  # a byte-order mark is fine


@pytest.mark.parametrize("first", ["human", "computer"])
def test_perfect_never_loses_to_any_line_of_clicks(first: str) -> None:
    lines = 0
    stack: list[list[str]] = [[]]
    computer = "X" if first == "computer" else "O"
    while stack:
        clicks = stack.pop()
        x, o = ("computer", "human") if first == "computer" else ("human", "computer")
        game = Session(x=x, o=o, seed=8)  # type: ignore[arg-type]
        if game.computer_to_move:
            game.computer_pick()
        for cell in clicks:
            game.pick(number_at(cell))
            if game.computer_to_move:
                game.computer_pick()
        if game.over:
            lines += 1
            assert game.position.winner in (None, computer)
            continue
        stack.extend([*clicks, c] for c in CELLS if number_at(c) in game.position.free)
    assert lines > 20


def test_the_misere_computer_never_loses_either() -> None:
    game = oracle.Game(9, 3, 15, misere=True)
    lines = 0
    stack: list[list[int]] = [[]]
    while stack:
        picks = stack.pop()
        session = Session(rules=Rules(misere=True), seed=9)
        for pick in picks:
            session.pick(pick)
            if session.computer_to_move:
                session.computer_pick()
        if session.over:
            lines += 1
            assert session.position.winner != "X", session.picks
            continue
        # After each reply of the computer (O), X to move has no forced win: the draw stays in hand.
        assert game.verdict(session.position.x, session.position.o)[0] != "win", session.picks
        stack.extend([*picks, n] for n in sorted(session.position.free))
    assert lines > 20


def test_seats_are_checked_when_a_new_game_starts() -> None:
    game = Session()
    for x, o in (("robot", "human"), ("computer", "computer")):
        with pytest.raises(ValueError, match=r"seat|someone has to play"):
            game.new_game(x, o)  # type: ignore[arg-type]
    assert (game.seat("X"), game.seat("O")) == ("human", "computer")


def test_a_finished_game_has_no_hints_to_give() -> None:
    game = Session(x="human", o="human", picks=[5, 1, 4, 2, 6])  # X holds 4 + 5 + 6
    assert game.over
    assert hint_text(game) == "The game is over."


def test_why_takes_a_spaced_name_whole() -> None:
    jam = Session(x="human", o="human", dress="jam")
    said = enter(jam, "why high street").text
    assert said.startswith("For X, claiming High Street")
    assert enter(Session(), "why 5 6").text == "why takes one move."


def test_loaded_games_are_checked_in_every_part() -> None:
    def save(**changes: object) -> str:
        data = json.loads(Session(x="human", o="human", dress="jam", picks=[5]).to_json())
        data.update(changes)
        return json.dumps(data)

    disguise = json.loads(save())["disguise"]
    # A disguise on a game that is not one, and a jam game that is not Jam, are refused.
    with pytest.raises(SaveFileError, match="has no"):
        Session.from_json(save(mode="fifteen"))
    colours = ["red", "orange", "yellow", "green", "blue", "indigo", "violet", "black", "white"]
    renamed = dict(zip(disguise["items"], colours, strict=True))
    fake = {"name": "jam", "items": colours, "wins": [[renamed[i] for i in win] for win in disguise["wins"]]}
    with pytest.raises(SaveFileError, match="Jam's roads"):
        Session.from_json(save(disguise=fake))
    # Played as plain sets, the same game loads, and its result speaks of sets, not towns.
    plain = Session.from_json(save(mode="sets", disguise=fake, picks=[5, 1, 2, 3, 8]))
    assert plain.over
    assert plain.result_sentences()[0].startswith("X wins with the set ")
    # Rules the grid cannot show are a reason, not a crash.
    grid = json.loads(Session(x="human", o="human", rules=Rules(target=14), picks=[5]).to_json())
    grid["mode"] = "grid"
    with pytest.raises(SaveFileError, match="not tic-tac-toe"):
        Session.from_json(json.dumps(grid))


def test_a_game_too_big_to_search_gets_moves_by_rule_of_thumb(monkeypatch: pytest.MonkeyPatch) -> None:
    from luoshu.search.solver import forget

    monkeypatch.setattr("luoshu.session.game.COMPUTER_BUDGET", 50)
    forget(Rules.order(4))  # a search that starts cold, as in a fresh process
    game = Session(rules=Rules.order(4), seed=2)
    game.pick(1)
    reply = game.computer_pick()
    assert game.outran
    assert game.announce(reply).endswith("(By rule of thumb: this game is too big to search within 50 positions.)")
    game.new_game()
    assert not game.outran


def test_a_disguise_keeps_its_numbers_out_of_why_until_the_end() -> None:
    jam = Session(x="human", o="human", dress="jam", picks=[5, 2, 8])
    said = why(jam, "old road")
    assert said.startswith("For O, claiming Old Road is")
    assert not any(ch.isdigit() for line in said.splitlines() for ch in line.split(".", 1)[-1])
    assert "All the roads are claimed: a draw." in said
    over = Session(x="human", o="human", dress="jam", picks=[5, 4, 2, 1, 8])
    assert over.over
    assert "(2 + 5 + 8 = 15)" in why(over)  # at the end the disguise comes off
    grid = Session(x="human", o="human", dress="grid", picks=[4, 3, 5, 7])
    assert why(grid, "c3").startswith("For X, taking C3 (6) is the best move: a win in 1.")


# Saves through the face -------------------------------------------------------------------------------


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


# From test_hint_costs.py ----------------------------------------------------------------------------------


def own_moves(plies: int) -> int:
    """The mover's own moves in a verdict of ``plies``, this one included."""
    return (plies + 1) // 2


def costs_checked(game: oracle.Game, x: frozenset[int], o: frozenset[int], hints: dict[str, Any]) -> int:
    """Check each hint's cost (``hints``, ``hints_json``'s) against the oracle's verdicts, and to ``LISTED`` picks
    the list beside the boxes; how many were checked."""
    verdicts = game.pick_verdicts(x, o)
    best = max(verdicts.values(), key=oracle.rank)
    moves = hints["moves"]
    for move in moves:
        outcome, plies = verdicts[move["pick"]]
        status = move["status"].split(": ", 1)[1]
        counts = {int(number) for number in re.findall(r"\d+", status)}
        assert counts <= {own_moves(plies), own_moves(best[1])}, (sorted(x), sorted(o), move["status"])
        if outcome != best[0]:
            # Another outcome given up: the cost names it, with no count of its own.
            assert move["cost"] is not None, move
            assert not re.search(r"\d", move["cost"]), move
        elif outcome == "draw" or own_moves(plies) == own_moves(best[1]):
            assert move["cost"] is None, move  # the marks cannot tell them apart: nothing to say
        else:
            # The best's own count, in the mark's words (a win now has none).
            said = {int(number) for number in re.findall(r"\d+", move["cost"])}
            assert said == ({own_moves(best[1])} if best[1] > 1 else set()), move
    if len(x) + len(o) <= LISTED:
        # The list under the boards said "9  loss in 2, instead of a draw" (plies) beside a box's "− loss in 1".
        legend, *lines = hints["text"].splitlines()
        assert "counted in moves of yours" in legend, legend
        assert len(lines) == len(verdicts), lines
        for line in lines:
            pick, said_of = line.split(maxsplit=1)
            said_of = said_of.split("<-")[0]  # a best move's rule is no count
            counts = {int(number) for number in re.findall(r"\d+", said_of)}
            outcome, plies = verdicts[int(pick)]
            assert said_of.startswith({"win": "+", "draw": "=", "loss": "\u2212"}[outcome]), line
            assert counts <= {own_moves(plies), own_moves(best[1])}, (sorted(x), sorted(o), line)
    return len(moves)


COSTED = 5
"""Picks made, at most, in the positions whose costs are checked: from six picks on, every cost is a handful of the
positions above."""
LISTED = 3
"""Picks made, at most, in the positions whose list beside the boxes is checked."""


def test_a_hints_cost_counts_in_the_marks_own_moves() -> None:
    """Pick Fifteen's costs and list; misère's are checked with its marks (the hints are asked once for all)."""
    game, checked = oracle.Game(9, 3, 15), 0
    for x, o in game.reachable():
        if game.finished(x, o) is None and len(x) + len(o) <= COSTED:
            session = Session("human", "human", rules=PICK_FIFTEEN, picks=oracle.a_record(x, o))
            checked += costs_checked(game, x, o, hints_json(session))
    assert checked > 2_000


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_a_move_that_gives_up_a_draw_says_so_in_chinese_with_one_count(language: str) -> None:
    # The learner's position: X 5 2, O 6 8, X to move; 9 lets O win at once (O's 1 makes 6 + 8 + 1).
    with speaking(language):
        session = Session("human", "human", picks=[5, 6, 2, 8])
        move = next(move for move in hints_json(session)["moves"] if move["pick"] == 9)
    assert re.findall(r"\d+", move["status"].split("：", 1)[1]) == ["1"], move["status"]
    assert ("平局" if language == "zh_CN" else "平手") in move["cost"], move


# Names that say one thing --------------------------------------------------------------

PACKAGE = Path(__file__).parent.parent / "luoshu"


def _defined(*names: str) -> dict[str, list[str]]:
    """For each of ``names``, the modules of the package that define a top-level function of that name (the
    syntax trees tests/sources.py parses once in a process, for test_catalogues and test_layers too)."""
    found: dict[str, list[str]] = {name: [] for name in names}
    for module, path in sorted(MODULES.items(), key=lambda item: item[1]):
        for node in tree(module).body:
            if isinstance(node, ast.FunctionDef) and node.name in found:
                found[node.name].append(str(path.relative_to(PACKAGE)))
    return found


def test_names_that_were_two_things_are_one_each() -> None:
    assert _defined("help_text", "commands_help", "how_to_play", "shown") == {
        "help_text": [],
        "commands_help": ["session/typed.py"],
        "how_to_play": ["session/captions.py"],
        "shown": [],
    }
    assert not list(PACKAGE.rglob("shown.py"))
    assert not list(PACKAGE.rglob("records.py"))


# A hint's mark says the verdict's own outcome ---

MISERE = oracle.Game(9, 3, 15, misere=True)
MARK = re.compile(r"^([+=\u2212]) (win|draw|loss)(?: (now|in (\d+)))?$")
SIGNS = {"win": "+", "draw": "=", "loss": "\u2212"}


def test_every_hint_mark_of_misere_pick_fifteen_agrees_with_the_oracle() -> None:
    """Every position's marks, and (to ``COSTED`` picks) the costs as Pick Fifteen's are checked."""
    checked = costed = 0
    for x, o in MISERE.reachable():
        if MISERE.finished(x, o) is not None:
            continue
        session = Session("human", "human", rules=MISERE_FIFTEEN, picks=oracle.a_record(x, o))
        verdicts = MISERE.pick_verdicts(x, o)
        hints = hints_json(session)
        for move in hints["moves"]:
            outcome, plies = verdicts[move["pick"]]
            found = MARK.match(move["mark"])
            assert found is not None, move["mark"]
            sign, word, when, number = found.groups()
            assert (sign, word) == (SIGNS[outcome], outcome), (sorted(x), sorted(o), move)
            if outcome != "draw":
                # Counted in the mover's own moves: "now" is this pick, "in k" the k-th of theirs.
                assert (when == "now") == (plies == 1), (sorted(x), sorted(o), move)
                assert when == "now" or int(number) == (plies + 1) // 2
            checked += 1
        if len(x) + len(o) <= COSTED:
            costed += costs_checked(MISERE, x, o, hints)
    assert checked > 10_000
    assert costed > 2_000


def test_a_game_of_one_winning_set_is_said_in_the_singular() -> None:
    assert str(Rules.listed(3, [(1, 2, 3)])) == "a game of 1 winning set on the numbers 1-3"
    assert str(Rules.listed(4, [(1, 2), (3, 4)])) == "a game of 2 winning sets on the numbers 1-4"
