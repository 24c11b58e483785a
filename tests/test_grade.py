"""``luoshu grade``: a perfect bot of our own graded flawless, one deliberate mistake found exactly, the scorecard
counting best picks and mistakes as the oracle does, each mistake said once, bots that make no pick or fail in a
won position, grades past the search's budget; every count against an independent walk of the game tree.

Also: the perfect bot graded as O (dropped; the same code path as X, the oracle's walk being what costs).
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import oracle
import pytest
from click.testing import CliRunner
from oracle import Game
from running import as_json, run
from student_bots import PERFECT

from luoshu.cli import cli
from luoshu.rules import Player, Position, Rules
from luoshu.search.solver import forget
from luoshu.session import Session
from luoshu.session.bots import builtin_bot
from luoshu.session.matches import grade
from luoshu.session.text import scorecard
from luoshu.svg.chart import value_history_svg

FIFTEEN = oracle.Game(9, 3, 15)


def bot_file(folder: Path, name: str, text: str) -> str:
    path = folder / f"{name}.py"
    path.write_text(text)
    return str(path)


def oracle_grade(policy: dict[tuple[frozenset[int], frozenset[int]], int], player: str) -> tuple[int, int, int, int]:
    """Games, losses, decisions and best decisions of a bot whose picks are ``policy``, by the oracle."""
    games = losses = 0
    decisions: set[tuple[frozenset[int], frozenset[int]]] = set()
    best = 0
    stack = [(frozenset[int](), frozenset[int]())]
    while stack:
        x, o = stack.pop()
        ended = FIFTEEN.finished(x, o)
        if ended is not None:
            games += 1
            mover = "X" if len(x) == len(o) else "O"  # to move: the loser if the last pick won
            losses += ended[0] == "loss" and mover == player
            continue
        mover = "X" if len(x) == len(o) else "O"
        if mover == player:
            pick = policy[(x, o)]
            if (x, o) not in decisions:
                decisions.add((x, o))
                best += pick in FIFTEEN.best_picks(x, o)
            stack.append(FIFTEEN.play(x, o, pick))
        else:
            stack.extend(FIFTEEN.play(x, o, n) for n in FIFTEEN.free(x, o))
    return games, losses, len(decisions), best


def smallest_best(x: frozenset[int], o: frozenset[int]) -> int:
    return min(FIFTEEN.best_picks(x, o))


class Policy(dict[tuple[frozenset[int], frozenset[int]], int]):
    """A bot's picks, worked out when first asked for."""

    def __init__(self, rule: object) -> None:
        super().__init__()
        self.rule = rule

    def __missing__(self, key: tuple[frozenset[int], frozenset[int]]) -> int:
        pick: int = self.rule(*key)  # type: ignore[operator]
        self[key] = pick
        return pick


def test_a_perfect_bot_of_our_own_is_graded_flawless(tmp_path: Path) -> None:
    player = "X"
    path = bot_file(tmp_path, "perfect", PERFECT)
    found = json.loads(run("grade", f"python:{path}", "--as", player, "--json").stdout)
    games, losses, decisions, best = oracle_grade(Policy(smallest_best), player)
    assert found["game_count"] == games
    assert found["loss_count"] == losses == 0
    assert found["given_away_count"] == 0
    assert found["accuracy"] == best / decisions == 1.0
    assert found["mistakes"] == []
    assert found["failures"] == []


def test_one_deliberate_mistake_is_found_exactly(tmp_path: Path) -> None:
    # As O, against X's centre, an edge (1) instead of a corner: the one mistake it makes.
    text = PERFECT.replace(
        "def choose(position):\n",
        "def choose(position):\n    if sorted(position.x) == [5] and not position.o:\n        return 1\n",
    )
    path = bot_file(tmp_path, "oops", text)
    found = json.loads(run("grade", f"python:{path}", "--as", "O", "--json").stdout)

    def rule(x: frozenset[int], o: frozenset[int]) -> int:
        return 1 if (x, o) == (frozenset({5}), frozenset()) else smallest_best(x, o)

    games, losses, decisions, best = oracle_grade(Policy(rule), "O")
    assert (found["game_count"], found["loss_count"]) == (games, losses)
    assert losses > 0
    assert found["accuracy"] == best / decisions
    [mistake] = found["mistakes"]
    assert (mistake["x"], mistake["o"], mistake["pick"]) == ([5], [], 1)
    assert FIFTEEN.pick_verdicts(frozenset({5}), frozenset())[1][0] == "loss"  # the oracle agrees it loses
    refutation = [step["pick"] for step in mistake["refutation"]]
    assert refutation[0] == 1
    # The refutation is a line of perfect play after the mistake: each of X's picks is one of the oracle's best.
    x, o = frozenset({5}), frozenset({1})
    for pick in refutation[1:]:
        assert pick in FIFTEEN.best_picks(x, o) or len(x) != len(o)
        x, o = FIFTEEN.play(x, o, pick)
    assert "picking 1 (C2) turns a draw into a loss" in run("grade", f"python:{path}", "--as", "O").stdout


