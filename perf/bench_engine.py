"""Engine and policy speed and memory: a DCcluster-Opt-sized week, a year, or a scenario slice.

Run::

    python perf/bench_engine.py [--scale week|year] [--policies a,b|zoo] [--repeat N]
    python perf/bench_engine.py --scenario gridshift:benchmark/suites/gs-v1/global-16-year.toml \\
        --days 14 --policies zoo

Prints, per scenario and policy: the time to build the World (once per scenario), to simulate
(the engine and the policy together) and, inside it, the policy's own ``decide`` time, to
account, jobs per second (over simulate + account), simulated days per second, the CPU time
(``process_time``) of simulate and of ``decide`` (steadier than wall time on a shared
machine), and the process's peak memory (RSS; a high-water mark over the whole process, so
the first policy's row includes the World build: run ``--policies X`` alone for one policy's
own peak).

``--scale`` picks the built-in synthetic scenarios (``week``: 5 regions, 7 days, about 23k jobs;
``year``: 16 regions, 365 days, about 1.2 M jobs).  ``--scenario`` benches a scenario file
instead (real data needs the dataset cache: ``gridshift datasets import DIR``), and ``--days N``
cuts any scenario to its first ``N`` days (a slice keeps the year's per-epoch shape at a
fraction of its cost).  ``--policies zoo`` is every zoo policy but the oracle (whose LP is
benched by its own tests); rl-ppo-v1 is skipped when the ``rl`` extra is absent.

Speed is measured here, never asserted in tests.  Note the machine's load (``uptime``) with
any figure you quote.
"""

from __future__ import annotations

import argparse
import datetime as dt
import importlib.util
import os
import platform
import resource
import time
import tomllib
from pathlib import Path

import gridshift
from gridshift.scenario import PACKAGE_PREFIX, parse_scenario
from gridshift.sim.accounting import account
from gridshift.sim.simulator import Simulator

ZONES16 = [("US-CAL-CISO", None), ("DE-LU", None), ("CA-ON", None), ("SG", None),
           ("AU-NSW", None), ("CL-SIC", "solar"), ("US-TEX-ERCO", "wind"),
           ("US-NY-NYIS", "nuclear"), ("US-MIDA-PJM", "coal"), ("GB", "wind"),
           ("BR-SP", "hydro"), ("IN-WE", "coal"), ("JP-TK", "gas"), ("KR", "nuclear"),
           ("ZA", "coal"), ("AU-VIC", "coal")]

#: ``--policies zoo``: the zoo without the oracle, cheapest first.
ZOO = ["local-now", "round-robin", "lowest-carbon-now", "random", "least-loaded",
       "lowest-price-now", "lowest-carbon-window", "carbon-threshold", "carbon-time",
       "interruptible-lowest-slots", "weighted-greedy", "spatiotemporal-greedy", "rl-ppo"]


def _raw(kind: str) -> dict:
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
    return {"id": f"perf-{kind}", "start": f"{start}T00:00:00+00:00",
            "end": f"{end}T00:00:00+00:00", "step_s": 900, "seed": 0,
            "jobs": {"source": "synthetic", "jobs_per_hour": rate},
            "forecast": {"model": "noisy", "horizon_h": 24, "history_h": 24},
            "regions": regions}


def _as_dt(v: object) -> dt.datetime:
    if isinstance(v, dt.datetime):
        return v
    return dt.datetime.fromisoformat(str(v))


def scenario(kind: str | None = None, ref: str | None = None, days: float | None = None):
    """The scenario to bench: a built-in ``kind`` or a file ``ref``, cut to ``days`` if given."""
    base = None
    if ref is not None:
        if ref.startswith(PACKAGE_PREFIX):
            path = Path(gridshift.__file__).parent / ref[len(PACKAGE_PREFIX):]
        else:
            path = Path(ref)
        raw = tomllib.loads(path.read_text())
        base, where = path.parent, str(path)
    else:
        raw, where = _raw(kind or "week"), f"<perf-{kind}>"
    if days is not None:
        start = _as_dt(raw["start"])
        end = start + dt.timedelta(days=days)
        raw["end"] = end if isinstance(raw["start"], dt.datetime) else end.isoformat()
        raw["id"] = f"{raw['id']}-{days:g}d"
    return parse_scenario(raw, where, base=base)


def _time_decide(policy) -> list[float]:
    """Wrap ``policy.decide`` to add up its CPU time (``process_time``) in the returned cell.

    On a shared machine CPU time is steadier than wall time; the lazily computed Observation
    fields a policy reads (forecasts, history) are counted here, as in ``policy_time_s``.
    """
    acc = [0.0]
    decide = policy.decide

    def timed(obs):
        c0 = time.process_time()
        try:
            return decide(obs)
        finally:
            acc[0] += time.process_time() - c0

    policy.decide = timed
    return acc


