"""click's own messages ("Usage:", "Options", "Show this message and exit.", its errors) in the language luoshu
speaks, from luoshu's catalogues, and ``--lang``, which chooses that language on any command.

click marks its messages with the standard library's gettext (``from gettext import gettext as _``), which reads
the current text domain's catalogue in the language the environment names. That is the supported way in:
``speak_to_click`` binds gettext's domain to luoshu's catalogues (they hold click's messages beside luoshu's,
translated) and names the language chosen, as ``LANGUAGE`` does, so that click speaks what every other sentence
speaks, ``--lang`` included.

>>> import click
>>> speak_as_asked(["--lang", "zh-CN"], {})
'zh_CN'
>>> click.BadParameter("no").format_message()
'无效的值：no'
>>> speak_as_asked(["--lang", "en"], {})
'en'
"""

from __future__ import annotations

import gettext
import inspect
import os
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, TypeVar

import click

from luoshu.views.widths import width
from luoshu.words import language
from luoshu.words.language import N_, _, pgettext
from luoshu.words.terms import clauses, in_quotes

F = TypeVar("F", bound=Callable[..., Any])
C = TypeVar("C", bound=click.Command)


def speak_to_click(chosen: str) -> None:
    """Have click, through the standard library's gettext, speak ``chosen`` (one of ``language.LANGUAGES``): its
    domain bound to luoshu's catalogues, and the language named as the environment's ``LANGUAGE`` names it, which
    gettext reads first (English finds no catalogue, and stays as click wrote it). Where the package is no folder
    (a zip), click's messages stay English."""
    folder = os.path.join(os.path.dirname(language.__file__), "locale")
    if not os.path.isdir(folder):
        return
    gettext.bindtextdomain(language.DOMAIN, folder)
    gettext.textdomain(language.DOMAIN)
    os.environ["LANGUAGE"] = chosen


def asked_language(args: Sequence[str]) -> str | None:
    """The value of ``--lang`` among a command line's arguments (the last, as click takes it), or None: read before
    click parses them, since click makes some of its messages (``--help``'s own help) before any option is read.

    >>> asked_language(["play", "--lang", "zh-TW", "grid"]), asked_language(["--lang=zh-CN"])
    ('zh-TW', 'zh-CN')
    >>> asked_language(["--", "--lang", "en"]) is None
    True
    """
    found = None
    for place, argument in enumerate(args):
        if argument == "--":
            break
        if argument == "--lang" and place + 1 < len(args):
            found = args[place + 1]
        elif argument.startswith("--lang="):
            found = argument.removeprefix("--lang=")
    return found


def speak_as_asked(args: Sequence[str], environment: Mapping[str, str]) -> str:
    """Choose the language of a command line, before click reads it: ``--lang`` where it names one of ours (click
    refuses any other value, in the environment's language), else the environment's; spoken by the whole
    process, click's messages included. The language chosen is returned.

    >>> speak_as_asked(["solve", "--lang", "zh-TW"], {"LANG": "zh_CN.UTF-8"})
    'zh_TW'
    >>> speak_as_asked(["solve", "--lang", "fr"], {"LANG": "C"})
    'en'
    """
    asked = asked_language(args)
    if asked is not None and language.language_asked(asked) is None:
        asked = None
    chosen = language.chosen_language(asked, environment)
    language.speak(chosen)
    speak_to_click(chosen)
    return chosen


class Language(click.ParamType):  # type: ignore[type-arg]  # its parameters differ between click's versions
    """``--lang``'s value: any form of one of our languages, a BCP 47 tag or a POSIX locale in any case
    (``language.language_asked``), given as our tag (en, zh-CN, zh-TW); refused in one line that names them.

    >>> [Language().convert(tag, None, None) for tag in ("zh_TW.UTF-8", "zh-hant", "zh", "zh-SG", "EN_gb")]
    ['zh-TW', 'zh-TW', 'zh-CN', 'zh-CN', 'en']
    """

    name = "language"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> str:
        try:
            return language.TAGS[language.chosen_language(str(value), {})]
        except ValueError as refused:  # luoshu does not speak it: say which it does
            self.fail(str(refused), param, ctx)

    def shell_complete(self, ctx: click.Context, param: click.Parameter, incomplete: str) -> list[Any]:
        from click.shell_completion import CompletionItem

        return [CompletionItem(tag) for tag in language.TAGS.values() if tag.lower().startswith(incomplete.lower())]


