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

from ..session.trials import report_table
from ..teach.study import (
    FASTEST_ANSWER,
    FIELDS,
    STUDY_DRESSES,
    Planned,
    Record,
    StudyError,
    csv_row,
    participant_code,
)
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
    from ..teach.study import PlanCheck, record_from_row, trial_fault
    from ..views.quoting import visible_path
    from .files import SaveError, read_text_file

    try:
        rows = list(csv.reader(io.StringIO(read_text_file(path, LARGEST_STUDY_FILE, "luoshu study file"))))
    except SaveError as error:
        raise StudyFileError(str(error)) from None
    except csv.Error as error:
        raise StudyFileError(f"{visible_path(path)}: {error}") from None
    if not rows:
        return []
    if tuple(rows[0]) != FIELDS:
        raise StudyFileError(
            f"{visible_path(path)} is not a luoshu study file (its first line is not {','.join(FIELDS)})"
        )
    records: list[Record] = []
    plans, kept = PlanCheck(), set()
    for number, row in enumerate(rows[1:], start=2):
        if not row:
            continue
        try:
            record = record_from_row(row)
        except StudyError as error:
            raise StudyFileError(
                f"{visible_path(path)}, line {number}: not a trial as luoshu writes one: {error}"
            ) from None
        if record in kept:
            records.append(record)  # the same trial twice (a line copied): counted once, and said so, by the report
            continue
        # The pick and right columns are checked against the puzzle, and the places against a plan: never trusted.
        fault = trial_fault(record) or plans.fault(record)
        if fault is not None:
            raise StudyFileError(f"{visible_path(path)}, line {number}: not a trial as luoshu writes one: {fault}")
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
                raise StudyFileError(
                    f"{visible_path(found[key][1])} and {visible_path(path)} both hold trial {record.index} of "
                    f"participant {record.participant}, differently: report them apart"
                )
            twice += key in found
            found.setdefault(key, (record, path))
    if twice:
        from ..views.text import plural

        click.echo(f"luoshu: {plural(twice, 'trial')} found more than once: each counted once.", err=True)
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
        raise click.BadParameter(
            f"the dresses are some of {', '.join(STUDY_DRESSES)}, each once", param_hint="--dresses"
        )
    return names


