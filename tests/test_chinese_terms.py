"""One word for each idea in each Chinese script: the glossary's tables (docs/glossary.md, "One word for each idea")
give, for each idea, the word luoshu says and the words it never says for it, and no message of the script's
catalogue says the idea a way its table rules out.

The oracle is the glossary, read here as a reviewer reads it; the catalogues are read as Babel reads them. A word
luoshu says is masked before the words it never says are looked for, so that 局面 in 各步和局面 ("the moves and the
positions") is not read as 和局 ("a draw"). Also the Chinese READMEs' words, the lessons' programs named as the
lessons name them, and the outcome signs' legend said where the signs are shown (merged here from
test_chinese_readmes, test_lesson_programs_named and test_outcome_signs_legend)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from catalogue import po
from running import run

from luoshu import Position
from luoshu.search.solver import Outcome, Verdict, analyse
from luoshu.session import Session
from luoshu.session.captions import how_to_play, status_line
from luoshu.svg.drawing import Marks, Panel, _key
from luoshu.words.language import speaking

ROOT = Path(__file__).resolve().parent.parent
GLOSSARY = ROOT / "docs" / "glossary.md"
SCRIPTS = {"简体中文": "zh_CN", "繁體中文": "zh_TW"}


def term_tables() -> dict[str, list[dict[str, str]]]:
    """The glossary's "One word for each idea" tables, by language: a row per idea, its cells by column head."""
    section = GLOSSARY.read_text().split("## One word for each idea", 1)[1].split("\n## ", 1)[0]
    tables: dict[str, list[dict[str, str]]] = {}
    for part in section.split("\n### ")[1:]:
        title, _newline, body = part.partition("\n")
        rows = [line.strip().strip("|").split("|") for line in body.splitlines() if line.startswith("|")]
        heads = [cell.strip() for cell in rows[0]]
        tables[SCRIPTS[title.strip()]] = [
            dict(zip(heads, (cell.strip() for cell in row), strict=True)) for row in rows[2:]
        ]
    return tables


def words_of(cell: str) -> list[str]:
    """The words a cell lists (separated by 、), each without its note in brackets: 平局（胜、平、负 ...） is 平局."""
    bare = re.sub(r"（[^）]*）|\([^)]*\)", "", cell)
    return [word.strip() for word in bare.split("、") if word.strip()]


def said(language: str) -> list[tuple[str, str, list[str]]]:
    """Every translation of luoshu's own messages (click's are click's): (msgid, msgstr, where it is said)."""
    catalogue = po(language)
    found = []
    for message in catalogue:
        places = [path for path, _line in message.locations if path.startswith("luoshu/")]
        if not message.id or not places:
            continue
        msgid = message.id if isinstance(message.id, str) else message.id[0]
        for text in [message.string] if isinstance(message.string, str) else list(message.string or ()):
            found.append((msgid, text, places))
    return found


TABLES = term_tables()


def test_the_glossary_has_a_table_of_terms_for_each_script() -> None:
    assert set(TABLES) == {"zh_CN", "zh_TW"}
    for rows in TABLES.values():
        ideas = {row["idea"] for row in rows}
        # the ideas the Chinese learner found said two ways, each with its word and the words ruled out
        assert {"a draw", "a position", "a fork", "the refutation", "undo", "a dress, a disguise"} <= ideas
        assert {"skill (`skill:P`)", "a search's score", "minimax"} <= ideas
        # said three ways in explore search's help and notes: one way, guarded here
        assert {"the maximiser, the minimiser", "a search's scores, where the search is shown"} <= ideas
        assert all(words_of(row["luoshu says"]) and words_of(row["never"]) for row in rows)


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_no_message_says_an_idea_a_way_the_glossary_rules_out(language: str) -> None:
    rows = TABLES[language]
    says = sorted({word for row in rows for word in words_of(row["luoshu says"])}, key=len, reverse=True)
    wrong = []
    for msgid, text, places in said(language):
        masked = text
        for word in says:  # what luoshu says is no variant, even where a ruled-out word lies inside it
            masked = masked.replace(word, "\0")
        for row in rows:
            scopes = row["only in"].replace("`", " ").split()  # the files that say them, one or more
            if scopes and not any(place.startswith(scope) for scope in scopes for place in places):
                continue
            wrong += [(row["idea"], word, msgid[:60]) for word in words_of(row["never"]) if word in masked]
    assert wrong == []


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_each_word_the_glossary_chooses_is_said(language: str) -> None:
    """The glossary names words the catalogue uses: each idea's first word is said by some message."""
    texts = [text for _msgid, text, _places in said(language)]
    unsaid = [row["idea"] for row in TABLES[language] if not any(words_of(row["luoshu says"])[0] in t for t in texts)]
    assert unsaid == []


def test_minimax_is_named_beside_the_lessons_word_where_the_search_is_introduced() -> None:
    """The lessons say Minimax: explore search's help says 极小化极大（Minimax） at its first mention."""
    for language, name in (("zh_CN", "极小化极大（Minimax）"), ("zh_TW", "極小化極大（Minimax）")):
        helps = [text for msgid, text, _places in said(language) if msgid.startswith("Watch the search itself")]
        assert len(helps) == 1
        assert helps[0].index(name) == helps[0].index(name[:5])  # the first mention, not a later one


def test_the_lessons_gui_is_never_called_a_window_beside_the_alpha_beta_window() -> None:
    """Lesson 1's program has a PyQt GUI; its help says in the same breath that each move at the root has a fresh
    window [α, β]: zh_CN says 窗口 for the window, so the GUI is 图形界面 (as zh_TW says 圖形介面 beside 區間)."""
    for language, gui in (("zh_CN", "PyQt 图形界面"), ("zh_TW", "PyQt 圖形介面")):
        texts = [text for msgid, text, _places in said(language) if "PyQt" in msgid]
        assert len(texts) >= 2
        assert all(re.sub(r"\s+", " ", text).count("PyQt") == re.sub(r"\s+", " ", text).count(gui) for text in texts)