def _choose(context: click.Context, parameter: click.Parameter, value: str | None) -> None:
    """``--lang``'s value, spoken by the whole process; without one, the language already chosen stays (the face's
    ``main`` chose it from the whole command line, where a later command's ``--lang`` may name it)."""
    if value is not None:
        speak_as_asked(["--lang", value], os.environ)


def lang_option(command: F) -> F:
    """``--lang en|zh-CN|zh-TW`` on a command, or any form of them (``zh_TW``, ``zh-Hant``: ``Language``), the three
    listed in its help. The face's ``main`` chooses the language before click parses anything
    (``speak_as_asked``); the option, eager, chooses it again where a command is run without that ``main``
    (click's test runner)."""
    option = click.option(
        "--lang",
        type=Language(),
        metavar="[" + "|".join(language.TAGS.values()) + "]",  # the three, though any form of them is read
        is_eager=True,
        expose_value=False,
        callback=_choose,
        help=language.LANG_HELP,
    )
    return option(command)


_MADE = "_luoshu_help_made"
"""Where a command keeps the function that makes its help in the language spoken (``help_made``)."""


def help_made(make: Callable[[], str]) -> Callable[[C], C]:
    """A command whose help ``make`` makes as the command loads, in the language spoken then: a help joined from
    paragraphs marked each on its own, or with a part the run computes (the players luoshu has).

    >>> made = help_made(lambda: "Show this message and exit.")(click.Command("example"))
    >>> made.help
    'Show this message and exit.'
    """

    def decorate(command: C) -> C:
        setattr(command, _MADE, make)
        command.help = make()
        return command

    return decorate


_MADE_TEXTS: dict[str, Callable[[], str]] = {}
"""Helps made by a function (a template filled in, paragraphs joined), by the text made first: made again in the
language spoken each time a command is loaded, since the text made first is no message of the catalogues."""


def said_anew(say: Callable[[], str]) -> str:
    """A help that ``say`` makes, in the language spoken now, and again in the language spoken when its command
    is loaded in another (``in_the_language_spoken``).

    >>> from luoshu.words.language import speaking
    >>> made = said_anew(lambda: language._("Options") + "!")
    >>> command = click.Command("example", help=made)
    >>> with speaking("zh_TW"):
    ...     in_the_language_spoken(command).help
    '選項!'
    """
    text = say()
    _MADE_TEXTS[inspect.cleandoc(text)] = say
    return text


def _said(text: str) -> str:
    """A help in the language spoken: made anew where a function made it, else its translation."""
    say = _MADE_TEXTS.get(inspect.cleandoc(text))
    return say() if say is not None else language._(text)


_ENGLISH = "_luoshu_english"
"""Where a command keeps the English of its help and its options' help: the msgids, translated afresh each time
the command is loaded in a language (a test's runner may ask in several, one after another)."""


def in_the_language_spoken(command: click.Command) -> click.Command:
    """``command`` with its help, its short help and every option's help in the language spoken now (luoshu's
    own, marked with ``N_`` where the command was made), and ``--lang`` among its options.

    >>> from luoshu.words.language import speaking
    >>> example = click.Command("example", help="Show this message and exit.")
    >>> with speaking("zh_CN"):
    ...     in_the_language_spoken(example).help
    '显示此帮助并退出。'
    >>> [parameter.name for parameter in example.params]
    ['lang']
    """
    command.context_class = WideContext
    english = getattr(command, _ENGLISH, None)
    if english is None:
        if not any(parameter.name == "lang" for parameter in command.params):
            lang_option(command)
        english = (command.help, command.short_help, [getattr(p, "help", None) for p in command.params])
        setattr(command, _ENGLISH, english)
    help_text, short_help, helps = english
    made = getattr(command, _MADE, None)
    command.help = made() if made is not None else _said(help_text) if help_text else help_text
    command.short_help = _said(short_help) if short_help else short_help
    for parameter, text in zip(command.params, helps, strict=True):
        if text and isinstance(parameter, click.Option):
            parameter.help = _said(text)
        if isinstance(parameter, click.Option):
            _say_metavar(parameter)
    if getattr(command, "_help_option", None) is not None:
        command._help_option = None  # click keeps --help's option, its help said once: made again when asked
    if isinstance(command, click.Group):  # its own commands (a lazy group's others come as they load)
        for inner in command.commands.values():
            in_the_language_spoken(inner)
    return command