def test_the_scorecard_counts_best_picks_and_mistakes_as_the_oracle_does() -> None:
    import re

    from luoshu.session import Session
    from luoshu.session.text import scorecard

    rng = random.Random(11)
    for _ in range(60):
        picks: list[int] = []
        x: frozenset[int] = frozenset()
        o: frozenset[int] = frozenset()
        while FIFTEEN.finished(x, o) is None:
            pick = rng.choice(FIFTEEN.free(x, o))
            picks.append(pick)
            x, o = FIFTEEN.play(x, o, pick)
        card = scorecard(Session(x="human", o="human", picks=picks))
        for player, line in zip(("X", "O"), card.splitlines(), strict=True):
            x, o = frozenset(), frozenset()
            best = mistakes = mine = 0
            for pick in picks:
                mover = "X" if len(x) == len(o) else "O"
                if mover == player:
                    verdicts = FIFTEEN.pick_verdicts(x, o)
                    top = max(verdicts.values(), key=oracle.rank)
                    mine += 1
                    best += pick in FIFTEEN.best_picks(x, o)
                    mistakes += oracle.rank(verdicts[pick])[0] < oracle.rank(top)[0]
                x, o = FIFTEEN.play(x, o, pick)
            said = re.match(rf"{player}'s play \({player}\): (\d+) of (\d+) picks? best", line)
            assert said is not None, line
            assert (int(said.group(1)), int(said.group(2))) == (best, mine)
            found = 0 if "No mistakes" in line else len(line.split("Mistakes: ")[1].split("; "))
            assert found == mistakes, line
    assert scorecard(Session(picks=[5])) == ""  # the game goes on


FIFTEEN = oracle.Game(9, 3, 15)


HEADING = {
    "en": re.compile(r"Mistake \d+: (?:X holds ([\d ]+), O holds (?:([\d ]+)|nothing yet)\.|the empty board\.)$"),
    "zh-CN": re.compile(r"失误 \d+：(?:X 有 ([\d ]+)，O (?:有 ([\d ]+)|还没有取数)。|起始局面。)$"),
    "zh-TW": re.compile(r"失誤 \d+：(?:X 有 ([\d ]+)，O (?:有 ([\d ]+)|還沒有取數)。|起始局面。)$"),
}


PICKED = {
    "en": re.compile(r"For ([XO]), picking (\d) \([A-C][1-3]\) "),
    "zh-CN": re.compile(r"对 ([XO]) 来说，取 (\d)（[A-C][1-3]）"),
    "zh-TW": re.compile(r"對 ([XO]) 來說，取 (\d)（[A-C][1-3]）"),
}


@pytest.mark.parametrize("language", ["en", "zh-CN", "zh-TW"])
@pytest.mark.parametrize("side", ["X", "O"])
def test_each_mistake_gives_its_position_then_its_pick_and_cost_once(language: str, side: str) -> None:
    graded = run("grade", "random", "--seed", "1", "--as", side, "--lang", language)
    assert graded.exit_code == 0, graded.output
    lines = graded.output.splitlines()
    headings = [i for i, line in enumerate(lines) if HEADING[language].match(line)]
    starts = [i for i, line in enumerate(lines) if re.match(r"(Mistake|失误|失誤) \d+", line)]
    assert headings == starts  # every mistake has its heading, in the heading's form
    assert len(headings) >= 3
    seen_empty_side = False
    for i in headings:
        found = HEADING[language].match(lines[i])
        assert found is not None
        x = frozenset(map(int, (found.group(1) or "").split()))
        o = frozenset(map(int, (found.group(2) or "").split()))
        seen_empty_side |= not o
        assert len(x) - len(o) == (1 if side == "O" else 0)  # the graded side is to move
        said = PICKED[language].match(lines[i + 1])
        assert said is not None, lines[i + 1]
        player, pick = said.group(1), int(said.group(2))
        assert player == side
        # a mistake by the oracle: the pick makes the mover's outcome worse
        before = FIFTEEN.verdict(x, o)[0]
        after = FIFTEEN.pick_verdicts(x, o)[pick][0]
        assert ["loss", "draw", "win"].index(after) < ["loss", "draw", "win"].index(before)
        # the pick and its cost are said once: the heading (matched whole above) names neither, nor the next line
        assert not PICKED[language].search(lines[i + 2])
        assert not PICKED[language].search(lines[i])
    assert seen_empty_side == (side == "O")  # O's mistakes include one with O holding nothing yet


THIRTEEN = Rules(13, 3, 21)


