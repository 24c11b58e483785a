"""Issue 28: the language machinery. Which language the environment, ``--lang`` or a browser asks for; the
catalogues (Babel's, compiled, shipped, read by the standard library's gettext); a language per context, so that
a server answers pages in several at once; plural forms by each language's rule; and click's own messages
through the same catalogues.

The oracles are other programs: the standard library's ``gettext.find`` says which variable decides, Babel reads
the catalogues and knows each language's plural rule, and Babel's extractor finds what the code marks.
"""

from __future__ import annotations

import asyncio
import configparser
import fnmatch
import gettext
import io
import os
import re
import string
import subprocess
import sys
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path

import click
import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import read_mo
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po
from click.testing import CliRunner, Result
from hypothesis import given, settings
from hypothesis import strategies as st

from luoshu.cli import click_words
from luoshu.words import language
from luoshu.words.language import (
    LANGUAGES,
    chosen_language,
    language_named,
    language_of_environment,
    language_of_header,
    speak,
    speaking,
    spoken,
)

ROOT = Path(__file__).parent.parent
LOCALE = ROOT / "luoshu" / "words" / "locale"
TRANSLATED = [name for name in LANGUAGES if name != "en"]  # English is the source: no catalogue


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    """Each test leaves the process speaking English, as it found it."""
    yield
    speak("en")


def po(name: str) -> Catalog:
    with open(LOCALE / name / "LC_MESSAGES" / "luoshu.po", "rb") as source:
        return read_po(source)


def said(name: str, message_id: str) -> str:
    """What the catalogue of ``name``'s .po gives for a message of one form, read by Babel."""
    text = po(name)[message_id].string
    assert isinstance(text, str)
    return text


def forms(message: Message) -> list[str]:
    """A message's translated forms (one, or one per plural form)."""
    found = list(message.string) if isinstance(message.string, (tuple, list)) else [message.string or ""]
    assert all(isinstance(form, str) for form in found)
    return found


def plural_ids(message: Message) -> tuple[str, str] | None:
    """A counting message's singular and plural, or None for a message of one form."""
    if isinstance(message.id, (tuple, list)):
        return str(message.id[0]), str(message.id[1])
    return None


# Which language -----------------------------------------------------------------------------------------------

REGIONS = {
    # the issue's own list: Hong Kong and Macau read Traditional, Singapore Simplified, en_GB English
    "zh_TW.UTF-8": "zh_TW",
    "zh_HK.UTF-8": "zh_TW",
    "zh_MO": "zh_TW",
    "zh-Hant": "zh_TW",
    "zh_Hant_SG": "zh_TW",
    "zh-TW": "zh_TW",
    "zh_CN.GB2312": "zh_CN",
    "zh_SG.UTF-8": "zh_CN",
    "zh-Hans": "zh_CN",
    "zh-Hans-HK": "zh_CN",
    "zh": "zh_CN",
    "zh-CN": "zh_CN",
    "en_GB.UTF-8": "en",
    "en_US": "en",
    "en": "en",
    "C": "en",
    "C.UTF-8": "en",
    "POSIX": "en",
}


@pytest.mark.parametrize(("name", "expected"), sorted(REGIONS.items()))
def test_regions_fall_back_to_the_script_read_there(name: str, expected: str) -> None:
    assert language_named(name) == expected
    assert language_of_environment({"LANG": name}) == expected


@pytest.mark.parametrize("name", ["fr_FR.UTF-8", "de", "ja_JP.UTF-8", "", "zz", "@euro", "."])
def test_a_language_luoshu_does_not_have_gives_english_silently(name: str) -> None:
    assert language_named(name) is None
    assert language_of_environment({"LANG": name}) == "en"
    assert chosen_language(None, {"LC_ALL": name}) == "en"


VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
VALUES = ("", "zh_TW.UTF-8", "zh_HK", "zh_CN.UTF-8", "zh_SG", "en_GB.UTF-8", "fr_FR.UTF-8", "de", "C", "ja_JP")


