"""Engine and policy speed and memory: a DCcluster-Opt-sized week, a year, or a scenario slice.

Run::

    python perf/bench_engine.py [--scale week|year] [--policies a,b|zoo] [--repeat N]
    python perf/bench_engine.py --scenario gridshift:benchmark/suites/gs-v1/global-16-year.toml \\
        --days 14 --policies zoo

Prints, per scenario and policy: the time to build the World, to simulate (the engine and the
policy together) and, inside it, the policy's own ``decide`` time, to account, jobs per second
(over simulate + account), simulated days per second, the CPU time (``process_time``) of
simulate and of ``decide`` (steadier than wall time on a shared machine), the peak memory
(RSS) and the load average.

``--scale`` picks the built-in synthetic scenarios (``week``: 5 regions, 7 days, about 23k jobs;
``year``: 16 regions, 365 days, about 1.2 M jobs).  ``--scenario`` benches a scenario file
instead (real data needs the dataset cache: ``gridshift datasets import DIR``), and ``--days N``
cuts any scenario to its first ``N`` days (a slice keeps the year's per-epoch shape at a
fraction of its cost).  ``--policies zoo`` is every zoo policy but the oracle (whose LP is
benched by its own tests); rl-ppo-v1 is skipped when the ``rl`` extra is absent.

By default every (scenario, policy) row is measured in a **fresh process** (``--fresh``, the
default; ``--same-process`` runs them all in this one): the World is built there, so each row's
``build`` is its own, and ``peak RSS`` (``resource.getrusage`` of that process) is the high-water
mark of building, simulating and accounting that one policy.  Each row ends with the machine's
1-minute load average when it finished (``load``), since the box may be shared.  ``--json FILE``
writes the rows as JSON too.  Examples::

    python perf/bench_engine.py --scale week --policies zoo      # every zoo policy, a week
    python perf/bench_engine.py --scale year --policies local-now,lowest-carbon-now
    GRIDSHIFT_ALIGNED_CACHE=0 python perf/bench_engine.py --scenario ...  # cold signal reads

Each process first runs the policy on check-v1 with the compiled kernels forced on
(:func:`warm_up`): numba's import, runtime start-up and kernel loading (1-2 s once per process,
printed as ``kernels``) are then outside the timed rows, which measure the steady speed, as in
a sweep worker; peak RSS includes numba. ``GRIDSHIFT_JIT=0`` benches the numpy path.

Speed is measured here, never asserted in tests.  Note the machine's load (``uptime``) with
any figure you quote.
"""

from __future__ import annotations

import argparse
import datetime as dt
import importlib.util
import json
import os
import platform
import resource
import subprocess
import sys
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
       "interruptible-lowest-slots", "weighted-greedy", "spatiotemporal-greedy",
       "deadline-safe-greedy", "rl-ppo"]


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


def _best_of(world, pol: str, repeat: int) -> tuple[tuple[float, ...], dict]:
    """``repeat`` timed runs of ``pol`` (simulate, account): the fastest one's ``(simulate,
    account, policy wall time, simulate CPU)`` plus the CPU time of ``decide`` from one more,
    untimed run, and the metrics.

    The CPU time of ``decide`` costs two ``process_time`` system calls an epoch (a few us,
    about 5 % of a week's epoch), so it is read in a run of its own and the timed runs
    measure the engine and the policy as a user runs them.
    """
    best = None
    for _ in range(repeat):
        policy = gridshift.load_policy(pol)
        c0, t0 = time.process_time(), time.perf_counter()
        sched = Simulator(world, policy).run()
        c1, t1 = time.process_time(), time.perf_counter()
        metrics, table = account(world, sched)
        t2 = time.perf_counter()
        cur = (t1 - t0, t2 - t1, sched.policy_time_s, c1 - c0)
        del sched, table  # so the peak RSS is one run's, not two runs' outputs at once
        best = cur if best is None or sum(cur[:2]) < sum(best[:2]) else best
    policy = gridshift.load_policy(pol)
    cpu = _time_decide(policy)
    Simulator(world, policy).run()
    return (*best, cpu[0]), metrics