@click.command(short_help="Time yourself or a class on the same puzzles in each dress.")
@click.option("--dresses", default=",".join(STUDY_DRESSES), show_default=True, help="The dresses, separated by commas.")
@click.option("--trials", type=click.IntRange(1, 25), default=6, show_default=True, help="Puzzles per dress.")
@click.option(
    "--seed", type=click.IntRange(0), default=0, show_default=True, help="Which puzzles each participant gets."
)
@click.option(
    "--out",
    "out_path",
    metavar="FILE",
    default="study.csv",
    show_default=True,
    help="Append each trial to this CSV file (and FILE's .jsonl twin); a participant can go on later.",
)
@click.option("--participant", metavar="CODE", help="Go on as this participant (the code said at the start).")
@click.option(
    "--report",
    "report_paths",
    metavar="FILE",
    multiple=True,
    help="Report the trials in these CSV files (a class's), instead of taking the study; repeatable.",
)
@click.option("--svg", "svg_path", metavar="FILE", help="Draw the report's chart as an SVG picture in FILE.")
@json_option("Print the report as JSON.")
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
    """A study in the spirit of Zhang and Norman's tic-tac-toe isomorphs: the same puzzles of the same game, shown
    as numbers, on the grid, as Jam and as the word game. Each puzzle asks for the move that wins, or the only one
    that does not lose; the time to answer is measured, and whether the answer is a best move.

    Each participant gets a code (never a name) and the dresses in an order of a balanced Latin square, a block
    of --trials puzzles for each, every block holding as many easy, medium and hard ones, and no puzzle twice,
    even up to symmetry. Each trial is added to --out as it is taken: Ctrl-C loses only the trial in progress,
    and --participant CODE goes on where that participant stopped. At the end, the report: each dress's median
    time with a bootstrap 95% interval, its errors, and the learning curve across trials (--svg draws them).
    With --report FILE..., the report of a whole class's files (each row checked against its puzzle; a trial
    in two files counted once).
    """
    from .pictures import write_picture

    if more_reports and not report_paths:
        raise click.UsageError(f"{more_reports[0]!r}: files are for --report, as --report class1.csv class2.csv")
    if report_paths:
        paths = [*report_paths, *more_reports]
        records = class_records(paths)
        if not records:
            raise StudyFileError("no trials in " + ", ".join(paths))
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
    from ..teach.study import study_plan
    from ..views.quoting import visible_path

    known = list(dict.fromkeys(r.participant for r in records))
    if code is not None and (not code.isalnum() or len(code) > 20):
        raise click.BadParameter("a participant's code is letters and digits", param_hint="--participant")
    # A code as written down: p7k2qa is P7K2QA.
    code = next((k for k in known if code is not None and k.casefold() == code.casefold()), code)
    if code is not None and code not in known:
        raise click.BadParameter(
            f"no participant {code} in {visible_path(path)} (codes are as the study said them): leave out "
            "--participant to start a new one",
            param_hint="--participant",
        )
    code = code or participant_code()
    number = known.index(code) if code in known else len(known)
    try:
        plan = study_plan(number, names, trials, seed)
    except StudyError as error:
        raise click.UsageError(str(error)) from None
    done = {r.index for r in records if r.participant == code}
    planned = {t.index: (t.dress, t.puzzle.id) for t in plan}
    if any(planned.get(r.index) != (r.dress, r.puzzle) for r in records if r.participant == code):
        raise click.UsageError(
            f"{code}'s trials so far were of another plan: go on with the --dresses, --trials and --seed they "
            "began with"
        )
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
    from ..session import Session, board
    from ..teach.study import DRESS_OF, right_answer
    from ..views.notation import RecordError
    from ..views.text import plural
    from .terminal import ask

    interactive = sys.stdin.isatty()
    done = {r.index for r in records if r.participant == code}
    names = list(dict.fromkeys(t.dress for t in plan))
    left = [t for t in plan if t.index not in done]
    later = f"--participant {code} goes on later" + ("" if resumed else ", once you have answered")
    click.echo(
        f"Participant {code} (write it down: {later}). {len(left)} of "
        f"{plural(len(plan), 'puzzle')} to go, in {plural(len(names), 'dress', 'dresses')}. Answer each as fast as "
        "you can without mistakes."
    )
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
        click.echo(f"\nPuzzle {trial.index} of {len(plan)}: {session.dress.title}.")
        # The board alone: a disguise's lines of what each player is building on would help it and not the others.
        click.echo("\n".join(line for line in board(session).splitlines() if " is building on " not in line))
        click.echo(f"{puzzle.to_move} to move: {task} ({session.what_to_type()})")
        start = time.monotonic()
        while True:
            try:
                line = ask("Your answer", interactive)
            except KeyboardInterrupt:
                click.echo("\n" + _stopped("Stopped", records, code), err=True)
                raise
            if line is None:
                click.echo(_stopped("End of input: the study stops here", records, code))
                return [r for r in records if r.participant == code]
            try:
                pick = session.dress.number(" ".join(line.split()))
            except (RecordError, ValueError) as error:
                click.echo(f"{error}. Answer with {session.what_to_type()}.")
                continue
            typed = " ".join(line.split()).casefold()
            if session.dress.disguise and typed != session.dress.item(pick).casefold():
                click.echo(f"Type the whole {session.dress.noun}: {session.dress.item(pick)}, if you mean it.")
                continue
            holder = session.position.holder(pick)
            if holder is not None:
                click.echo(f"{session.dress.item(pick)} is taken by {holder}; choose a free one.")
                continue
            if time.monotonic() - start < FASTEST_ANSWER:  # typed ahead, or a script: as the page refuses it
                click.echo(
                    f"That was faster than anyone reads a puzzle (under {FASTEST_ANSWER} s): read it, then answer."
                )
                continue
            break
        seconds = time.monotonic() - start
        right = right_answer(puzzle, pick)
        record = Record(code, trial.index, trial.dress, puzzle.id, puzzle.level, line.strip(), pick, right, seconds)
        try:
            append(path, record)
        except OSError as error:
            raise click.ClickException(f"--out: {error.strerror or error}: the study stops here") from None
        records.append(record)
        said = "Right." if right else f"Not the best: {session.dress.item(puzzle.answer)} was."
        click.echo(f"{said} ({seconds:.1f} s)")
    mine = [r for r in records if r.participant == code]
    click.echo(f"\nDone: {len(mine)} puzzles. Your results:")
    return mine


def _stopped(how: str, records: list[Record], code: str) -> str:
    """What a stop says: how the participant goes on, with their code once the file holds an answer of theirs."""
    if any(r.participant == code for r in records):
        return f"{how}; go on later with --participant {code}."
    return f"{how}, before the first answer: nothing was recorded (start again without --participant)."


def _regular(path: str) -> None:
    """Refuse an --out (or its .jsonl twin) that is there and is no regular file: a FIFO would wait for a reader,
    a device swallow the trials, before anything is asked."""
    from .files import not_a_file

    for reason in (not_a_file(path), not_a_file(jsonl_path(path))):
        if reason is not None:
            raise click.ClickException(f"--out: {reason}, not a file for the trials: nothing was asked")


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
            raise PermissionError(13, "Permission denied")
    except OSError as error:
        raise click.ClickException(f"--out: {error.strerror or error}: nothing was asked") from None
    return False


def _report(records: list[Record], svg_path: str | None, as_json: bool, write_picture: object) -> None:
    from ..teach.study import report, study_json

    result = report(records)
    if svg_path is not None:
        from ..svg.chart import study_svg

        if write_picture(svg_path, study_svg(result)):  # type: ignore[operator]
            return
    if as_json:
        click.echo(json.dumps(study_json(result)))
        return
    click.echo(report_table(result))
