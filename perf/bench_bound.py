"""Time and memory of the recorded carbon bound (``world_bound_kg``) per scenario.

Each scenario runs in its own process (so peak RSS is that scenario's): build the World, then
compute the bound. Prints one JSON line per scenario.

    nice python perf/bench_bound.py gs-v2 [--seed 0] [--only ID ...] [--split dev|test|both]
    nice python perf/bench_bound.py path/to/scenario.toml ...

Speed is measured here, never asserted in tests.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path


def _one(ref: str, seed: int) -> dict:
    import resource
    import time

    from gridshift.benchmark.bound import world_bound_kg
    from gridshift.benchmark.records import get_world

    t0 = time.perf_counter()
    w = get_world(ref, seed)
    t_world = time.perf_counter() - t0
    rss_world = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 2**20  # GiB (Linux: KiB)
    t0 = time.perf_counter()
    b, st = world_bound_kg(w)
    t_bound = time.perf_counter() - t0
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 2**20
    keep = ("bound_idle_kg", "bound_capacity_free_kg", "bound_capacity_free_s", "bound_method",
            "bound_fluid_block_h", "bound_fluid_util_levels", "bound_fluid_groups",
            "bound_fluid_vars", "bound_fluid_lp_s", "bound_fluid_kg", "bound_fluid_lp",
            "withheld")
    return {"scenario": ref, "seed": seed, "jobs": len(w.jobs), "steps": w.n_steps,
            "drain_steps": w.drain_steps, "world_s": round(t_world, 1),
            "bound_s": round(t_bound, 1), "rss_world_gib": round(rss_world, 2),
            "rss_peak_gib": round(rss, 2), "carbon_bound_kg": b,
            **{k: st[k] for k in keep if k in st}}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("refs", nargs="+", help="a suite name (gs-v2) or scenario files")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--split", choices=("dev", "test", "both"), default="both")
    ap.add_argument("--only", nargs="*", default=None, help="scenario ids of the suite")
    ap.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    a = ap.parse_args()
    if a.child:
        print(json.dumps(_one(a.refs[0], a.seed)), flush=True)
        return
    refs: list[str] = []
    for r in a.refs:
        suite = Path(__file__).resolve().parents[1] / "gridshift" / "benchmark" / "suites" / r
        if (suite / "suite.toml").is_file():
            import tomllib

            m = tomllib.loads((suite / "suite.toml").read_text())
            for s in m["scenarios"]:
                if a.only and s["id"] not in a.only:
                    continue
                files = {"dev": [s["file"]], "test": [s["file_test"]],
                         "both": [s["file"], s["file_test"]]}[a.split]
                refs += [str(suite / f) for f in files]
        else:
            refs.append(r)
    for ref in refs:
        p = subprocess.run([sys.executable, __file__, ref, "--seed", str(a.seed), "--child"],
                           capture_output=True, text=True)
        out = p.stdout.strip().splitlines()
        print(out[-1] if p.returncode == 0 and out else json.dumps(
            {"scenario": ref, "error": p.stderr.strip().splitlines()[-1:]}), flush=True)


if __name__ == "__main__":
    main()
