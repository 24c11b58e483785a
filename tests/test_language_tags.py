"""``--lang`` reads a language as people type it, as the environment's variables are read: a BCP 47 tag or a POSIX
locale, in any case, mapped to the language of ours it names (Traditional for Hant, Taiwan, Hong Kong and Macau,
Simplified for the rest of Chinese, English for any English); anything else is refused in one line that names
the three, and the help still lists the three.
"""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from luoshu.cli import cli

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
    done = CliRunner().invoke(cli, [*args])
    assert done.exit_code == 0, (args, done.output)
    return done.output


@pytest.mark.parametrize("form", FORMS)
def test_every_form_of_a_language_is_read(form: str) -> None:
    expected = FORMS[form]
    by_tag = solved("solve", "5", "2", "--lang", expected)
    assert SAID[expected] in by_tag
    # Before the command, after it, or with =: the language is the same, and so is every word said.
    assert solved("--lang", form, "solve", "5", "2") == by_tag
    assert solved("solve", "5", "2", "--lang", form) == by_tag
    assert solved("solve", f"--lang={form}", "5", "2") == by_tag


@pytest.mark.parametrize("form", REFUSED)
def test_anything_else_is_refused_in_one_line_that_names_the_languages(form: str) -> None:
    done = CliRunner().invoke(cli, ["solve", "5", "2", "--lang", form])
    assert done.exit_code == 2, done.output
    error = [line for line in done.output.splitlines() if line.startswith("Error")]
    assert len(error) == 1, done.output
    assert all(tag in error[0] for tag in ("en", "zh-CN", "zh-TW")), error
    assert "Traceback" not in done.output


@pytest.mark.parametrize("language", ["en", "zh-CN", "zh-TW"])
def test_the_help_still_lists_the_three(language: str) -> None:
    for args in ([], ["solve"], ["play", "jam"]):
        shown = solved(*args, "--help", "--lang", language)
        assert "--lang [en|zh-CN|zh-TW]" in shown, shown
