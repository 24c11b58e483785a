"""click's own messages ("Usage:", "Options", "Show this message and exit.", its errors) in the language luoshu
speaks, from luoshu's catalogues, and ``--lang``, which chooses that language on any command.

click marks its messages with the standard library's gettext: each of its modules takes ``gettext`` and
``ngettext`` as names of its own (``from gettext import gettext as _``) and calls them when it speaks.
``speak_through_luoshu`` points those names at luoshu's ``_`` and ``ngettext`` (``luoshu.words.language``), so
that click reads the catalogues that hold its messages beside luoshu's, in the language of the context, chosen
as every other sentence is. The standard library's own gettext would read the environment again, with its own
fallbacks (``zh_HK`` would find no catalogue), once for the whole process, and know nothing of ``--lang``.

>>> import click
>>> from luoshu.words.language import speaking
>>> speak_through_luoshu()
>>> with speaking("zh_CN"):
...     click.BadParameter("no").format_message()
'无效的值：no'
"""

from __future__ import annotations

import gettext
import inspect
import os
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar, TypeVar

import click

from luoshu.words import language

CLICK_MODULES = (
    "click.core",
    "click.decorators",
    "click.exceptions",
    "click.formatting",
    "click.parser",
    "click.shell_completion",
    "click.termui",
    "click.types",
    "click.utils",
    "click._termui_impl",
)
"""click's modules that take gettext's names (and ``click._winconsole``, which loads on Windows alone)."""

F = TypeVar("F", bound=Callable[..., Any])


def speak_through_luoshu() -> None:
    """Point click's gettext names at luoshu's, in every module of click that has them; harmless twice. A module
    click has not imported yet (its pager and progress bar, its shell completion: they import much) is not
    imported for it, but pointed when it is (``_PointOnImport``), so that start-up stays light.

    >>> speak_through_luoshu()
    >>> import click.formatting, click._termui_impl
    >>> click.formatting._ is language._, click._termui_impl._ is language._
    (True, True)
    """
    names = CLICK_MODULES + (("click._winconsole",) if sys.platform == "win32" else ())
    for name in names:
        if name in sys.modules:
            _point(vars(sys.modules[name]))
        else:
            _PointOnImport.waiting.add(name)
    if _PointOnImport.waiting and not any(isinstance(each, _PointOnImport) for each in sys.meta_path):
        sys.meta_path.insert(0, _PointOnImport())


def _point(found: dict[str, Any]) -> None:
    """Point a module's gettext names (its globals, ``found``) at luoshu's."""
    if found.get("_") is gettext.gettext:
        found["_"] = language._
    if found.get("ngettext") is gettext.ngettext:
        found["ngettext"] = language.ngettext


class _PointOnImport:
    """An import finder that finds one of click's modules waiting to speak through luoshu as the standard finder
    does, and points its gettext names at luoshu's once it has run."""

    waiting: ClassVar[set[str]] = set()

    def find_spec(self, name: str, path: Any = None, target: Any = None) -> Any:
        if name not in self.waiting:
            return None
        self.waiting.discard(name)
        from importlib.machinery import PathFinder

        spec = PathFinder.find_spec(name, path)
        loader = getattr(spec, "loader", None)
        if loader is not None and hasattr(loader, "exec_module"):
            run = loader.exec_module

            def exec_module(module: Any) -> None:
                run(module)
                _point(vars(module))

            loader.exec_module = exec_module
        return spec


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
    if asked is not None and language.language_named(asked) is None:
        asked = None
    chosen = language.chosen_language(asked, environment)
    language.speak(chosen)
    if chosen != "en":
        speak_through_luoshu()
    return chosen


def _choose(context: click.Context, parameter: click.Parameter, value: str | None) -> None:
    """``--lang``'s value, spoken by the whole process; without one, the language already chosen stays (the face's
    ``main`` chose it from the whole command line, where a later command's ``--lang`` may name it)."""
    if value is not None:
        speak_as_asked(["--lang", value], os.environ)


def lang_option(command: F) -> F:
    """``--lang en|zh-CN|zh-TW`` on a command: listed in its help, its value checked by click. The face's ``main``
    chooses the language before click parses anything (``speak_as_asked``); the option, eager, chooses it again
    where a command is run without that ``main`` (click's test runner)."""
    option = click.option(
        "--lang",
        type=click.Choice(list(language.TAGS.values())),
        is_eager=True,
        expose_value=False,
        callback=_choose,
        help=language.LANG_HELP,
    )
    return option(command)


_MADE: dict[str, Callable[[], str]] = {}
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
    _MADE[inspect.cleandoc(text)] = say
    return text


def _said(text: str) -> str:
    """A help in the language spoken: made anew where a function made it, else its translation."""
    say = _MADE.get(inspect.cleandoc(text))
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
    english = getattr(command, _ENGLISH, None)
    if english is None:
        if not any(parameter.name == "lang" for parameter in command.params):
            lang_option(command)
        english = (command.help, command.short_help, [getattr(p, "help", None) for p in command.params])
        setattr(command, _ENGLISH, english)
    help_text, short_help, helps = english
    command.help = _said(help_text) if help_text else help_text
    command.short_help = _said(short_help) if short_help else short_help
    for parameter, text in zip(command.params, helps, strict=True):
        if text and isinstance(parameter, click.Option):
            parameter.help = _said(text)
    if getattr(command, "_help_option", None) is not None:
        command._help_option = None  # click keeps --help's option, its help said once: made again when asked
    if isinstance(command, click.Group):  # its own commands (a lazy group's others come as they load)
        for inner in command.commands.values():
            in_the_language_spoken(inner)
    return command
