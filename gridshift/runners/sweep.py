"""Sweeps: cells (scenario × policy × params × seed × track), resumable over a record store.

:func:`run_sweep` skips every cell whose record is already in the store (and, by default,
recomputes those stored as ``failed``), hands the rest to an executor, and returns a
:class:`SweepReport`.  Each worker writes its own record, atomically, before reporting back,
so killing the sweep at any moment loses at most the cells that were running; the next run
recomputes only those.

Skipping is decided without building any World: the store keeps an index from a cheap
*cell id* (scenario spec hash, seed, track, policy id, params, policy source hash) to the
record key (which also covers the input tables' content).  Inputs are pinned by content hash
in their dataset cards, so a spec that did not change names the same inputs; pass
``force=True`` to recompute every cell anyway (``gridshift verify`` checks stored records
against fresh runs without touching the store).

Concurrent sweeps into one store compute each cell once: a worker claims a cell before
computing it (an ``O_EXCL`` claim file, :mod:`gridshift.runners.claims`); a worker that finds a
live claim waits for it and then reads the stored record, and a claim whose owner died is taken
over. ``force=True`` bypasses claims.

A full disk (``ENOSPC``/``EDQUOT``, in a store write or inside a cell) stops the sweep at once:
the cell is not retried and no ``failed`` record is stored for it; :func:`run_sweep` raises
:class:`DiskFullError` (exit code 2) with the number of cells stored.  The same call, once
there is space, computes only the rest (:mod:`gridshift.runners.diskfull`).
"""

from __future__ import annotations

import importlib
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gridshift.errors import GridshiftError
from gridshift.runners.cell import Cell
from gridshift.runners.diskfull import DiskFull, disk_full
from gridshift.runners.executors import Executor, ProcessExecutor
from gridshift.runners.store import Store

__all__ = ["Cell", "CellRunner", "DiskFullError", "SweepReport", "cell_id", "execute_cell",
           "run_sweep"]

#: The function a worker runs for a cell: ``(cell, attempt=, time_budget_s=, existing=) ->
#: (record, parquet bytes)``.  Kept for callers that name it; see :class:`CellRunner`.
RUN_CELL = "gridshift.benchmark.records:run_cell"


@dataclass(frozen=True)
class CellRunner:
    """The three callables a sweep runs cells through, as ``"module:function"`` references.

    Runners know nothing of what a record holds beyond ``key``, ``status`` and ``error``: the
    record schema, a cell's identity and the record of a cell whose worker died belong to the
    layer that supplies these functions (by default :mod:`gridshift.benchmark.records`).  They
    are names, not objects, so process and Dask workers resolve them in their own interpreter.

    Attributes:
        run: ``(cell, attempt=, time_budget_s=, existing=) -> (record, parquet bytes | None)``.
        identify: ``(cell) -> str | None``: a cheap id of the cell (no World, no user code),
            the store's index key; None if the cell's scenario does not load.
        fail: ``(cell, error, attempt=) -> record``: the record of a cell whose worker died.
    """

    run: str = RUN_CELL
    identify: str = "gridshift.benchmark.records:cell_id"
    fail: str = "gridshift.benchmark.records:failed_record"


def _runner(run_fn: str | CellRunner | None) -> CellRunner:
    if isinstance(run_fn, CellRunner):
        return run_fn
    return CellRunner() if run_fn is None else CellRunner(run=run_fn)


def cell_id(cell: Cell, runner: CellRunner | None = None) -> str | None:
    """Cheap identity of a cell (no World, no user code); ``None`` if the scenario won't load.

    Computed by ``runner.identify`` (default: :func:`gridshift.benchmark.records.cell_id`).
    """
    out = _resolve((runner or CellRunner()).identify)(cell)
    return None if out is None else str(out)


def _resolve(ref: str) -> Callable[..., Any]:
    mod, _, name = ref.partition(":")
    return getattr(importlib.import_module(mod), name)


def execute_cell(cell: Cell, store_root: str, retry_failed: bool = True,
                 time_budget_s: float | None = None, run_fn: str | CellRunner | None = None,
                 force: bool = False, attempt: int = 1) -> dict[str, Any]:
    """Worker side: skip if stored, else run the cell and store its record; returns a digest.

    ``run_fn`` is a :class:`CellRunner` or the ``"module:function"`` of its ``run`` (the
    default runner's other two functions then apply).

    Returns:
        ``{"key", "status", "error", "skipped", "wall_time_s"}``.

    Raises:
        DiskFull: a write (the store's, or one inside the cell) failed on a full disk; it
            names the file when the error did, and the cell.
    """
    try:
        return _execute_cell(cell, store_root, retry_failed, time_budget_s, run_fn, force,
                             attempt)
    except Exception as exc:
        full = disk_full(exc)
        if full is None:
            raise
        full.cell = cell.label()
        raise full from None  # a plain OSError subclass: it pickles across any worker


