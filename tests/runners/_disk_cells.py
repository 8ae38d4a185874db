"""A cell function that fills the disk inside one chosen cell (``run_fn`` of run_sweep).

Workers import it by name. It finds its trace folder beside the cell's scenario file (the
tests copy the scenarios into ``tmp_path``), so it works in forkserver workers too, which keep
the environment of the fork server rather than the test's.

``trace/full-for`` holds ``<where>|<cell label>``: for that cell, ``where`` is ``cell`` (the
per-job Parquet the cell streams to its temporary file fails as pyarrow's writer fails on a full
disk: :func:`pyarrow_enospc` from ``ParquetWriter.write_batch``) or ``store``
(every ``fsync`` of this worker's store writes fails with ENOSPC, as a full store does).  Each
call appends ``label|pid|attempt`` to ``trace/computed.log`` and leaves ``trace/worker-<pid>``.
The cell named in ``trace/slow-for`` first sleeps :data:`SLOW_S` (a long cell still running in
another worker when the disk fills).
"""

from __future__ import annotations

import errno
import os
import time
from pathlib import Path
from typing import Any

#: The message polars gives when its Parquet writer hits a full disk (measured on a full tmpfs).
POLARS_ENOSPC = ("parquet: File out of specification: underlying IO error: No space left on "
                 "device (os error 28)")
#: The message pyarrow's Parquet writer gives on a full disk, with ``errno`` 28 (measured:
#: ``ParquetWriter`` on ``/dev/full``, and ``gridshift run --out`` on a full tmpfs).
PYARROW_ENOSPC = "Error writing bytes to file. Detail: [errno 28] No space left on device"


def pyarrow_enospc() -> OSError:
    """The exception pyarrow raises when a write hits a full disk (it names no file)."""
    return OSError(errno.ENOSPC, PYARROW_ENOSPC)


#: How long the ``slow-for`` cell sleeps [s]: far longer than the test waits for its worker.
SLOW_S = 120.0


def _log(trace: Path, line: str) -> None:
    fd = os.open(trace / "computed.log", os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        os.write(fd, (line + "\n").encode())
    finally:
        os.close(fd)


def full_disk_cell(cell: Any, attempt: int = 1, time_budget_s: float | None = None,
                   existing: Any = None) -> Any:
    """Run the real cell; the chosen one hits a full disk (see the module docstring)."""
    import pyarrow.parquet as pq

    from gridshift.benchmark.records import run_cell

    trace = Path(cell.scenario).parent / "trace"
    (trace / f"worker-{os.getpid()}").write_text(str(os.getpid()))
    _log(trace, f"{cell.label()}|{os.getpid()}|{attempt}")
    slow = trace / "slow-for"
    if slow.is_file() and slow.read_text() == cell.label():
        time.sleep(SLOW_S)
    spec = trace / "full-for"
    where, _, label = (spec.read_text() if spec.is_file() else "").partition("|")
    if label != cell.label():
        return run_cell(cell, attempt=attempt, time_budget_s=time_budget_s, existing=existing)
    if where == "store":  # this worker's store is full from now on (it is ended after)
        from gridshift.runners import store

        def fsync(fd: int) -> None:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

        store.os.fsync = fsync  # type: ignore[assignment]
        return run_cell(cell, attempt=attempt, time_budget_s=time_budget_s, existing=existing)
    # the per-job table is streamed to Parquet a row group at a time (RunResult.write_jobs)
    real = pq.ParquetWriter.write_batch

    def write_batch(self: Any, *a: Any, **k: Any) -> Any:
        raise pyarrow_enospc()

    pq.ParquetWriter.write_batch = write_batch  # type: ignore[method-assign]
    try:
        return run_cell(cell, attempt=attempt, time_budget_s=time_budget_s, existing=existing)
    finally:
        pq.ParquetWriter.write_batch = real  # type: ignore[method-assign]
