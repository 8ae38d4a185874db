"""Batsim JSON workloads: reader and exporter.

Batsim (Dutot, Mercier, Poquet, Richard 2016, "Batsim: a realistic language-independent
resources and jobs management systems simulator", JSSPP 2015, LNCS 10353; workload format in
the Batsim documentation, "Workload") describes a workload as one JSON object::

    {"nb_res": 64,
     "jobs": [{"id": "1", "subtime": 0, "walltime": 3600, "res": 4, "profile": "p1"}, ...],
     "profiles": {"p1": {"type": "delay", "delay": 1800.0}, ...}}

``subtime`` is seconds from the simulation start, ``res`` the number of resources (hosts) a job
needs, ``walltime`` its requested time (optional; -1 or absent = none), and the profile says what
the job does; a ``delay`` profile runs for ``delay`` seconds. Jobs may carry extra fields, which
Batsim passes through untouched.

Mapping to the canonical jobs schema (each assumption an option of :func:`read_batsim`):

* ``job_id`` = ``id`` as text; ``submit_time`` = ``start`` + ``subtime``, where ``start`` is
  the option, else the file's ``gridshift_start`` (written by the exporter), else the
  scenario's start.
* ``gpus`` = ``ceil(res x gpus_per_unit)`` (at least 1): ``gpus_per_unit`` (default 1.0) is the
  *GPUs per Batsim resource (host)* assumption, e.g. 8 for 8-GPU nodes.
* ``duration_s`` = the ``delay`` of the job's profile (the run time on the reference GPU). Only
  ``delay`` profiles have a fixed duration; a job with another profile type is a DataError
  naming it.
* ``deadline``: ``"slack"`` (default: the scenario's ``deadline_slack``) or ``"requested"``
  (``submit + max(walltime, delay)``).
* ``origin``: the ``origin`` option for every job, else the first scenario region; ``kind``: the
  ``kind`` option (default ``"batch"``).
* A job's ``"gridshift"`` object, when present (the exporter writes one), overrides all of the
  above with the canonical columns it holds, so a gridshift export reads back unchanged.
"""

from __future__ import annotations

import json
import math
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import polars as pl

from gridshift.datasets.schemas import JOB_COLUMNS, validate_jobs
from gridshift.errors import DataError

__all__ = ["read_batsim", "write_batsim"]

_EXTRA = ("origin", "gpus", "gpu_type", "gpu_util", "cpus", "mem_gb", "data_gb", "deadline",
          "interruptible", "checkpoint_s", "kind", "latency_slo_ms", "duration_s")


def _t0(start: Any, where: str) -> float:
    if start is None:
        raise DataError(f"{where}: a Batsim workload has no absolute start; give the jobs "
                        "option start (the scenario's start is used when read for a scenario)")
    if isinstance(start, datetime):
        return (start if start.tzinfo else start.replace(tzinfo=UTC)).timestamp()
    if isinstance(start, (int, float)):
        return float(start)
    try:
        return datetime.fromisoformat(str(start).replace("Z", "+00:00")).timestamp()
    except ValueError:
        raise DataError(f"{where}: start is {start!r}; expected an ISO 8601 time") from None


def _num(job: dict[str, Any], key: str, where: str, i: int, *, required: bool = True,
         lo: float | None = None) -> float | None:
    v = job.get(key)
    if v is None:
        if required:
            raise DataError(f"{where} jobs[{i}] (id {job.get('id')!r}): field {key} is "
                            "missing; it is required")
        return None
    if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v):
        raise DataError(f"{where} jobs[{i}] (id {job.get('id')!r}): field {key} is {v!r}; "
                        "expected a number")
    if lo is not None and v < lo:
        raise DataError(f"{where} jobs[{i}] (id {job.get('id')!r}): field {key} is {v!r}; "
                        f"expected >= {lo:g}")
    return float(v)


