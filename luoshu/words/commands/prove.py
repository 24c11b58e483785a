"""What ``luoshu prove`` says: its help, its progress, what it proved, and why it stopped or refused.

>>> proved_line("Pick Fifteen", "the empty board", "X does not lose", "O does not lose")
'Pick Fifteen, from the empty board: proved that X does not lose and O does not lose.'
>>> search_line(1234, 0.5, 0.9, 1, 2468.0, 20.0)
'Search: 1,234 nodes in 0.50 s (after 0.90 s of set-up), 2,468 a second on 1 worker, peak memory 20 MiB.'
"""

from __future__ import annotations

from ..language import N_, _, ngettext

PROVE_SHORT_HELP = N_("Prove a game's value, and write a certificate anyone can check.")
PROVE_HELP = N_(
    "Prove the value of a position given as its picks (none: the empty board) with df-pn, and write the proof as\n"
    "a certificate: a win as the winner's strategy, a draw as two, each player's not_lose. A win is then proved\n"
    "in as few plies as a search within a budget finds (--fastest: the fewest, with no budget).\n"
    "\n"
    "Says what is proved, the search's nodes, time and peak memory, and the certificate's size. Check it with\n"
    "luoshu check FILE."
)
OUT_HELP = N_("Write the certificate(s) to FILE (JSON Lines; see docs/proofs.md).")
PLIES_HELP = N_("Prove a win within N plies of the start (else the value, then as fast a win as a budget finds).")
FASTEST_HELP = N_("Prove the fastest win: each bound in plies tried in turn, with no budget.")
BUDGET_HELP = N_("Stop after this many nodes.")
SECONDS_HELP = N_("Stop after this many seconds of search (the set-up apart), every goal's together.")
MEMORY_HELP = N_("Keep the table within about MIB MiB: past it, it drops positions.")
CHECKPOINT_HELP = N_(
    "Where Ctrl-C, SIGTERM, SIGHUP or a spent budget keep what is decided (default: FILE of --out, .checkpoint "
    "added); resumed from when it exists."
)
CHECKPOINT_FILE = N_("prove checkpoint")
"""What a checkpoint is, as a refusal names it ("... is a FIFO, not a prove checkpoint")."""
WORKERS_HELP = N_("Processes to split the proof across (default: every core, for games of 17 numbers or more).")
RAY_HELP = N_("Split the proof across a Ray cluster (local: a Ray on this machine).")
JSON_HELP = N_("Print what was proved as JSON.")


def progress_line(
    goal: str, nodes: int, rate: float, proved: int, refuted: int, table: int, mib: float, seconds: float
) -> str:
    """The proofs' progress, rewritten on a terminal or said every 10 s elsewhere; ``rate``: nodes a second.

    >>> progress_line("X wins", 1000, 333.3, 10, 20, 300, 12.0, 3.0)
    'proving X wins: 1,000 nodes (333 a second), 10 proved, 20 refuted, table 300, 12 MiB, 3 s'
    """
    return _(
        "proving {goal}: {nodes:,} nodes ({rate:,.0f} a second), {proved:,} proved, {refuted:,} refuted, "
        "table {table:,}, {mib:,.0f} MiB, {seconds:,.0f} s"
    ).format(goal=goal, nodes=nodes, rate=rate, proved=proved, refuted=refuted, table=table, mib=mib, seconds=seconds)


def split_progress_line(
    goal: str, handed: int, proved: int, refuted: int, nodes: int, rate: float, mib: float, seconds: float
) -> str:
    """A split proof's progress: its sub-proofs handed to the workers, those finished, the workers' nodes so far
    and how many a second each worker searches.

    >>> split_progress_line("X wins", 12, 3, 1, 5000, 357.1, 40.0, 7.0)  # doctest: +NORMALIZE_WHITESPACE
    'proving X wins on workers: 12 sub-proofs handed out, 3 proved, 1 refuted; 5,000 nodes,
     357 a second per worker; 40 MiB, 7 s'
    """
    return _(
        "proving {goal} on workers: {handed:,} sub-proofs handed out, {proved:,} proved, {refuted:,} refuted; "
        "{nodes:,} nodes, {rate:,.0f} a second per worker; {mib:,.0f} MiB, {seconds:,.0f} s"
    ).format(goal=goal, handed=handed, proved=proved, refuted=refuted, nodes=nodes, rate=rate, mib=mib, seconds=seconds)


