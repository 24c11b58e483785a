"""``luoshu study``: is the same game equally hard in numbers, on the grid, as Jam and as words? Timed puzzles in
each dress, recorded one trial at a time, and the report."""

from __future__ import annotations

import contextlib
import csv
import io
import json
import os
import sys
import time
from collections.abc import Sequence

import click

from ..files import reason_of
from ..session.studying import (
    FASTEST_ANSWER,
    FIELDS,
    STUDY_DRESSES,
    Planned,
    Record,
    StudyError,
    csv_row,
    participant_code,
)
from ..session.trials import report_table
from ..words.commands import study as words
from ..words.game.lists import listed
from ..words.language import _
from .options import json_option


class StudyFileError(click.ClickException):
    """A results file that cannot be read or added to, with the reason."""


def jsonl_path(path: str) -> str:
    """The JSON Lines file beside a CSV file: results.csv -> results.jsonl."""
    root, _ = os.path.splitext(path)
    return root + ".jsonl"


LARGEST_STUDY_FILE = 64 * 1024 * 1024
"""Bytes; a class of a hundred taking a hundred trials each writes well under a megabyte."""


def read_records(path: str) -> list[Record]:
    """The trials in a study's CSV file, each checked against its puzzle; StudyFileError if it is not one (or
    not a regular file: a FIFO or a device is refused without waiting on it)."""
    from ..files import SaveError, read_text_file
    from ..session.studying import PlanCheck, record_from_row, trial_fault
    from ..views.quoting import visible_path

    try:
        rows = list(csv.reader(io.StringIO(read_text_file(path, LARGEST_STUDY_FILE, words.STUDY_FILE))))
    except SaveError as error:
        raise StudyFileError(str(error)) from None
    except csv.Error as error:
        raise StudyFileError(_("{path}: {reason}").format(path=visible_path(path), reason=str(error))) from None
    if not rows:
        return []
    if tuple(rows[0]) != FIELDS:
        raise StudyFileError(words.not_a_study_file(visible_path(path), ",".join(FIELDS)))
    records: list[Record] = []
    plans, kept = PlanCheck(), set()
    for number, row in enumerate(rows[1:], start=2):
        if not row:
            continue
        try:
            record = record_from_row(row)
        except StudyError as error:
            raise StudyFileError(words.not_a_trial(visible_path(path), number, str(error))) from None
        if record in kept:
            records.append(record)  # the same trial twice (a line copied): counted once, and said so, by the report
            continue
        # The pick and right columns are checked against the puzzle, and the places against a plan: never trusted.
        fault = trial_fault(record) or plans.fault(record)
        if fault is not None:
            raise StudyFileError(words.not_a_trial(visible_path(path), number, fault))
        records.append(record)
        kept.add(record)
    return records


def class_records(paths: Sequence[str]) -> list[Record]:
    """The trials in a class's files, each counted once: a file given twice, or a trial in two files (a copy),
    counts once; one trial written two ways in two files is refused."""
    from ..views.quoting import visible_path

    found: dict[tuple[str, int], tuple[Record, str]] = {}
    twice = 0
    for path in paths:
        for record in read_records(path):
            key = (record.participant, record.index)
            if key in found and found[key][0] != record:
                first, second = visible_path(found[key][1]), visible_path(path)
                raise StudyFileError(words.written_two_ways(first, second, record.index, record.participant))
            twice += key in found
            found.setdefault(key, (record, path))
    if twice:
        click.echo(words.found_twice(twice), err=True)
    return [record for record, _ in found.values()]


def append(path: str, record: Record) -> None:
    """Add one trial to the CSV file and its JSON Lines twin, flushed to disk: Ctrl-C, a lid closed or a power cut
    then loses at most the trial in progress."""
    fresh = not os.path.exists(path) or os.path.getsize(path) == 0
    with open(path, "a", newline="", encoding="utf-8") as file:
        writer = csv.writer(file)
        if fresh:
            writer.writerow(FIELDS)
        writer.writerow(csv_row(record))
        file.flush()
        os.fsync(file.fileno())
    with open(jsonl_path(path), "a", encoding="utf-8") as file:
        as_json = {name: getattr(record, name) for name in FIELDS}
        file.write(json.dumps(as_json) + "\n")
        file.flush()
        os.fsync(file.fileno())


