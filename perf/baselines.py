"""Issue 36's measurements: the deadline-aware bound per scenario and seed, and the new
baselines' carbon, SLO and time on the gs-v2 dev split.

    nice python perf/baselines.py bounds [--split dev|test|both] [--only ID ...] [--seeds 0 1 2]
    nice python perf/baselines.py policies --policies reservation-window-v1 ... [--only ID ...]

``bounds`` computes :func:`gridshift.benchmark.bound_lp.deadline_bound` for each committed
gs-v2 (split, scenario, seed), each in its own process (peak RSS is that scenario's), evaluates
``B(v)`` at every SLO-violation count ``v`` that a committed record of it has (and at the
leaderboard's constraint, the reference's violations + 1 pp), and merges them into
``tests/benchmark/fixtures/deadline_bounds_gs_v2.json`` (the cache the records test reads).
``policies`` runs each policy on each dev scenario and seed (``gridshift.benchmark.records.
run_cell``, the clairvoyant track for oracles) and prints one JSON line per cell: carbon,
SLO violations, unfinished jobs, the saving vs the committed ``local-now-v1`` record and the
regret vs the cached deadline-aware bound, wall seconds. Speed is measured here, never
asserted in tests.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SUITE = REPO / "gridshift" / "benchmark" / "suites" / "gs-v2"
CACHE = REPO / "tests" / "benchmark" / "fixtures" / "deadline_bounds_gs_v2.json"
RESULTS = REPO / "results" / "gs-v2-v1"


def _records() -> list[dict]:
    out = []
    for f in sorted(RESULTS.rglob("*.json")):
        r = json.loads(f.read_text())
        if isinstance(r, dict) and str(r.get("schema", "")).startswith("gridshift.record/") \
                and r.get("status") == "ok":
            out.append(r)
    return out


def _scenario_file(sid: str, split: str) -> Path:
    return SUITE / (f"{sid}.toml" if split == "dev" else f"{sid}.test.toml")


def _bound_child(sid: str, split: str, seed: int) -> dict:
    import resource

    from gridshift.benchmark.bound_lp import deadline_bound
    from gridshift.benchmark.records import get_world

    t0 = time.perf_counter()
    w = get_world(_scenario_file(sid, split), seed)
    t_world = time.perf_counter() - t0
    recs = [r for r in _records() if r["split"] == split and r["scenario"] == sid
            and r["seed"] == seed]
    vs = {int(r["metrics"]["slo_violations"]) for r in recs}
    ref = [r for r in recs if r["policy"] == "local-now-v1"]
    rv = int(ref[0]["metrics"]["slo_violations"]) if ref else None
    target = (rv + len(w.jobs) // 100) if ref else None
    t0 = time.perf_counter()
    b = deadline_bound(w, target_violations=(rv, target) if ref else None)
    t_b = time.perf_counter() - t0
    out = {"key": f"{split}/{sid}/{seed}", "jobs": len(w.jobs), "world_s": round(t_world, 1),
           "bound_s": round(t_b, 1),
           "rss_peak_gib": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 2**20, 2),
           "old_bound_kg": b.floor_kg, "forced": b.forced}
    out["target_violations"] = [rv, target] if ref else None
    if ref:
        v0 = target
        vs.update((rv, v0))
        out.update(reference_kg=ref[0]["metrics"]["carbon_kg"], constraint_violations=v0,
                   reference_violations=rv, bound_deadline_kg=b(v0), job_part_kg=b.job_kg(v0),
                   lp_part_kg=b.lp_kg(v0), bound_at_reference_violations_kg=b(rv))
    out["at"] = {str(v): b(v) for v in sorted(vs)}
    out["stats"] = {k: v for k, v in b.stats.items() if not isinstance(v, dict)}
    return out


def bounds(a: argparse.Namespace) -> None:
    import tomllib

    m = tomllib.loads((SUITE / "suite.toml").read_text())
    cache = json.loads(CACHE.read_text()) if CACHE.is_file() else {"bounds": {}}
    cache["about"] = ("B(v) of gridshift.benchmark.bound_lp.deadline_bound at each SLO-"
                      "violation count v of a committed gs-v2 record (and the reference's + "
                      "1 pp); written by perf/baselines.py bounds")
    for s in m["scenarios"]:
        if a.only and s["id"] not in a.only:
            continue
        for split in ("dev", "test") if a.split == "both" else (a.split,):
            seeds = a.seeds if a.seeds else s[f"seeds_{split}"]
            for seed in seeds:
                p = subprocess.run([sys.executable, __file__, "bound-child", s["id"], split,
                                    str(seed)], capture_output=True, text=True)
                lines = p.stdout.strip().splitlines()
                if p.returncode != 0 or not lines:
                    print(json.dumps({"key": f"{split}/{s['id']}/{seed}",
                                      "error": p.stderr.strip().splitlines()[-3:]}), flush=True)
                    continue
                r = json.loads(lines[-1])
                cache["bounds"][r["key"]] = r
                CACHE.parent.mkdir(parents=True, exist_ok=True)
                tmp = CACHE.with_suffix(".json.tmp")
                tmp.write_text(json.dumps(cache, indent=1, sort_keys=True) + "\n")
                tmp.replace(CACHE)  # atomic: a reader never sees half a file
                print(json.dumps({k: v for k, v in r.items() if k not in ("at", "stats")}),
                      flush=True)


def _policy_child(pid: str, sid: str, seed: int) -> dict:
    from gridshift.benchmark.records import run_cell
    from gridshift.policies.registry import load_policy
    from gridshift.runners.sweep import Cell

    tracks = tuple(getattr(load_policy(pid), "tracks", ()) or ())
    track = tracks[0] if len(tracks) == 1 else "forecast"
    t0 = time.perf_counter()
    rec, _ = run_cell(Cell(str(_scenario_file(sid, "dev")), pid, seed=seed, track=track))
    wall = time.perf_counter() - t0
    if rec["status"] != "ok":
        return {"policy": pid, "scenario": sid, "seed": seed, "error": rec.get("error")}
    mm = rec["metrics"]
    ref = [r for r in _records() if r["split"] == "dev" and r["scenario"] == sid
           and r["seed"] == seed and r["policy"] == "local-now-v1"]
    out = {"policy": pid, "scenario": sid, "seed": seed, "carbon_kg": mm["carbon_kg"],
           "slo_violations": mm["slo_violations"], "slo_pct": 100 * mm["slo_violation_rate"],
           "jobs_unfinished": mm["jobs_unfinished"],
           "gpu_hours_completed": mm.get("gpu_hours_completed"), "wall_s": round(wall, 1)}
    if ref:
        rm = ref[0]["metrics"]
        out["saving_pct"] = 100 * (1 - mm["carbon_kg"] / rm["carbon_kg"])
        out["ref_slo_pct"] = 100 * rm["slo_violation_rate"]
        out["work_ratio"] = ((mm.get("gpu_hours_completed") or 0)
                             / max(rm.get("gpu_hours_completed") or 1e-300, 1e-300))
        c = json.loads(CACHE.read_text())["bounds"].get(f"dev/{sid}/{seed}") \
            if CACHE.is_file() else None
        if c and c.get("bound_deadline_kg") is not None:
            b = c["bound_deadline_kg"]
            out["regret_deadline"] = (mm["carbon_kg"] - b) / (rm["carbon_kg"] - b)
            out["regret_old"] = (mm["carbon_kg"] - c["old_bound_kg"]) / (
                rm["carbon_kg"] - c["old_bound_kg"])
    return out


def policies(a: argparse.Namespace) -> None:
    import tomllib

    m = tomllib.loads((SUITE / "suite.toml").read_text())
    for s in m["scenarios"]:
        if a.only and s["id"] not in a.only:
            continue
        for seed in a.seeds if a.seeds else s["seeds_dev"]:
            for pid in a.policies:
                p = subprocess.run([sys.executable, __file__, "policy-child", pid, s["id"],
                                    str(seed)], capture_output=True, text=True)
                lines = p.stdout.strip().splitlines()
                print(lines[-1] if p.returncode == 0 and lines else json.dumps(
                    {"policy": pid, "scenario": s["id"], "seed": seed,
                     "error": p.stderr.strip().splitlines()[-3:]}), flush=True)


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "bound-child":
        print(json.dumps(_bound_child(sys.argv[2], sys.argv[3], int(sys.argv[4]))), flush=True)
        return
    if len(sys.argv) > 1 and sys.argv[1] == "policy-child":
        print(json.dumps(_policy_child(sys.argv[2], sys.argv[3], int(sys.argv[4]))),
              flush=True)
        return
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("what", choices=("bounds", "policies"))
    ap.add_argument("--split", choices=("dev", "test", "both"), default="both")
    ap.add_argument("--only", nargs="*", default=None)
    ap.add_argument("--seeds", nargs="*", type=int, default=None)
    ap.add_argument("--policies", nargs="*", default=[])
    a = ap.parse_args()
    (bounds if a.what == "bounds" else policies)(a)


if __name__ == "__main__":
    main()
