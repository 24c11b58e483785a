"""What ``luoshu study`` says: its help, a participant's trials in the terminal, and why a results file or an option
is refused.

>>> starting("P7K2QA", False, 12, 12, 2)
'Participant P7K2QA (write it down: --participant P7K2QA goes on later, once you have answered). 12 of 12 puzzles to go, in 2 dresses. Answer each as fast as you can without mistakes.'
>>> answered(False, "Mill Lane", 2.04)
'Not the best: Mill Lane was. (2.0 s)'
>>> input_ended(None)
'End of input: the study stops here, before the first answer, and nothing was recorded (start again without --participant).'
"""  # noqa: E501

from __future__ import annotations

from ..language import N_, _, ngettext
from ..terms import counted

STUDY_SHORT_HELP = N_("Time yourself or a class on the same puzzles in each dress.")
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
DRESSES_HELP = N_("The dresses, separated by commas.")
TRIALS_HELP = N_("Puzzles per dress.")
SEED_HELP = N_("Which puzzles each participant gets.")
OUT_HELP = N_("Append each trial to this CSV file (and FILE's .jsonl twin); a participant can go on later.")
PARTICIPANT_HELP = N_("Go on as this participant (the code said at the start).")
REPORT_HELP = N_("Report the trials in these CSV files (a class's), instead of taking the study; repeatable.")
SVG_HELP = N_("Draw the report's chart as an SVG picture in FILE.")
JSON_HELP = N_("Print the report as JSON.")

STUDY_FILE = N_("luoshu study file")
"""What a results file is called in a reason it cannot be read."""


def not_a_study_file(path: str, fields: str) -> str:
    """A file whose first line is not the study's header (``fields``, separated by commas)."""
    return _("{path} is not a luoshu study file (its first line is not {fields})").format(path=path, fields=fields)


def not_a_trial(path: str, line: int, reason: str) -> str:
    """A line of a results file that is no trial luoshu wrote, and why."""
    return _("{path}, line {line}: not a trial as luoshu writes one: {reason}").format(
        path=path, line=line, reason=reason
    )


def written_two_ways(first: str, second: str, index: int, participant: str) -> str:
    """One trial written differently in two files."""
    return _(
        "{first} and {second} both hold trial {index} of participant {participant}, differently: report them apart"
    ).format(first=first, second=second, index=index, participant=participant)


def found_twice(count: int) -> str:
    """Trials found in more than one file (or twice in one)."""
    return ngettext(
        "luoshu: {count:,} trial found more than once: each counted once.",
        "luoshu: {count:,} trials found more than once: each counted once.",
        count,
    ).format(count=count)


def dresses_are(dresses: str) -> str:
    """A --dresses that is not some of the study's dresses (``dresses``, separated by commas), each once."""
    return _("the dresses are some of {dresses}, each once").format(dresses=dresses)


def files_for_report(name: str) -> str:
    """A file named without --report (``name``, quoted)."""
    return _("{name}: files are for --report, as --report class1.csv class2.csv").format(name=name)


def no_trials_in(paths: str) -> str:
    return _("no trials in {paths}").format(paths=paths)


def code_is_letters_and_digits() -> str:
    return _("a participant's code is letters and digits")


def no_participant(code: str, path: str) -> str:
    return _(
        "no participant {code} in {path} (codes are as the study said them): leave out --participant to start a new one"
    ).format(code=code, path=path)


def another_plan(code: str) -> str:
    return _(
        "{code}'s trials so far were of another plan: go on with the --dresses, --trials and --seed they began with"
    ).format(code=code)


def starting(code: str, resumed: bool, left: int, puzzles: int, dresses: int) -> str:
    """What the study says first: the participant's code, how to go on later, and the trials to go."""
    counted = {
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
    return template.format(**counted)


def how_to_stop() -> str:
    """How to stop a study before its end, said under its first line."""
    return _("To stop, type q or quit (or press Ctrl-D): what you have answered is kept and reported.")


def trial_heading(index: int, count: int, title: str) -> str:
    """The line above a trial's board (after a blank line)."""
    return "\n" + _("Puzzle {index} of {count}: {title}.").format(index=index, count=count, title=title)


def trial_task(to_move: str, task: str, what_to_type: str) -> str:
    return _("{to_move} to move: {task} ({what_to_type})").format(to_move=to_move, task=task, what_to_type=what_to_type)


def your_answer() -> str:
    """The prompt for an answer."""
    return _("Your answer")


def stopped(code: str | None) -> str:
    """Ctrl-C, or q typed: how the participant goes on (None: before their first answer, so nothing was
    recorded)."""
    if code is None:
        return _("Stopped, before the first answer: nothing was recorded (start again without --participant).")
    return _("Stopped; go on later with --participant {code}.").format(code=code)


def input_ended(code: str | None) -> str:
    """The end of input: how the participant goes on (None: nothing was recorded)."""
    if code is None:
        return _(
            "End of input: the study stops here, before the first answer, and nothing was recorded (start again "
            "without --participant)."
        )
    return _("End of input: the study stops here; go on later with --participant {code}.").format(code=code)


def answer_with(reason: str, what_to_type: str) -> str:
    """An answer that names no move, and what to answer with."""
    return _("{reason}. Answer with {what_to_type}.").format(reason=reason, what_to_type=what_to_type)


def type_the_whole(noun: str, item: str) -> str:
    """A disguise's item typed in part."""
    return _("Type the whole {noun}: {item}, if you mean it.").format(noun=counted(noun), item=item)


def taken(item: str, holder: str) -> str:
    return _("{item} is taken by {holder}; choose a free one.").format(item=item, holder=holder)


def too_fast(fastest: float) -> str:
    """An answer faster than ``fastest`` seconds."""
    return _("That was faster than anyone reads a puzzle (under {fastest} s): read it, then answer.").format(
        fastest=fastest
    )


def answered(right: bool, best: str, seconds: float) -> str:
    """What is said of an answer: right, or not and the best; and how long it took."""
    if right:
        return _("Right. ({seconds:.1f} s)").format(seconds=seconds)
    return _("Not the best: {best} was. ({seconds:.1f} s)").format(best=best, seconds=seconds)


def done(count: int) -> str:
    """The line above a participant's results (after a blank line)."""
    return "\n" + _("Done: {count} puzzles. Your results:").format(count=count)


def out_failed(reason: str) -> str:
    """--out could not be added to during the study."""
    return _("--out: {reason}: the study stops here").format(reason=reason)


def out_not_a_file(reason: str) -> str:
    """--out (or its twin) is there and is no regular file (``reason``)."""
    return _("--out: {reason}, not a file for the trials: nothing was asked").format(reason=reason)


def out_unwritable(reason: str) -> str:
    """--out cannot be written, found before anything is asked."""
    return _("--out: {reason}: nothing was asked").format(reason=reason)


def permission_denied() -> str:
    """Why a read-only --out cannot be written, as the system says it."""
    return _("Permission denied")