_CLICKS_OWN = "_luoshu_clicks_own_metavar"
"""Where an option keeps that its metavar is click's own, of its type (the English), to be said in each language."""
_OWN_METAVAR = "_luoshu_own_metavar"
"""Where an option keeps its own metavar in English (FILE, SECONDS), to be said in each language."""


def _say_metavar(option: click.Option) -> None:
    """The option's metavar in the language spoken: click's own of one of its types (``INTEGER``, ``TEXT``), or
    luoshu's own of a kind of value (``FILE``, ``SECONDS``): Chinese says what is typed in Chinese (整数, 文件,
    秒数). A metavar that is what is typed (N, 1-25, a list of names) stays.

    >>> from luoshu.words.language import speaking
    >>> option = click.Option(["--svg"], metavar="FILE")
    >>> with speaking("zh_TW"):
    ...     _say_metavar(option)
    ...     option.metavar
    '檔案'
    >>> _say_metavar(option); option.metavar
    'FILE'
    >>> option = click.Option(["--seed"], type=int)
    >>> with speaking("zh_TW"):
    ...     _say_metavar(option)
    ...     option.metavar
    '整數'
    >>> _say_metavar(option); option.metavar is None
    True
    """
    own = getattr(option, _OWN_METAVAR, None)
    if own is None and option.metavar is not None and not getattr(option, _CLICKS_OWN, False):
        own = option.metavar  # luoshu's own, in English: kept, to be said afresh in each language
        setattr(option, _OWN_METAVAR, own)
    if own is not None:
        option.metavar = own_metavar(own)
        return
    option.metavar = None
    if option.type.get_metavar(param=option, ctx=click.Context(click.Command(None))) is None:
        option.metavar = metavar(option.type.name)
    setattr(option, _CLICKS_OWN, True)


def wrap_text(text: str, columns: int, indent: str = "", preserve_paragraphs: bool = False) -> str:
    """click's ``formatting.wrap_text``, measured in display columns: paragraphs (blank lines between) wrapped to
    ``columns``, each indented as its first line is, a paragraph after a line holding only ``\\b`` kept as it is.
    """
    from luoshu.views.wrapping import WideWrapper, joined  # only where help is written: textwrap stays unloaded

    wrapper = WideWrapper(columns, initial_indent=indent, subsequent_indent=indent, replace_whitespace=False)
    text = text.expandtabs()
    if not preserve_paragraphs:
        return wrapper.fill(text)
    paragraphs: list[tuple[int, bool, list[str]]] = []
    for block in _blocks(text.splitlines()):
        first = block[0]
        raw = first.strip() == "\b"
        lines = block[1:] if raw else [first.lstrip(), *block[1:]]  # as click: the first line's indent is the inset
        paragraphs.append((width(first) - width(first.lstrip()), raw, lines))
    found = []
    for inset, raw, lines in paragraphs:
        inner = WideWrapper(
            columns,
            initial_indent=indent + " " * inset,
            subsequent_indent=indent + " " * inset,
            replace_whitespace=False,
        )
        found.append("\n".join(inner.initial_indent + line for line in lines) if raw else inner.fill(joined(lines)))
    return "\n\n".join(found)


def _blocks(lines: Iterable[str]) -> list[list[str]]:
    """Lines grouped into paragraphs: the runs of lines between empty ones."""
    blocks: list[list[str]] = [[]]
    for line in lines:
        if line:
            blocks[-1].append(line)
        elif blocks[-1]:
            blocks.append([])
    return [block for block in blocks if block]


