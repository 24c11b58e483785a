"""One word for each idea in each Chinese script: the glossary's tables (docs/glossary.md, "One word for each idea")
give, for each idea, the word luoshu says and the words it never says for it, and no message of the script's
catalogue says the idea a way its table rules out.

The oracle is the glossary, read here as a reviewer reads it; the catalogues are read as Babel reads them. A word
luoshu says is masked before the words it never says are looked for, so that 局面 in 各步和局面 ("the moves and the
positions") is not read as 和局 ("a draw")."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parent.parent
GLOSSARY = ROOT / "docs" / "glossary.md"
LOCALE = ROOT / "luoshu" / "words" / "locale"
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
    with open(LOCALE / language / "LC_MESSAGES" / "luoshu.po", "rb") as source:
        catalogue = read_po(source)
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
