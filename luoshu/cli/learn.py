"""``luoshu learn``: a learner learns minimax by doing it. With no command, the course (``luoshu.teach.course``),
its progress kept in a file; ``learn start`` writes a starter program in the learner's language
(``luoshu.teach.starter``); ``learn check FILE`` asks it in every position and marks it as a teacher would
(``luoshu.session.program_check``), marking the course's chapter 4 done when it is never worse."""

from __future__ import annotations

import json
import os
import random
from typing import TYPE_CHECKING, Any

import click

from ..files import SaveError, write_save
from ..rules import PICK_FIFTEEN, Rules
from ..views.wrapping import fitted
from ..words.language import LANGUAGES, N_, _, speaking
from .options import RULE_OPTIONS, Whole, given, json_option, rules_options
from .players import ended, move_time_option

if TYPE_CHECKING:
    from ..session.learning import Progress
    from ..teach.course import Chapter, Exercise

__all__ = ["learn"]

LEARN_SHORT_HELP = N_("Learn minimax by doing it: a course, and your own program checked.")
LEARN_HELP = N_(
    """Learn minimax by doing it: a course of eight chapters, and your own program checked.

    luoshu learn goes on with the course where you stopped: each chapter a short explanation and exercises from
    real positions, each answer checked. Your progress is kept.

    luoshu learn start minimax writes minimax.py, a starter program for you to fill in.

    luoshu learn check minimax.py checks it, as often as you like.
    """
)
CHAPTER_HELP = N_("Start at this chapter (1-8), not where you stopped.")
SEED_HELP = N_("Seed for the exercises: a class given one seed has the same exercises (kept with your progress).")
PROGRESS_HELP = N_("Keep your progress in FILE, not in luoshu's folder of your user.")
LIST_HELP = N_("List the chapters and what you have done of each, and stop.")
START_SHORT_HELP = N_("Write a starter program to fill in.")
START_HELP = N_(
    "Write the starter program KIND (minimax) to FILE (KIND.py unless given), with comments in your language that "
    "lead from an empty choose(position) to a minimax. An existing file is left alone, unless it is the same "
    "starter untouched."
)
CHECK_SHORT_HELP = N_("Check your program in every position, and mark it.")
CHECK_PROGRESS_HELP = N_(
    "Where the course keeps your progress (as luoshu learn --progress): a program that never makes its outcome worse "
    "in Pick Fifteen and its misère marks chapter 4 done there."
)
CHECK_HELP = N_(
    "Check FILE, a Python module with choose(position) -> int (as a python: player): ask it in every position "
    "where someone is to move, in Pick Fifteen and in its misère (or only in the game the rules options give), "
    "and say as a teacher would where it makes its outcome worse (the first such position, with the line that "
    "refutes its pick), whether it wins as fast as it can, its time per move, the nodes it searched from the "
    "openings against plain minimax and alpha-beta (if it counts them in a global nodes), and a mark out of 100. "
    "A program that crashes, hangs past --move-time or answers nonsense is stopped there, and said so. It runs as "
    "a process of its own, never inside luoshu. Exits 0 if it never makes its outcome worse in any game checked, "
    "else 1."
)
REPORT_HELP = N_(
    "Report the mark to your course on a luoshu serve page: LINK is your course's link, as the page's Learn shows "
    "it (http://HOST:PORT/#learn=CODE)."
)
JSON_HELP = N_("Print JSON.")
STARTER_FILE = N_("starter program")
PROGRESS_FILE = N_("luoshu learn progress file")
"""What ``learn start`` writes, as a refusal names it ("... exists and is not a starter program")."""


@click.group(short_help=LEARN_SHORT_HELP, help=LEARN_HELP, invoke_without_command=True)
@click.option("--chapter", type=click.IntRange(1, 8), help=CHAPTER_HELP)
@click.option("--seed", type=Whole(), help=SEED_HELP)
@click.option("--progress", "progress_path", metavar="FILE", help=PROGRESS_HELP)
@click.option("--list", "listing", is_flag=True, help=LIST_HELP)
@click.pass_context
def learn(
    ctx: click.Context, /, chapter: int | None, seed: int | None, progress_path: str | None, listing: bool
) -> None:
    """The ``learn`` group: with no command given, the course, from where the learner stopped."""
    if ctx.invoked_subcommand is not None:
        course = ("chapter", "seed", "progress_path", "listing")  # not --lang, which every command takes
        given_here = [p.opts[0] for p in ctx.command.params if p.name in course and given(ctx, p.name)]
        if given_here:
            raise click.UsageError(
                _("{options}: options of the course (luoshu learn), not of luoshu learn {command}").format(
                    options=" ".join(given_here), command=ctx.invoked_subcommand
                )
            )
        return
    _course(chapter, seed, progress_path, listing)


