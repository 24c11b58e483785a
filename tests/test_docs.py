"""What the README and docs/ say is what the program does: every command listed with its own summary, every page
linked, and each quote of a command's output, a search page, the speed page's targets and the players' grade
counts checked against the program or the oracle.

Also: why-only-order-3's quoted values (test_issue27_docs's slow solve) are kept by test_orders'
test_order_values_against_the_oracle and test_order_5_and_beyond, whose values the page quotes.
"""

from __future__ import annotations

import importlib
import json
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import oracle
import pytest
from running import as_json, run

pytest.importorskip("starlette")

from luoshu.web.games import IN_MEMORY, LARGEST_GAME, QUICK_NUMBERS, WEB_BUDGET, WEB_NUMBERS, positions_under

ROOT = Path(__file__).parent.parent


README = ROOT / "README.md"


DOCS = ROOT / "docs"


def listed_commands(*group: str) -> dict[str, str]:
    """The commands ``luoshu GROUP --help`` lists, each with its one-line summary (a wrapped summary joined)."""
    help_text = run(*group, "--help").output
    commands: dict[str, str] = {}
    name = ""
    for line in help_text.split("Commands:\n")[1].splitlines():
        found = re.match(r"  (\S+)\s+(.*)", line)
        if found:
            name = found.group(1)
            commands[name] = found.group(2)
        elif line.strip():
            commands[name] += " " + line.strip()
    return commands


def every_command() -> dict[str, str]:
    """Every command of luoshu, as ``luoshu NAME`` or ``luoshu GROUP NAME``, found by walking the help."""
    commands: dict[str, str] = {}
    for name, said in listed_commands().items():
        commands[f"luoshu {name}"] = said
        if "Commands:" in run(name, "--help").output:
            for sub, sub_said in listed_commands(name).items():
                commands[f"luoshu {name} {sub}"] = sub_said
    return commands


def readme_commands() -> dict[str, str]:
    """The README's table of commands: each command with what it says it does."""
    table = README.read_text().split("## Every command")[1].split("\n## ")[0]
    rows = [line for line in table.splitlines() if line.startswith("| `")]
    return {row.split("`")[1]: row.split("|")[2].strip() for row in rows}


def slug(heading: str) -> str:
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces to hyphens."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def benchmark(name: str) -> Any:
    """A module of benchmarks/, imported."""
    sys.path.insert(0, str(ROOT / "benchmarks"))
    try:
        return importlib.import_module(name)
    finally:
        sys.path.remove(str(ROOT / "benchmarks"))


PAGE = " ".join((Path(__file__).parent.parent / "docs" / "web.md").read_text().split())


def masked(line: str) -> str:
    """A line with its time taken out: the one figure that varies from run to run."""
    return re.sub(r"\d+\.\d+( s\.|(?=  ))", "T", line.rstrip())


def quoted_runs() -> list[tuple[list[str], list[str]]]:
    """Each command docs/search.md quotes after a $, with the lines it quotes of its output (an indented block)."""
    found: list[tuple[list[str], list[str]]] = []
    quoting: list[str] | None = None
    for line in (Path(__file__).parent.parent / "docs" / "search.md").read_text().splitlines():
        if line.startswith("    $ luoshu "):
            quoting = []
            found.append((line.split()[2:], quoting))
        elif quoting is not None and line.startswith("    "):
            if line.strip() != "...":
                quoting.append(line[4:])
        elif line.strip():
            quoting = None  # prose: the block is over
    return found


def _docs(page: str) -> str:
    return (ROOT / "docs" / page).read_text()


def test_the_readme_lists_every_command_with_its_own_summary() -> None:
    commands = every_command()
    assert "luoshu explore verify" in commands  # the groups were walked
    assert "luoshu play jam" in commands
    assert readme_commands() == commands


