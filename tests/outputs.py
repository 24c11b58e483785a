"""What the command line says, for the tests that read it in every language: every command's help and the
Chinese-output cluster (a typical use of every command, the errors a person meets, a whole game in every dress),
each rendered **once per run** and shared by the workers through a file under a lock, as conftest's
``order_four`` is; and the oracle that says what in a text is English left in Chinese.

What is English is decided by a token filter, not by the catalogues: after the tokens a program reads are taken
out (option and command names, metavars, cells, X and O, file names, identifiers and choices of the commands,
computed by walking luoshu's click group), any ASCII word of three letters or more that is left is English.
"""

from __future__ import annotations

import fcntl
import functools
import json
import re
from collections.abc import Callable, Collection, Iterator
from pathlib import Path
from typing import Any, TypeVar

import click
import pytest
from click.testing import CliRunner
from games_files import CARDS, FRUIT

from luoshu.cli import cli
from luoshu.teach.disguises import BUILT_IN
from luoshu.views.dresses.boards import panel_rows
from luoshu.views.dresses.disguises import CLASSIC_WORDS
from luoshu.views.dresses.dress import dress_for
from luoshu.words.language import speak

T = TypeVar("T")

LANGUAGES = {"zh_CN": "zh-CN", "zh_TW": "zh-TW"}
"""The Chinese languages, each with its --lang tag."""


def every_command(
    group: click.Group, context: click.Context, path: tuple[str, ...] = ()
) -> Iterator[tuple[tuple[str, ...], click.Command]]:
    """Every command below ``group`` with its path (``("explore", "order")``), the groups' own included."""
    yield path, group
    for name in group.list_commands(context):
        command = group.get_command(context, name)
        assert command is not None, name
        if isinstance(command, click.Group):
            yield from every_command(command, click.Context(command, parent=context), (*path, name))
        else:
            yield (*path, name), command


COMMAND_TREE = list(every_command(cli, click.Context(cli)))


def _tokens() -> set[str]:
    """The words a program reads, which stay as they are in every language: the commands' names, their options'
    names and metavars, and the values of their choices (levels, dresses, algorithms...)."""
    found: set[str] = set()
    for path, command in COMMAND_TREE:
        found.update(path)
        for parameter in command.params:
            for name in (*parameter.opts, *parameter.secondary_opts):
                found.update(re.findall(r"[A-Za-z]+", name))
            if isinstance(parameter.type, click.Choice):
                found.update(word for choice in parameter.type.choices for word in re.findall(r"[A-Za-z]+", choice))
    return {word.lower() for word in found}


READ_BY_PROGRAMS = {
    # the keys typed at the prompt, which a sentence tells the player to type (the Chinese words answer too)
    *("hint", "why", "undo", "save", "help", "quit"),
    # players, as --opponent and match take them; the file suffixes a sentence names
    *("perfect", "casual", "random", "skill", "menace", "human", "computer", "python", "cmd", "lesson"),
    *("json", "jsonl", "csv", "svg", "sqlite", "utf", "web"),  # and the web extra, pip's name for it
    "local",  # the value of prove --ray that starts Ray here
    # names of things that are names in Chinese too: the program, its algorithms and units, a person's name
    *("luoshu", "alpha", "beta", "minimax", "alphabeta", "pn", "mib", "lux", "ray", "zhang", "norman", "michie"),
    "pyqt",  # the window toolkit a lesson's article builds its game's window with
    "donald",  # Donald Michie, MENACE's author, named beside his Chinese name where a help introduces him
    "not_lose",  # a proof's claim as a certificate writes it, which prove's help quotes
    "enter",  # the Enter key, as its keycap names it (Taiwan says it so; the mainland 回车)
    "nodes",  # the global in which a learner's program counts its nodes, which learn check reads and its help names
    # terms of art written in Latin letters in Chinese too; MENACE's name spelled out beside its translation
    *("bootstrap", "matchbox", "educable", "noughts", "and", "crosses", "engine"),
}
"""Tokens a program reads, or names that stay in Latin letters in a Chinese text (kept short: each says why)."""

TOKENS = _tokens() | READ_BY_PROGRAMS | set(BUILT_IN) | set(CLASSIC_WORDS)
"""Besides: the built-in games explore isomorph reads, and the English word game's words, which a help names."""