@settings(deadline=None)  # the standard library's gettext.find reads the disk: slow on a loaded machine
@given(
    st.fixed_dictionaries(
        {},
        optional={name: st.lists(st.sampled_from(VALUES), min_size=1, max_size=3).map(":".join) for name in VARIABLES},
    )
)
def test_the_environment_is_read_as_the_standard_library_reads_it(environment: dict[str, str]) -> None:
    # gettext.find, with a catalogue of its own for each locale name that names a language of ours, says which
    # name the environment chooses; the language is that name's.
    with tempfile.TemporaryDirectory() as folder:
        for value in VALUES:
            if value and value != "C" and language_named(value):
                (Path(folder) / value / "LC_MESSAGES").mkdir(parents=True)
                (Path(folder) / value / "LC_MESSAGES" / "luoshu.mo").write_bytes(b"")
        saved = {name: os.environ.pop(name) for name in VARIABLES if name in os.environ}
        try:
            os.environ.update(environment)
            found = gettext.find("luoshu", folder)
        finally:
            for name in VARIABLES:
                os.environ.pop(name, None)
            os.environ.update(saved)
    expected = "en" if found is None else language_named(Path(found).parent.parent.name)
    assert language_of_environment(environment) == expected


def test_lang_overrides_the_environment_and_refuses_in_one_line() -> None:
    environment = {"LANGUAGE": "zh_TW", "LANG": "zh_TW.UTF-8"}
    assert [chosen_language(tag, environment) for tag in ("en", "zh-CN", "zh-TW")] == ["en", "zh_CN", "zh_TW"]
    with pytest.raises(ValueError, match=r"^luoshu does not speak 'klingon'; choose en, zh-CN or zh-TW$"):
        chosen_language("klingon", environment)


HEADER_TAGS = ("zh-TW", "zh-HK", "zh-CN", "zh-SG", "zh", "zh-Hant", "en-US", "en", "fr-CA", "de", "ja", "*")


@given(st.lists(st.tuples(st.sampled_from(HEADER_TAGS), st.sampled_from([None, 0, 0.1, 0.5, 0.8, 1])), max_size=6))
def test_accept_language_prefers_the_heaviest_range_it_can_read(ranges: list[tuple[str, float | None]]) -> None:
    header = ", ".join(tag if weight is None else f"{tag};q={weight}" for tag, weight in ranges)
    # By brute force: every range we can read, with its weight (1 without one) and place; the heaviest, the first.
    readable = [
        (1.0 if weight is None else weight, -place, tag)
        for place, (tag, weight) in enumerate(ranges)
        if (weight is None or weight > 0) and (tag == "*" or language_named(tag))
    ]
    expected = "en" if not readable else (language_named(max(readable)[2]) or "en")
    assert language_of_header(header) == expected


@given(st.text(max_size=60))
def test_any_accept_language_gives_a_language_and_no_error(header: str) -> None:
    assert language_of_header(header) in LANGUAGES


@pytest.mark.parametrize(
    ("header", "expected"),
    [
        ("zh-TW;q=abc, zh-CN;q=0.2", "zh_CN"),  # a weight that is no number accepts nothing
        ("zh-TW;q=2, en;q=0.9", "en"),  # nor does one above 1
        (";;, ,q=1", "en"),
        ("ZH-hk", "zh_TW"),  # tags are read in any case
        ("", "en"),
    ],
)
def test_accept_language_reads_odd_headers(header: str, expected: str) -> None:
    assert language_of_header(header) == expected


# Speaking it --------------------------------------------------------------------------------------------------


def test_each_context_speaks_its_own_language_at_once() -> None:
    # A server's pages: asyncio tasks and threads in different languages, interleaved, each reads its own.
    usage = {name: said(name, "Usage:") for name in TRANSLATED} | {"en": "Usage:"}
    heard: dict[str, list[str]] = {}

    async def page(name: str) -> None:
        with speaking(name):
            for _ in range(5):
                await asyncio.sleep(0)  # let the other pages run in between
                heard.setdefault(name, []).append(language._("Usage:"))

    async def pages() -> None:
        await asyncio.gather(*(page(name) for name in LANGUAGES))

    asyncio.run(pages())
    assert heard == {name: [usage[name]] * 5 for name in LANGUAGES}

    barrier = threading.Barrier(len(LANGUAGES))
    by_thread: dict[str, str] = {}

    def thread(name: str) -> None:
        with speaking(name):
            barrier.wait()  # all are speaking at once
            by_thread[name] = language._("Usage:")

    threads = [threading.Thread(target=thread, args=(name,)) for name in LANGUAGES]
    for each in threads:
        each.start()
    for each in threads:
        each.join()
    assert by_thread == usage