@learn.command(short_help=START_SHORT_HELP, help=START_HELP)
@click.argument("kind", type=click.Choice(["minimax"]), metavar="KIND")
@click.argument("file", required=False)
def start(kind: str, file: str | None) -> None:
    from ..teach.starter import starter_program

    path = file if file is not None else f"{kind}.py"
    text = starter_program(kind, path)
    untouched = set()  # the same starter in any language, never changed: luoshu's to write again
    for language in LANGUAGES:
        with speaking(language):
            untouched.add(starter_program(kind, path))
    try:
        write_save(path, text, ours=lambda old: old in untouched, what=STARTER_FILE)
    except SaveError as error:
        raise click.ClickException(str(error)) from None
    click.echo(fitted(_("Wrote {path}: fill in its choose(), then run: luoshu learn check {path}").format(path=path)))


@learn.command(short_help=CHECK_SHORT_HELP, help=CHECK_HELP)
@click.argument("file")
@move_time_option
@click.option("--progress", "progress_path", metavar="FILE", help=CHECK_PROGRESS_HELP)
@click.option("--report", "report_to", metavar="LINK", help=REPORT_HELP)
@json_option(JSON_HELP)
@rules_options
@click.pass_context
def check(
    ctx: click.Context,
    /,
    file: str,
    move_time: float,
    progress_path: str | None,
    report_to: str | None,
    as_json: bool,
    rules: Rules,
) -> None:
    from ..files import not_a_file
    from ..session.program_check import check_program, program_check_json, program_check_text, program_mark_json
    from .outside import python_bot
    from .terminal import progress

    asked = any(given(ctx, name) for name in RULE_OPTIONS)
    games = [rules] if asked else [PICK_FIFTEEN, Rules(misere=True)]
    course = None if report_to is None else _course_link(report_to)  # a link that is none is said before the check
    path = os.path.expanduser(file)
    missing = not_a_file(path) or (
        None if os.path.exists(path) else _("{path}: there is no such file").format(path=file)
    )
    if missing is not None:
        raise click.BadParameter(missing, param_hint="FILE")
    try:
        bot = python_bot(path, move_time)
    except ValueError as error:
        raise click.BadParameter(str(error), param_hint="FILE") from None
    checks = []
    with ended(bot):
        for game in games:
            try:
                with progress(_("checking {name}, {rules}").format(name=file, rules=str(game))) as show:
                    checks.append(check_program(bot, game, show))
            except ValueError as error:
                raise click.UsageError(str(error)) from None
            if checks[-1].failure is not None and not checks[-1].asked_count:
                break  # it answered nowhere (it cannot even be imported): the other games would say it again
    if as_json:
        click.echo(json.dumps(program_check_json(checks)))
    else:
        click.echo(fitted(program_check_text(checks)))
    never_worse = len(checks) == len(games) and all(c.judgement not in ("wrong", "failed") for c in checks)
    from ..session.learning import Progress, checked_program

    mark = program_mark_json(checks)
    if never_worse and not asked:  # Pick Fifteen and its misère: chapter 4 of the course is done
        kept = _progress_path(progress_path)
        progress_kept = _progress(kept) or Progress(random.SystemRandom().randrange(10**6))
        progress_kept.record_program(*checked_program(mark))
        _keep(progress_kept, kept)
    if course is not None:
        said = _report(*course, mark)
        if not as_json:
            click.echo(fitted(said))
    if not never_worse:
        ctx.exit(1)


def _course_link(link: str) -> tuple[str, str]:
    """The server and the learner's code a course's link names (``http://HOST:PORT/#learn=CODE``); a usage error
    for any other text."""
    import urllib.parse

    from ..session.learning import read_learner_code

    parts = urllib.parse.urlsplit(link.strip())
    code = read_learner_code(parts.fragment.removeprefix("learn=")) if parts.fragment.startswith("learn=") else None
    if parts.scheme not in ("http", "https") or not parts.netloc or code is None:
        raise click.BadParameter(
            _("{link} is not a course's link: http://HOST:PORT/#learn=CODE, as the page's Learn shows it").format(
                link=link
            ),
            param_hint="--report",
        )
    return f"{parts.scheme}://{parts.netloc}", code


def _report(server: str, code: str, mark: dict[str, Any]) -> str:
    """Send the check's mark to the learner's course on ``server``: what to say of it, or a one-line refusal."""
    import urllib.error
    import urllib.request

    from ..files import reason_of

    request = urllib.request.Request(
        f"{server}/api/learners/checks",
        data=json.dumps(mark).encode(),
        headers={"content-type": "application/json", "authorization": f"Bearer {code}"},
        method="POST",
    )
    try:
        with urllib.request.urlopen(request, timeout=15) as answer:
            json.load(answer)
    except urllib.error.HTTPError as error:
        try:
            reason = str(json.load(error).get("error") or error.reason)
        except (ValueError, AttributeError):
            reason = str(error.reason)
        raise click.ClickException(
            _("{server} refused the report: {reason}").format(server=server, reason=reason)
        ) from None
    except (urllib.error.URLError, OSError, ValueError) as error:
        why = getattr(error, "reason", error)
        said = reason_of(why) if isinstance(why, OSError) else str(why)
        raise click.ClickException(
            _("could not report to {server}: {reason}").format(server=server, reason=said)
        ) from None
    return _("Reported to your course at {server}.").format(server=server)