TOKEN_PATTERNS = re.compile(
    r"""
      JSON\ Lines                   # a file format's name
    | pip\ install\ \S+             # a command to type
    | "[a-z_]+"                    # a JSON key a help quotes
    | '[^'\n]*'                    # what was typed, quoted as it was typed
    | “[^”\n]*”|「[^」\n]*」          # ... in Chinese quotation marks
    | --?[A-Za-z][\w-]*            # an option, --lang or -h
    | \b[A-Z][A-Z0-9_:]*\b         # a metavar (FILE, N, W1), a cell (A1, C3), X and O, MENACE, JSON
    | [\w./-]+\.(?:json|jsonl|csv|svg|py|sqlite3|txt)\b   # a file's name
    | \S*/\S*                      # a path, or a picks record written with slashes
    | \b(?:[a-z]+:)?[A-Z0-9]+\b    # python:FILE, skill:P
    | \{[^{}]*\}                   # a JSON object a help quotes
    | https?://\S+                 # an address
    | \b\w+\([\w, ]*\)(?:\s*->\s*\w+)?  # a function a program of the user's defines: choose(position) -> int
    | \bCtrl-[A-Z]\b               # a key
    """,
    re.VERBOSE,
)


def english_left(text: str, items: Collection[str] = ()) -> list[str]:
    """The English words left in ``text`` once the tokens are taken out: every ASCII word of three or more
    letters that is no token (``items``: a dress's own item names, which a game shows as they are).

    >>> english_left("轮到 X：取 5 (B2)，或输入 hint、--json。")
    []
    >>> english_left("挡住了 X 的 2 + 5 (A3 和 B2：diagonal A3-C1)")
    ['diagonal']
    >>> english_left("1.2-4  defence  简单")
    ['defence']
    """
    left = TOKEN_PATTERNS.sub(" ", text)
    for item in sorted(items, key=len, reverse=True):  # whole names only: "ace" is no part of "menace"
        left = re.sub(rf"(?<![A-Za-z]){re.escape(item)}(?![A-Za-z])", " ", left)
    words = re.findall(r"[A-Za-z][A-Za-z'_]*", left)
    return [word for word in words if len(word) >= 3 and word.lower() not in TOKENS]


SIMPLIFIED_ONLY = set(
    "这们个为么设戏数对选择开关帮时间说后图点击赢输线网页盘视单认进显统计应该样还没结记录档错误语词轮谁从无题标与种简体"
    "让给会将过动学习长发尽经实现处并于当号头问两边变极树证验胜负谜觉书则规传带来双术请读写钟组获条门岭际权齐区坏块报"
    "态总毕卡步骤类币见觉较钮项级剩释导达运连断续满义优胜败预设执术节荐览载窗体务资讯仅赛师课练测试适"
)
"""Common characters that only Simplified Chinese writes (Traditional writes 這 們 個 為 麼 設 戲 數 對 ...)."""
# Not listed: characters both scripts write (局, 助, 存, 言, 束, 示, 步, 卡 ...); removed from the set above.
SIMPLIFIED_ONLY -= set("局助存言束示步卡剩窗")


def simplified_in(text: str) -> list[str]:
    """The simplified-only characters in ``text``.

    >>> simplified_in("這個遊戲"), simplified_in("这个游戏")
    ([], ['这', '个', '戏'])
    """
    return [character for character in text if character in SIMPLIFIED_ONLY]


def faults(text: str, language: str, where: str, items: Collection[str] = ()) -> list[str]:
    """What is wrong with ``text``: English left in it (or in the sentences of the JSON in it), and in
    Traditional text, simplified-only characters; each fault with the lines it is in."""
    found = []
    left = set(english_left(_without_json(text), items))
    if left:
        lines = [line for line in text.splitlines() if set(english_left(line, items)) & left]
        found.append(f"{where} in {language}: English left {sorted(left)} in:\n" + "\n".join(lines[:6]))
    simplified = set(simplified_in(text)) if language == "zh_TW" else set()
    if simplified:
        lines = [line for line in text.splitlines() if simplified_in(line)]
        found.append(f"{where}: simplified {sorted(simplified)} in:\n" + "\n".join(lines[:6]))
    return found