def read_batsim(path: str | Path, *, regions: list[str] | None = None, start: Any = None,
                gpus_per_unit: float = 1.0, deadline: str = "slack",
                origin: str | None = None, kind: str = "batch",
                default_start: Any = None) -> pl.DataFrame:
    """Read a Batsim JSON workload into the canonical jobs schema.

    Args:
        path: The workload ``.json`` file.
        regions: Scenario region ids (origin default: the first).
        start: Time of ``subtime`` 0 (ISO 8601, datetime or Unix s); overrides the file's
            ``gridshift_start`` (written by :func:`write_batsim`).
        default_start: Time of ``subtime`` 0 when neither gives one (the scenario's start,
            when read for a scenario).
        gpus_per_unit: GPUs per Batsim resource.
        deadline: ``"slack"`` or ``"requested"``.
        origin: One region id for every job.
        kind: ``kind`` of every job.

    Raises:
        DataError: naming the file, the job (index and id) and the field.
    """
    p = Path(path)
    where = str(p)
    from gridshift.datasets.swf import _check_options

    _check_options({"gpus_per_unit": gpus_per_unit, "deadline": deadline, "kind": kind}, where)
    if not p.exists():
        raise DataError(f"{p}: file not found")
    try:
        doc = json.loads(p.read_text())
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        line = getattr(exc, "lineno", "?")
        raise DataError(f"{where} line {line}: not valid JSON ({exc})") from None
    if not isinstance(doc, dict) or not isinstance(doc.get("jobs"), list):
        raise DataError(f"{where}: a Batsim workload is an object with a 'jobs' array (and "
                        "'profiles')")
    profiles = doc.get("profiles", {})
    if not isinstance(profiles, dict):
        raise DataError(f"{where}: 'profiles' must be an object of named profiles")
    if start is None:
        start = doc.get("gridshift_start", default_start)
    t0 = _t0(start, where)
    regs = list(regions or ["default"])
    if origin is not None and origin not in regs:
        raise DataError(f"{where}: origin is {origin!r}; expected one of {', '.join(regs)}")
    cols: dict[str, list[Any]] = {c: [] for c in JOB_COLUMNS}
    for i, job in enumerate(doc["jobs"]):
        if not isinstance(job, dict):
            raise DataError(f"{where} jobs[{i}]: expected an object")
        if job.get("id") is None:
            raise DataError(f"{where} jobs[{i}]: field id is missing; it is required")
        sub = _num(job, "subtime", where, i, lo=0)
        res = _num(job, "res", where, i, lo=1)
        wall = _num(job, "walltime", where, i, required=False)
        g_raw = job.get("gridshift")
        g: dict[str, Any] = g_raw if isinstance(g_raw, dict) else {}
        pname = job.get("profile")
        delay = None
        if "duration_s" not in g:
            if pname not in profiles:
                raise DataError(f"{where} jobs[{i}] (id {job['id']!r}): profile {pname!r} is "
                                "not defined in 'profiles'")
            prof = profiles[pname]
            if not isinstance(prof, dict) or prof.get("type") != "delay":
                ptype = prof.get("type") if isinstance(prof, dict) else prof
                raise DataError(f"{where} jobs[{i}] (id {job['id']!r}): profile {pname!r} has "
                                f"type {ptype!r}; only 'delay' profiles have a fixed run time")
            delay = _num(prof, "delay", f"{where} profiles[{pname!r}]", i, lo=0)
        assert sub is not None and res is not None
        submit_s = t0 + sub
        if "duration_s" in g:
            d_raw = g["duration_s"]
            if isinstance(d_raw, bool) or not isinstance(d_raw, (int, float)):
                raise DataError(f"{where} jobs[{i}] (id {job['id']!r}): gridshift.duration_s is "
                                f"{d_raw!r}; expected a number of seconds")
            dur = float(d_raw)
        else:
            assert delay is not None
            dur = delay
        cols["job_id"].append(str(job["id"]))
        cols["submit_time"].append(int(round(submit_s * 1e6)))
        cols["origin"].append(g.get("origin", origin or regs[0]))
        cols["gpus"].append(int(g.get("gpus", max(1, math.ceil(res * gpus_per_unit - 1e-9)))))
        cols["duration_s"].append(dur)
        if "deadline" in g:
            d = g["deadline"]
            cols["deadline"].append(None if d is None else int(round((t0 + float(d)) * 1e6)))
        elif deadline == "requested" and wall is not None and wall > 0:
            cols["deadline"].append(int(round((submit_s + max(wall, dur)) * 1e6)))
        else:
            cols["deadline"].append(None)
        cols["kind"].append(g.get("kind", kind))
        for c in ("gpu_type", "gpu_util", "cpus", "mem_gb", "data_gb", "interruptible",
                  "checkpoint_s", "latency_slo_ms"):
            cols[c].append(g.get(c))
    data: dict[str, Any] = {}
    for c, (_req, dtype, _default) in JOB_COLUMNS.items():
        if c in ("submit_time", "deadline"):
            data[c] = pl.Series(c, cols[c], dtype=pl.Int64).cast(pl.Datetime("us", "UTC"))
        else:
            try:
                data[c] = pl.Series(c, cols[c], dtype=dtype, strict=True)
            except (TypeError, pl.exceptions.PolarsError):
                k = next(k for k, v in enumerate(cols[c]) if v is not None and
                         not isinstance(v, (str if dtype == pl.String else (int, float, bool))))
                raise DataError(f"{where} jobs[{k}]: gridshift.{c} is {cols[c][k]!r}; "
                                f"expected {dtype}") from None
    return validate_jobs(pl.DataFrame(data), where)


