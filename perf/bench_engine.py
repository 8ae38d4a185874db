"""Engine speed and memory: a DCcluster-Opt-sized week and a year-scale scenario.

Run: ``python perf/bench_engine.py [--only week|year] [--repeat N]``. Prints, per scenario and
policy, the time to build the World, to simulate and to account, jobs per second (over
simulate + account), simulated days per second, and the whole process's peak memory (RSS).
Figures go into README's "Performance" section with the machine they came from.
"""

from __future__ import annotations

import argparse
import os
import platform
import resource
import time

import gridshift
from gridshift.scenario import parse_scenario
from gridshift.sim.accounting import account
from gridshift.sim.simulator import Simulator

ZONES16 = [("US-CAL-CISO", None), ("DE-LU", None), ("CA-ON", None), ("SG", None),
           ("AU-NSW", None), ("CL-SIC", "solar"), ("US-TEX-ERCO", "wind"),
           ("US-NY-NYIS", "nuclear"), ("US-MIDA-PJM", "coal"), ("GB", "wind"),
           ("BR-SP", "hydro"), ("IN-WE", "coal"), ("JP-TK", "gas"), ("KR", "nuclear"),
           ("ZA", "coal"), ("AU-VIC", "coal")]


def scenario(kind: str):
    if kind == "week":
        zones, start, end, rate, gpus = ZONES16[:5], "2023-08-01", "2023-08-08", 137.0, 740
    else:
        zones, start, end, rate, gpus = ZONES16, "2023-01-01", "2024-01-01", 137.0, 240
    regions = {}
    for i, (z, arch) in enumerate(zones):
        spec = {"zone": z, "lat": -30.0 + 4 * i, "lon": -150.0 + 19 * i,
                "gpus": {"A100": gpus * 4 // 5, "H100": gpus // 5}, "pue": 1.2,
                "wue_l_per_kwh": 1.5}
        if arch:
            spec["archetype"] = arch
        regions[f"dc-{z.lower()}"] = spec
    raw = {"id": f"perf-{kind}", "start": f"{start}T00:00:00+00:00",
           "end": f"{end}T00:00:00+00:00", "step_s": 900, "seed": 0,
           "jobs": {"source": "synthetic", "jobs_per_hour": rate},
           "forecast": {"model": "noisy", "horizon_h": 24, "history_h": 24},
           "regions": regions}
    return parse_scenario(raw, f"<perf-{kind}>")


def peak_rss_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0


def bench(kind: str, policies: list[str], repeat: int) -> None:
    sc = scenario(kind)
    t0 = time.perf_counter()
    world = gridshift.build_world(sc, 0)
    t_build = time.perf_counter() - t0
    rss_build = peak_rss_mib()
    days = world.n_steps * world.step_s / 86400
    print(f"\n{kind}: {len(world.regions)} regions, {days:.0f} days, {world.n_steps} steps, "
          f"{len(world.jobs):,} jobs, {int(world.capacity.sum()):,} GPUs; "
          f"world built in {t_build:.2f} s (peak RSS {rss_build:,.0f} MiB)")
    for pol in policies:
        best = None
        for _ in range(repeat):
            t0 = time.perf_counter()
            sched = Simulator(world, gridshift.load_policy(pol)).run()
            t1 = time.perf_counter()
            metrics, table = account(world, sched)
            t2 = time.perf_counter()
            cur = (t1 - t0, t2 - t1, sched.policy_time_s)
            del sched, table  # so the peak RSS is one run's, not two runs' outputs at once
            best = cur if best is None or sum(cur[:2]) < sum(best[:2]) else best
        sim_s, acc_s, pol_s = best
        total = sim_s + acc_s
        print(f"  {pol:22s} simulate {sim_s:6.2f} s (policy {pol_s:5.2f} s)  account "
              f"{acc_s:5.2f} s  -> {len(world.jobs) / total:>10,.0f} jobs/s, "
              f"{days / total:8.1f} sim-days/s; completed {metrics['jobs_completed']:,}, "
              f"carbon {metrics['carbon_kg']:,.0f} kg; peak RSS {peak_rss_mib():,.0f} MiB")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--only", choices=["week", "year"], default=None)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python "
          f"{platform.python_version()}, numpy {__import__('numpy').__version__}")
    pols = ["local-now", "lowest-carbon-now"]
    if args.only in (None, "week"):
        bench("week", pols, args.repeat)
    if args.only in (None, "year"):
        bench("year", pols, 1)


if __name__ == "__main__":
    main()