SENTENCE_KEYS = {
    "text", "reason", "error", "cost", "caption", "task", "construction", "failures", "disagreements", "about",
    "help", "footer", "status", "under", "title", "titles", "why_prompt", "scorecard", "reveal", "said", "heading",
    "notes", "labels", "mark", "tree_columns", "shown", "arriving", "controls", "question", "explanation", "joined",
    "program_text", "projected_text",
}  # fmt: skip
"""The keys whose values are sentences for a person, in the language spoken (docs/json.md marks them)."""
SENTENCES_UNDER = {("checks", "claim")}
"""Keys that are sentences only inside one key's objects: a check's claim (a proof's claim is "win" or "not_lose")."""
TIMES = {"seconds", "setup_seconds", "peak_mib", "nodes_per_second_per_worker", "move_seconds", "slowest_seconds"}
"""What a run measures: never the same twice."""


def without_sentences(value: Any, within: str = "", drop: frozenset[str] = frozenset()) -> Any:
    """``value`` with the sentences for a person (and the times measured) taken out."""
    if isinstance(value, dict):
        gone = SENTENCE_KEYS | TIMES | drop | {key for outer, key in SENTENCES_UNDER if outer == within}
        return {key: without_sentences(inner, key, drop) for key, inner in value.items() if key not in gone}
    if isinstance(value, list):
        return [without_sentences(inner, within, drop) for inner in value]
    return value


def sentences_of(value: Any, within: str = "") -> Iterator[str]:
    """The sentences for a person in a JSON value."""
    if isinstance(value, dict):
        for key, inner in value.items():
            if key in SENTENCE_KEYS or (within, key) in SENTENCES_UNDER:
                yield from (text for text in _strings(inner))
            else:
                yield from sentences_of(inner, key)
    elif isinstance(value, list):
        for inner in value:
            yield from sentences_of(inner, within)


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for inner in value:
            yield from _strings(inner)


def _without_json(text: str) -> str:
    """Lines of JSON replaced by their sentences for a person: the rest of them are identifiers and numbers."""
    kept = []
    for line in text.splitlines():
        try:
            value = json.loads(line)
        except ValueError:
            kept.append(line)
            continue
        kept.extend(sentences_of(value) if isinstance(value, (dict, list)) else [])
    return "\n".join(kept)


TERMINAL = 80
"""The terminal's width every output is rendered at: what a person reads must fit it."""


def invoke(args: list[str], language: str, by_environment: bool, typed: str | None = None) -> str:
    """``luoshu ARGS`` in ``language`` (chosen by LANG, or by --lang), in this process, on a terminal of 80 columns:
    its whole output."""
    environment = {"LANG": f"{language}.UTF-8", "LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": ""}
    if not by_environment:
        environment["LANG"] = "C.UTF-8"
        args = [*args, "--lang", LANGUAGES.get(language, "en")]
    done = CliRunner().invoke(cli, args, input=typed, env=environment, prog_name="luoshu", terminal_width=TERMINAL)
    output = done.output
    assert "Traceback" not in output, output
    assert not isinstance(done.exception, Exception) or isinstance(done.exception, SystemExit), repr(done.exception)
    return output


def _games(folder: Path) -> dict[str, str]:
    (folder / "fruit.json").write_text(json.dumps(FRUIT))
    (folder / "cards.json").write_text(json.dumps(CARDS))
    return {"{fruit}": str(folder / "fruit.json"), "{cards}": str(folder / "cards.json"), "{dir}": str(folder)}