def test_every_page_of_docs_is_linked_from_the_readme_and_every_link_lands() -> None:
    pages = sorted(DOCS.glob("*.md"))
    assert pages
    readme = README.read_text()
    for page in pages:
        assert f"](docs/{page.name})" in readme, f"the README does not link {page.name}"
    for document in (README, *pages):
        for target in re.findall(r"\]\(([^)#:]*)(?:#[^)]*)?\)", document.read_text()):
            if target:
                assert (document.parent / target).is_file(), f"{document.name} links {target}, which is not there"
        for target, anchor in re.findall(r"\]\(([^)#:]*)#([^)]*)\)", document.read_text()):
            linked = document.parent / target if target else document
            headings = re.findall(r"^#+ (.*)$", linked.read_text(), flags=re.M)
            assert anchor in {slug(heading) for heading in headings}, f"{document.name} links #{anchor} in {target}"
        # A file named in backquotes (a test, a module) is there too: a renamed one leaves no stale name behind.
        for named in re.findall(r"`((?:tests|luoshu|benchmarks|examples)/[\w/.]+\.py)`", document.read_text()):
            assert (ROOT / named).is_file(), f"{document.name} names {named}, which is not there"


def test_the_readme_has_the_quick_start_the_needs_and_the_licence() -> None:
    readme = README.read_text()
    assert "luoshu play fifteen" in readme
    assert "apt-get install python3-tk" in readme
    assert "pip install '.[web]'" in readme
    licence = re.search(r"^license = (\S+)$", (ROOT / "setup.cfg").read_text(), flags=re.M)
    assert licence is not None
    assert f"## Licence\n\n{licence.group(1)}" in readme
    assert len(readme.splitlines()) <= 300  # read in ten minutes


def test_why_15_quotes_explore_targets_row_for_row() -> None:
    section = README.read_text().split("## Why 15?")[1]
    quoted = section.split("```\n")[1].splitlines()
    rows = [row for row in quoted if row.strip() != "..."]
    assert len(rows) >= 10
    said = run("explore", "targets").output.splitlines()
    for row in rows:
        assert row in said, f"the README quotes a row `explore targets` does not print: {row!r}"


def test_why_only_order_3_quotes_explore_order() -> None:
    said = " ".join(README.read_text().split())
    found = re.search(
        r"order 4 has ([\d,]+) such subsets and a 4x4 square only (\d+) lines, order 5 has ([\d,]+) for (\d+) lines",
        said,
    )
    assert found is not None
    four, five = as_json("explore", "order", "4"), as_json("explore", "order", "5")
    quoted = [int(figure.replace(",", "")) for figure in found.groups()]
    assert quoted == [four["set_count"], four["line_count"], five["set_count"], five["line_count"]]


def test_the_speed_page_gives_the_benchmarks_own_targets() -> None:
    bench = benchmark("bench")
    page = (DOCS / "speed.md").read_text()
    assert "| part |" in page
    said: dict[str, float] = {}
    for row in page.split("| part |")[1].split("\n\n")[0].splitlines()[2:]:
        cells = [cell.strip() for cell in row.strip("|").split("|")]
        for key in re.findall(r"\(`([^`]+)`\)", cells[1]):
            figure = re.search(r"at (?:least|most) (\d+(?:\.\d+)?)(?:/(\d+))?", cells[3])
            assert figure is not None, row
            said[key] = float(figure.group(1)) / float(figure.group(2) or 1)
    assert said == pytest.approx(bench.TARGETS)
    assert not re.search(r"\bmet\s*$|MISSED\s*$", page, flags=re.M)  # no pasted run


def verdict_said(verdict: dict[str, Any]) -> str:
    """A verdict of the JSON as the text says it: "draw", "win in 9"."""
    outcome, plies = verdict["outcome"], verdict["plies"]
    return str(outcome) if outcome == "draw" else f"{outcome} in {plies}"


