"""A live SLURM adapter: a gridshift policy decides where (partition) and when (``--begin``)
each job runs on a real SLURM cluster; ``sacct`` tells what happened; shadow mode scores it.

``gridshift slurm submit SCENARIO --policy P`` (:func:`submit`) runs the policy on the
scenario (the signals and forecasts it would see in a simulation, epoch by epoch, never the
future), takes each job's decision -- the region it is placed in and the decision epoch -- and
submits it with ``sbatch --partition=REGION --begin=TIME --job-name=JOB_ID``, the scenario's
clock mapped onto the wall clock by ``--time-scale`` (scenario seconds per real second). Each
job runs ``sleep`` for its scaled run time, at most ``--sleep-max`` seconds: the cluster
executes the decisions, the engine supplies the physics. ``DIR/slurm-plan.json`` holds the
clock, the plan and the SLURM job ids.

``gridshift slurm collect DIR`` (:func:`collect`) waits for those jobs, reads ``sacct
--parsable2`` (``TZ=UTC``), writes the raw output and the same lines with every time mapped back
onto the scenario clock (``DIR/sacct-scenario.sacct``), which ``gridshift shadow --format
sacct`` scores, and compares each job's partition and start epoch with the plan.

What can differ, and why: SLURM starts a job at or after its ``--begin``, when its scheduler
next runs (``sched_interval``, 1 s in ``.ci/slurm-up.sh``; 60 s by default) and resources are
free; that latency, times ``--time-scale``, can move a start into a later decision epoch. The
submitter plans on the simulated cluster's free GPUs, not the real cluster's
(docs/real-schedulers.md).
"""

from __future__ import annotations

import json
import math
import os
import shutil
import subprocess
import time
from pathlib import Path
from typing import Any

from gridshift.errors import GridshiftError

__all__ = ["collect", "plan_jobs", "submit"]

SACCT_FORMAT = "JobID,JobName,Partition,Submit,Eligible,Start,End,State,AllocTRES"
_TIME_FIELDS = ("Submit", "Eligible", "Start", "End")


def _need(tool: str) -> str:
    p = shutil.which(tool)
    if p is None:
        raise GridshiftError(f"{tool} not found: this needs a SLURM client (Debian: apt-get "
                             "install slurm-client; see docs/real-schedulers.md)")
    return p


def _utc_env() -> dict[str, str]:
    return {**os.environ, "TZ": "UTC"}  # sbatch --begin and sacct times read as UTC


def plan_jobs(scenario: Any, policy: str, seed: int | None = None,
              window_h: float | None = None, max_jobs: int | None = None) -> dict[str, Any]:
    """The policy's decisions on ``scenario``: per job its region and decision epoch.

    Args:
        scenario: Scenario id, path or :class:`~gridshift.scenario.Scenario`.
        policy: Policy id (or anything :func:`gridshift.run` takes).
        seed: Seed (default: the scenario's).
        window_h: Only jobs the policy places in the first ``window_h`` hours.
        max_jobs: At most this many jobs (the earliest placed).

    Returns:
        ``{"scenario", "policy", "seed", "step_s", "start_epoch_s", "jobs": [{"job",
        "region", "epoch", "sim_start_s", "duration_s", "gpus"}]}``, sorted by epoch.
    """
    import gridshift

    res = gridshift.run(scenario, policy=policy, seed=seed)
    w, sched = res.world, res.schedule
    step = int(w.step_s)
    jobs = []
    for j in range(len(w.jobs.job_id)):
        s = float(sched.first_start_s[j])
        r = int(sched.region[j])
        if not math.isfinite(s) or r < 0:
            continue
        # the decision epoch: the start less the transfer the engine added (a start lies in
        # the epoch of its decision unless a transfer carried it over; see the segments)
        k = int(math.floor((s - _transfer_s(sched, j)) / step + 1e-9))
        if window_h is not None and k * step >= window_h * 3600:
            continue
        jobs.append({"job": w.jobs.job_id[j], "region": w.regions[r], "epoch": k,
                     "sim_start_s": s, "duration_s": float(w.jobs.duration_s[j]),
                     "gpus": int(w.jobs.gpus[j])})
    jobs.sort(key=lambda x: (x["epoch"], x["job"]))
    if max_jobs is not None:
        jobs = jobs[:max_jobs]
    return {"scenario": w.scenario.id, "scenario_ref": str(getattr(w.scenario, "path", "")),
            "policy": res.policy if isinstance(res.policy, str) else policy, "seed": w.seed,
            "step_s": step, "start_epoch_s": int(w.start_epoch_s), "jobs": jobs,
            "sim_metrics_carbon_kg": float(res.metrics["carbon_kg"])}