USES: list[tuple[list[str], str | None]] = [
    (["solve", "5", "1"], None),
    (["solve", "-"], "5 1\n5 5\nB2 A1\n"),
    (["solve", "--sets", "{cards}", "ace"], None),
    (["explain", "5", "2", "8", "--pick", "1"], None),
    (["explain", "--misere", "5", "1"], None),
    (["explain", "2", "1", "6", "3", "7"], None),
    (["puzzle", "--seed", "1"], "8\n"),
    (["puzzle", "--seed", "2", "--dress", "grid"], "hint\nB2\n"),
    (["puzzle", "--seed", "3", "--dress", "jam"], "zz\n"),
    (["puzzle", "--seed", "4", "--dress", "words"], "quit\n"),
    (["puzzle", "--seed", "5", "--dress", "product"], "\n"),  # the answer asked for at once
    (["puzzle", "--list", "--level", "easy"], None),
    (["explore"], None),
    (["explore", "square"], None),
    (["explore", "triples"], None),
    (["explore", "translate", "5", "2"], None),
    (["explore", "squares"], None),
    (["explore", "symmetries"], None),
    (["explore", "stats"], None),
    (["explore", "isomorph", "jam"], None),
    (["explore", "isomorph", "product", "jam"], None),
    (["explore", "isomorph", "{fruit}"], None),
    (["explore", "verify"], None),
    (["explore", "order", "4"], None),
    (["explore", "targets", "--numbers", "7"], None),
    (["explore", "replay", "5", "1", "4"], None),
    (["explore", "strategy"], None),
    (["explore", "search", "5", "1", "4", "--algorithm", "alphabeta", "--depth", "1"], None),
    (["explore", "search", "5", "1", "4", "--compare"], None),
    (["match", "perfect", "random", "--games", "4", "--seed", "1"], None),
    (["grade", "casual", "--seed", "1"], None),
    (["menace", "--games", "30", "--seed", "1"], None),
    (["prove", "--order", "4", "--plies", "9", "--workers", "1", "--out", "{dir}/proof.jsonl"], None),
    (["check", "{dir}/proof.jsonl"], None),
    (["learn", "start", "minimax", "{dir}/minimax.py"], None),
    # the starter as it is, in a small game: a mistake explained, its tree drawn
    (["learn", "check", "{dir}/minimax.py", "--numbers", "7", "--count", "3", "--target", "12"], None),
    (["learn", "--seed", "1", "--progress", "{dir}/learn.json"], "0\n" * 16),  # the course, every answer wrong
    (["learn", "--list", "--progress", "{dir}/learn.json"], None),
    (["solve", "5", "1", "--svg", "{dir}/solve.svg"], None),
    (["menace", "--games", "20", "--seed", "2", "--svg", "{dir}/menace.svg"], None),
    (["grade", "random", "--as", "X", "--seed", "3", "--svg", "{dir}/grade.svg"], None),
    (["explore", "stats", "--target", "14"], None),
    (["explore", "symmetries", "--target", "14"], None),
    (["explain", "5", "2"], None),
    (["explain", "1", "2", "4", "3", "6", "7", "9", "8", "--pick", "5"], None),
    *((["explore", "search", "5", "1", "4", "--algorithm", algorithm], None) for algorithm in ("minimax", "memo")),
    (["explore", "search", "5", "1", "4", "--algorithm", "symmetry"], None),
    (["explore", "search", "5", "1", "4", "--algorithm", "alphabeta"], None),
    (["explore", "replay", "5", "1", "2", "--svg", "{dir}/replay.svg"], None),
    (["study", "--dresses", "numbers", "--trials", "2", "--out", "{dir}/study.csv"], None),  # input ends at once
    *((["play", dress, "--seed", "1"], "hint\nwhy\n5\nwhy\nundo\nq\n") for dress in ("fifteen", "jam", "words")),
    *((["play", dress, "--seed", "1"], "hint\nwhy\n5\nwhy\nundo\nq\n") for dress in ("grid", "product")),
]
"""A typical use of every command, with what is typed; a file named ``{...}`` is made in the run."""

ERRORS: list[tuple[list[str], str | None]] = [
    (["solve", "5", "5"], None),
    (["solve", "--numbers", "99"], None),
    (["solve", "--no-such-option"], None),
    (["no-such-command"], None),
    (["explain", "5", "--pick", "5"], None),
    (["play", "--load", "{dir}/missing.json"], None),
    (["play", "--load", "{dir}"], None),
    (["play", "--sets", "{dir}"], None),
    (["check", "{dir}"], None),
    (["check", "{dir}/missing.jsonl"], None),
    (["learn", "check", "{dir}/missing.py"], None),
    (["learn", "start", "minimax", "{dir}"], None),
    (["study", "--report", "{dir}/missing.csv"], None),
    (["explore", "isomorph", "chess"], None),
    (["match", "perfect"], None),
    (["grade", "nobody"], None),
    (["menace", "--boxes", "{dir}"], None),
    (["solve", "--svg", "{dir}"], None),
]
"""Bad arguments, a missing file, a folder given as a file."""


