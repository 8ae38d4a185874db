"""Sweep throughput and per-cell overhead of each executor, on a fixed small grid.

Grid: the two tiny test scenarios (tests/benchmark/fixtures/tiny-suite: 2 regions, 1-2 days,
~150-270 synthetic jobs) × 3 zoo policies × N seeds (default 4 → 24 cells).

For serial, process pool (1 and 2 workers) and Dask LocalCluster (1 and 2 workers) it reports:

* ``wall s`` and ``cells/min`` of a fresh sweep (pool / cluster start-up included), and
  whether every record equals the serial one bit for bit (metrics + jobs_sha256);
* ``compute s/cell``: mean ``wall_time_s`` inside ``run_cell`` (World build + simulate);
* ``overhead s/cell``: ``(wall × workers − Σ compute) / cells``: worker time not spent running
  cells (start-up, imports, pickling, store writes, scheduling), amortised per cell;
* ``no-op s/task``: the executor's round trip for a task that does nothing (every cell already
  stored), ``wall × workers / cells``, start-up included;
* ``start-up s``: wall time of a one-task no-op sweep (pool or cluster start and stop).

Run: ``python perf/bench_sweep.py [--seeds 4] [--skip-dask]``.
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SUITE = ROOT / "tests" / "benchmark" / "fixtures" / "tiny-suite"
POLICIES = ("local-now", "round-robin", "lowest-carbon-now")


def _grid(seeds: int) -> list:
    from gridshift.runners.sweep import Cell

    return [Cell(str(SUITE / f), p, seed=s) for f in ("tiny-a.toml", "tiny-b.toml")
            for p in POLICIES for s in range(1, seeds + 1)]


def _digest(store) -> dict:
    return {r["key"]: (json.dumps(r["metrics"], sort_keys=True), r["jobs_sha256"])
            for r in store.iter_records()}


def _noop(executor, cells, store) -> float:
    """Wall time of pushing already-stored cells through the executor (workers skip them)."""
    from gridshift.runners.sweep import execute_cell

    tasks = [(c, str(store.root), True, None) for c in cells]
    t0 = time.perf_counter()
    executor.run(execute_cell, tasks, lambda i, o: None)
    return time.perf_counter() - t0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seeds", type=int, default=4)
    ap.add_argument("--skip-dask", action="store_true")
    args = ap.parse_args()

    from gridshift.runners.executors import ProcessExecutor, SerialExecutor
    from gridshift.runners.store import Store
    from gridshift.runners.sweep import run_sweep

    configs = [("serial", 1, SerialExecutor), ("process", 1, lambda: ProcessExecutor(1)),
               ("process", 2, lambda: ProcessExecutor(2))]
    if not args.skip_dask:
        try:
            from gridshift.runners.executors import DaskExecutor

            configs += [("dask", 1, lambda: DaskExecutor(workers=1)),
                        ("dask", 2, lambda: DaskExecutor(workers=2))]
        except ImportError:
            print("dask not installed: pip install 'gridshift[dask]'")
    cells = _grid(args.seeds)
    n = len(cells)
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        ref = None
        for name, workers, make in configs:
            st = Store(Path(tmp) / f"{name}{workers}")
            t0 = time.perf_counter()
            rep = run_sweep(cells, st, make(), progress=False)
            wall = time.perf_counter() - t0
            assert rep.ok and rep.computed == n, rep.lines()
            dig = _digest(st)
            ref = ref or dig
            compute = sum(r["provenance"]["wall_time_s"] for r in st.iter_records())
            noop = _noop(make(), cells, st)
            start = _noop(make(), cells[:1], st)
            rows.append((f"{name}", workers, wall, 60 * n / wall, compute / n,
                         (wall * workers - compute) / n, noop * workers / n, start,
                         "yes" if dig == ref else "NO"))
    import os
    import platform

    print(f"grid: {n} cells (2 tiny scenarios × {len(POLICIES)} policies × {args.seeds} seeds); "
          f"{os.cpu_count()} CPUs, Python {platform.python_version()}, {platform.platform()}")
    head = ("executor", "workers", "wall s", "cells/min", "compute s/cell", "overhead s/cell",
            "no-op s/task", "start-up s", "= serial")
    print("| " + " | ".join(head) + " |")
    print("|" + "|".join("---" for _ in head) + "|")
    for r in rows:
        print(f"| {r[0]} | {r[1]} | {r[2]:.1f} | {r[3]:.0f} | {r[4]:.3f} | {r[5]:.3f} | "
              f"{r[6]:.3f} | {r[7]:.2f} | {r[8]} |")


if __name__ == "__main__":
    main()