def test_the_process_language_reaches_every_thread_and_a_context_keeps_its_own() -> None:
    speak("zh_TW")
    seen: list[str] = []
    worker = threading.Thread(target=lambda: seen.append(spoken()))
    worker.start()
    worker.join()
    assert seen == ["zh_TW"]
    with speaking("zh_CN"):
        assert spoken() == "zh_CN"
        with speaking("en"):
            assert language._("Usage:") == "Usage:"
        assert spoken() == "zh_CN"
    assert spoken() == "zh_TW"
    speak("en")
    assert language._("Usage:") == "Usage:"


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


# The catalogues -----------------------------------------------------------------------------------------------


def translations(catalogue: Catalog) -> dict[str | tuple[str, ...], str | tuple[str, ...]]:
    """What a catalogue translates (fuzzy entries are not translations), by message id (one in a context, as
    gettext keys it: the context, a \\x04 and the id)."""
    found: dict[str | tuple[str, ...], str | tuple[str, ...]] = {}
    for m in catalogue:
        if m.id and m.string and tuple(m.string) != ("",) and not m.fuzzy:
            key = tuple(m.id) if isinstance(m.id, (list, tuple)) else f"{m.context}\x04{m.id}" if m.context else m.id
            found[key] = tuple(m.string) if isinstance(m.string, (list, tuple)) else m.string
    return found


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


def click_messages() -> set[str | tuple[str, ...]]:
    """Every message click marks for translation, found in click's installed source by Babel's extractor: a
    string, or a counting message's (singular, plural)."""
    folder = Path(click.__file__).parent
    found: set[str | tuple[str, ...]] = set()
    for _, _, message, _, _ in extract_from_dir(str(folder), method_map=[("**.py", "python")]):
        found.add(message if isinstance(message, str) else tuple(str(part) for part in message[:2]))
    return found


@pytest.mark.parametrize("name", TRANSLATED)
def test_every_message_of_click_is_translated(name: str) -> None:
    catalogue = po(name)
    done = translations(catalogue)
    expected = click_messages()
    assert len(expected) > 50
    missing = sorted(str(m) for m in expected if catalogue.get(m if isinstance(m, str) else m[0]) is None)
    assert not missing, f"{name} lacks click's {missing[:3]}: run .ci/catalogues and translate them"
    untranslated = sorted(str(message) for message in expected if message not in done)
    assert not untranslated, f"{name} leaves click's {untranslated[:3]} untranslated"


def marked_in_the_words() -> set[str]:
    """Every string the words mark with ``_``, ``N_``, ``ngettext`` or ``pgettext``, read from the syntax tree."""
    import ast

    found: set[str] = set()
    for path in (ROOT / "luoshu" / "words").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("_", "N_"):
                if node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
                    found.add(node.args[0].value)
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "ngettext":
                found.update(
                    arg.value for arg in node.args[:2] if isinstance(arg, ast.Constant) and isinstance(arg.value, str)
                )
            elif (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "pgettext"
                and len(node.args) == 2
                and isinstance(node.args[1], ast.Constant)
                and isinstance(node.args[1].value, str)
            ):
                found.add(node.args[1].value)  # the message; its first argument is the context
    return found


def test_babels_extraction_finds_every_sentence_the_words_mark() -> None:
    # babel.cfg and Babel's keywords, as .ci/catalogues runs them, against the syntax tree's own count.
    mapping = configparser.ConfigParser()
    mapping.read(ROOT / "babel.cfg")
    methods = [(section.split(":", 1)[1].strip(), section.split(":", 1)[0]) for section in mapping.sections()]
    extracted: set[str] = set()
    for _, _, message, _, _ in extract_from_dir(str(ROOT / "luoshu" / "words"), method_map=methods):
        extracted.update(message if isinstance(message, tuple) else (message,))
    marked = marked_in_the_words()
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