def dresses_from(text: str) -> tuple[str, ...]:
    names = tuple(name.strip().lower() for name in text.split(",") if name.strip())
    unknown = [n for n in names if n not in STUDY_DRESSES]
    if unknown or not names or len(set(names)) != len(names):
        raise click.BadParameter(words.dresses_are(listed(STUDY_DRESSES)), param_hint="--dresses")
    return names


@click.command(short_help=words.STUDY_SHORT_HELP, help=words.STUDY_HELP)
@click.option("--dresses", default=",".join(STUDY_DRESSES), show_default=True, help=words.DRESSES_HELP)
@click.option("--trials", type=click.IntRange(1, 25), default=6, show_default=True, help=words.TRIALS_HELP)
@click.option("--seed", type=click.IntRange(0), default=0, show_default=True, help=words.SEED_HELP)
@click.option(
    "--out",
    "out_path",
    metavar="FILE",
    default="study.csv",
    show_default=True,
    help=words.OUT_HELP,
)
@click.option("--participant", metavar="CODE", help=words.PARTICIPANT_HELP)
@click.option(
    "--report",
    "report_paths",
    metavar="FILE",
    multiple=True,
    help=words.REPORT_HELP,
)
@click.option("--svg", "svg_path", metavar="FILE", help=words.SVG_HELP)
@json_option(words.JSON_HELP)
@click.argument("more_reports", nargs=-1, metavar="[FILE]...")
def study(
    more_reports: Sequence[str],
    dresses: str,
    trials: int,
    seed: int,
    out_path: str,
    participant: str | None,
    report_paths: Sequence[str],
    svg_path: str | None,
    as_json: bool,
) -> None:
    """``luoshu study`` (its help is ``STUDY_HELP``)."""
    from .pictures import write_picture

    if more_reports and not report_paths:
        raise click.UsageError(words.files_for_report(repr(more_reports[0])))
    if report_paths:
        paths = [*report_paths, *more_reports]
        records = class_records(paths)
        if not records:
            raise StudyFileError(words.no_trials_in(listed(paths)))
        _report(records, svg_path, as_json, write_picture)
        return
    names = dresses_from(dresses)
    out = os.path.expanduser(out_path)
    _regular(out)
    records = read_records(out) if os.path.exists(out) else []
    taken = _take(records, names, trials, seed, out, participant)
    if taken:  # a study stopped before its first answer has nothing to report
        _report(taken, svg_path, as_json, write_picture)


def _take(
    records: list[Record], names: tuple[str, ...], trials: int, seed: int, path: str, code: str | None
) -> list[Record]:
    from ..session.studying import study_plan
    from ..views.quoting import visible_path

    known = list(dict.fromkeys(r.participant for r in records))
    if code is not None and (not code.isalnum() or len(code) > 20):
        raise click.BadParameter(words.code_is_letters_and_digits(), param_hint="--participant")
    # A code as written down: p7k2qa is P7K2QA.
    code = next((k for k in known if code is not None and k.casefold() == code.casefold()), code)
    if code is not None and code not in known:
        raise click.BadParameter(words.no_participant(code, visible_path(path)), param_hint="--participant")
    code = code or participant_code()
    number = known.index(code) if code in known else len(known)
    try:
        plan = study_plan(number, names, trials, seed)
    except StudyError as error:
        raise click.UsageError(str(error)) from None
    done = {r.index for r in records if r.participant == code}
    planned = {t.index: (t.dress, t.puzzle.id) for t in plan}
    if any(planned.get(r.index) != (r.dress, r.puzzle) for r in records if r.participant == code):
        raise click.UsageError(words.another_plan(code))
    created = _writable(path)
    try:
        return _trials(records, plan, code, path, bool(done))
    finally:
        if created and not any(r.participant == code for r in records):
            with contextlib.suppress(OSError):
                os.unlink(path)  # stopped before the first answer: no empty file left behind