def warm_up(pol: str) -> float:
    """Compile or load the compiled kernels (the engine's and ``pol``'s) once in this process
    by running ``pol`` on check-v1, untimed by the rows; return how long that took [s].

    numba compiles a kernel on first call and caches it on disk; a fresh process still loads
    it (about a second). That is a cost per process, not per run, and is reported apart
    (``kernels``) so the rows measure the engine's steady speed; 0 under ``GRIDSHIFT_JIT=0``.
    """
    from gridshift import _jit

    if not _jit.enabled():
        return 0.0
    t0 = time.perf_counter()
    w = gridshift.build_world(scenario(ref=PACKAGE_PREFIX + "scenarios/check-v1.toml"), 0)
    old = os.environ.get("GRIDSHIFT_JIT")
    os.environ["GRIDSHIFT_JIT"] = "1"  # check-v1 is short: `auto` alone would not start numba
    try:
        Simulator(w, gridshift.load_policy(pol)).run()
    finally:
        if old is None:
            del os.environ["GRIDSHIFT_JIT"]
        else:
            os.environ["GRIDSHIFT_JIT"] = old
    return time.perf_counter() - t0


def peak_rss_mib() -> float:
    """The process's peak resident memory so far [MiB] (Linux reports ru_maxrss in KiB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0


def bench(sc, policies: list[str], repeat: int) -> list[dict]:
    """Build ``sc``'s World once, then run and account each policy; print and return rows."""
    for pol in policies:
        warm_up(pol)
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
        best, metrics = _best_of(world, pol, repeat)
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


HEADER = (f"  {'policy':28s} {'build':>7s} {'simulate':>9s} {'policy':>8s} {'account':>8s} "
          f"{'jobs/s':>10s} {'sim-d/s':>8s} {'sim CPU':>9s} {'pol CPU':>9s} {'peak RSS':>9s} "
          f"{'load':>5s}")


def _row_text(row: dict) -> str:
    return (f"  {row['policy']:28s} {row['build_s']:6.2f}s {row['simulate_s']:8.2f}s "
            f"{row['policy_s']:7.2f}s {row['account_s']:7.2f}s {row['jobs_per_s']:>10,.0f} "
            f"{row['sim_days_per_s']:8.1f} {row['simulate_cpu_s']:8.2f}s "
            f"{row['policy_cpu_s']:8.2f}s {row['peak_rss_mib']:>6,.0f} MiB "
            f"{row['load_1min']:5.2f}   (kernels {row.get('kernels_s', 0.0):.2f}s; completed "
            f"{row['jobs_completed']:,}, "
            f"carbon {row['carbon_kg']:,.0f} kg)")


def _one(sc, pol: str, repeat: int) -> dict:
    """One policy in this (fresh) process: build, simulate, account; the row as a dict."""
    t_warm = warm_up(pol)
    t0 = time.perf_counter()
    world = gridshift.build_world(sc, 0)
    t_build = time.perf_counter() - t0
    best, metrics = _best_of(world, pol, repeat)
    sim_s, acc_s, pol_s, sim_cpu, pol_cpu = best
    days = world.n_steps * world.step_s / 86400
    total = sim_s + acc_s
    return {"scenario": sc.id, "policy": pol, "jobs": len(world.jobs),
            "regions": len(world.regions), "days": days, "build_s": t_build,
            "simulate_s": sim_s, "policy_s": pol_s, "simulate_cpu_s": sim_cpu,
            "policy_cpu_s": pol_cpu, "account_s": acc_s, "jobs_per_s": len(world.jobs) / total,
            "sim_days_per_s": days / total, "peak_rss_mib": peak_rss_mib(),
            "load_1min": os.getloadavg()[0], "kernels_s": t_warm,
            "jobs_completed": metrics["jobs_completed"],
            "carbon_kg": metrics["carbon_kg"]}