WHOLE = ("4 9 2 / 3 5 7 / 8 1 6", "luoshu learn start minimax", "luoshu learn check minimax.py", "luoshu learn")
"""What a line of the course never breaks: the square, and the commands to type."""


def _progress_path(path: str | None) -> str:
    """Where the learner's progress is kept: ``path``, or learn.json in luoshu's folder of the user."""
    return path if path is not None else os.path.join(click.get_app_dir("luoshu"), "learn.json")


def _progress(path: str) -> Progress | None:
    """The progress kept at ``path`` (None: none yet); a one-line refusal for a file that is not one."""
    from ..files import read_text_file
    from ..session.learning import Progress

    if not os.path.lexists(path):
        return None
    try:
        return Progress.from_json(read_text_file(path, what=PROGRESS_FILE))
    except SaveError as error:
        reason = str(error)
    except ValueError as error:
        reason = _("{path} cannot be read as your progress: {reason}").format(path=path, reason=error)
    raise click.ClickException(
        _(
            "{reason}; it was left alone: move it away, or keep your progress in another file with --progress FILE"
        ).format(reason=reason)
    )


def _keep(progress: Progress, path: str) -> None:
    """The progress written, all at once (luoshu's folder of the user made if it is not there yet)."""
    from ..session.learning import is_progress

    try:
        if path == _progress_path(None):  # luoshu's own folder is made; a folder the learner named must be there
            os.makedirs(os.path.dirname(path), exist_ok=True)
        write_save(path, progress.to_json(), ours=is_progress, what=PROGRESS_FILE)
    except (SaveError, OSError) as error:
        raise click.ClickException(str(error)) from None


def _course(chapter: int | None, seed: int | None, path: str | None, listing: bool) -> None:
    """The course in the terminal (or through a pipe): each chapter's explanation, then its exercises not yet done,
    the progress written before the first question and after each answer, so that nothing answered is lost
    however the course ends."""
    import random
    import sys

    from ..session.learning import Progress, chapter_line
    from ..teach.course import CHAPTERS, chapter_heading
    from .terminal import ask

    path = _progress_path(path)
    progress = _progress(path)
    if progress is not None and seed is not None and seed != progress.seed:
        raise click.UsageError(
            _(
                "your progress in {path} is on the exercises of seed {kept}: --seed {seed} would start again; keep "
                "it in another file with --progress FILE"
            ).format(path=path, kept=progress.seed, seed=seed)
        )
    if progress is None:
        progress = Progress(seed if seed is not None else random.SystemRandom().randrange(10**6))
    if listing:
        for each in CHAPTERS:
            click.echo(fitted(chapter_line(each, progress), whole=WHOLE))
        return
    start = chapter if chapter is not None else progress.next_chapter()
    if start is None:
        click.echo(fitted(_("You have done every chapter. luoshu learn --chapter N goes back to one.")))
        return
    _keep(progress, path)  # a folder that cannot hold it is said before the first question, not after an answer
    interactive = sys.stdin.isatty()
    click.echo(
        fitted(_("Type each answer and press Enter; q stops (your progress is kept in {path}).").format(path=path))
    )
    for each in CHAPTERS[start - 1 :]:
        heading = chapter_heading(each)
        click.echo("\n" + fitted(heading) + "\n\n" + fitted(each.text(), whole=WHOLE))
        if each.checked and not progress.finished(each):
            click.echo("\n" + fitted(_("Go on meanwhile: luoshu learn --list shows what is left."), whole=WHOLE))
        for exercise in progress.left_in(each) if chapter != each.number else _all(each, progress):
            click.echo("\n" + fitted(exercise.question, whole=WHOLE))
            while True:
                typed = ask(_("Your answer"), interactive)
                if typed is None or typed.strip().lower() in ("q", "quit"):
                    click.echo(fitted(_("Stopped; luoshu learn goes on from here.")))
                    return
                right, said = progress.answer(each, exercise, typed)
                click.echo(fitted(said, whole=WHOLE))
                if right is not None:  # an answer, right or wrong; nothing that reads as one is asked again
                    break
            _keep(progress, path)
        if not each.checked:
            progress.done.setdefault(each.number, [])  # a chapter of reading only is done once read
            _keep(progress, path)
    click.echo("\n" + fitted(_("That was the last chapter: well done.")))


def _all(chapter: Chapter, progress: Progress) -> list[Exercise]:
    """Every exercise of a chapter asked for again (--chapter), done or not."""
    from ..teach.course import exercises_of

    return exercises_of(chapter, progress.seed)