def _execute_cell(cell: Cell, store_root: str, retry_failed: bool,
                  time_budget_s: float | None, run_fn: str | CellRunner | None, force: bool,
                  attempt: int) -> dict[str, Any]:
    store = Store(store_root)
    runner = _runner(run_fn)
    cid = cell_id(cell, runner)
    if cid is not None and not force:
        key = store.index_get(cid)
        rec = store.get(key) if key else None
        if rec is not None and (rec["status"] == "ok" or not retry_failed):
            return {"key": key, "status": rec["status"], "error": rec.get("error"),
                    "skipped": True, "wall_time_s": 0.0}

    claim = _claim(store, cid, retry_failed) if cid is not None and not force else None
    if claim is False:  # another sweep computed the cell while we waited for its claim
        key = store.index_get(cid) if cid else None
        rec = store.get(key) if key else None
        if rec is not None:
            return {"key": key, "status": rec["status"], "error": rec.get("error"),
                    "skipped": True, "wall_time_s": 0.0}
        claim = None
    try:
        return _execute(cell, store, cid, retry_failed, time_budget_s, runner.run, force,
                        attempt)
    finally:
        if claim:
            claim.release()


def _claim(store: Store, cid: str, retry_failed: bool) -> Any:
    """Claim the cell (runners.claims); False if another sweep finished it meanwhile."""
    from gridshift.runners.claims import wait_or_claim

    def done() -> bool:
        key = store.index_get(cid)
        rec = store.get(key) if key else None
        return rec is not None and (rec["status"] == "ok" or not retry_failed)

    c = wait_or_claim(store.root, cid, done)
    return False if c is None else c


def _execute(cell: Cell, store: Store, cid: str | None, retry_failed: bool,
             time_budget_s: float | None, run_fn: str, force: bool, attempt: int
             ) -> dict[str, Any]:
    found: list[dict[str, Any]] = []

    def stored(key: str) -> dict[str, Any] | None:
        # the index can miss a stored record (copied in, or written by an older run)
        rec = None if force else store.get(key)
        if rec is not None and (rec["status"] == "ok" or not retry_failed) and \
                (not cell.isolate or rec.get("isolation") in ("process", "bwrap")):
            found.append(rec)
            return rec
        return None

    rec, pq = _resolve(run_fn)(cell, attempt=attempt, time_budget_s=time_budget_s,
                               existing=stored)
    if cid is not None:  # index first: a kill between the two writes leaves no orphan record
        store.index_put(cid, rec["key"])
    if found and rec is found[0]:  # found stored once the World gave its key
        return {"key": rec["key"], "status": rec["status"], "error": rec.get("error"),
                "skipped": True, "wall_time_s": 0.0}
    store.put(rec, pq)
    return {"key": rec["key"], "status": rec["status"], "error": rec["error"], "skipped": False,
            "wall_time_s": rec["provenance"]["wall_time_s"]}


@dataclass
class SweepReport:
    """What a sweep did.

    Attributes:
        total: Cells in the sweep.
        computed: Cells run now (ok or failed).
        skipped: Cells whose record was already stored.
        failed: ``(cell label, key, error)`` of every cell whose record is ``failed``.
        keys: Record key of each cell (in the order given; ``None`` if never resolved).
        wall_time_s: Wall time of the sweep.
        executor: The executor's description.
    """

    total: int = 0
    computed: int = 0
    skipped: int = 0
    failed: list[tuple[str, str | None, str]] = field(default_factory=list)
    keys: list[str | None] = field(default_factory=list)
    wall_time_s: float = 0.0
    executor: str = ""

    @property
    def ok(self) -> bool:
        """No cell failed."""
        return not self.failed

    @property
    def exit_code(self) -> int:
        """0 if every cell has an ok record, else 1."""
        return 0 if self.ok else 1

    def lines(self) -> list[str]:
        """Human-readable summary."""
        out = [f"{self.total} cells: {self.computed} computed, {self.skipped} skipped "
               f"(already stored), {len(self.failed)} failed — {self.wall_time_s:.1f} s on "
               f"{self.executor}"]
        for label, key, err in self.failed:
            out.append(f"  FAILED {label} [{(key or '?')[:12]}]: {err}")
        return out


