"""Cost of the trust boundary: the same zoo policy in-process, guarded, and sandboxed.

Run: ``python perf/bench_sandbox.py [--scenario check-v1] [--policy lowest-carbon-window]
[--repeat 3]``. Prints, per mode, the best simulate time, the policy's share and the
per-decide overhead of the sandbox (the pickle-free pipe and bubblewrap's process), plus the
policy process's start time. Results are bit-identical across modes (asserted here, since a
faster but different run would be a bug, not a speed-up).
"""

from __future__ import annotations

import argparse
import time

import gridshift
from gridshift.policies.isolation import GuardedPolicy, IsolatedPolicy


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--scenario", default="check-v1")
    ap.add_argument("--policy", default="lowest-carbon-window")
    ap.add_argument("--repeat", type=int, default=3)
    a = ap.parse_args()
    world = gridshift.build_world(gridshift.load_scenario(a.scenario))
    rows = []
    ref = None
    for mode in ("in-process", "guarded", "sandboxed"):
        best, start, policy_s, epochs, label = float("inf"), 0.0, 0.0, 0, "none"
        for _ in range(a.repeat):
            t0 = time.perf_counter()
            if mode == "sandboxed":
                pol = IsolatedPolicy(a.policy, time_budget_s=600)
                label = pol.isolation
            elif mode == "guarded":
                pol = GuardedPolicy(gridshift.load_policy(a.policy), time_budget_s=600)
            else:
                pol = gridshift.load_policy(a.policy)
            t1 = time.perf_counter()
            res = gridshift.simulate(world, pol)
            t2 = time.perf_counter()
            if hasattr(pol, "close"):
                pol.close()
            if t2 - t1 < best:
                best, start = t2 - t1, t1 - t0
                policy_s, epochs = res.schedule.policy_time_s, res.schedule.epochs
            ref = ref or res.jobs_sha256()
            assert res.jobs_sha256() == ref, f"{mode} gave a different per-job table"
        rows.append((mode, label, start, best, policy_s, epochs))
    base = rows[0][4]
    print(f"{a.scenario} / {a.policy}: {rows[0][5]} epochs")
    print(f"{'mode':<11} {'isolation':<9} {'start s':>8} {'simulate s':>11} {'policy s':>9} "
          f"{'overhead ms/epoch':>18}")
    for mode, label, start, best, pol_s, ep in rows:
        print(f"{mode:<11} {label:<9} {start:8.3f} {best:11.3f} {pol_s:9.3f} "
              f"{1000 * (pol_s - base) / max(ep, 1):18.2f}")


if __name__ == "__main__":
    main()