def test_lesson_3_is_a_class_that_teaches_a_computer_to_win_fast() -> None:
    """Lesson 3's article is a class teaching a computer to win in the fewest moves, not "a computer" bought."""
    for language, taught in (("zh_CN", "教电脑用最少的步数取胜"), ("zh_TW", "教電腦用最少的步數取勝")):
        texts = [
            text
            for msgid, text, _places in said(language)
            if msgid.startswith(("Lesson 3 (002)", "Run lesson N's own program"))
        ]
        assert len(texts) == 2
        assert all(taught in text.replace("\n", "") and "取胜的电脑" not in text for text in texts), texts


# From test_chinese_readmes.py -----------------------------------------------------------------------------


READMES = {"zh_CN": ROOT / "README.zh-CN.md", "zh_TW": ROOT / "README.zh-TW.md"}
MINIMAX = {"zh_CN": "极小化极大", "zh_TW": "極小化極大"}


def translation(language: str, msgid: str) -> str:
    catalogue = po(language)
    found = catalogue.get(msgid)
    assert found is not None
    assert isinstance(found.string, str)
    return found.string


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_the_readme_says_no_idea_a_way_the_glossary_rules_out(language: str) -> None:
    text = READMES[language].read_text()
    says = sorted({w for row in TABLES[language] for w in words_of(row["luoshu says"])}, key=len, reverse=True)
    for word in says:
        text = text.replace(word, "\0")
    wrong = [
        (row["idea"], word)
        for row in TABLES[language]
        if not row["only in"]  # a rule for some messages only is no rule for the README
        for word in words_of(row["never"])
        if word in text
    ]
    assert wrong == []


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_the_lessons_plain_minimax_is_named_as_the_program_names_it(language: str) -> None:
    plain = translation(language, "plain minimax")  # 朴素极小化极大 / 單純極小化極大
    adjective = plain.removesuffix(MINIMAX[language])
    assert adjective
    assert adjective != plain
    rows = [line for line in READMES[language].read_text().splitlines() if line.startswith("| 第")]
    named = re.findall(
        rf"([\u4e00-\u9fff]{{2}})的?{MINIMAX[language]}；|([\u4e00-\u9fff]{{2}})的?{MINIMAX[language]}，", "".join(rows)
    )
    adjectives = {a or b for a, b in named}
    assert adjectives == {adjective}  # lessons 2, 3 and 4: plain minimax, as explore search says


def test_a_search_s_score_is_not_called_a_grade() -> None:
    """评分 is luoshu grade's word: the README says a search's score 分数, as the program does."""
    for line in READMES["zh_CN"].read_text().splitlines():
        assert "评分" not in line or "luoshu grade" in line, line
    assert "分数同第 1 课" in READMES["zh_CN"].read_text()


# From test_lesson_programs_named.py -----------------------------------------------------------------------


OTHER_WAYS = {"zh_CN": r"课程(?:的|里的?)(?:程序|玩家|搜索)", "zh_TW": r"課程(?:的|裡的?)(?:程式|玩家|搜尋)"}
ONE_WAY = {"zh_CN": "第 N 课的程序", "zh_TW": "第 N 課的程式"}


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_no_message_names_a_lessons_program_another_way(language: str) -> None:
    catalogue = po(language)
    other = [m.id for m in catalogue if m.id and re.search(OTHER_WAYS[language], str(m.string))]
    assert other == []


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
@pytest.mark.parametrize("command", ["grade", "match"])
def test_grade_and_match_help_name_the_lessons_programs_as_lesson_n_does(language: str, command: str) -> None:
    helped = run(command, "--help", "--lang", language.replace("_", "-"))
    said = "".join(helped.output.split())
    assert ONE_WAY[language].replace(" ", "") in said
    assert not re.search(OTHER_WAYS[language], said)
    refused = run(
        command, "lesson:9", *(["perfect"] if command == "match" else []), "--lang", language.replace("_", "-")
    )
    assert refused.exit_code == 2
    assert ONE_WAY[language].replace(" ", "") in "".join(refused.output.split())


# From test_outcome_signs_legend.py ------------------------------------------------------------------------


SIGNS = {"zh_CN": ("胜", "平局", "负"), "zh_TW": ("勝", "平手", "負")}


def signs_said(text: str) -> tuple[str, ...]:
    """What each of + = − is said to be, its colour aside dropped: "+ 胜（蓝色）" says 胜."""
    found = re.search(
        r"\+ (?:是)?([^，,（(]+)(?:（[^）]*）)?，= (?:是)?([^，,（(]+)(?:（[^）]*）)?，− (?:是)?([^，,（(]+)", text
    )
    assert found is not None, text
    return found.groups()


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_the_hint_bar_the_help_and_the_pictures_key_say_the_signs_alike(language: str) -> None:
    with speaking(language):
        game = Session(x="human", o="human")
        hints_even = status_line(game, {5: Verdict(Outcome.DRAW, 9), 1: Verdict(Outcome.DRAW, 9)}, None, None)
        hints_best = status_line(game, {5: Verdict(Outcome.WIN, 3), 1: Verdict(Outcome.DRAW, 9)}, None, None)
        hints_explained = how_to_play(game).split("\n\n")[-1]
        start = Position()  # the picture's key, where it explains the verdicts of the free moves
        key = _key([Panel(start, Marks(verdicts=analyse(start)), [])])
        said = [hints_even, hints_best, hints_explained, key]
    assert [signs_said(text) for text in said] == [SIGNS[language]] * len(said)