def bench_fresh(kind: str | None, ref: str | None, days: float | None, policies: list[str],
                repeat: int) -> list[dict]:
    """Each policy in its own fresh process (``--one``); print and return the rows."""
    print(f"\n{ref or 'perf-' + str(kind)}{f' (first {days:g} days)' if days else ''}: one "
          f"fresh process per policy (build, simulate, account; peak RSS of that process)")
    print(HEADER)
    rows = []
    for pol in policies:
        if pol.startswith("rl-ppo") and importlib.util.find_spec("stable_baselines3") is None:
            print(f"  {pol:28s} skipped (the 'rl' extra is not installed)")
            continue
        cmd = [sys.executable, __file__, "--one", pol, "--repeat", str(repeat)]
        cmd += ["--scenario", ref] if ref else ["--scale", str(kind)]
        if days is not None:
            cmd += ["--days", str(days)]
        out = subprocess.run(cmd, capture_output=True, text=True, check=False)
        line = next((x for x in reversed(out.stdout.splitlines()) if x.startswith("{")), None)
        if out.returncode != 0 or line is None:
            print(f"  {pol:28s} failed: {(out.stderr.strip().splitlines() or ['?'])[-1]}")
            continue
        row = json.loads(line)
        rows.append(row)
        print(_row_text(row), flush=True)
    if rows:
        r0 = rows[0]
        print(f"  ({r0['regions']} regions, {r0['days']:.0f} days, {r0['jobs']:,} jobs)")
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--scale", choices=["week", "year"], default=None,
                    help="built-in scenario (default: both)")
    ap.add_argument("--only", choices=["week", "year"], default=None, help="alias of --scale")
    ap.add_argument("--scenario", default=None, help="bench this scenario file instead")
    ap.add_argument("--days", type=float, default=None, help="cut the scenario to N days")
    ap.add_argument("--policies", default="local-now,lowest-carbon-now",
                    help="comma-separated policy refs, or 'zoo' (default: %(default)s)")
    ap.add_argument("--repeat", type=int, default=None,
                    help="runs per policy, best kept (default: 3 for week, 1 otherwise)")
    ap.add_argument("--same-process", action="store_true",
                    help="run every policy in this process (one World build; peak RSS is the "
                         "whole process's) instead of one fresh process per policy")
    ap.add_argument("--json", default=None, metavar="FILE", help="also write the rows as JSON")
    ap.add_argument("--one", default=None, help=argparse.SUPPRESS)  # child of the fresh mode
    args = ap.parse_args()
    scale = args.scale or args.only
    if args.one is not None:  # a fresh child: one policy, one JSON line
        sc = scenario(ref=args.scenario, days=args.days) if args.scenario else \
            scenario(scale or "week", days=args.days)
        print(json.dumps(_one(sc, args.one, args.repeat or 1)))
        return
    pols = ZOO if args.policies == "zoo" else [p for p in args.policies.split(",") if p]
    from gridshift import _jit

    jit = (f"compiled kernels: GRIDSHIFT_JIT={_jit.mode()} (numba "
           f"{__import__('numba').__version__}; started once per process before timing, "
           "`kernels`)" if _jit.enabled()
           else "compiled kernels off (GRIDSHIFT_JIT=0: the numpy reference path)")
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python "
          f"{platform.python_version()}, numpy {__import__('numpy').__version__}; load "
          f"average {', '.join(f'{x:.2f}' for x in os.getloadavg())}\n{jit}")
    rows: list[dict] = []
    if args.scenario:
        if args.same_process:
            rows += bench(scenario(ref=args.scenario, days=args.days), pols, args.repeat or 1)
        else:
            rows += bench_fresh(None, args.scenario, args.days, pols, args.repeat or 1)
    else:
        for kind in ("week", "year"):
            if scale in (None, kind):
                rep = args.repeat or (3 if kind == "week" else 1)
                if args.same_process:
                    rows += bench(scenario(kind, days=args.days), pols, rep)
                else:
                    rows += bench_fresh(kind, None, args.days, pols, rep)
    print(f"load average at the end: {', '.join(f'{x:.2f}' for x in os.getloadavg())}")
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=1) + "\n")


if __name__ == "__main__":
    main()
