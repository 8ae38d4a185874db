"""Cost of the external-scheduler protocol: one scenario, one rule, in process vs over JSON.

Run: ``python perf/bench_external.py [--scenario check-v1] [--repeat 3]``. Prints, for
``lowest-carbon-now``, the simulate time in process, through the Python client library over
stdio (``exec:python -m gridshift.policies.external_client``), and through the Node reference
scheduler (``exec:node examples/external/scheduler.js``, where node exists), with the epochs
simulated and the per-epoch overhead. Startup (process spawn + hello) is timed separately. The
records are checked to be identical (same ``jobs_sha256``).
"""

from __future__ import annotations

import argparse
import platform
import shutil
import sys
import time
from pathlib import Path

from gridshift import build_world, load_policy, load_scenario, simulate

REPO = Path(__file__).resolve().parents[1]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--scenario", default="check-v1")
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    world = build_world(load_scenario(args.scenario))
    refs = {"in-process": "lowest-carbon-now",
            "python client (stdio)":
                f"exec:{sys.executable} -m gridshift.policies.external_client lowest-carbon-now"}
    node = shutil.which("node")
    if node:
        refs["node reference (stdio)"] = (f"exec:{node} {REPO}/examples/external/scheduler.js "
                                          "lowest-carbon-now")
    print(f"{args.scenario}: {len(world.jobs)} jobs, {world.n_steps} epochs; "
          f"{platform.processor() or platform.machine()}, Python {platform.python_version()}")
    ref_hash = None
    for name, ref in refs.items():
        best_run, best_start, epochs = float("inf"), float("inf"), 0
        for _ in range(args.repeat):
            t0 = time.perf_counter()
            pol = load_policy(ref)
            t1 = time.perf_counter()
            res = simulate(world, pol)
            t2 = time.perf_counter()
            if hasattr(pol, "close"):
                pol.close()
            best_start = min(best_start, t1 - t0)
            best_run = min(best_run, t2 - t1)
            epochs = res.schedule.epochs
            h = res.jobs_sha256()
            ref_hash = ref_hash or h
            assert h == ref_hash, f"{name} gave a different record"
        print(f"  {name:26s} start {best_start * 1e3:8.1f} ms   run {best_run:7.3f} s   "
              f"{best_run / epochs * 1e3:6.2f} ms/epoch")


if __name__ == "__main__":
    main()