def _transfer_s(sched: Any, j: int) -> float:
    tr = getattr(sched, "transfers", None)
    if tr is None:
        return 0.0
    try:
        m = tr["job"] == j
        return float(tr["duration_s"][m][0]) if m.any() else 0.0
    except (KeyError, TypeError, IndexError):
        return 0.0


def submit(scenario: Any, policy: str, out: str | Path, *, seed: int | None = None,
           time_scale: float = 150.0, window_h: float | None = 4.0,
           max_jobs: int | None = None, sleep_max_s: float = 5.0, lead_s: float = 5.0,
           partitions: dict[str, str] | None = None, dry_run: bool = False) -> dict[str, Any]:
    """Plan with the policy and submit each job to SLURM (see the module docstring).

    Args:
        scenario: Scenario id or path.
        policy: Policy id.
        out: Folder for ``slurm-plan.json`` (and, later, the sacct files).
        seed: Seed.
        time_scale: Scenario seconds per real second (150: a 15-minute epoch every 6 s).
        window_h: Only jobs placed in the scenario's first hours.
        max_jobs: At most this many jobs.
        sleep_max_s: Longest ``sleep`` a job runs [real s].
        lead_s: Real seconds between submitting and the scenario's start.
        partitions: Region id -> partition name (default: the region id).
        dry_run: Write the plan and the sbatch command lines, submit nothing.

    Returns:
        The plan, with ``t0_real`` (the real time of the scenario's start) and each job's
        ``partition``, ``begin`` and ``slurm_id``.
    """
    if not time_scale > 0:
        raise GridshiftError(f"--time-scale must be > 0, not {time_scale}")
    plan = plan_jobs(scenario, policy, seed, window_h, max_jobs)
    if not plan["jobs"]:
        raise GridshiftError("the policy places no job in the chosen window; widen --window-h")
    sbatch = "sbatch" if dry_run else _need("sbatch")
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    t0 = math.ceil(time.time() + lead_s)
    plan.update({"time_scale": float(time_scale), "t0_real": t0, "sleep_max_s": sleep_max_s})
    parts = partitions or {}
    for jb in plan["jobs"]:
        begin = math.ceil(t0 + jb["epoch"] * plan["step_s"] / time_scale)
        sleep = max(1, min(sleep_max_s, round(jb["duration_s"] / time_scale)))
        jb["partition"] = parts.get(jb["region"], jb["region"])
        jb["begin"] = time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(begin))
        argv = [sbatch, "--parsable", f"--job-name={jb['job']}",
                f"--partition={jb['partition']}", f"--begin={jb['begin']}", "--ntasks=1",
                "--cpus-per-task=1", "--output=/dev/null", f"--comment=gridshift:{plan['policy']}",
                "--wrap", f"sleep {sleep:g}"]
        jb["sbatch"] = argv[1:]
        if dry_run:
            jb["slurm_id"] = None
            continue
        p = subprocess.run(argv, capture_output=True, text=True, env=_utc_env(), timeout=60)
        if p.returncode != 0:
            raise GridshiftError(f"sbatch refused job {jb['job']} (partition "
                                 f"{jb['partition']}): {p.stderr.strip()[:500]}")
        jb["slurm_id"] = p.stdout.strip().split(";")[0]
    (out / "slurm-plan.json").write_text(json.dumps(plan, indent=1) + "\n")
    return plan


def _sacct_lines(ids: list[str]) -> str:
    p = subprocess.run([_need("sacct"), "--parsable2", "--allocations", "-j", ",".join(ids),
                        f"--format={SACCT_FORMAT}"], capture_output=True, text=True,
                       env=_utc_env(), timeout=60)
    if p.returncode != 0:
        raise GridshiftError(f"sacct failed: {p.stderr.strip()[:500]}")
    return p.stdout


