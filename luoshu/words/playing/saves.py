"""Saves: why save text is not a game luoshu wrote (each part of it checked), what a save leaves out, and what
is said when a game is saved or could not be.

>>> unsupported_version("4", 3)
'version 4 is not supported (this luoshu reads versions 1 to 3)'
>>> saved_to("my game.json", "fifteen ", "'my game.json'")
"Saved to my game.json. Resume with: luoshu play fifteen --load 'my game.json'"
"""

from __future__ import annotations

from ..language import _

__all__ = [
    "beads_not_saved",
    "could_not_save",
    "disguise_is_an_object",
    "disguise_is_not_this_game",
    "disguise_names",
    "disguise_parts",
    "empty",
    "field_not_one_of",
    "listed_rules_are",
    "listed_rules_range",
    "missing",
    "needs_a_disguise",
    "no_disguise",
    "no_files",
    "not_as_written",
    "not_json",
    "not_luoshu",
    "not_the_rules_sets",
    "only_sets_as_sets",
    "picks_are_numbers",
    "picks_not_legal",
    "player_not_saved",
    "replace_it",
    "rules_are",
    "rules_make_no_game",
    "save_level",
    "save_level_menace",
    "saved_to",
    "sets_are_lists",
    "sets_count",
    "too_deep",
    "unknown",
    "unsupported_version",
    "where_to_save",
]


def empty() -> str:
    return _("not a luoshu save file: it is empty")


def too_deep() -> str:
    return _("not a luoshu save file: it nests lists or objects far deeper than any save")


def not_json() -> str:
    return _("not a luoshu save file: it is not valid JSON")


def not_luoshu() -> str:
    return _('not a luoshu save file: it has no "format": "luoshu"')


def unsupported_version(version: str, newest: int) -> str:
    """A version this luoshu does not read (``version`` as Python writes it, cut short)."""
    return _("version {version} is not supported (this luoshu reads versions 1 to {newest})").format(
        version=version, newest=newest
    )


def missing(keys: str) -> str:
    """The keys a save lacks, listed (one part of a line that may also say ``unknown``)."""
    return _("missing {keys}").format(keys=keys)


def unknown(keys: str) -> str:
    """The keys a save has and should not, listed."""
    return _("unknown {keys}").format(keys=keys)


def picks_are_numbers(numbers: int) -> str:
    return _("picks must be a list of whole numbers 1-{numbers}").format(numbers=numbers)


def no_disguise(mode: str) -> str:
    """A disguise in the save of a game played without one."""
    return _('a {mode} game has no "disguise"').format(mode=mode)


def needs_a_disguise(mode: str) -> str:
    return _('a {mode} game needs its "disguise": the items and the winning sets').format(mode=mode)


def field_not_one_of(key: str, value: str, allowed: str) -> str:
    """A field that is none of the values allowed (``value`` quoted, ``allowed`` listed)."""
    return _("{key} is {value}, not one of {allowed}").format(key=key, value=value, allowed=allowed)


def save_level(error: str) -> str:
    """A level that names a player wrongly (``skill:2``), and why."""
    return _("level: {error}").format(error=error)


def save_level_menace(most: int, rules: str) -> str:
    return _("level is menace, which plays games of up to {most} numbers, and {rules} has more").format(
        most=most, rules=rules
    )


def disguise_is_an_object() -> str:
    return _('a disguise is {"name", "items", "wins"}')


def disguise_parts() -> str:
    return _("a disguise's name is text, its items and wins are lists")


def disguise_names() -> str:
    return _("a disguise's items and winning sets are names")


def not_the_rules_sets() -> str:
    return _("its winning sets are not the rules' sets")


def disguise_is_not_this_game(error: str) -> str:
    return _("the disguise is not this game: {error}").format(error=error)


def rules_are() -> str:
    return _('rules must be {"numbers", "count", "target", "misere"}')


def rules_make_no_game(error: str) -> str:
    return _("the rules make no game: {error}").format(error=error)


def listed_rules_are() -> str:
    return _('the rules of a game given as sets are {"numbers", "count": null, "target": null, ...}')


def listed_rules_range(fewest: int, most: int) -> str:
    return _("a game given as sets has {fewest}-{most} numbers, and misere true or false").format(
        fewest=fewest, most=most
    )


def sets_count(most: str) -> str:
    """How many winning sets a game may have (``most`` written out)."""
    return _("the winning sets are a list of 1 to {most} sets").format(most=most)


def sets_are_lists() -> str:
    return _("each winning set is a list of numbers")


def not_as_written() -> str:
    return _("the winning sets are not as luoshu writes them: each ascending, in order, none twice")


def only_sets_as_sets() -> str:
    return _("only a sets game can be shown as its sets")


def picks_not_legal(error: str) -> str:
    return _("the picks are not a legal game: {error}").format(error=error)


def beads_not_saved() -> str:
    """What a save of a game against MENACE leaves out."""
    return _("MENACE's beads are not saved: resumed, it starts again from its first beads.")


def player_not_saved(player: str, level: str) -> str:
    """What a save of a game against a program of the user's leaves out."""
    return _("{player} is not saved: resumed, the computer plays at {level}.").format(player=player, level=level)


def where_to_save() -> str:
    return _("Say where to save: save FILE")


def no_files() -> str:
    return _("Could not save: this face writes no files. The game goes on.")


def replace_it(reason: str) -> str:
    """The question put before a file that is not this game's save is replaced."""
    return _("{reason}. Replace it?").format(reason=reason)


def could_not_save(error: str) -> str:
    return _("Could not save: {error}. The game goes on.").format(error=error)


def saved_to(path: str, mode: str, quoted: str) -> str:
    """A game saved to ``path`` (as shown), and the command that resumes it (``mode``: the dress and a space, or
    nothing; ``quoted``: the path as a shell reads it)."""
    return _("Saved to {path}. Resume with: luoshu play {mode}--load {quoted}").format(
        path=path, mode=mode, quoted=quoted
    )
