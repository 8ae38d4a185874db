"""Memory of a run by stage: build the World, simulate, account, write the per-job Parquet.

Run (one fresh process per figure; peak RSS is a process's high-water mark)::

    python perf/bench_memory.py --scale year --policy local-now
    python perf/bench_memory.py --scale year --policy lowest-carbon-now --tracemalloc
    python perf/bench_memory.py --scenario gridshift:benchmark/suites/gs-v2/global-16-year.toml

For each stage it prints the resident memory (RSS) when the stage ends, the highest RSS seen
*during* the stage (a background thread samples ``/proc/self/statm`` every millisecond, so a
short spike between two samples can be missed; the process's ``ru_maxrss`` is printed too and
never misses one), and with ``--tracemalloc`` the peak of memory allocated through Python's
allocators during the stage (numpy arrays and Python objects; polars' own buffers are not
traced). ``--parquet`` also writes the per-job table as the records do
(``RunResult.jobs_parquet_bytes``;
``release`` as a sweep cell does) and times it.

Speed and memory are measured here, never asserted in tests. Note the load average it prints.
"""

from __future__ import annotations

import argparse
import gc
import os
import resource
import sys
import threading
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bench_engine as be  # noqa: E402

_PAGE = os.sysconf("SC_PAGE_SIZE")


def rss_mib() -> float:
    """Current resident memory of this process [MiB] (Linux ``/proc/self/statm``)."""
    with open("/proc/self/statm", "rb") as f:
        return int(f.read().split()[1]) * _PAGE / 2**20


def maxrss_mib() -> float:
    """Peak resident memory of this process so far [MiB] (``ru_maxrss`` is in KiB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0


class Sampler:
    """Highest RSS seen since the last :meth:`reset`, sampled by a daemon thread."""

    def __init__(self, every_s: float = 0.001) -> None:
        self.every_s = every_s
        self.high = rss_mib()
        self._stop = threading.Event()
        self._t = threading.Thread(target=self._loop, daemon=True)
        self._t.start()

    def _loop(self) -> None:
        while not self._stop.is_set():
            v = rss_mib()
            if v > self.high:
                self.high = v
            time.sleep(self.every_s)

    def reset(self) -> float:
        """Return the high-water mark since the last reset and start a new one."""
        h = max(self.high, rss_mib())
        self.high = rss_mib()
        return h

    def stop(self) -> None:
        self._stop.set()
        self._t.join()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--scale", choices=["week", "year"], default="year")
    ap.add_argument("--scenario", default=None, help="a scenario file / gridshift: ref instead")
    ap.add_argument("--days", type=float, default=None, help="cut the scenario to N days")
    ap.add_argument("--policy", default="local-now")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--tracemalloc", action="store_true",
                    help="also trace Python-allocator peaks per stage (slower)")
    ap.add_argument("--parquet", choices=["buffer", "release"], default=None,
                    help="also encode the per-job table to Parquet bytes: through an in-memory "
                         "buffer, or as sweep cells do (release: to a temporary file, the "
                         "table freed before the bytes are read back)")
    args = ap.parse_args()

    import gridshift
    from gridshift.sim.accounting import account
    from gridshift.sim.simulator import Simulator

    sc = be.scenario(ref=args.scenario, days=args.days) if args.scenario else \
        be.scenario(args.scale, days=args.days)
    policy = gridshift.load_policy(args.policy)
    gc.collect()
    smp = Sampler()
    if args.tracemalloc:
        tracemalloc.start()
    rows = [("import", rss_mib(), smp.reset(), maxrss_mib(), None, 0.0)]

    def stage(name: str, t0: float) -> None:
        traced = None
        if args.tracemalloc:
            traced = tracemalloc.get_traced_memory()[1] / 2**20
            tracemalloc.reset_peak()
        rows.append((name, rss_mib(), smp.reset(), maxrss_mib(), traced,
                     time.perf_counter() - t0))

    t0 = time.perf_counter()
    world = gridshift.build_world(sc, args.seed)
    stage("build World", t0)
    t0 = time.perf_counter()
    sched = Simulator(world, policy).run()
    stage("simulate", t0)
    t0 = time.perf_counter()
    metrics, table = account(world, sched)
    stage("account", t0)
    if args.parquet:
        from gridshift.sim.run import RunResult

        t0 = time.perf_counter()
        res = RunResult(sc.id, "", args.policy, args.seed, metrics, table, sched, world)
        del table
        data = res.jobs_parquet_bytes(release=args.parquet == "release")
        table = res.jobs
        del res
        stage(f"Parquet bytes ({args.parquet})", t0)
        del data
    t0 = time.perf_counter()
    del table, sched
    gc.collect()
    stage("free table+schedule", t0)
    smp.stop()
    print(f"{sc.id}: {len(world.jobs):,} jobs, {len(world.regions)} regions, policy "
          f"{args.policy}, seed {args.seed}; completed {metrics['jobs_completed']:,}, "
          f"carbon {metrics['carbon_kg']:,.3f} kg")
    print(f"{'stage':24s} {'wall s':>7s} {'RSS at end':>11s} {'RSS high':>9s} "
          f"{'ru_maxrss':>10s}" + (f" {'traced peak':>12s}" if args.tracemalloc else ""))
    for name, end, high, mx, traced, wall in rows:
        tr = f" {traced:9.0f} MiB" if traced is not None else ""
        print(f"{name:24s} {wall:7.2f} {end:7.0f} MiB {high:5.0f} MiB {mx:6.0f} MiB{tr}")
    print(f"load average {', '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
