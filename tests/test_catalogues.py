"""luoshu's catalogues: the .po and the compiled .mo, what the package marks for them, and gettext reading them.
Every sentence a person reads, in every module of the package, is marked where it is said (``_``, ``N_``,
``ngettext``, ``pgettext``: issue 38) and translated in each catalogue, none fuzzy; each compiled catalogue says
what its .po says; each translation keeps its placeholders; plural forms follow each language's rule; the
catalogues ship in the package; and what the session says goes through gettext when it is said.

The oracles are other programs: Babel reads the catalogues, knows each language's plural rule and finds what the
code marks; the standard library's gettext reads the compiled ones. The marking check reads the syntax tree: a
string in code (not a docstring) with two words in a row, one of them lower case, is a sentence; SQL is not;
``NOT_PROSE`` lists, with a reason, the few other strings that only look like one.
"""

from __future__ import annotations

import ast
import configparser
import fnmatch
import functools
import gettext
import io
import re
import string
from collections.abc import Iterator

import pytest
from babel.messages.catalog import Message
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import read_mo
from babel.messages.plurals import get_plural
from catalogue import LOCALE, ROOT, TRANSLATED, forms, plural_ids, po, said, translations
from sources import MODULES, tree

from luoshu.rules import Rules
from luoshu.session import Session, enter
from luoshu.session.captions import caption, status_line, titles
from luoshu.session.screen import board_json
from luoshu.words import language
from luoshu.words.language import speak, speaking

SENTENCE = re.compile(r"[A-Za-z][a-z']+ [a-z']{2,}")
SQL = re.compile(r"\s*(select|insert|create|update|delete|pragma|begin|alter|replace)\b", re.IGNORECASE)


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    """Each test leaves the process speaking English, as it found it."""
    yield
    speak("en")


# What luoshu marks ----------------------------------------------------------------------------------------------


NOT_PROSE: dict[str, set[str]] = {
    "cli.pybot": {"Traceback (most recent call last):\n"},  # Python's own heading of a traceback, as Python writes it
    "web.app": {": still here\n\n"},  # an event stream's comment line, against proxies' timeouts: no page shows it
    "teach.explain": {"certain draw"},  # how a line ends, a value of JSON's line_ends: said by explanations' words
    "svg.drawing": {'<?xml version="1.0" encoding="UTF-8"?>\n'},  # the XML declaration that opens a picture
    # The invariants' names: keys the catalogue branches on and JSON carries ("invariant": {"name": ...}).
    "search.isomorphism": {"set sizes", "sets per item", "sets per pair"},
    # The grid motions' names: keys of MOTIONS, looked up by name and carried by JSON ("motion": ...).
    "views.squares.motions": {"reflection left-right", "reflection top-bottom"},
    # textwrap's own refusal of a width, worded as textwrap words it: a program's mistake, never shown to a person.
    "views.wrapping": {"invalid width ", " (must be > 0)"},
    # The commands a line of the course never breaks (``fitted``'s whole pieces): typed as they are in every language.
    "cli.learn": {"luoshu learn start minimax", "luoshu learn check minimax.py", "luoshu learn"},
    # The command chapter 4 of the course on a page gives to check a program and report its mark: typed as it is.
    "web.learners": {"luoshu learn check minimax.py --report '"},
    # The starter program's own lines of Python, and the command that checks it: code, the same in every language.
    "teach.starter": {
        "from __future__ import annotations",
        "from luoshu.rules import Position",
        "def choose(position: Position) -> int:",
        "    global nodes",
        "    return min(position.free)  # ",
        "    luoshu learn check ",
    },
}
"""Strings outside the words that look like sentences and are not read as one, by module, each with its reason."""


@functools.cache
def walked(tree: ast.AST) -> list[ast.AST]:
    """Every node of ``tree`` (``ast.walk``), walked once in a process: each module's tree is read by three checks
    (docstrings, calls, constants) in two tests, and walking it is most of their time."""
    return list(ast.walk(tree))


