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
from ..teach.study import (
    FASTEST_ANSWER,
    FIELDS,
    STUDY_DRESSES,
    Planned,
    Record,
    StudyError,
    csv_row,
    participant_code,
    report_table,
)
from ..words.language import N_, _, ngettext
from ..words.terms import counted, listed
from .options import json_option

STUDY_HELP = N_(
    """A study in the spirit of Zhang and Norman's tic-tac-toe isomorphs: the same puzzles of the same game, shown
    as numbers, on the grid, as Jam and as the word game. Each puzzle asks for the move that wins, or the only one
    that does not lose; the time to answer is measured, and whether the answer is a best move.

    Each participant gets a code (never a name) and the dresses in an order of a balanced Latin square, a block
    of --trials puzzles for each, every block holding as many easy, medium and hard ones, and no puzzle twice,
    even up to symmetry. Each trial is added to --out as it is taken: Ctrl-C loses only the trial in progress,
    and --participant CODE goes on where that participant stopped. At the end, the report: each dress's median
    time with a 95% bootstrap interval, its errors, and the learning curve across trials (--svg draws them).
    With --report FILE..., the report of a whole class's files (each row checked against its puzzle; a trial
    in two files counted once).
    """
)
STUDY_FILE = N_("luoshu study file")
"""What a results file is called in a reason it cannot be read."""


class StudyFileError(click.ClickException):
    """A results file that cannot be read or added to, with the reason."""


def jsonl_path(path: str) -> str:
    """The JSON Lines file beside a CSV file: results.csv -> results.jsonl."""
    root, _extension = os.path.splitext(path)
    return root + ".jsonl"


LARGEST_STUDY_FILE = 64 * 1024 * 1024
"""Bytes; a class of a hundred taking a hundred trials each writes well under a megabyte."""


def read_records(path: str) -> list[Record]:
    """The trials in a study's CSV file, each checked against its puzzle; StudyFileError if it is not one (or
    not a regular file: a FIFO or a device is refused without waiting on it)."""
    from ..files import SaveError, read_text_file
    from ..teach.study import PlanCheck, record_from_row, trial_fault
    from ..views.quoting import visible_path

    try:
        rows = list(csv.reader(io.StringIO(read_text_file(path, LARGEST_STUDY_FILE, STUDY_FILE))))
    except SaveError as error:
        raise StudyFileError(str(error)) from None
    except csv.Error as error:
        raise StudyFileError(_("{path}: {reason}").format(path=visible_path(path), reason=str(error))) from None
    if not rows:
        return []
    if tuple(rows[0]) != FIELDS:
        raise StudyFileError(
            _("{path} is not a luoshu study file (its first line is not {fields})").format(
                path=visible_path(path), fields=",".join(FIELDS)
            )
        )
    records: list[Record] = []
    plans, kept = PlanCheck(), set()
    for number, row in enumerate(rows[1:], start=2):
        if not row:
            continue
        try:
            record = record_from_row(row)
        except StudyError as error:
            fault: str | None = str(error)
        else:
            # The pick and right columns are checked against the puzzle, and the places against a plan: never
            # trusted. The same trial twice (a line copied) is counted once, and said so, by the report.
            fault = None if record in kept else trial_fault(record) or plans.fault(record)
        if fault is not None:
            raise StudyFileError(
                _("{path}, line {line}: not a trial as luoshu writes one: {reason}").format(
                    path=visible_path(path), line=number, reason=fault
                )
            )
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
                raise StudyFileError(
                    _(
                        "{first} and {second} both hold trial {index} of participant {participant}, differently: "
                        "report them apart"
                    ).format(first=first, second=second, index=record.index, participant=record.participant)
                )
            twice += key in found
            found.setdefault(key, (record, path))
    if twice:
        said = ngettext(
            "luoshu: {count:,} trial found more than once: each counted once.",
            "luoshu: {count:,} trials found more than once: each counted once.",
            twice,
        )
        click.echo(said.format(count=twice), err=True)
    return [record for record, _path in found.values()]


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
            _("the dresses are some of {dresses}, each once").format(dresses=listed(STUDY_DRESSES)),
            param_hint="--dresses",
        )
    return names