def progress_said(text: str) -> str:
    """A line of progress said where no terminal shows it rewritten."""
    return _("luoshu: {text}").format(text=text)


def checkpoint_unreadable(path: str, error: str) -> str:
    return _("the checkpoint {path} cannot be read: {error}").format(path=path, error=error)


def not_a_checkpoint(path: str) -> str:
    return _("{path} is not a luoshu prove checkpoint: it was left alone").format(path=path)


def checkpoint_of_another(path: str) -> str:
    return _("the checkpoint {path} is of another game or start: remove it, or name another").format(path=path)


def checkpoint_changed(path: str) -> str:
    """A checkpoint whose digest does not match what it keeps: changed by hand, or written by an older luoshu."""
    return _(
        "the checkpoint {path} was changed since prove wrote it (or an older luoshu wrote it): remove it, or name "
        "another"
    ).format(path=path)


def checkpoint_wrong(path: str) -> str:
    """A checkpoint that holds positions decided wrongly: what was made from it does not hold."""
    return _(
        "the checkpoint {path} holds positions decided wrongly: the proof made from it does not hold; remove it and "
        "prove again"
    ).format(path=path)


def checkpoint_unchecked(path: str, reason: str) -> str:
    """A proof resumed from a checkpoint whose certificate the checker would not check (``reason``, its own)."""
    return _(
        "the proof resumed from the checkpoint {path} cannot be checked ({reason}): remove the checkpoint and prove "
        "again"
    ).format(path=path, reason=reason)


def not_ours(path: str) -> str:
    """A file of the name to write that is neither a certificate nor a checkpoint."""
    return _("{path} exists and is not what luoshu prove writes: it was left alone").format(path=path)


def cannot_write(path: str, reason: str) -> str:
    return _("cannot write {path}: {reason}").format(path=path, reason=reason)


def ray_missing() -> str:
    return _("--ray needs Ray: pip install 'luoshu[cluster]'")


def ray_address(address: str) -> str:
    """An address of --ray that names no host and port."""
    return _("{address} is no Ray address: HOST:PORT, ray://HOST:PORT, or local").format(address=address)


def ray_unreachable(address: str, reason: str) -> str:
    """Nothing takes a connection at a Ray address, and the operating system's reason."""
    return _("no Ray cluster at {address}: {reason}").format(address=address, reason=reason)


def ray_no_answer(address: str, seconds: float) -> str:
    """A Ray address that did not answer within its time."""
    return _("no Ray cluster answered at {address} within {seconds:.0f} s").format(address=address, seconds=seconds)


def ray_refused(address: str, reason: str) -> str:
    """A Ray cluster that would not take the proof, and Ray's reason (its own words)."""
    return _("the Ray cluster at {address} did not take the proof: {reason}").format(address=address, reason=reason)


def plies_or_fastest() -> str:
    return _("--plies asks for one bound and --fastest for the least: give one")


def over_already() -> str:
    return _("the game is over there: there is nothing to prove")


def interrupted() -> str:
    """Why a proof stopped, when Ctrl-C stopped it."""
    return _("interrupted")


def stopped_by(name: str) -> str:
    """Why a proof stopped, when a signal stopped it (``name``: "SIGTERM", "SIGHUP")."""
    return _("stopped by {signal}").format(signal=name)


def workers_lost() -> str:
    """Why a split proof stopped, when one of its workers ended before its sub-proof did."""
    return _("a worker ended in the middle of its sub-proof (killed, or out of memory)")


def stopped_not_kept(reason: str, checkpoint: str) -> str:
    """A proof stopped whose checkpoint's file is now another proof's, or no checkpoint: it is left alone."""
    return _(
        "luoshu: {reason}; nothing kept: {checkpoint} is no longer this proof's checkpoint, and was left alone."
    ).format(reason=reason, checkpoint=checkpoint)


def stopped_and_kept(reason: str, kept: int, checkpoint: str) -> str:
    return _(
        "luoshu: {reason}; {kept:,} decided positions kept in {checkpoint}: run the same command to resume."
    ).format(reason=reason, kept=kept, checkpoint=checkpoint)


def stopped_and_kept_split(reason: str, sub_proofs: int, checkpoint: str) -> str:
    """A split proof stopped: the sub-proofs its workers finished are kept."""
    return ngettext(
        "luoshu: {reason}; {count:,} finished sub-proof kept in {checkpoint}: run the same command to resume, "
        "without searching it again.",
        "luoshu: {reason}; {count:,} finished sub-proofs kept in {checkpoint}: run the same command to resume, "
        "without searching them again.",
        sub_proofs,
    ).format(reason=reason, count=sub_proofs, checkpoint=checkpoint)


