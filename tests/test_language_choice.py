"""Which language luoshu speaks: ``--lang`` in any form people type (a BCP 47 tag or a POSIX locale, in any case),
the environment's variables read as the standard library reads them, a browser's Accept-Language, and a language
per context (a server answers pages in several at once).

The oracles are other programs and plain tables: the standard library's ``gettext.find`` says which variable
decides; the forms below are written from what the tags mean. Also (dropped as separate tests): a language
luoshu does not speak refused in one line on the command line (kept by
test_anything_else_is_refused_in_one_line_that_names_the_languages, which checks the sentence itself too).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import gettext
import os
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from catalogue import TRANSLATED, said
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from luoshu.cli import cli
from luoshu.words import language
from luoshu.words.language import (
    LANGUAGES,
    chosen_language,
    language_asked,
    language_named,
    language_of_environment,
    language_of_header,
    speak,
    speaking,
    spoken,
)

QUIET = {"LANGUAGE": None, "LC_ALL": None, "LC_MESSAGES": None, "LANG": None}


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    """Each test leaves the process speaking English, as it found it."""
    yield
    speak("en")


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


def test_regions_fall_back_to_the_script_read_there() -> None:
    for name, expected in REGIONS.items():
        assert language_named(name) == expected, name
        assert language_of_environment({"LANG": name}) == expected, name


def test_a_language_luoshu_does_not_have_gives_english_silently() -> None:
    for name in ["fr_FR.UTF-8", "de", "ja_JP.UTF-8", "", "zz", "@euro", "."]:
        assert language_named(name) is None, name
        assert language_of_environment({"LANG": name}) == "en", name
        assert chosen_language(None, {"LC_ALL": name}) == "en", name


VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
VALUES = ("", "zh_TW.UTF-8", "zh_HK", "zh_CN.UTF-8", "zh_SG", "en_GB.UTF-8", "fr_FR.UTF-8", "de", "C", "ja_JP")


@pytest.fixture(scope="module")
def catalogues(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder with a catalogue of its own for each locale name of VALUES that names a language of ours: made once,
    read by every example."""
    folder = tmp_path_factory.mktemp("locale")
    for value in VALUES:
        if value and value != "C" and language_named(value):
            (folder / value / "LC_MESSAGES").mkdir(parents=True)
            (folder / value / "LC_MESSAGES" / "luoshu.mo").write_bytes(b"")
    return folder


@settings(
    deadline=None, max_examples=40
)  # the standard library's gettext.find reads the disk: slow on a loaded machine
@given(
    st.fixed_dictionaries(
        {},
        optional={name: st.lists(st.sampled_from(VALUES), min_size=1, max_size=3).map(":".join) for name in VARIABLES},
    )
)
def test_the_environment_is_read_as_the_standard_library_reads_it(
    catalogues: Path, environment: dict[str, str]
) -> None:
    # gettext.find, with a catalogue of its own for each locale name that names a language of ours, says which
    # name the environment chooses; the language is that name's.
    saved = {name: os.environ.pop(name) for name in VARIABLES if name in os.environ}
    try:
        os.environ.update(environment)
        found = gettext.find("luoshu", str(catalogues))
    finally:
        for name in VARIABLES:
            os.environ.pop(name, None)
        os.environ.update(saved)
    expected = "en" if found is None else language_named(Path(found).parent.parent.name)
    assert language_of_environment(environment) == expected


def test_lang_overrides_the_environment() -> None:
    environment = {"LANGUAGE": "zh_TW", "LANG": "zh_TW.UTF-8"}
    assert [chosen_language(tag, environment) for tag in ("en", "zh-CN", "zh-TW")] == ["en", "zh_CN", "zh_TW"]


def test_lang_chooses_and_the_environment_chooses_where_it_is_not_given() -> None:
    # As a person runs it: the command line's main reads the environment (CliRunner's env=) and --lang.
    def helped(*args: str, **environment: str) -> str:
        done = CliRunner().invoke(cli, [*args], env={**QUIET, **environment})
        assert done.exit_code == 0, done.output
        return done.output

    assert helped("solve", "--help").startswith("Usage:")
    assert helped("solve", "--help", LANG="zh_CN.UTF-8").startswith("用法：")
    traditional = helped("solve", "--help", LANG="zh_HK.UTF-8")  # Hong Kong reads Traditional
    assert "選項" in traditional
    assert "选项" not in traditional
    assert helped("solve", "--lang", "en", "--help", LANG="zh_TW.UTF-8").startswith("Usage:")
    assert helped("--lang", "zh-TW", "solve", "--help").startswith("用法：")
    assert "draw with perfect play" in helped("solve", "5", "2", LANG="fr_FR.UTF-8")  # unknown: English


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