def shown_as_they_are(language: str) -> list[str]:
    """What a game shows as it is named: the items of the dresses as each dress gives them in ``language``, and
    Jam's towns."""
    speak(language)
    try:
        dressed = [item for dress in ("jam", "words") for item in dress_items(dress)]
        dressed += [row[0] for row in panel_rows(dress_for("jam"))]  # Jam's towns
    finally:
        speak("en")
    return dressed


def of_the_files(args: list[str], given: dict[str, str]) -> list[str]:
    """The names a game given as a file shows as they are: its items and its name, where ``args`` read it."""
    found: list[str] = []
    for file, game in (("{fruit}", FRUIT), ("{cards}", CARDS)):
        if given[file] in args:
            found += [*map(str, game["items"]), str(game["name"])]
    return found


def dress_items(name: str) -> list[str]:
    """The names of a dress's items, by number, as the dress gives them (in the language spoken)."""
    dress = dress_for(name)
    return [dress.item(number) for number in range(1, 10)]


def whole_game(items: list[str]) -> str:
    """What two people type for a whole game, in a dress's items: help, a bad move, hint, a pick and why, undo,
    then 3, 1, 5, 2, 7: X holds 3 + 5 + 7 = 15 and wins."""
    picks = [3, 1, 5, 2, 7]
    lines = ["help", "zz", "hint", items[picks[0] - 1], "why", "undo", *(items[n - 1] for n in picks)]
    return "\n".join(lines) + "\nq\n"


# Rendered once per run ------------------------------------------------------------------------------------------


def run_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The folder shared by the whole run: under xdist every worker has one of its own below it."""
    shared = tmp_path_factory.getbasetemp()
    return shared.parent if shared.name.startswith("popen-gw") else shared


def once_per_run(folder: Path, name: str, make: Callable[[Path], T], wait: bool = True) -> T | None:
    """What ``make`` makes (JSON), made by the first worker to ask and read by the others: the worker that makes it
    holds the lock while the others wait, then read; or, where not ``wait``, None at once while another makes it.
    ``make`` is given a folder of its own for its files."""
    path = folder / f"{name}.json"
    with open(folder / f"{name}.lock", "w") as lock:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX if wait else fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return None  # another worker is making it
        try:
            if not path.exists():
                own = folder / name
                own.mkdir(exist_ok=True)
                path.write_text(json.dumps(make(own)))
            made: T = json.loads(path.read_text())
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)
    return made


HELP_WAYS = {"80": "--lang, 80 columns", "wide": "--lang, not wrapped", "env": "LANG, not wrapped"}
"""How each help is rendered: English at 80 columns only; Chinese each way."""


def help_key(path: tuple[str, ...], language: str, way: str) -> str:
    return f"{' '.join(path)}|{language}|{way}"


def render_helps(_folder: Path) -> dict[str, list[Any]]:
    """Every command's ``--help`` in every language, each way of ``HELP_WAYS``: [exit code, output]."""
    rendered: dict[str, list[Any]] = {}
    try:
        for path, _command in COMMAND_TREE:
            for language in ("en", *LANGUAGES):
                for way in ("80",) if language == "en" else tuple(HELP_WAYS):
                    tag = LANGUAGES.get(language, "en")
                    environment = {"LANG": "C.UTF-8", "LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": ""}
                    args = [*path, "--help", "--lang", tag]
                    if way == "env":
                        environment["LANG"], args = f"{language}.UTF-8", [*path, "--help"]
                    width = 80 if way == "80" else 10_000
                    done = CliRunner().invoke(
                        cli, args, env=environment, prog_name="luoshu", terminal_width=width, max_content_width=width
                    )
                    rendered[help_key(path, language, way)] = [done.exit_code, done.output]
    finally:
        speak("en")
    return rendered


def helps(tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[Any]]:
    """Every command's help, rendered once per run (``render_helps``)."""
    made = once_per_run(run_folder(tmp_path_factory), "helps", render_helps)
    assert made is not None  # waited for
    return made


def with_files(args: list[str], given: dict[str, str]) -> list[str]:
    return [re.sub(r"\{\w+\}", lambda named: given[named.group()], arg) for arg in args]