def test_the_speed_page_says_what_the_benchmarks_workloads_find(
    order_four: Callable[[bool], oracle.OrderFour], tmp_path: Path
) -> None:
    """What docs/speed.md says each workload finds, against the oracle and the program (the benchmark's test runs
    it on the smallest games only; the order-5 game's value is test_orders' to check, which it quotes too)."""
    bench = benchmark("bench")
    page = " ".join((DOCS / "speed.md").read_text().split())
    fifteen = oracle.Game(9, 3, 15)
    reachable = fifteen.reachable()
    unfinished = sum(fifteen.finished(*position) is None for position in reachable)
    assert f"{len(reachable):,} positions, {unfinished:,} of them unfinished" in page
    assert f"on {bench.FULL.batch_lines:,} lines" in page
    for misere, key in ((False, "order4"), (True, "order4_misere")):
        outcome, plies = order_four(misere).value
        assert f"(`{key}`) | {outcome} in {plies} from the empty board" in page
    # 4x4 tic-tac-toe, its games file as the benchmark writes it, solved by the command (one search for the empty
    # board and every first pick, as ``solve --sets`` does it).
    grid = bench.tic_tac_toe(tmp_path, 4)
    solved = as_json("solve", "--sets", str(grid))
    verdict = verdict_said(solved["verdict"])
    assert {verdict_said(move["verdict"]) for move in solved["moves"]} == {verdict}
    assert len(solved["moves"]) == 16  # every first pick
    sets = len(json.loads(grid.read_text())["wins"])
    assert f"{sets} sets; a {verdict} from the empty board and from every first pick" in page


def test_the_players_page_quotes_the_perfect_players_grade_counts() -> None:
    page = " ".join((DOCS / "players.md").read_text().split())
    found = re.search(r"with `--seed 1` the perfect player as X meets ([\d,]+) games .*?, as O ([\d,]+)", page)
    assert found is not None
    quoted = [int(figure.replace(",", "")) for figure in found.groups()]
    counted = [as_json("grade", "perfect", "--as", side, "--seed", "1")["game_count"] for side in ("X", "O")]
    assert quoted == counted


def test_the_page_says_how_long_a_game_can_be() -> None:
    assert f"A game takes at most {LARGEST_GAME} moves and undos (then 422" in PAGE
    assert f"a game past {LARGEST_GAME} moves and undos" in PAGE  # among the 422s


def test_the_page_says_which_searches_run_on_the_servers_own_thread() -> None:
    words = {9: "nine"}
    assert f"a game of up to {words[QUICK_NUMBERS]} numbers (at most {positions_under(QUICK_NUMBERS):,}" in PAGE
    assert f"in a game of more than {words[QUICK_NUMBERS]} numbers" in PAGE
    assert f"keeps at most {WEB_BUDGET:,} positions" in PAGE
    assert f"games of up to {WEB_NUMBERS} numbers" in PAGE
    assert f"keeps the {IN_MEMORY:,} games used last in memory" in PAGE


def test_the_docs_show_an_explanation_word_for_word() -> None:
    from pathlib import Path

    readme = (Path(__file__).parent.parent / "docs" / "playing.md").read_text()
    shown = readme.split("(this is `luoshu explain 5 2 8 --pick 1`, word for word):\n\n")[1].split("\n\n")[0]
    said = run("explain", "5", "2", "8", "--pick", "1").output.rstrip("\n")
    assert shown == "\n".join("    " + line for line in said.splitlines())


def test_the_search_page_quotes_what_its_commands_print() -> None:
    runs = quoted_runs()
    assert len(runs) >= 6
    for args, quoted in runs:
        result = run(*args)
        assert result.exit_code == 0, result.output
        said = {masked(line) for line in result.stdout.splitlines()}
        for line in quoted:
            assert masked(line) in said, (
                f"docs/search.md quotes a line `luoshu {' '.join(args)}` does not print: {line}"
            )


def test_the_search_page_says_when_a_min_node_cuts() -> None:
    page = (Path(__file__).parent.parent / "docs" / "search.md").read_text()
    section = page[page.index("## Alpha-beta") : page.index("## What each idea saves")]
    rule = " ".join(section.split())
    assert re.search(r"max node.*reaches β.*min node.*falls to α", rule), rule


def test_the_docs_say_the_perfect_players_grade_counts_vary() -> None:
    games = {as_json("grade", "perfect", "--as", "X", "--seed", str(seed))["game_count"] for seed in range(1, 6)}
    assert len(games) > 1  # the counts do vary from run to run
    paragraph = next(p for p in _docs("players.md").split("\n\n") if p.startswith("Grading a player exhaustively"))
    quoted = re.findall(r"as X (?:meets|met) ([\d,]+) games", paragraph)
    assert quoted
    assert "vary" in paragraph