def test_accept_language_reads_odd_headers() -> None:
    odd = {
        "zh-TW;q=abc, zh-CN;q=0.2": "zh_CN",  # a weight that is no number accepts nothing
        "zh-TW;q=2, en;q=0.9": "en",  # nor does one above 1
        ";;, ,q=1": "en",
        "ZH-hk": "zh_TW",  # tags are read in any case
        "": "en",
    }
    assert {header: language_of_header(header) for header in odd} == odd


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

    # In a thread of its own: a worker that ran the page's tests holds Playwright's event loop in this thread.
    with concurrent.futures.ThreadPoolExecutor(1) as own:
        own.submit(asyncio.run, pages()).result()
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


FORMS = {
    "en": "en",
    "EN": "en",
    "en-US": "en",
    "en_GB": "en",
    "en_US.UTF-8": "en",
    "en-gb": "en",
    "zh": "zh-CN",
    "zh-CN": "zh-CN",
    "zh_CN": "zh-CN",
    "zh-cn": "zh-CN",
    "zh_CN.UTF-8": "zh-CN",
    "zh-Hans": "zh-CN",
    "zh-Hans-CN": "zh-CN",
    "zh-SG": "zh-CN",
    "zh_SG.GB2312": "zh-CN",
    "zh-Hans-HK": "zh-CN",  # the script says Simplified, wherever it is read
    "zh-TW": "zh-TW",
    "zh_TW": "zh-TW",
    "zh-tw": "zh-TW",
    "ZH-TW": "zh-TW",
    "zh_TW.UTF-8": "zh-TW",
    "zh_TW.Big5": "zh-TW",
    "zh-Hant": "zh-TW",
    "zh-Hant-TW": "zh-TW",
    "zh-hant-hk": "zh-TW",
    "zh-HK": "zh-TW",
    "zh_HK.UTF-8": "zh-TW",
    "zh-MO": "zh-TW",
}
"""Each form a person may type, and the language it names (written here from what the tags mean)."""

REFUSED = ["fr", "de-DE", "ja_JP.UTF-8", "chinese", "zh-", "zh TW", "", "-", "zh_TW.UTF-8 extra"]

SAID = {"en": "draw with perfect play", "zh-CN": "结果是平局", "zh-TW": "結果是平手"}
"""What ``solve 5 2`` says of the position in each language."""


def solved(*args: str) -> str:
    done = CliRunner().invoke(cli, [*args], env=QUIET)
    assert done.exit_code == 0, (args, done.output)
    return done.output


def test_every_form_of_a_language_is_read() -> None:
    # Every form by the parser --lang uses; on the command line, each language by one form before the command,
    # after it, and with =: the language is the same, and so is every word said.
    assert {form: language_asked(form) for form in FORMS} == {
        form: tag.replace("-", "_") for form, tag in FORMS.items()
    }
    for form in ("EN", "zh_SG.GB2312", "zh-hant-hk"):
        expected = FORMS[form]
        by_tag = solved("solve", "5", "2", "--lang", expected)
        assert SAID[expected] in by_tag
        assert solved("--lang", form, "solve", "5", "2") == by_tag
        assert solved("solve", "5", "2", "--lang", form) == by_tag
        assert solved("solve", f"--lang={form}", "5", "2") == by_tag


def test_anything_else_is_refused_in_one_line_that_names_the_languages() -> None:
    for form in REFUSED:
        assert language_asked(form) is None, form
    with pytest.raises(ValueError, match=r"^luoshu does not speak 'klingon'; choose en, zh-CN or zh-TW$"):
        chosen_language("klingon", {"LANGUAGE": "zh_TW", "LANG": "zh_TW.UTF-8"})
    for form in ("fr", "zh TW"):
        done = CliRunner().invoke(cli, ["solve", "5", "2", "--lang", form], env=QUIET)
        assert done.exit_code == 2, done.output
        error = [line for line in done.output.splitlines() if line.startswith("Error")]
        assert len(error) == 1, done.output
        assert f"luoshu does not speak '{form}'; choose en, zh-CN or zh-TW" in error[0]
        assert "Traceback" not in done.output