class DiskFullError(GridshiftError):
    """The disk (or quota) filled up during a sweep, which stopped (exit code 2).

    Attributes:
        stored: Cells of the sweep with a record in the store (kept; a re-run skips them).
        total: Cells of the sweep.
        cause: The :class:`~gridshift.runners.diskfull.DiskFull` that stopped it.
    """

    def __init__(self, stored: int, total: int, cause: DiskFull, store_root: Path) -> None:
        self.stored, self.total, self.cause = stored, total, cause
        what = cause.strerror or "No space left on device"
        if cause.filename:
            where = f"writing {cause.filename} failed: {what}"
        else:  # e.g. polars' Parquet writer: the error names no file
            where = (f"a write failed: {what} (the error names no file; a cell writes to the "
                     f"store, {store_root}, and to the temporary folder, "
                     f"{tempfile.gettempdir()})")
        if cause.cell:
            where += f" [cell {cause.cell}]"
        super().__init__(f"disk full: {stored} cells stored; free space and run the same "
                         f"command again (it computes the other {total - stored} of the "
                         f"{total} cells); {where}")


def _progress(total: int, enabled: bool) -> Any:
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )

    return Progress(
        TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(),
        TextColumn("done {task.fields[ok]} · [red]failed {task.fields[failed]}[/] · "
                   "remaining {task.fields[remaining]}"),
        TimeElapsedColumn(), TextColumn("ETA"), TimeRemainingColumn(),
        console=Console(stderr=True), disable=not enabled, transient=False,
    )


def run_sweep(cells: Sequence[Cell], store: Store | str | Path,
              executor: Executor | None = None, *, retry_failed: bool = True,
              max_retries: int = 2, time_budget_s: float | None = None,
              force: bool = False, progress: bool = True,
              run_fn: str | CellRunner | None = None) -> SweepReport:
    """Run every cell not already stored; store each record as it finishes.

    Args:
        cells: The cells.
        store: Record store (or its root directory).
        executor: Default: :class:`ProcessExecutor` with ``os.cpu_count()`` workers.
        retry_failed: Recompute cells stored as failed (default) instead of skipping them.
        max_retries: Extra attempts for a cell whose worker died (or whose task raised
            outside the policy); a policy error is a result and is not retried.
        time_budget_s: Policy time budget for isolated cells.
        force: Recompute every cell, stored or not.
        progress: Show a rich progress bar (done / failed / remaining, ETA) on stderr.
        run_fn: The :class:`CellRunner` (default: the benchmark's records), or the
            ``"module:function"`` a worker runs per cell (tests inject faults with it).

    Returns:
        The :class:`SweepReport`; its ``exit_code`` is 1 if any cell failed.

    Raises:
        DiskFullError: a write failed on a full disk (in the store or inside a cell): the sweep
            stopped at once, without retrying that cell or storing it as failed.
    """
    runner = _runner(run_fn)
    failed_record = _resolve(runner.fail)
    t0 = time.perf_counter()
    store = store if isinstance(store, Store) else Store(store)
    executor = executor or ProcessExecutor()
    rep = SweepReport(total=len(cells), keys=[None] * len(cells), executor=executor.describe())
    todo: list[int] = []
    for i, c in enumerate(cells):
        cid = None if force else cell_id(c, runner)
        key = store.index_get(cid) if cid else None
        rec = store.get(key) if key else None
        if rec is not None and (rec["status"] == "ok" or not retry_failed):
            rep.skipped += 1
            rep.keys[i] = key
            if rec["status"] != "ok":
                rep.failed.append((c.label(), key, rec.get("error") or "failed"))
        else:
            todo.append(i)

    state = {"ok": 0, "failed": 0}
    with _progress(len(todo), progress) as bar:
        task = bar.add_task("sweep", total=len(todo), ok=0, failed=0, remaining=len(todo))

        def on_done(j: int, outcome: tuple[str, Any]) -> None:
            i = todo[j]
            c = cells[i]
            kind, val = outcome
            if kind == "ok":
                key, status, err = val["key"], val["status"], val["error"]
                if val["skipped"]:
                    rep.skipped += 1
                else:
                    rep.computed += 1
            else:  # the worker died on every attempt: record the cell as failed
                rec = failed_record(c, str(val), attempt=max_retries + 1)
                store.put(rec)
                cid = cell_id(c, runner)
                if cid is not None:
                    store.index_put(cid, rec["key"])
                key, status, err = rec["key"], "failed", str(val)
                rep.computed += 1
            rep.keys[i] = key
            if status == "ok":
                state["ok"] += 1
            else:
                state["failed"] += 1
                rep.failed.append((c.label(), key, err or "failed"))
            bar.update(task, advance=1, ok=state["ok"], failed=state["failed"],
                       remaining=len(todo) - state["ok"] - state["failed"])

        tasks = [(cells[i], str(store.root), retry_failed, time_budget_s, runner, force)
                 for i in todo]
        try:
            if tasks:
                executor.run(execute_cell, tasks, on_done, max_retries=max_retries)
        except Exception as exc:
            full = disk_full(exc)  # from a worker, or this process's own store writes
            if full is None:
                raise
            stored = sum(k is not None for k in rep.keys)
            raise DiskFullError(stored, len(cells), full, store.root) from exc
    rep.wall_time_s = time.perf_counter() - t0
    return rep