class WideHelpFormatter(click.HelpFormatter):
    """click's help formatter measuring in display columns: Chinese help wraps between characters within the
    width (click measures with ``len``, so a Chinese line ran twice as wide, and it joins a paragraph's lines with
    spaces), the options' column is padded by columns, and a heading's colon and the space after "Usage:" are
    written as the language writes them (none after a full-width colon)."""

    def write_usage(self, prog: str, args: str = "", prefix: str | None = None) -> None:
        if prefix is None:
            usage = language._("Usage:")
            prefix = usage if width(usage[-1:]) == 2 else usage + " "
        usage_prefix = " " * max(0, self.current_indent - width(prefix)) + f"{prefix}{prog} "
        room = self.width - self.current_indent
        if not args:
            self.write(usage_prefix.rstrip(" ") + "\n")
            return
        if room >= width(usage_prefix) + 20:
            from luoshu.views.wrapping import WideWrapper

            wrapper = WideWrapper(room, initial_indent=usage_prefix, subsequent_indent=" " * width(usage_prefix))
            self.write(wrapper.fill(args))
        else:
            self.write(usage_prefix + "\n")
            self.write(wrap_text(args, room, " " * (max(self.current_indent, width(prefix)) + 4)))
        self.write("\n")

    def write_heading(self, heading: str) -> None:
        self.write(" " * self.current_indent + _("{heading}:").format(heading=heading) + "\n")

    def write_text(self, text: str) -> None:
        self.write(wrap_text(text, self.width, " " * self.current_indent, preserve_paragraphs=True) + "\n")

    def write_dl(self, rows: Iterable[tuple[str, str]], col_max: int = 30, col_spacing: int = 2) -> None:
        listed = list(rows)
        first_column = min(max((width(first) for first, *_ in listed), default=0), col_max) + col_spacing
        for first, *rest in listed:
            second = option_extras(rest[0]) if rest else ""
            self.write(" " * self.current_indent + first)
            if not second:
                self.write("\n")
                continue
            if width(first) <= first_column - col_spacing:
                self.write(" " * (first_column - width(first)))
            else:
                self.write("\n" + " " * (first_column + self.current_indent))
            lines = wrap_text(second, max(self.width - first_column - 2, 10), preserve_paragraphs=True).splitlines()
            self.write((lines[0] if lines else "") + "\n")
            for line in lines[1:]:
                self.write(" " * (first_column + self.current_indent) + line + "\n")


class WideContext(click.Context):
    """click's context, with help written by ``WideHelpFormatter``; every luoshu command makes its context so."""

    formatter_class = WideHelpFormatter


def as_written(message: str) -> str:
    """One of click's messages as the language writes it: a name click quotes as Python does ('--dress') in the
    language's own quotation marks, and no space beside a full-width mark. English is left as it is.

    >>> as_written("No such option '--dress'. Did you mean '--sets'?")
    "No such option '--dress'. Did you mean '--sets'?"
    """
    if in_quotes("'name'") == "'name'":
        return message  # a language that quotes as Python does
    message = re.sub(r"'([^'\s][^']*)'", lambda found: in_quotes(found.group()), message)
    message = re.sub(r"(?<=[”」』]), *(?=[“「『])", "、", message)  # names listed: 、 between them
    message = re.sub(r"(?<=[\u4e00-\u9fff”」』）])\.(?=\s|$)", "。", message)  # click's stop after Chinese
    message = re.sub(r"(?<=[，。；：！？、）」』”])[ \t]+", "", message)  # no space after a full-width mark
    return re.sub(r"[ \t]+(?=[「『“（])", "", message)  # nor before an opening one


# Translators: what to type after an option whose values are any of one of click's own types, in a command's help.
METAVARS = (N_("INTEGER"), N_("INTEGER RANGE"), N_("FLOAT"), N_("FLOAT RANGE"), N_("TEXT"))
"""The metavars click gives its own types: each type's name in capitals."""