@click.command(short_help=N_("Time yourself or a class on the same puzzles in each dress."), help=STUDY_HELP)
@click.option(
    "--dresses", default=",".join(STUDY_DRESSES), show_default=True, help=N_("The dresses, separated by commas.")
)
@click.option("--trials", type=click.IntRange(1, 25), default=6, show_default=True, help=N_("Puzzles per dress."))
@click.option(
    "--seed", type=click.IntRange(0), default=0, show_default=True, help=N_("Which puzzles each participant gets.")
)
@click.option(
    "--out",
    "out_path",
    metavar="FILE",
    default="study.csv",
    show_default=True,
    help=N_("Append each trial to this CSV file (and FILE's .jsonl twin); a participant can go on later."),
)
@click.option("--participant", metavar="CODE", help=N_("Go on as this participant (the code said at the start)."))
@click.option(
    "--report",
    "report_paths",
    metavar="FILE",
    multiple=True,
    help=N_("Report the trials in these CSV files (a class's), instead of taking the study; repeatable."),
)
@click.option("--svg", "svg_path", metavar="FILE", help=N_("Draw the report's chart as an SVG picture in FILE."))
@json_option(N_("Print the report as JSON."))
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
        raise click.UsageError(
            _("{name}: files are for --report, as --report class1.csv class2.csv").format(name=repr(more_reports[0]))
        )
    if report_paths:
        paths = [*report_paths, *more_reports]
        records = class_records(paths)
        if not records:
            raise StudyFileError(_("no trials in {paths}").format(paths=listed(paths)))
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
        raise click.BadParameter(_("a participant's code is letters and digits"), param_hint="--participant")
    # A code as written down: p7k2qa is P7K2QA.
    code = next((k for k in known if code is not None and k.casefold() == code.casefold()), code)
    if code is not None and code not in known:
        raise click.BadParameter(
            _(
                "no participant {code} in {path} (codes are as the study said them): leave out --participant to "
                "start a new one"
            ).format(code=code, path=visible_path(path)),
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
            _(
                "{code}'s trials so far were of another plan: go on with the --dresses, --trials and --seed they "
                "began with"
            ).format(code=code)
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
    from ..session import Session
    from ..session.trials import trial_board
    from ..session.typed import asks_to_quit
    from ..teach.study import DRESS_OF, right_answer
    from ..views.notation import RecordError
    from .terminal import ask

    interactive = sys.stdin.isatty()
    done = {r.index for r in records if r.participant == code}
    names = list(dict.fromkeys(t.dress for t in plan))
    left = [t for t in plan if t.index not in done]
    _say(_starting(code, resumed, len(left), len(plan), len(names)))
    _say(_("To stop, type q or quit (or press Ctrl-D): what you have answered is kept and reported."))
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
        title = session.dress.title
        _say("\n" + _("Puzzle {index} of {count}: {title}.").format(index=trial.index, count=len(plan), title=title))
        _say(trial_board(session))  # the board alone, as every dress is shown
        _say(
            _("{to_move} to move: {task} ({what_to_type})").format(
                to_move=puzzle.to_move, task=task, what_to_type=session.what_to_type()
            )
        )
        start = time.monotonic()
        while True:
            try:
                line = ask(_("Your answer"), interactive)
            except KeyboardInterrupt:
                _say("\n" + _stopped(_recorded(records, code)), err=True)
                raise
            if line is None:
                _say(_input_ended(_recorded(records, code)))
                return [r for r in records if r.participant == code]
            if asks_to_quit(session, line):  # as a game stops: the answers so far kept and reported
                _say(_stopped(_recorded(records, code)))
                return [r for r in records if r.participant == code]
            try:
                pick = session.dress.number(" ".join(line.split()))
            except (RecordError, ValueError) as error:
                # An answer that names no move, and what to answer with.
                _say(
                    _("{reason}. Answer with {what_to_type}.").format(
                        reason=str(error), what_to_type=session.what_to_type()
                    )
                )
                continue
            typed = " ".join(line.split()).casefold()
            if session.dress.disguise and typed != session.dress.item(pick).casefold():
                _say(
                    _("Type the whole {noun}: {item}, if you mean it.").format(
                        noun=counted(session.dress.noun), item=session.dress.item(pick)
                    )
                )
                continue
            holder = session.position.holder(pick)
            if holder is not None:
                _say(
                    _("{item} is taken by {holder}; choose a free one.").format(
                        item=session.dress.item(pick), holder=holder
                    )
                )
                continue
            if time.monotonic() - start < FASTEST_ANSWER:  # typed ahead, or a script: as the page refuses it
                _say(
                    _("That was faster than anyone reads a puzzle (under {fastest} s): read it, then answer.").format(
                        fastest=FASTEST_ANSWER
                    )
                )
                continue
            break
        seconds = time.monotonic() - start
        right = right_answer(puzzle, pick)
        record = Record(code, trial.index, trial.dress, puzzle.id, puzzle.level, line.strip(), pick, right, seconds)
        try:
            append(path, record)
        except OSError as error:
            raise click.ClickException(
                _("--out: {reason}: the study stops here").format(reason=reason_of(error))
            ) from None
        records.append(record)
        if right:
            _say(_("Right. ({seconds:.1f} s)").format(seconds=seconds))
        else:
            best = session.dress.item(puzzle.answer)
            _say(_("Not the best: {best} was. ({seconds:.1f} s)").format(best=best, seconds=seconds))
    mine = [r for r in records if r.participant == code]
    _say("\n" + _("Done: {count} puzzles. Your results:").format(count=len(mine)))
    return mine


def _starting(code: str, resumed: bool, left: int, puzzles: int, dresses: int) -> str:
    """What the study says first: the participant's code, how to go on later, and the trials to go.

    >>> _starting("P7K2QA", False, 12, 12, 2)  # doctest: +NORMALIZE_WHITESPACE
    'Participant P7K2QA (write it down: --participant P7K2QA goes on later, once you have answered). 12 of 12
    puzzles to go, in 2 dresses. Answer each as fast as you can without mistakes.'
    """
    values = {
        "code": code,
        "left": left,
        "puzzles": ngettext("{count:,} puzzle", "{count:,} puzzles", puzzles).format(count=puzzles),
        "dresses": ngettext("{count:,} dress", "{count:,} dresses", dresses).format(count=dresses),
    }
    if resumed:
        template = _(
            "Participant {code} (write it down: --participant {code} goes on later). {left} of {puzzles} to go, "
            "in {dresses}. Answer each as fast as you can without mistakes."
        )
    else:
        template = _(
            "Participant {code} (write it down: --participant {code} goes on later, once you have answered). "
            "{left} of {puzzles} to go, in {dresses}. Answer each as fast as you can without mistakes."
        )
    return template.format(**values)


def _stopped(code: str | None) -> str:
    """Ctrl-C, or q typed: how the participant goes on (None: before their first answer, so nothing was
    recorded)."""
    if code is None:
        return _("Stopped, before the first answer: nothing was recorded (start again without --participant).")
    return _("Stopped; go on later with --participant {code}.").format(code=code)


def _input_ended(code: str | None) -> str:
    """The end of input: how the participant goes on (None: nothing was recorded).

    >>> _input_ended(None)
    'End of input: the study stops here, before the first answer, and nothing was recorded (start again without --participant).'
    """  # noqa: E501
    if code is None:
        return _(
            "End of input: the study stops here, before the first answer, and nothing was recorded (start again "
            "without --participant)."
        )
    return _("End of input: the study stops here; go on later with --participant {code}.").format(code=code)


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
            raise click.ClickException(
                _("--out: {reason}, not a file for the trials: nothing was asked").format(reason=reason)
            )


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
            raise PermissionError(13, _("Permission denied"))  # as the system says it
    except OSError as error:
        raise click.ClickException(_("--out: {reason}: nothing was asked").format(reason=reason_of(error))) from None
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
    _say(report_table(result))