def peak_rss_mib() -> float:
    """The process's peak resident memory so far [MiB] (Linux reports ru_maxrss in KiB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0


def bench(sc, policies: list[str], repeat: int) -> list[dict]:
    """Build ``sc``'s World once, then run and account each policy; print and return rows."""
    t0 = time.perf_counter()
    world = gridshift.build_world(sc, 0)
    t_build = time.perf_counter() - t0
    rss_build = peak_rss_mib()
    days = world.n_steps * world.step_s / 86400
    print(f"\n{sc.id}: {len(world.regions)} regions, {days:.0f} days, {world.n_steps} steps, "
          f"{len(world.jobs):,} jobs, {int(world.capacity.sum()):,} GPUs; "
          f"world built in {t_build:.2f} s (peak RSS {rss_build:,.0f} MiB)")
    print(f"  {'policy':28s} {'build':>7s} {'simulate':>9s} {'policy':>8s} {'account':>8s} "
          f"{'jobs/s':>10s} {'sim-d/s':>8s} {'sim CPU':>9s} {'pol CPU':>9s} {'peak RSS':>9s}")
    rows = []
    for pol in policies:
        if pol.startswith("rl-ppo") and importlib.util.find_spec("stable_baselines3") is None:
            print(f"  {pol:28s} skipped (the 'rl' extra is not installed)")
            continue
        best = None
        for _ in range(repeat):
            policy = gridshift.load_policy(pol)
            cpu = _time_decide(policy)
            c0, t0 = time.process_time(), time.perf_counter()
            sched = Simulator(world, policy).run()
            c1, t1 = time.process_time(), time.perf_counter()
            metrics, table = account(world, sched)
            t2 = time.perf_counter()
            cur = (t1 - t0, t2 - t1, sched.policy_time_s, c1 - c0, cpu[0])
            del sched, table  # so the peak RSS is one run's, not two runs' outputs at once
            best = cur if best is None or sum(cur[:2]) < sum(best[:2]) else best
        sim_s, acc_s, pol_s, sim_cpu, pol_cpu = best
        total = sim_s + acc_s
        row = {"scenario": sc.id, "policy": pol, "build_s": t_build, "simulate_s": sim_s,
               "policy_s": pol_s, "simulate_cpu_s": sim_cpu, "policy_cpu_s": pol_cpu,
               "account_s": acc_s, "jobs_per_s": len(world.jobs) / total,
               "sim_days_per_s": days / total, "peak_rss_mib": peak_rss_mib(),
               "jobs_completed": metrics["jobs_completed"], "carbon_kg": metrics["carbon_kg"]}
        rows.append(row)
        print(f"  {pol:28s} {t_build:6.2f}s {sim_s:8.2f}s {pol_s:7.2f}s {acc_s:7.2f}s "
              f"{row['jobs_per_s']:>10,.0f} {row['sim_days_per_s']:8.1f} "
              f"{sim_cpu:8.2f}s {pol_cpu:8.2f}s "
              f"{row['peak_rss_mib']:>6,.0f} MiB   (completed {metrics['jobs_completed']:,}, "
              f"carbon {metrics['carbon_kg']:,.0f} kg)", flush=True)
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    ap.add_argument("--scale", choices=["week", "year"], default=None,
                    help="built-in scenario (default: both)")
    ap.add_argument("--only", choices=["week", "year"], default=None, help="alias of --scale")
    ap.add_argument("--scenario", default=None, help="bench this scenario file instead")
    ap.add_argument("--days", type=float, default=None, help="cut the scenario to N days")
    ap.add_argument("--policies", default="local-now,lowest-carbon-now",
                    help="comma-separated policy refs, or 'zoo' (default: %(default)s)")
    ap.add_argument("--repeat", type=int, default=None,
                    help="runs per policy, best kept (default: 3 for week, 1 otherwise)")
    args = ap.parse_args()
    pols = ZOO if args.policies == "zoo" else [p for p in args.policies.split(",") if p]
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python "
          f"{platform.python_version()}, numpy {__import__('numpy').__version__}; load "
          f"average {', '.join(f'{x:.2f}' for x in os.getloadavg())}")
    if args.scenario:
        bench(scenario(ref=args.scenario, days=args.days), pols, args.repeat or 1)
        return
    scale = args.scale or args.only
    for kind in ("week", "year"):
        if scale in (None, kind):
            rep = args.repeat or (3 if kind == "week" else 1)
            bench(scenario(kind, days=args.days), pols, rep)


if __name__ == "__main__":
    main()