def _wait(ids: list[str], timeout_s: float) -> None:
    squeue = _need("squeue")
    t_end = time.monotonic() + timeout_s
    while True:
        p = subprocess.run([squeue, "-h", "-j", ",".join(ids), "-o", "%i"],
                           capture_output=True, text=True, timeout=60)
        left = [x for x in p.stdout.split() if x.strip()]
        if p.returncode == 0 and not left:
            return
        if time.monotonic() > t_end:
            raise GridshiftError(f"{len(left)} SLURM job(s) still queued or running after "
                                 f"{timeout_s:g} s: {', '.join(left[:10])}")
        time.sleep(1.0)


def collect(out: str | Path, timeout_s: float = 600.0) -> dict[str, Any]:
    """Wait for the plan's jobs, read ``sacct``, map its times onto the scenario clock, write
    ``sacct-raw.sacct`` and ``sacct-scenario.sacct``, and compare with the plan.

    Returns:
        ``{"log": path of the scenario-time sacct file, "jobs": [{"job", "planned_region",
        "partition", "planned_epoch", "slurm_epoch", "real_latency_s"}], "same_partition",
        "same_epoch", "max_epoch_delay"}`` (also written to ``slurm-compare.json``).
    """
    import datetime as dt

    out = Path(out)
    plan = json.loads((out / "slurm-plan.json").read_text())
    ids = [j["slurm_id"] for j in plan["jobs"] if j.get("slurm_id")]
    if not ids:
        raise GridshiftError(f"{out / 'slurm-plan.json'}: no submitted job (a --dry-run?)")
    _wait(ids, timeout_s)
    raw = _sacct_lines(ids)
    (out / "sacct-raw.sacct").write_text(raw)
    t0, scale = float(plan["t0_real"]), float(plan["time_scale"])
    start_s, step = float(plan["start_epoch_s"]), int(plan["step_s"])

    def to_sim(v: str) -> str:
        if v in ("", "Unknown", "None"):
            return v
        t = dt.datetime.fromisoformat(v).replace(tzinfo=dt.UTC).timestamp()
        s = start_s + (t - t0) * scale
        return dt.datetime.fromtimestamp(s, dt.UTC).isoformat().replace("+00:00", "Z")

    lines = raw.splitlines()
    head = lines[0].split("|")
    idx = [head.index(f) for f in _TIME_FIELDS if f in head]
    conv = [lines[0]]
    starts: dict[str, tuple[str, float]] = {}
    for line in lines[1:]:
        f = line.split("|")
        if len(f) != len(head):
            continue
        real_start = f[head.index("Start")]
        for i in idx:
            f[i] = to_sim(f[i])
        conv.append("|".join(f))
        if "." not in f[0] and real_start not in ("", "Unknown", "None"):
            rs = dt.datetime.fromisoformat(real_start).replace(tzinfo=dt.UTC).timestamp()
            starts[f[head.index("JobName")]] = (f[head.index("Partition")], rs)
    log = out / "sacct-scenario.sacct"
    log.write_text("\n".join(conv) + "\n")
    rows = []
    for jb in plan["jobs"]:
        part, rs = starts.get(jb["job"], (None, math.nan))
        sim = (rs - t0) * scale if math.isfinite(rs) else math.nan
        begin = dt.datetime.fromisoformat(jb["begin"]).replace(tzinfo=dt.UTC).timestamp()
        rows.append({"job": jb["job"], "planned_region": jb["region"], "partition": part,
                     "planned_epoch": jb["epoch"],
                     "slurm_epoch": None if math.isnan(sim) else int(math.floor(sim / step)),
                     "real_latency_s": None if math.isnan(rs) else rs - begin})
    started = [r for r in rows if r["slurm_epoch"] is not None]
    rep = {"log": str(log), "jobs": rows, "submitted": len(rows), "started": len(started),
           "same_partition": sum(r["partition"] == plan["jobs"][i]["partition"]
                                 for i, r in enumerate(rows)),
           "same_epoch": sum(r["slurm_epoch"] == r["planned_epoch"] for r in started),
           "max_epoch_delay": max((r["slurm_epoch"] - r["planned_epoch"] for r in started),
                                  default=0),
           "max_real_latency_s": max((r["real_latency_s"] for r in started), default=0.0)}
    (out / "slurm-compare.json").write_text(json.dumps(rep, indent=1) + "\n")
    return rep