def stopped_and_lost(reason: str) -> str:
    return _("luoshu: {reason}; nothing kept (--checkpoint FILE or --out FILE keeps what is decided).").format(
        reason=reason
    )


def resuming(positions: int, sub_proofs: int, checkpoint: str) -> str:
    """A proof resumed from a checkpoint: what it keeps is not searched again.

    >>> resuming(0, 3, "p.checkpoint")
    'luoshu: resuming from p.checkpoint: 0 decided positions and 3 finished sub-proofs are not searched again.'
    """
    return _(
        "luoshu: resuming from {checkpoint}: {positions:,} decided positions and {sub_proofs:,} finished sub-proofs "
        "are not searched again."
    ).format(checkpoint=checkpoint, positions=positions, sub_proofs=sub_proofs)


def no_win_within(rules: str, error: str) -> str:
    """No win within --plies: proved, with no certificate of it."""
    return _("{rules}: {error} (no certificate: it would be the other side's not_lose, given no bound).").format(
        rules=rules, error=error
    )


def search_line(nodes: int, seconds: float, setup: float, workers: int, rate: float, mib: float) -> str:
    """How far the search went: its nodes and time, the set-up before it (the game's sets and symmetries built,
    the workers started), the nodes a second each worker searched (``rate``), and the peak memory."""
    return ngettext(
        "Search: {nodes:,} nodes in {seconds:.2f} s (after {setup:.2f} s of set-up), {rate:,.0f} a second on "
        "{workers} worker, peak memory {mib:,.0f} MiB.",
        "Search: {nodes:,} nodes in {seconds:.2f} s (after {setup:.2f} s of set-up), {rate:,.0f} a second per "
        "worker on {workers} workers, peak memory {mib:,.0f} MiB.",
        workers,
    ).format(nodes=nodes, seconds=seconds, setup=setup, workers=workers, rate=rate, mib=mib)


def empty_board() -> str:
    """Where a proof from no picks starts."""
    return _("the empty board")


def held(x: str, o: str) -> str:
    """Where a proof from some picks starts: each side's numbers, as lists."""
    return _("x={x} o={o}").format(x=x, o=o)


def proved_line(rules: str, start: str, claim: str, other: str | None = None) -> str:
    """What was proved: one claim (``does_not_lose``, ``wins_within``), or two (a draw: each side's)."""
    if other is None:
        return _("{rules}, from {start}: proved that {claim}.").format(rules=rules, start=start, claim=claim)
    return _("{rules}, from {start}: proved that {claim} and {other}.").format(
        rules=rules, start=start, claim=claim, other=other
    )


def does_not_lose(prover: str) -> str:
    return _("{prover} does not lose").format(prover=prover)


def wins_within(prover: str, plies: int | None) -> str:
    """A win within a bound asked for (--plies): the certificate's plies, fewer not looked for."""
    return _("{prover} wins within {plies} plies").format(prover=prover, plies=plies)


def wins_fastest(prover: str, plies: int) -> str:
    """A win whose fewer bounds were all refuted: the game's value, said whole.

    >>> wins_fastest("X", 9), wins_fastest("X", 1)
    ('X wins within 9 plies, and no sooner', 'X wins within 1 ply, and no sooner')
    """
    return ngettext(
        "{prover} wins within {plies} ply, and no sooner", "{prover} wins within {plies} plies, and no sooner", plies
    ).format(prover=prover, plies=plies)


def wins_maybe_sooner(prover: str, plies: int) -> str:
    """A win whose fewer bounds were not all settled within the search's budget."""
    return ngettext(
        "{prover} wins within {plies} ply (sooner not settled within the budget: --fastest settles it)",
        "{prover} wins within {plies} plies (sooner not settled within the budget: --fastest settles it)",
        plies,
    ).format(prover=prover, plies=plies)


def certificate_line(lines: int, size: int, out: str | None) -> str:
    """The certificate's size, and where it was written (or that it was not)."""
    if out is None:
        return _("Certificate: {lines:,} lines, {size:,} bytes, not written (--out FILE writes it).").format(
            lines=lines, size=size
        )
    return _("Certificate: {lines:,} lines, {size:,} bytes, written to {out}.").format(lines=lines, size=size, out=out)
