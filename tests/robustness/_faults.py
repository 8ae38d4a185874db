"""Cell functions injected into sweeps by the fault tests (``run_fn`` of run_sweep).

Workers import this module by name, so it lives in the test package (the repo root must be on
``sys.path`` of the worker processes: the tests put it in ``PYTHONPATH``).
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

#: Folder where the cell functions leave traces (set by the driver through the environment).
TRACE_ENV = "GRIDSHIFT_TEST_TRACE_DIR"


def sleepy_cell(cell: Any, attempt: int = 1, time_budget_s: float | None = None,
                existing: Any = None) -> Any:
    """Leave this worker's pid, then sleep (a cell that outlives a killed parent)."""
    d = Path(os.environ[TRACE_ENV])
    (d / f"worker-{os.getpid()}").write_text(str(os.getpid()))
    time.sleep(300)
    raise AssertionError("the sleepy cell was never meant to finish")


def logged_cell(cell: Any, attempt: int = 1, time_budget_s: float | None = None,
                existing: Any = None) -> Any:
    """Run the real cell, appending one line per computation to the trace log."""
    from gridshift.benchmark.records import run_cell

    rec, pq = run_cell(cell, attempt=attempt, time_budget_s=time_budget_s, existing=existing)
    if pq is not None:  # computed (not found stored)
        time.sleep(0.3)  # widen the window in which a second sweep could pick the same cell
        line = f"{cell.label()}|{os.getpid()}\n".encode()
        fd = os.open(Path(os.environ[TRACE_ENV]) / "computed.log",
                     os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        try:
            os.write(fd, line)
        finally:
            os.close(fd)
    return rec, pq
