"""Issue 36's zoo table (docs/zoo.md "Deadline-safe classics"): gs-v2 dev seed 0, every policy.

    python perf/zoo_table.py matrix [RUNS.jsonl ...]   # committed records + perf/baselines.py
                                                        # `policies` output lines -> markdown
    python perf/zoo_table.py seeds RUNS.jsonl ...       # mean over seeds per policy and scenario
    python perf/zoo_table.py sweep SCENARIO ...         # parameter variants of the new policies
    python perf/zoo_table.py drops SCENARIO [POLICY ...]  # jobs oracle-feasible-v1 (or the
                                                          # POLICYs) leaves unfinished that
                                                          # local-now-v1 finishes

``matrix``: one row per policy, one column per scenario, ``saving % / regret vs B(ref+1pp)``
(``B`` = the cached ``bound_deadline_kg``), ``✗x`` where unranked on the seed (SLO x % above
the reference's + 1 pp, or completed work below 99 %), and the count of ranked policies with
a saving of at least 1 % (oracles and ``power-down-v1`` not counted) before / after the new
ones. Later lines of later files override earlier ones and the committed records.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SUITE = REPO / "gridshift" / "benchmark" / "suites" / "gs-v2"
CACHE = REPO / "tests" / "benchmark" / "fixtures" / "deadline_bounds_gs_v2.json"
SC = ["global-5dc-week", "global-16-year", "us-spatial", "heatwave", "capacity-crunch",
      "inference-slo", "hetero-gpu", "eu-temporal"]
NEW = {"safe-lowest-carbon-now-v1", "safe-lowest-carbon-region-v1", "slack-guard-greedy-v1",
       "slack-guard-window-v1"}
#: (saving %, SLO %) measured in the previous part (docs/zoo.md "Measured: gs-v2 dev, seed 0").
PREV = {("mpc-v1", "capacity-crunch"): (0.22, 2.00),
        ("oracle-feasible-v1", "capacity-crunch"): (2.97, 0.55),
        ("reservation-window-v1", "capacity-crunch"): (2.34, 9.15),
        ("mpc-v1", "eu-temporal"): (4.19, 0.55), ("oracle-feasible-v1", "eu-temporal"): (3.29, 0.0),
        ("reservation-window-v1", "eu-temporal"): (3.41, 0.0),
        ("oracle-feasible-v1", "global-16-year"): (21.92, 0.39),
        ("reservation-window-v1", "global-16-year"): (9.39, 0.26),
        ("mpc-v1", "global-5dc-week"): (27.06, 0.20),
        ("oracle-feasible-v1", "global-5dc-week"): (28.04, 0.0),
        ("reservation-window-v1", "global-5dc-week"): (18.67, 0.0),
        ("mpc-v1", "heatwave"): (31.80, 0.11), ("oracle-feasible-v1", "heatwave"): (32.37, 0.0),
        ("reservation-window-v1", "heatwave"): (17.81, 0.0),
        ("mpc-v1", "hetero-gpu"): (29.15, 0.05), ("oracle-feasible-v1", "hetero-gpu"): (29.08, 0.0),
        ("reservation-window-v1", "hetero-gpu"): (0.44, 0.0),
        ("mpc-v1", "inference-slo"): (4.03, 0.08),
        ("oracle-feasible-v1", "inference-slo"): (4.06, 0.08),
        ("reservation-window-v1", "inference-slo"): (-0.00, 0.11),
        ("mpc-v1", "us-spatial"): (27.63, 0.07), ("oracle-feasible-v1", "us-spatial"): (29.08, 0.0),
        ("reservation-window-v1", "us-spatial"): (19.10, 0.0)}


def _load(files: list[str]) -> dict[tuple[str, str], dict]:
    recs: dict[tuple[str, str], dict] = {}
    for f in sorted((REPO / "results" / "gs-v2-v1" / "dev").glob("*.json")):
        r = json.loads(f.read_text())
        if isinstance(r, dict) and r.get("status") == "ok" and r.get("seed") == 0:
            m = r["metrics"]
            recs[(r["policy"], r["scenario"])] = {
                "carbon_kg": m["carbon_kg"], "slo_pct": 100 * m["slo_violation_rate"],
                "g": m.get("gpu_hours_completed")}
    cache = json.loads(CACHE.read_text())["bounds"]
    for (p, s), (sav, slo) in PREV.items():
        ref = cache[f"dev/{s}/0"]["reference_kg"]
        recs[(p, s)] = {"carbon_kg": ref * (1 - sav / 100), "slo_pct": slo, "g": None}
    for fn in files:
        for line in Path(fn).read_text().splitlines():
            r = json.loads(line)
            if "error" not in r:
                recs[(r["policy"], r["scenario"])] = {
                    "carbon_kg": r["carbon_kg"], "slo_pct": r["slo_pct"],
                    "g": r.get("gpu_hours_completed")}
    return recs


def matrix(files: list[str]) -> None:
    cache = json.loads(CACHE.read_text())["bounds"]
    recs = _load(files)
    counts = {s: [0, 0] for s in SC}
    best = {s: [9.0, 9.0] for s in SC}
    lines = []
    for p in sorted({p for p, _ in recs}):
        cells = []
        for s in SC:
            r = recs.get((p, s))
            if r is None:
                cells.append("—")
                continue
            ref = recs[("local-now-v1", s)]
            b = cache[f"dev/{s}/0"]["bound_deadline_kg"]
            sav = 100 * (1 - r["carbon_kg"] / ref["carbon_kg"])
            reg = (r["carbon_kg"] - b) / (ref["carbon_kg"] - b)
            ok = r["slo_pct"] <= ref["slo_pct"] + 1.0 and (r["g"] is None
                                                           or r["g"] >= 0.99 * ref["g"])
            if ok and sav >= 1.0 and not p.startswith(("oracle", "power-down", "local-now")):
                for i in (0, 1) if p not in NEW else (1,):
                    counts[s][i] += 1
                    best[s][i] = min(best[s][i], reg)
            cells.append(f"{sav:.1f} / {reg:.2f}" + ("" if ok else f" ✗{r['slo_pct']:.1f}"))
        lines.append(f"| {f'**`{p}`**' if p in NEW else f'`{p}`'} | " + " | ".join(cells) + " |")
    print("| policy | " + " | ".join(SC) + " |")
    print("|---" * (len(SC) + 1) + "|")
    print("\n".join(lines))
    print("| *reference SLO %* | " + " | ".join(
        f"{recs[('local-now-v1', s)]['slo_pct']:.2f}" for s in SC) + " |")
    print("| **ranked, saving ≥ 1 %: before / after** | " + " | ".join(
        f"{a} / {b}" for a, b in (counts[s] for s in SC)) + " |")
    print("| **best regret of those: before / after** | " + " | ".join(
        f"{a:.3f} / {b:.3f}" for a, b in (best[s] for s in SC)) + " |")


def seeds(files: list[str]) -> None:
    """Mean over the seeds in ``files`` (perf/baselines.py ``policies`` lines): saving %, SLO %
    against the reference's mean + 1 pp (the leaderboard's constraint), regret; per scenario."""
    cache = json.loads(CACHE.read_text())["bounds"]
    rows: dict[tuple[str, str], list[dict]] = {}
    for fn in files:
        for line in Path(fn).read_text().splitlines():
            r = json.loads(line)
            if "error" not in r:
                rows.setdefault((r["policy"], r["scenario"]), []).append(r)
    print("| policy | scenario | seeds | saving % | SLO % (reference) | ranked on the mean "
          "| regret vs B(ref+1pp) |")
    print("|---|---|---:|---:|---:|---|---:|")
    for (p, s), rs in sorted(rows.items(), key=lambda kv: (kv[0][1], kv[0][0])):
        rs = sorted({r["seed"]: r for r in rs}.values(), key=lambda r: r["seed"])
        n = len(rs)
        sav = sum(r["saving_pct"] for r in rs) / n
        slo = sum(r["slo_pct"] for r in rs) / n
        ref = sum(r["ref_slo_pct"] for r in rs) / n
        work = min(r["work_ratio"] for r in rs)
        reg = sum(r["regret_deadline"] for r in rs) / n
        assert all(f"dev/{s}/{r['seed']}" in cache for r in rs)
        ok = slo <= ref + 1.0 and work >= 0.99
        print(f"| `{p}` | {s} | {n} | {sav:.2f} | {slo:.2f} ({ref:.2f}) | "
              f"{'yes' if ok else '**no**'} | {reg:.3f} |")


#: Parameter variants of ``sweep``.
VARIANTS = [("safe-lowest-carbon-now-v1", {"headroom": 0.0}),
            ("safe-lowest-carbon-now-v1", {"headroom": 0.1}),
            ("safe-lowest-carbon-now-v1", {"headroom": 0.5}),
            ("slack-guard-greedy-v1", {"guard": 0.75}), ("slack-guard-greedy-v1", {"guard": 0.25}),
            ("slack-guard-greedy-v1", {"guard": 0.5, "headroom": 0.1}),
            ("deadline-safe-greedy-v1", {"headroom": 0.1})]


def sweep(scenarios: list[str]) -> None:
    from gridshift import load_policy, simulate
    from gridshift.benchmark.records import get_world

    cache = json.loads(CACHE.read_text())["bounds"]
    for sid in scenarios:
        w = get_world(SUITE / f"{sid}.toml", 0)
        c = cache[f"dev/{sid}/0"]
        ref, b = c["reference_kg"], c["bound_deadline_kg"]
        for pid, kw in VARIANTS:
            t = time.perf_counter()
            m = simulate(w, load_policy(pid, **kw)).metrics
            print(json.dumps({"scenario": sid, "policy": pid, "params": kw,
                              "saving_pct": round(100 * (1 - m["carbon_kg"] / ref), 2),
                              "slo_pct": round(100 * m["slo_violation_rate"], 2),
                              "unfinished": m["jobs_unfinished"],
                              "regret": round((m["carbon_kg"] - b) / (ref - b), 3),
                              "s": round(time.perf_counter() - t, 1)}), flush=True)


def drops(sid: str, policies: list[str] | None = None) -> None:
    """Unfinished (dropped) jobs of each clairvoyant ``policies`` (default
    ``oracle-feasible-v1``) and of ``local-now-v1`` on ``sid`` dev seed 0, and how many of the
    jobs ``local-now-v1`` finishes each leaves unfinished; saving and SLO against it."""
    from gridshift import load_policy, simulate
    from gridshift.benchmark.records import get_world

    w = get_world(SUITE / f"{sid}.toml", 0)
    out, sets = {}, {}
    runs = [("local-now-v1", "forecast")] + [(p, "clairvoyant")
                                              for p in policies or ["oracle-feasible-v1"]]
    for pid, track in runs:
        t = time.perf_counter()
        res = simulate(w, load_policy(pid), track=track)
        j = res.jobs
        m = res.metrics
        sets[pid] = set(j.filter(j["dropped"].cast(bool))["job_id"].to_list())
        out[pid] = {"unfinished": m["jobs_unfinished"], "slo_violations": m["slo_violations"],
                    "slo_pct": round(100 * m["slo_violation_rate"], 3),
                    "carbon_kg": m["carbon_kg"], "dropped": len(sets[pid]),
                    "gpu_hours_completed": m.get("gpu_hours_completed"),
                    "s": round(time.perf_counter() - t, 1)}
        if pid != "local-now-v1":
            ref = out["local-now-v1"]
            out[pid]["saving_pct"] = round(100 * (1 - m["carbon_kg"] / ref["carbon_kg"]), 2)
            out[pid]["dropped_local_finished"] = len(sets[pid] - sets["local-now-v1"])
        print(json.dumps({"scenario": sid, pid: out[pid]}), flush=True)
    if "oracle-feasible-v1" in out:  # the key earlier runs printed
        out["oracle_dropped_local_finished"] = out["oracle-feasible-v1"]["dropped_local_finished"]
    print(json.dumps({"scenario": sid, **out}))


if __name__ == "__main__":
    what, args = sys.argv[1], sys.argv[2:]
    {"matrix": matrix, "seeds": seeds, "sweep": sweep}.get(
        what, lambda a: drops(a[0], a[1:] or None))(args)