def test_start_up_stays_light_in_every_language() -> None:
    # Babel and wcwidth are not imported to speak: the standard library's gettext reads the catalogues.
    code = (
        "import sys\nfrom luoshu.words.language import speak, _\n"
        "for name in ('en', 'zh_CN', 'zh_TW'):\n    speak(name); _('Usage:')\n"
        "print(sorted({m.split('.')[0] for m in sys.modules} & {'babel', 'wcwidth', 'click', 'luoshu'}))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    assert done.stdout.strip() == "['luoshu']"


# click's own messages -----------------------------------------------------------------------------------------


def greet() -> click.Command:
    """A small command with ``--lang``, made anew for each run: click keeps its ``--help`` option, made in the
    language of the first run, on the command (a process speaks one language: the command line's)."""

    @click.command()
    @click_words.lang_option
    @click.option("--count", type=int, default=1, help="How many.")
    def command(count: int) -> None:
        """Greet."""
        click.echo(str(count))

    return command


def literal_parts(template: str) -> list[str]:
    """The words of a message around its placeholders."""
    return [text.strip() for text, *_ in string.Formatter().parse(template) if text.strip()]


QUIET = {"LANGUAGE": None, "LC_ALL": None, "LC_MESSAGES": None, "LANG": None}


def run_greet(*args: str, **environment: str) -> Result:
    """The command run as a face's ``main`` runs it: the language chosen first, from the arguments and the
    environment, then click."""
    click_words.speak_as_asked(args, environment)  # names the language for click's gettext too (LANGUAGE)
    return CliRunner().invoke(greet(), list(args), env={**QUIET, **environment, "LANGUAGE": os.environ["LANGUAGE"]})


@pytest.mark.parametrize("name", TRANSLATED)
def test_clicks_help_and_errors_speak_the_language_chosen(name: str) -> None:
    helped = run_greet("--lang", name.replace("_", "-"), "--help")
    assert helped.exit_code == 0
    for message in ("Usage:", "Options", "Show this message and exit."):
        assert said(name, message) in helped.output
        assert message not in helped.output
    refused = run_greet("--count", "many", "--lang", name.replace("_", "-"))
    assert refused.exit_code == 2
    for template in ("Invalid value for {param_hint}: {message}", "Error: {message}"):
        for piece in literal_parts(said(name, template)):
            assert piece in refused.output
    assert "Invalid value" not in refused.output


def test_clicks_messages_follow_the_environment_without_lang() -> None:
    hong_kong = run_greet("--help", LANG="zh_HK.UTF-8")
    assert said("zh_TW", "Usage:") in hong_kong.output
    assert said("zh_TW", "Show this message and exit.") in hong_kong.output
    english = run_greet("--help", LANG="C.UTF-8")
    assert "Show this message and exit." in english.output


def test_click_speaks_through_the_standard_gettext_bound_to_luoshus_catalogues() -> None:
    # click's modules are its own, untouched: it calls the standard library's gettext, whose domain is bound.

    folder = Path(click.__file__).parent
    assert all(
        "from gettext import gettext as _" in path.read_text()
        for path in folder.glob("*.py")
        if "from gettext import" in path.read_text()
    )
    assert click_words.speak_as_asked(["--lang", "zh-TW"], {}) == "zh_TW"
    assert gettext.textdomain() == language.DOMAIN
    assert click.BadParameter("x").format_message() == said("zh_TW", "Invalid value: {message}").format(message="x")
    click_words.speak_as_asked(["--lang", "en"], {})
    assert click.BadParameter("x").format_message() == "Invalid value: x"


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
    marked = marked_in_the_words()
    assert len(marked) > 1000
    missing = sorted(text for text in marked if text not in ids)
    assert not missing, f"{name} lacks {missing[:3]}: run .ci/catalogues and translate them"
    untranslated = sorted(text for text in marked if not all(forms(ids[text])))
    assert not untranslated, f"{name} leaves {untranslated[:3]} untranslated"
    fuzzy = sorted(str(message.id) for message in catalogue if message.id and message.fuzzy)
    assert not fuzzy, f"{name} has fuzzy entries: {fuzzy[:3]}"
