"""What the ``luoshu`` command group says: its help, a command it does not know, and how a command ends when it
ends otherwise than by itself (Ctrl-C, the end of input, an output that cannot be written, a bug).

>>> no_such_command("'slove'", "'solve'")
"No such command 'slove'. Did you mean 'solve'?"
>>> internal_error("KeyError", "3")
'luoshu: internal error: KeyError: 3. Please report it.'
"""

from __future__ import annotations

import re

from ..language import N_, _, pgettext
from ..terms import clauses, in_quotes

LUOSHU_HELP = N_(
    """Pick Fifteen: the number game that is tic-tac-toe in disguise.

    Two players take turns picking numbers 1-9; the first to hold three that sum to 15 wins.
    Start a game with:

        luoshu play fifteen     (or: luoshu play grid)
    """
)
"""The help of ``luoshu`` itself."""

VERSION_HELP = N_("Show the version and exit.")
"""The help of ``--version`` (click's own words, in its catalogue beside luoshu's)."""


def version(version: str) -> str:
    """What ``luoshu --version`` prints, in click's own words.

    >>> version("1.0")
    'luoshu, version 1.0'
    """
    return _("%(prog)s, version %(version)s") % {"prog": "luoshu", "version": version}


def no_such_command(name: str, close: str | None) -> str:
    """A command name that names no command (``name`` quoted as typed), and the nearest one, if any is near."""
    if close is None:
        return _("No such command {name}.").format(name=name)
    return _("No such command {name}. Did you mean {close}?").format(name=name, close=close)


def interrupted() -> str:
    """Ctrl-C, said on standard error."""
    return _("Interrupted.")


def interrupted_on_a_new_line() -> str:
    """Ctrl-C, said on a line of its own after whatever the command was writing."""
    return "\n" + _("Interrupted.")


def end_of_input() -> str:
    """The input ended where an answer was asked for."""
    return _("End of input.")


def internal_error(kind: str, error: str) -> str:
    """A bug, in one line: the kind of the error and what it says."""
    return _("luoshu: internal error: {kind}: {error}. Please report it.").format(kind=kind, error=error)


def output_closed() -> str:
    """Why nothing can be written to a standard output that is not there."""
    return _("standard output is closed")


def cannot_write_output(reason: str) -> str:
    """An output that is full, closed or broken."""
    return _("luoshu: cannot write the output: {reason}").format(reason=reason)


def failed(reason: str) -> str:
    """Any other error of the system's, as it says it."""
    return _("luoshu: {reason}").format(reason=reason)


def help_heading(heading: str) -> str:
    """A heading of click's help ("Options", "Commands", already in the language spoken) with its colon, as the
    language writes a colon after a label.

    >>> help_heading("Options")
    'Options:'
    """
    return _("{heading}:").format(heading=heading)


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