def write_batsim(jobs: pl.DataFrame, path: str | Path, *, start: Any = None,
                 nb_res: int | None = None) -> Path:
    """Write a canonical jobs table as a Batsim workload (one ``delay`` profile per distinct
    duration; every canonical column also in each job's ``"gridshift"`` object, so nothing is
    lost).

    Args:
        jobs: A canonical jobs table.
        path: Output ``.json`` file.
        start: Time of ``subtime`` 0 (default: the earliest submit, floored to the second).
        nb_res: Platform size written as ``nb_res`` (default: the largest job's GPUs).
    """
    df = validate_jobs(jobs, "<jobs to export>")
    p = Path(path)
    sub = df["submit_time"].dt.epoch("us").to_numpy() / 1e6
    t0 = _t0(start, str(p)) if start is not None else (math.floor(sub.min()) if len(df) else 0)
    dl = df["deadline"].dt.epoch("us").to_numpy() / 1e6
    dl_null = df["deadline"].is_null().to_numpy()
    profiles: dict[str, dict[str, Any]] = {}
    out_jobs = []
    for i, row in enumerate(df.iter_rows(named=True)):
        dur = float(row["duration_s"])
        pname = f"delay_{dur!r}"
        profiles.setdefault(pname, {"type": "delay", "delay": dur})
        g = {c: row[c] for c in _EXTRA if c not in ("deadline",)}
        g["deadline"] = None if dl_null[i] else float(dl[i] - t0)
        job = {"id": str(row["job_id"]), "subtime": float(sub[i] - t0), "res": int(row["gpus"]),
               "profile": pname, "gridshift": g}
        if not dl_null[i]:
            job["walltime"] = float(dl[i] - sub[i])
        out_jobs.append(job)
    max_gpus = df["gpus"].max() if len(df) else 1
    doc = {"nb_res": int(nb_res or int(max_gpus)),  # type: ignore[arg-type]
           "description": f"gridshift export; subtime 0 = "
                          f"{datetime.fromtimestamp(t0, UTC).isoformat()}",
           "gridshift_start": datetime.fromtimestamp(t0, UTC).isoformat(),
           "jobs": out_jobs, "profiles": profiles}
    p.write_text(json.dumps(doc, indent=1, allow_nan=False) + "\n")
    return p
