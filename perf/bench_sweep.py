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

``peak RSS`` is the largest resident memory of the sweep's own process, so it is shown for
the serial executor only (pool and Dask workers are not this process's children: the
forkserver and the nanny start them).

``--scenarios`` replaces the tiny grid by suite scenario files (``gridshift:`` refs or paths),
each cut to its first ``--days`` days (a copy with ``end`` moved, in a temporary folder), with
``--policies`` and ``--seeds``: the shape of a standard-suite sweep at a fraction of its cost.
Real-data scenarios need the dataset cache (``gridshift datasets import DIR``).

Run: ``python perf/bench_sweep.py [--seeds 4] [--skip-dask]``, or e.g.::

    python perf/bench_sweep.py --executors process2 --seeds 3 --days 2 \\
        --scenarios gridshift:benchmark/suites/gs-v2/us-spatial.toml \\
        --policies local-now,lowest-carbon-now,carbon-time
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


def _grid(seeds: int, files: list[str] | None = None,
          policies: tuple[str, ...] = POLICIES) -> list:
    """Cells in the order of a suite (scenario, policy, seed)."""
    from gridshift.runners.sweep import Cell

    files = files or [str(SUITE / f) for f in ("tiny-a.toml", "tiny-b.toml")]
    return [Cell(f, p, seed=s) for f in files for p in policies for s in range(1, seeds + 1)]


def _cut(refs: list[str], days: float, tmp: Path) -> list[str]:
    """Copies of the scenario files with ``end = start + days`` (in ``tmp``)."""
    import datetime as dt
    import re
    import tomllib

    import gridshift

    out = []
    for ref in refs:
        path = Path(gridshift.__file__).parent / ref[len("gridshift:"):] \
            if ref.startswith("gridshift:") else Path(ref)
        text = path.read_text()
        start = tomllib.loads(text)["start"]
        end = (start + dt.timedelta(days=days)).strftime("%Y-%m-%dT%H:%M:%SZ")
        text = re.sub(r"(?m)^end\s*=.*$", f"end = {end}", text, count=1)
        dst = tmp / f"{path.stem}-{days:g}d.toml"
        dst.write_text(text)
        out.append(str(dst))
    return out


def _peak_rss_mib() -> float:
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0


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
    ap.add_argument("--executors", default=None,
                    help="comma-separated subset of serial1,process1,process2,dask1,dask2")
    ap.add_argument("--scenarios", default=None, help="comma-separated scenario refs")
    ap.add_argument("--days", type=float, default=2.0, help="cut --scenarios to N days")
    ap.add_argument("--policies", default=",".join(POLICIES))
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
    if args.executors:
        want = set(args.executors.split(","))
        configs = [c for c in configs if f"{c[0]}{c[1]}" in want]
    pols = tuple(p for p in args.policies.split(",") if p)
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        files = _cut(args.scenarios.split(","), args.days, Path(tmp)) if args.scenarios \
            else None
        cells = _grid(args.seeds, files, pols)
        n = len(cells)
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
            rss = _peak_rss_mib() if name == "serial" else None
            rows.append((f"{name}", workers, wall, 60 * n / wall, compute / n,
                         (wall * workers - compute) / n, noop * workers / n, start,
                         "yes" if dig == ref else "NO", rss))
    import os
    import platform

    what = (f"{len(args.scenarios.split(','))} scenario(s) cut to {args.days:g} days"
            if args.scenarios else "2 tiny scenarios")
    print(f"grid: {n} cells ({what} × {len(pols)} policies × {args.seeds} seeds); "
          f"{os.cpu_count()} CPUs, Python {platform.python_version()}, {platform.platform()}; "
          f"load average {os.getloadavg()[0]:.2f}")
    head = ("executor", "workers", "wall s", "cells/min", "compute s/cell", "overhead s/cell",
            "no-op s/task", "start-up s", "= serial", "peak RSS")
    print("| " + " | ".join(head) + " |")
    print("|" + "|".join("---" for _ in head) + "|")
    for r in rows:
        print(f"| {r[0]} | {r[1]} | {r[2]:.1f} | {r[3]:.0f} | {r[4]:.3f} | {r[5]:.3f} | "
              f"{r[6]:.3f} | {r[7]:.2f} | {r[8]} | "
              f"{'—' if r[9] is None else f'{r[9]:.0f} MiB'} |")


if __name__ == "__main__":
    main()