def docstrings(tree: ast.AST) -> set[int]:
    """The string constants of ``tree`` that stand as statements: docstrings of modules, classes, functions and
    names."""
    return {
        id(node.value)
        for node in walked(tree)
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)
    }


def unmarked_in(source: str | ast.Module) -> list[str]:
    """The sentences of ``source`` (its text, or its syntax tree) that go through no ``_``, ``N_``, ``ngettext`` or
    ``pgettext``: a catalogue would miss them."""
    tree = ast.parse(source) if isinstance(source, str) else source
    marked = {
        id(arg)
        for node in walked(tree)
        if isinstance(node, ast.Call) and called(node) in {"_", "N_", "ngettext", "pgettext"}
        for arg in node.args
    }
    return [text for node, text in constants(tree) if id(node) not in marked]


def constants(tree: ast.AST) -> list[tuple[ast.Constant, str]]:
    """The strings in code of ``tree`` (not docstrings) that read as prose, with their nodes."""
    skip = docstrings(tree)
    return [
        (node, node.value)
        for node in walked(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in skip
        and SENTENCE.search(node.value)
        and not SQL.match(node.value)
    ]


def sentences_in(source: str | ast.Module, module: str = "") -> list[str]:
    """The sentences that ``source`` builds unmarked: its strings in code that read as prose (f-strings' parts
    included) and go through no ``_``, ``N_``, ``ngettext`` or ``pgettext`` (issue 38: a sentence is marked where it
    is said, and the catalogue is its home)."""
    allowed = NOT_PROSE.get(module, set())
    return [text for text in unmarked_in(source) if text not in allowed]


def test_the_check_finds_a_sentence() -> None:
    source = '"""A docstring is no sentence built."""\nx = f"Saved {n} games to {path}"\ny = "--json"\n'
    assert sentences_in(source) == [" games to "]
    assert sentences_in("q = 'SELECT id FROM games WHERE seat = ?'\n") == []
    assert sentences_in("import click\nhelp = 'Show the board.'\n") == ["Show the board."]


def test_the_marking_check_finds_an_unmarked_sentence() -> None:
    source = 'def said(n: int) -> str:\n    return _("{n} games") + " and more" + N_("Play it.")\n'
    assert unmarked_in(source) == [" and more"]


def test_every_sentence_of_the_package_is_marked_for_translation() -> None:
    # Issue 38: a sentence is said where it is made, in any module, marked for the catalogue.
    found = {name: sentences_in(tree(name), name) for name in MODULES}  # each tree parsed once in the process
    assert len(found) > 100
    unmarked = {name: texts[:5] for name, texts in found.items() if texts}
    assert not unmarked, f"sentences no catalogue would find (mark them with _, N_ or ngettext): {unmarked}"


def called(node: ast.AST) -> str | None:
    """The name a call calls (``_`` for ``_(...)`` and for ``language._(...)``, as Babel's extractor reads both)."""
    if not isinstance(node, ast.Call):
        return None
    return node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", None)


@functools.cache
def marked_in_the_package() -> frozenset[str]:
    """Every string luoshu marks with ``_``, ``N_``, ``ngettext`` or ``pgettext``, in any module of the package
    (issue 38: sentences are marked where they are said), read from the syntax tree (once in a process: three
    tests ask)."""
    found: set[str] = set()
    for name in MODULES:
        for node in walked(tree(name)):
            if not isinstance(node, ast.Call):
                continue
            first = node.args[0] if node.args else None
            if called(node) in ("_", "N_") and isinstance(first, ast.Constant) and isinstance(first.value, str):
                found.add(first.value)
            elif called(node) == "ngettext":
                found.update(
                    arg.value for arg in node.args[:2] if isinstance(arg, ast.Constant) and isinstance(arg.value, str)
                )
            elif (
                called(node) == "pgettext"
                and len(node.args) == 2
                and isinstance(node.args[1], ast.Constant)
                and isinstance(node.args[1].value, str)
            ):
                found.add(node.args[1].value)  # the message; its first argument is the context
    return frozenset(found)


def test_babels_extraction_finds_every_sentence_luoshu_marks() -> None:
    # babel.cfg and Babel's keywords, as .ci/catalogues runs them, against the syntax tree's own count.
    mapping = configparser.ConfigParser()
    mapping.read(ROOT / "babel.cfg")
    methods = [(section.split(":", 1)[1].strip(), section.split(":", 1)[0]) for section in mapping.sections()]
    extracted: set[str] = set()
    for _, _, message, _, _ in extract_from_dir(str(ROOT / "luoshu"), method_map=methods):
        extracted.update(message if isinstance(message, tuple) else (message,))
    marked = marked_in_the_package()
    assert "luoshu does not speak '{asked}'" in marked
    assert extracted == marked


def test_the_catalogues_ship_in_the_package() -> None:
    # setup.cfg's package data names every catalogue, source and compiled, for the wheel and the sdist.
    config = configparser.ConfigParser()
    config.read(ROOT / "setup.cfg")
    patterns = [p.strip() for p in config["options.package_data"]["luoshu.words"].split(",")]
    files = sorted(str(path.relative_to(ROOT / "luoshu" / "words")) for path in LOCALE.rglob("*.[mp]o"))
    assert len(files) == 2 * len(TRANSLATED)
    assert all(any(fnmatch.fnmatch(file, pattern) for pattern in patterns) for file in files)


def test_a_catalogue_is_read_from_the_package_not_the_folder() -> None:
    # pkgutil reads through the package's loader: the catalogue of a zipped package is found too.
    import pkgutil

    data = pkgutil.get_data("luoshu.words", "locale/zh_TW/LC_MESSAGES/luoshu.mo")
    assert data is not None
    assert gettext.GNUTranslations(io.BytesIO(data)).gettext("Usage:") == said("zh_TW", "Usage:")


def test_a_message_missing_from_the_catalogue_stays_english() -> None:
    with speaking("zh_CN"):
        assert language._("a sentence no catalogue has") == "a sentence no catalogue has"


@pytest.mark.parametrize("name", TRANSLATED)
def test_every_sentence_luoshu_marks_is_translated_and_none_is_fuzzy(name: str) -> None:
    # The syntax tree's count of what the words mark, against the catalogue: each there, translated, not fuzzy.
    catalogue = po(name)
    ids: dict[str, Message] = {}
    for message in catalogue:
        if message.id:
            for one in message.id if isinstance(message.id, (tuple, list)) else (message.id,):
                ids[str(one)] = message
    marked = marked_in_the_package()
    assert len(marked) > 1000
    missing = sorted(text for text in marked if text not in ids)
    assert not missing, f"{name} lacks {missing[:3]}: run .ci/catalogues and translate them"
    untranslated = sorted(text for text in marked if not all(forms(ids[text])))
    assert not untranslated, f"{name} leaves {untranslated[:3]} untranslated"
    fuzzy = sorted(str(message.id) for message in catalogue if message.id and message.fuzzy)
    assert not fuzzy, f"{name} has fuzzy entries: {fuzzy[:3]}"


# The catalogues -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", TRANSLATED)
def test_plural_forms_follow_each_languages_own_rule(name: str) -> None:
    catalogue = po(name)
    # The catalogue's header carries the language's rule as CLDR gives it (Babel's table): one form in Chinese.
    forms_count, rule = get_plural(name)
    assert catalogue.plural_forms == f"nplurals={forms_count}; plural={rule};"
    plurals = [(ids, forms(message)) for message in catalogue if (ids := plural_ids(message)) and forms(message)[0]]
    assert plurals
    with speaking(name):
        for (singular, plural), translated in plurals:
            assert len(translated) == forms_count
            for count in range(6):
                assert language.ngettext(singular, plural, count) == translated[0]
    for (singular, plural), _ in plurals:
        assert [language.ngettext(singular, plural, count) for count in (1, 2)] == [singular, plural]


@pytest.mark.parametrize("name", TRANSLATED)
def test_each_compiled_catalogue_is_its_po(name: str) -> None:
    # The .mo files are committed (an editable install and a checkout read them as they are, and the build needs no
    # step of its own): each must say what its .po says, read back by Babel.
    with open(LOCALE / name / "LC_MESSAGES" / "luoshu.mo", "rb") as compiled:
        mo = read_mo(compiled)
    source = po(name)
    assert translations(mo) == translations(source)
    assert mo.plural_forms == source.plural_forms
    # And the standard library's gettext, which luoshu reads them with, gives the same.
    with open(LOCALE / name / "LC_MESSAGES" / "luoshu.mo", "rb") as compiled:
        stdlib = gettext.GNUTranslations(compiled)
    for message_id, text in translations(source).items():
        if isinstance(message_id, str):
            assert stdlib.gettext(message_id) == text
        elif len(message_id) == 2 and not isinstance(text, tuple):  # a word in its context
            assert stdlib.pgettext(*message_id) == text


def fields(text: str) -> set[tuple[str, str | None, str | None]]:
    """The placeholders of a message: ``{name!r:spec}`` fields and ``%(name)s`` ones."""
    braces = {
        (name, conversion, spec) for _, name, spec, conversion in string.Formatter().parse(text) if name is not None
    }
    return braces | {(name, None, kind) for name, kind in re.findall(r"%\((\w+)\)([sdrf])", text)}


@pytest.mark.parametrize("name", TRANSLATED)
def test_each_translation_keeps_its_placeholders(name: str) -> None:
    catalogue = po(name)
    assert not [(m.id, errors) for m, errors in catalogue.check()]  # Babel's own checks (python-format)
    checked = 0
    for message in catalogue:
        if not message.id or not message.string:
            continue
        ids = plural_ids(message)
        if ids:
            # One form for every count: it must say what the plural says, with the plural's placeholders.
            for form in forms(message):
                assert fields(form) == fields(ids[1]), (message.id, form)
        else:
            assert fields(forms(message)[0]) == fields(str(message.id)), (message.id, message.string)
        checked += 1
    assert checked > 50


# What the session says, through gettext when it is said ------------------------------------------------------


class Marked(gettext.NullTranslations):
    """Every sentence translated as itself in brackets: a template is marked before it is filled in."""

    def gettext(self, message: str) -> str:
        return f"[{message}]"

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return f"[{msgid1 if n == 1 else msgid2}]"


@pytest.fixture
def marked(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(language._catalogues, "en", Marked())  # English, as the words speak it, marked


def is_marked(text: str) -> bool:
    return text.startswith("[") and text.endswith("]")


def saver(session: Session, path: str, replace: object) -> None:
    """A face's save that cannot write: the reason comes back in the reply."""
    raise OSError(f"cannot save to {path}")


def test_a_reply_to_a_typed_line_is_said_through_gettext(marked: None) -> None:
    for line in ["", "5 5", "undo", "quit", "hint now", "why 1 2", "xyz", "save", "save a.json"]:
        reply = enter(Session(x="human", o="human"), line, saver if line.startswith("save ") else None)
        assert is_marked(reply.text), (line, reply.text)


def test_a_refused_pick_and_the_captions_are_said_through_gettext(marked: None) -> None:
    game = Session(x="human", o="computer", picks=[5])
    assert is_marked(enter(game, "9").text)  # the computer's turn
    assert is_marked(caption(game))
    people = Session(x="human", o="human", picks=[5, 2, 4, 1, 6])  # X wins with 4 + 5 + 6
    assert caption(people) == "[{winner} wins!]".format(winner="X")
    assert all(is_marked(title) for title in titles(people))
    assert is_marked(board_json(Session(dress="jam"))["why_prompt"])
    going = Session(x="human", o="human", picks=[5])
    hints = going.hints()
    assert is_marked(status_line(going, hints, None, None))
    assert is_marked(status_line(going, hints, min(hints), None))


def test_without_a_catalogue_the_words_are_the_english_of_before() -> None:
    # The pseudo-translation is gone once the test that chose it ends: English again, as every test expects.
    assert enter(Session(), "").text == "Type a number 1-9, or help for the commands."
    assert caption(Session(x="human", o="human", rules=Rules(misere=True))) == "X's turn"
