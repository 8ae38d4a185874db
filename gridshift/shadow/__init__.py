"""Shadow mode: score the decisions a real scheduler made, as a gridshift record.

``gridshift shadow LOG --scenario S --format sacct|k8s|csv --out DIR`` reads the log
(:mod:`gridshift.shadow.logs`), maps its jobs onto the scenario's and checks every line is
feasible there (:func:`gridshift.shadow.follow.plan_from_log`: capacity, release, unknown job,
region or GPU type, each refused with the file, row and field), replays the placements, starts
and pauses through the engine as a policy that follows the log
(:class:`~gridshift.shadow.follow.FollowLog`), and writes a normal record into the record store
``DIR`` marked ``"shadow"`` (the log's format, name and sha256, and how its starts compare with
the engine's), so it sits on a leaderboard beside the simulated policies of the same scenario
and seed. ``DIR/shadow-report.json`` lists, per job, the logged and the engine's region and
start.

The engine runs the scenario's physics: a job's run time is the scenario's (the log's end is
only compared), a start between two decision epochs is the decision of the epoch before it, and
a job moved away from its data waits its transfer, as for any policy.
"""

from __future__ import annotations

import hashlib
import json
import time
from pathlib import Path
from typing import Any

from gridshift.shadow.follow import FollowLog, Plan, plan_from_log
from gridshift.shadow.logs import FORMATS, LogRow, read_log

__all__ = ["FORMATS", "FollowLog", "LogRow", "Plan", "plan_from_log", "read_log",
           "shadow_run"]


def _compare(plan: Plan, result: Any) -> list[dict[str, Any]]:
    import math

    w = result.world
    sched = result.schedule
    out = []
    for j, row in sorted(plan.rows.items()):
        got = float(sched.first_start_s[j])
        r = int(sched.region[j])
        out.append({
            "job": row.job, "where": row.where, "log_region": w.regions[int(plan.region[j])],
            "log_start_s": float(plan.start_s[j]),
            "log_end_s": None if math.isnan(plan.end_s[j]) else float(plan.end_s[j]),
            "engine_region": w.regions[r] if r >= 0 else None,
            "engine_start_s": got if math.isfinite(got) else None,
            "engine_finish_s": float(sched.finish_s[j]) if math.isfinite(sched.finish_s[j])
            else None})
    return out


def shadow_run(log: str | Path, scenario: Any, fmt: str | None = None,
               out: str | Path | None = None, seed: int | None = None,
               jobs: str = "scenario") -> dict[str, Any]:
    """Score a real scheduler's log on a scenario; write the record to ``out`` if given.

    Args:
        log: The log file.
        scenario: Scenario id, path or :class:`~gridshift.scenario.Scenario`.
        fmt: ``"sacct"``, ``"k8s"`` or ``"csv"`` (default: from the file's suffix).
        out: Record store folder to write the record (and ``shadow-report.json``) into.
        seed: Seed (default: the scenario's).
        jobs: ``"scenario"``: the log's jobs are the scenario's (by ``job_id``); ``"log"``:
            the job table is built from the log (:mod:`gridshift.shadow.jobs`; needs ``out``,
            where the derived scenario is written).

    Returns:
        The record (``record["shadow"]`` holds the log's identity and the start comparison).

    Raises:
        DataError: an unreadable log or an infeasible line (file, row, field and reason).
    """
    from gridshift._canonical import clean, content_sha256
    from gridshift._digest import jobs_digest
    from gridshift.benchmark.records import SCHEMA, provenance, record_key
    from gridshift.scenario import Scenario, load_scenario
    from gridshift.sim.run import simulate
    from gridshift.sim.world import build_world

    t0 = time.perf_counter()
    p = Path(log)
    fmt = fmt or {".json": "k8s", ".csv": "csv"}.get(p.suffix.lower(), "sacct")
    rows = read_log(p, fmt)
    sc = scenario if isinstance(scenario, Scenario) else load_scenario(scenario)
    if jobs == "log":
        from gridshift.errors import DataError
        from gridshift.shadow.jobs import log_scenario

        if out is None:
            raise DataError("--jobs log writes the derived scenario: give --out")
        sc = load_scenario(log_scenario(rows, sc, Path(out)))
    elif jobs != "scenario":
        raise ValueError(f"jobs must be 'scenario' or 'log', not {jobs!r}")
    world = build_world(sc, seed)
    plan = plan_from_log(rows, world)
    log_sha = hashlib.sha256(p.read_bytes()).hexdigest()
    pid = f"shadow-{fmt}-v1"
    res = simulate(world, FollowLog(plan, pid), policy_name=pid)
    per_job = _compare(plan, res)
    step = world.step_s
    same_region = sum(1 for x in per_job if x["engine_region"] == x["log_region"])
    delays = [x["engine_start_s"] - x["log_start_s"] for x in per_job
              if x["engine_start_s"] is not None]
    rec: dict[str, Any] = {
        "schema": SCHEMA, "suite": None, "suite_version": None, "split": None,
        "scenario": sc.id, "scenario_ref": str(getattr(sc, "path", "") or sc.id),
        "scenario_hash": world.scenario_hash, "input_hashes": dict(world.input_hashes),
        "policy": pid, "policy_ref": f"shadow:{p.name}", "policy_name": pid,
        "policy_params": {}, "policy_params_resolved": {}, "policy_source_sha256": log_sha,
        "policy_identity_sha256": log_sha, "policy_identity_basis": "shadow-log",
        "seed": world.seed, "track": sc.track, "status": "ok", "error": None,
        "metrics": clean(res.metrics), "jobs_digest": jobs_digest(res.jobs),
        "isolation": "none",
        "shadow": {"format": fmt, "jobs": jobs, "log": p.name, "log_sha256": log_sha,
                   "rows": len(rows),
                   "jobs_in_log": len(plan.rows), "jobs_in_scenario": len(world.jobs.job_id),
                   "same_region": same_region, "started": len(delays),
                   "start_delay_s_max": max(delays, default=0.0),
                   "start_delay_s_min": min(delays, default=0.0), "step_s": step},
    }
    pq = res.jobs_parquet_bytes(release=True)
    rec["jobs_sha256"] = hashlib.sha256(pq).hexdigest()
    rec["key"] = record_key(rec)
    rec["provenance"] = provenance(round(time.perf_counter() - t0, 6), 1)
    rec["content_sha256"] = content_sha256(rec)
    if out is not None:
        from gridshift.runners.store import Store

        Store(out).put(rec, pq)
        (Path(out) / "shadow-report.json").write_text(json.dumps(
            {"record": rec["key"], "scenario": sc.id, "log": str(p), "jobs": per_job},
            indent=1) + "\n")
    rec["shadow_jobs"] = per_job  # (not stored in the record: the report file holds it)
    return rec