class Silent:
    """A bot that never picks: it fails at once."""

    name = "silent"

    def choose(self, position: Position) -> int:
        from luoshu.session.bots import BotFailed

        raise BotFailed("it says nothing")


def test_grade_of_a_bot_that_made_no_pick_has_no_accuracy() -> None:
    result = grade(Silent(), "X")
    assert result.decision_count == 0
    assert result.accuracy is None


def test_grade_json_of_a_bot_that_made_no_pick_says_null(tmp_path: Path) -> None:
    bot = tmp_path / "silent.py"
    bot.write_text("def choose(position):\n    raise RuntimeError('no')\n")
    result = CliRunner().invoke(cli, ["grade", f"python:{bot}", "--as", "X", "--json"])
    assert result.exit_code == 0, result.output
    found = json.loads(result.stdout)  # the bot's own traceback goes to standard error
    assert found["accuracy"] is None
    assert found["failures"]


class FailsInWonPositions:
    """Picks the first free number, but fails wherever the side to move holds a win (by the oracle)."""

    name = "fails-when-won"

    def __init__(self, game: Game) -> None:
        self.game = game

    def choose(self, position: Position) -> int:
        from luoshu.session.bots import BotFailed

        x, o = frozenset(position.x), frozenset(position.o)
        if self.game.verdict(x, o)[0] == "win":
            raise BotFailed("it gives up")
        return min(position.free)


def failed_games(game: Game, player: Player) -> int:
    """By walking every line of the other side's picks: the games ``FailsInWonPositions`` ends by failing, each in a
    position it held a win in."""
    count = 0
    stack: list[tuple[frozenset[int], frozenset[int]]] = [(frozenset(), frozenset())]
    while stack:
        x, o = stack.pop()
        if game.finished(x, o) is not None:
            continue
        to_move = "X" if len(x) == len(o) else "O"
        if to_move != player:
            stack.extend(game.play(x, o, n) for n in game.free(x, o))
        elif game.verdict(x, o)[0] == "win":
            count += 1
        else:
            stack.append(game.play(x, o, min(game.free(x, o))))
    return count


@pytest.mark.parametrize("player", ["X", "O"])
def test_a_bot_that_fails_in_a_won_position_gives_the_win_away(player: Player) -> None:
    game = Game(9, 3, 15)
    result = grade(FailsInWonPositions(game), player)
    assert result.failures
    assert result.given_away_count == failed_games(game, player) > 0


class Recording:
    """The perfect computer, its every position and pick kept."""

    def __init__(self) -> None:
        self.name = "perfect"
        self.bot = builtin_bot("perfect", random.Random(3))
        self.seen: dict[Position, int] = {}

    def choose(self, position: Position) -> int:
        pick = self.seen[position] = self.bot.choose(position)
        return pick


def test_grade_perfect_in_the_13_number_game_is_100_percent_and_the_oracle_agrees() -> None:
    forget(THIRTEEN)
    bot = Recording()
    result = grade(bot, "X", THIRTEEN)
    assert result.accuracy == 1.0
    assert not result.mistakes
    game = Game(13, 3, 21)
    judged = [(p, n) for p, n in bot.seen.items() if p.pick_count >= 4]  # small enough for the brute force
    assert len(judged) > 100
    for position, pick in judged:
        assert pick in game.best_picks(frozenset(position.x), frozenset(position.o)), position


def test_the_value_history_of_a_game_too_big_for_the_budget_rings_no_mistake() -> None:
    rules = Rules(16, 4, 34, misere=True)
    forget(rules)
    session = Session(x="human", o="computer", rules=rules, seed=1)
    session.set_budget(1000)
    while not session.over:
        if session.computer_to_move:
            session.computer_pick()
        else:
            session.pick(min(session.position.free))
    assert session.outran
    assert "perfect" not in session.player
    chart = value_history_svg(session.picks, rules, session.dress, session.budget)
    assert 'class="mistake"' not in chart
    assert "too big" in chart
    card = scorecard(session)
    assert "too big" in card
    assert "Mistakes" not in card


SMALL = ("--numbers", "11", "--count", "3", "--target", "18")


def test_a_grade_past_its_budget_as_o_still_gives_the_grade_as_x() -> None:
    alone = as_json("grade", "perfect", "--as", "X", "--seed", "1", *SMALL)  # X graded with room to spare
    cut = run("grade", "perfect", "--seed", "1", "--budget", "10000", *SMALL, "--json")
    assert cut.exit_code == 1  # incomplete
    said = json.loads(cut.stdout)
    assert said["grades"] == [alone]
    assert said["reason"].startswith("perfect as O not graded")
    text = run("grade", "perfect", "--seed", "1", "--budget", "10000", *SMALL)
    assert text.exit_code == 1
    assert text.stdout.startswith("perfect as X: ")
    assert [line for line in text.stderr.splitlines() if "not graded" in line] == [f"Error: {said['reason']}"]