def _trials(records: list[Record], plan: list[Planned], code: str, path: str, resumed: bool) -> list[Record]:
    """Ask the trials of the plan not yet in the records, adding each answer to them and to the file; the
    participant's trials when they stop or end, none if they stop before their first answer."""
    from ..session import Session
    from ..session.notations import RecordError
    from ..session.studying import DRESS_OF, right_answer, trial_board
    from ..session.typed import asks_to_quit
    from .terminal import ask

    interactive = sys.stdin.isatty()
    done = {r.index for r in records if r.participant == code}
    names = list(dict.fromkeys(t.dress for t in plan))
    left = [t for t in plan if t.index not in done]
    _say(words.starting(code, resumed, len(left), len(plan), len(names)))
    _say(words.how_to_stop())
    for trial in left:
        puzzle = trial.puzzle
        session = Session(
            x="human",
            o="human",
            rules=puzzle.rules,
            dress=DRESS_OF[trial.dress],
            picks=puzzle.record,
            set_up=len(puzzle.record),
        )
        if trial.dress == "grid":
            session.set_view("grid")
        task = puzzle.task(session.dress.noun)
        _say(words.trial_heading(trial.index, len(plan), session.dress.title))
        _say(trial_board(session))  # the board alone, as every dress is shown
        _say(words.trial_task(puzzle.to_move, task, session.what_to_type()))
        start = time.monotonic()
        while True:
            try:
                line = ask(words.your_answer(), interactive)
            except KeyboardInterrupt:
                _say("\n" + words.stopped(_recorded(records, code)), err=True)
                raise
            if line is None:
                _say(words.input_ended(_recorded(records, code)))
                return [r for r in records if r.participant == code]
            if asks_to_quit(session, line):  # as a game stops: the answers so far kept and reported
                _say(words.stopped(_recorded(records, code)))
                return [r for r in records if r.participant == code]
            try:
                pick = session.dress.number(" ".join(line.split()))
            except (RecordError, ValueError) as error:
                _say(words.answer_with(str(error), session.what_to_type()))
                continue
            typed = " ".join(line.split()).casefold()
            if session.dress.disguise and typed != session.dress.item(pick).casefold():
                _say(words.type_the_whole(session.dress.noun, session.dress.item(pick)))
                continue
            holder = session.position.holder(pick)
            if holder is not None:
                _say(words.taken(session.dress.item(pick), holder))
                continue
            if time.monotonic() - start < FASTEST_ANSWER:  # typed ahead, or a script: as the page refuses it
                _say(words.too_fast(FASTEST_ANSWER))
                continue
            break
        seconds = time.monotonic() - start
        right = right_answer(puzzle, pick)
        record = Record(code, trial.index, trial.dress, puzzle.id, puzzle.level, line.strip(), pick, right, seconds)
        try:
            append(path, record)
        except OSError as error:
            raise click.ClickException(words.out_failed(reason_of(error))) from None
        records.append(record)
        _say(words.answered(right, session.dress.item(puzzle.answer), seconds))
    mine = [r for r in records if r.participant == code]
    _say(words.done(len(mine)))
    return mine


def _say(text: str, err: bool = False) -> None:
    """What the study says, within 80 columns (the participant's code and the trials left, a board, an answer)."""
    from ..views.wrapping import fitted

    click.echo(fitted(text), err=err)


def _recorded(records: list[Record], code: str) -> str | None:
    """The participant's code once the file holds an answer of theirs (a stop says how they go on), else None."""
    return code if any(r.participant == code for r in records) else None


def _regular(path: str) -> None:
    """Refuse an --out (or its .jsonl twin) that is there and is no regular file: a FIFO would wait for a reader,
    a device swallow the trials, before anything is asked."""
    from ..files import not_a_file

    for reason in (not_a_file(path), not_a_file(jsonl_path(path))):
        if reason is not None:
            raise click.ClickException(words.out_not_a_file(reason))


def _writable(path: str) -> bool:
    """Make sure the trials can be written before the first clock starts: a new file gets its header now (and
    True is returned, so that a study stopped before its first answer removes it)."""
    try:
        if not os.path.exists(path) or os.path.getsize(path) == 0:
            created = not os.path.exists(path)
            with open(path, "w", newline="", encoding="utf-8") as file:
                csv.writer(file).writerow(FIELDS)
            return created
        if not os.access(path, os.W_OK):
            raise PermissionError(13, words.permission_denied())
    except OSError as error:
        raise click.ClickException(words.out_unwritable(reason_of(error))) from None
    return False


def _report(records: list[Record], svg_path: str | None, as_json: bool, write_picture: object) -> None:
    from ..session.studying import report, study_json

    result = report(records)
    if svg_path is not None:
        from ..svg.chart import study_svg

        if write_picture(svg_path, study_svg(result)):  # type: ignore[operator]
            return
    if as_json:
        click.echo(json.dumps(study_json(result)))
        return
    _say(report_table(result))
