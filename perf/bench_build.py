"""World build alone: CPU and wall seconds and peak RSS of ``build_world`` in this process.

Run::

    python perf/bench_build.py year                 # the synthetic year of bench_engine.py
    python perf/bench_build.py gridshift:benchmark/suites/gs-v1/global-16-year.toml
    GRIDSHIFT_ALIGNED_CACHE=0 python perf/bench_build.py SCENARIO   # without the signal cache

Run it in a fresh process per figure (peak RSS is the process's high-water mark, import
included). The first build of a card-based window fills the aligned-signal cache
(``gridshift.sim.signal_cache``); later builds read it. Note the load average it prints.
"""

from __future__ import annotations

import argparse
import os
import resource
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bench_engine as be  # noqa: E402

import gridshift  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("scenario", help="'week', 'year' or a scenario file / gridshift: ref")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    sc = be.scenario(args.scenario) if args.scenario in ("week", "year") else \
        be.scenario(ref=args.scenario)
    c0, t0 = time.process_time(), time.perf_counter()
    w = gridshift.build_world(sc, args.seed)
    cpu, wall = time.process_time() - c0, time.perf_counter() - t0
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0
    print(f"{sc.id}: {len(w.jobs):,} jobs, {len(w.regions)} regions; build CPU {cpu:.2f} s, "
          f"wall {wall:.2f} s, peak RSS {peak:.0f} MiB; load average {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