def own_metavar(english: str) -> str:
    """What a help shows after an option of luoshu's own that takes a kind of value (``--svg FILE``,
    ``--move-time SECONDS``), in the language spoken: Chinese says what is typed in Chinese, as click's own types
    are said (文件, 秒数, 整数). A metavar that is what is typed, letter for letter (N, W1,...,W9, a list of
    names, a range), is no word and stays.

    >>> own_metavar("FILE"), own_metavar("N")
    ('FILE', 'N')
    >>> from luoshu.words.language import speaking
    >>> with speaking("zh_CN"):
    ...     own_metavar("FILE"), own_metavar("SECONDS"), own_metavar("W1,...,W9")
    ('文件', '秒数', 'W1,...,W9')
    """
    # Translators: what an option takes, after its name in a command's help (--svg FILE, --budget POSITIONS): the
    # kind of value typed, said as click's own types are (整数); where an option's help names its value, it says
    # it so too (--svg 文件 ... 存到这个文件).
    said = {
        "FILE": pgettext("an option's value", "FILE"),
        "SECONDS": pgettext("an option's value", "SECONDS"),
        "POSITIONS": pgettext("an option's value", "POSITIONS"),
        "NODES": pgettext("an option's value", "NODES"),
        "MIB": pgettext("an option's value", "MIB"),
        "ADDRESS": pgettext("an option's value", "ADDRESS"),
        "CODE": pgettext("an option's value", "CODE"),
        "ID": pgettext("an option's value", "ID"),
        "PATH": pgettext("an option's value", "PATH"),
        "PLAYER": pgettext("an option's value", "PLAYER"),
        "LINK": pgettext("an option's value", "LINK"),
    }.get(english)
    return said if said is not None else english


def metavar(type_name: str) -> str | None:
    """What a help shows after an option of one of click's own types (``type_name``: ``integer``, ``text``), in the
    language spoken; None where it is click's own (English), or the type is none of them.

    >>> metavar("integer"), metavar("choice")
    (None, None)
    >>> from luoshu.words.language import speaking
    >>> with speaking("zh_CN"):
    ...     metavar("integer"), metavar("integer range"), metavar("text")
    ('整数', '整数', '文本')
    """
    english = type_name.upper()
    said = _(english) if english in METAVARS else None
    return None if said == english else said


_RANGE = re.compile(r"(?:(?P<low>[^<>=]+)<=)?x(?:<=(?P<high>[^<>=]+)|>=(?P<least>[^<>=]+))?")


def option_extras(help_text: str) -> str:
    """An option's help with click's note after it (its default and range, ``  [default: 5.0; 0.05<=x<=600]``)
    as the language writes it: in Chinese, in full-width brackets after the help, parts after ；, a range in words
    (范围：0.05 到 600). English is click's own. A help without a note is left as it is.

    >>> option_extras("How many games.  [default: 100; 1<=x<=100]"), option_extras("Print JSON.")
    ('How many games.  [default: 100; 1<=x<=100]', 'Print JSON.')
    >>> from luoshu.words.language import speaking
    >>> with speaking("zh_CN"):
    ...     option_extras("超时就判负。  [默认：5.0; 0.05<=x<=600]"), option_extras("[默认：0; x>=0]")
    ('超时就判负。（默认：5.0；范围：0.05 到 600）', '（默认：0；不小于 0）')
    """
    help_part, found, note = help_text.rpartition("  [")
    if not found and help_text.startswith("["):
        note = help_text[1:]
    if not note.endswith("]") or "[" in note:
        return help_text
    parts = [_range_said(part) for part in note[:-1].split("; ")]
    if not help_part:
        return _("[{note}]").format(note=clauses(parts))
    # Translators: an option's help ({help}) and its default, range ... ({note}): {help}（{note}） in Chinese.
    return _("{help}  [{note}]").format(help=help_part, note=clauses(parts))


def _range_said(part: str) -> str:
    """A part of click's note: its range (``1<=x<=25``, ``x>=0``) in the language's words; any other part as it is."""
    found = _RANGE.fullmatch(part)
    if found is None or part == "x":
        return part
    low, high, least = found.group("low"), found.group("high"), found.group("least")
    if low is not None and high is not None:
        # Translators: the values an option takes, as click writes them: 范围：{low} 到 {high} in Chinese.
        return _("{low}<=x<={high}").format(low=low, high=high)
    if least is not None and low is None:
        return _("x>={least}").format(least=least)
    if high is not None and low is None:
        return _("x<={high}").format(high=high)
    return part