def whole_games(language: str, given: dict[str, str]) -> list[tuple[str, list[str], str]]:
    """A whole game in every dress: (the dress, its command line, what is typed) in ``language``."""
    found = []
    for dress in ("fifteen", "grid", "jam", "words", "product", "sets"):
        if dress == "sets":
            args = ["play", "--sets", given["{cards}"], "--opponent", "human"]
            items = [str(item) for item in CARDS["items"]]  # the file's own names, shown as they are
        else:
            speak(language)
            items = dress_items(dress)
            speak("en")
            args = ["play", dress, "--opponent", "human"]
        found.append((dress, args, whole_game(items)))
    return found


def render_outputs(language: str, folder: Path) -> dict[str, Any]:
    """The Chinese-output cluster in ``language`` (en, zh_CN or zh_TW), in this process: every use of ``USES`` and
    ``ERRORS`` (by LANG for every other one, by --lang for the rest, as a person chooses either way), a whole game
    in every dress, and the words of the pictures the uses write: {"said": a list of {"args", "kind", "output"}
    (kind: use, error or game; a game's "dress" too), "pictures", "given" (the files the uses name)}."""
    try:
        given = _games(folder)
        said = []
        uses = [("use", args, typed) for args, typed in USES] + [("error", args, typed) for args, typed in ERRORS]
        for number, (kind, args, typed) in enumerate(uses):
            args = with_files(args, given)
            output = invoke(args, language, by_environment=number % 2 == 0, typed=typed)
            said.append({"args": args, "kind": kind, "output": output})
        for dress, args, typed in whole_games(language, given):
            by_environment = dress in ("fifteen", "jam", "product")
            output = invoke(args, language, by_environment=by_environment, typed=typed)
            said.append({"args": args, "kind": "game", "dress": dress, "output": output})
        pictures = {p.name: re.findall(r">([^<>]+)<", p.read_text()) for p in sorted(folder.glob("*.svg"))}
    finally:
        speak("en")
    return {"said": said, "pictures": pictures, "given": given}


VERIFY_JSON = ["explore", "verify", "--json"]
"""The command whose JSON the cluster keeps beside its text (test_json reads it): its checks take a second to
compute in each language, and the text and the JSON are two writings of the same checks."""


def render_outputs_and_verify_json(language: str, folder: Path) -> dict[str, Any]:
    """``render_outputs``, and what ``luoshu explore verify --json`` writes on its standard output in
    ``language`` ("verify_json"): the command run through the command line in full, given the checks it computed
    for the cluster's ``explore verify`` in the same language rather than computing them again."""
    from luoshu.cli.explore import verification as command

    name = "checks_of_everything"  # what the command calls for its checks
    compute = getattr(command, name)
    computed: list[Any] = []

    def once() -> Any:
        if not computed:
            computed.append(compute())
        return computed[0]

    setattr(command, name, once)
    try:
        made = render_outputs(language, folder)
        assert computed, "the cluster ran no explore verify"
        args = [*VERIFY_JSON, "--lang", LANGUAGES.get(language, "en")]
        try:
            done = CliRunner().invoke(
                cli, args, env={"LANG": "C.UTF-8", "LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": ""}
            )
        finally:
            speak("en")
        assert done.exit_code == 0, done.output
        assert "Traceback" not in done.output, done.output
    finally:
        setattr(command, name, compute)
    return made | {"verify_json": done.stdout}


def outputs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """The Chinese-output cluster, by language (``render_outputs``, with explore verify's JSON), each language
    rendered once per run. A worker renders first the languages no other worker is rendering, then waits for the
    rest: two workers that ask at once share the work, not the wait."""
    folder = run_folder(tmp_path_factory)
    made: dict[str, Any] = {}
    for wait in (False, True):
        for language in ("en", *LANGUAGES):
            if language not in made:
                render = functools.partial(render_outputs_and_verify_json, language)
                found = once_per_run(folder, f"outputs-{language}", render, wait=wait)
                if found is not None:
                    made[language] = found
    return {language: made[language] for language in ("en", *LANGUAGES)}


def said_in(args: list[str], name: str, typed: str | None = None, width: int = 10_000) -> str:
    """``luoshu ARGS --lang`` in ``name``'s language, in this process, with what is typed: all it wrote (for a
    test of one sentence that is in no use above)."""
    done = CliRunner().invoke(
        cli, [*args, "--lang", LANGUAGES[name]], input=typed, prog_name="luoshu", terminal_width=width
    )
    assert "Traceback" not in done.output, done.output
    return done.output
