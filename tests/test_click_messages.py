"""click's own words (Usage, Options, its errors) in the language chosen: click calls the standard library's
gettext, whose domain luoshu binds to its catalogues (no patched module of click); and in Chinese a name in
click's messages takes the language's own quotation marks (“--dress” in zh_CN, 「--dress」 in zh_TW, as the
glossary quotes), with no space beside a full-width mark, and no English full stop. English is left as click
writes it.

The oracles: Babel's extractor finds what click marks in its installed source, Babel reads the catalogues, and
the marks are judged by tests/chinese_marks.py's regular expressions. Also (dropped as separate tests): click's
errors said in the language chosen in a real process (kept by test_clicks_help_and_errors_speak_the_language_chosen;
the process adds nothing the command line's main does not do in this one).
"""

from __future__ import annotations

import gettext
import os
import re
import string
from collections.abc import Iterator
from pathlib import Path

import click
import pytest
from babel.messages.extract import extract_from_dir
from catalogue import TRANSLATED, po, said, translations
from chinese_marks import HAN, faults
from click.testing import CliRunner, Result

from luoshu.cli import cli, click_words
from luoshu.words import language
from luoshu.words.language import speak


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    """Each test leaves the process speaking English, as it found it."""
    yield
    speak("en")


def click_messages() -> set[str | tuple[str, ...]]:
    """Every message click marks for translation, found in click's installed source by Babel's extractor: a
    string, or a counting message's (singular, plural)."""
    folder = Path(click.__file__).parent
    found: set[str | tuple[str, ...]] = set()
    for _, _, message, _, _ in extract_from_dir(str(folder), method_map=[("**.py", "python")]):
        found.add(message if isinstance(message, str) else tuple(str(part) for part in message[:2]))
    return found


def test_every_message_of_click_is_translated() -> None:
    expected = click_messages()
    assert len(expected) > 50
    for name in TRANSLATED:
        catalogue = po(name)
        done = translations(catalogue)
        missing = sorted(str(m) for m in expected if catalogue.get(m if isinstance(m, str) else m[0]) is None)
        assert not missing, f"{name} lacks click's {missing[:3]}: run .ci/catalogues and translate them"
        untranslated = sorted(str(message) for message in expected if message not in done)
        assert not untranslated, f"{name} leaves click's {untranslated[:3]} untranslated"


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


MISTAKES = [
    (["play", "--dress", "nope"], "--dress"),  # no such option, with a suggestion
    (["play", "--dress", "grid"], "--dress"),
    (["play", "--nope"], "--nope"),
    (["no-such-command"], "no-such-command"),
    (["match", "perfect"], "SECOND"),  # a missing argument
    (["grade", "nobody"], "PLAYER"),  # a bad value of an argument
    (["solve", "--numbers", "99"], "--numbers"),  # a number out of its range
    (["solve", "--numbers", "many"], "--numbers"),  # not an integer
    (["play", "--first", "maybe"], "--first"),  # not one of the choices
    (["play", "--level", "grandmaster"], "grandmaster"),  # not a choice of luoshu's
    (["explore", "search", "--algorithm", "guess"], "guess"),  # not a choice of click's
    (["solve", "--budget", "many"], "--budget"),  # not a number
]
QUOTES = {"zh-CN": ("“", "”"), "zh-TW": ("「", "」"), "en": ("'", "'")}
FULL_WIDTH = "，。；：！？、（）「」『』“”"


def test_a_name_in_clicks_errors_takes_the_languages_quotes_and_chinese_marks() -> None:
    wrong = []
    for args, name in MISTAKES:
        for tag, (opening, closing) in QUOTES.items():
            done = CliRunner().invoke(cli, [*args, "--lang", tag], prog_name="luoshu", terminal_width=10_000)
            said_ = f"luoshu {' '.join(args)} --lang {tag}"
            if done.exit_code != 2 or "Traceback" in done.output:
                wrong.append(f"{said_}: exit {done.exit_code}: {done.output}")
                continue
            line = next(line for line in done.output.splitlines() if line.startswith(("Error", "错误", "錯誤")))
            if f"{opening}{name}{closing}" not in line:
                wrong.append(f"{said_}: {name} not quoted: {line}")
            if tag == "en":
                continue
            if re.search(r"'[^'\s]+'", line):
                wrong.append(f"{said_}: a name left in Python's quotes: {line}")  # no name left in Python's quotes
            if re.search(f"[{FULL_WIDTH}] | [{FULL_WIDTH}]", line):
                wrong.append(f"{said_}: a space beside a full-width mark: {line}")
            wrong += faults(done.output, said_)
            if re.search(r"[.!?]$", done.output.strip().splitlines()[-1]):
                wrong.append(f"{said_}: an English stop ends a Chinese sentence: {line}")
            usage = done.output.splitlines()[0]
            if not re.match(rf"{HAN}+：luoshu ", usage):  # 用法：luoshu ..., no space after the full-width colon
                wrong.append(f"{said_}: {usage}")
    assert not wrong, "\n".join(wrong)
