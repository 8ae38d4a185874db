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

Every malformed input is a :class:`~gridshift.errors.DataError` naming the file, the job (index
in ``jobs`` and id) and the field: a missing, unknown or non-``delay`` profile, a ``delay`` that
is not a finite number > 0, a ``subtime`` that is not a finite number >= 0, a ``res`` that is not
an integer >= 1, a ``walltime`` that is neither > 0 nor -1, a value of the wrong type (in the
``"gridshift"`` object too), a missing or repeated id, an empty ``jobs`` array. A ``.gz`` or
``.zst`` file is decompressed first (:func:`gridshift.datasets.swf.read_bytes`).
"""

from __future__ import annotations

import json
import math
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import polars as pl

from gridshift.datasets.schemas import JOB_COLUMNS, validate_jobs
from gridshift.datasets.swf import (
    _KINDS,
    MAX_JOB_GPUS,
    MAX_SPAN_S,
    _check_options,
    _start_s,
    read_bytes,
)
from gridshift.errors import DataError

__all__ = ["read_batsim", "write_batsim"]

_EXTRA = ("origin", "gpus", "gpu_type", "gpu_util", "cpus", "mem_gb", "data_gb", "deadline",
          "interruptible", "checkpoint_s", "kind", "latency_slo_ms", "duration_s")


def _t0(start: Any, where: str) -> float:
    if start is None:
        raise DataError(f"{where}: a Batsim workload has no absolute start; give the jobs "
                        "option start (the scenario's start is used when read for a scenario)")
    return _start_s(start, where)


class _Bad(Exception):
    """A malformed value: the message after the job's name (``field x is ...; expected ...``)."""


def _number(v: Any, what: str, *, lo: float | None = None, gt: float | None = None,
            hi: float | None = None, integer: bool = False) -> float:
    """``v`` as a float, or :class:`_Bad` saying what ``what`` should be."""
    kind = "an integer" if integer else "a finite number"
    rng = (f" >= {lo:g}" if lo is not None else f" > {gt:g}" if gt is not None else "")
    most = "" if hi is None else f" (at most {int(hi) if float(hi).is_integer() else hi})"
    expected = f"expected {kind}{rng}{most}"
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        raise _Bad(f"{what} is {v!r}; {expected}")
    if not math.isfinite(v) or (integer and v != int(v)):
        raise _Bad(f"{what} is {v!r}; {expected}")
    if (lo is not None and v < lo) or (gt is not None and not v > gt) or \
            (hi is not None and v > hi):
        raise _Bad(f"{what} is {v!r}; {expected}")
    return float(v)


def _job_id(job: dict[str, Any]) -> str:
    jid = job.get("id")
    if jid is None:
        raise _Bad("field id is missing; it is required")
    if isinstance(jid, bool) or not isinstance(jid, (str, int)) or not str(jid).strip():
        raise _Bad(f"field id is {jid!r}; expected a non-empty text or integer id")
    return str(jid)


def _profile_delay(job: dict[str, Any], profiles: dict[str, Any],
                   seen: dict[str, float]) -> float:
    """The run time of the job's profile [s] (a ``delay`` profile's ``delay``)."""
    if "profile" not in job or job["profile"] is None:
        names = ", ".join(list(profiles)[:5]) or "none is defined"
        raise _Bad(f"field profile is missing; expected the name of a profile in 'profiles' "
                   f"({names})")
    pname = job["profile"]
    if not isinstance(pname, str):
        raise _Bad(f"field profile is {pname!r}; expected a profile name (text)")
    if pname in seen:
        return seen[pname]
    if pname not in profiles:
        names = ", ".join(repr(k) for k in list(profiles)[:5]) or "none"
        raise _Bad(f"profile {pname!r} is not defined in 'profiles' (defined: {names})")
    prof = profiles[pname]
    if not isinstance(prof, dict) or prof.get("type") != "delay":
        ptype = prof.get("type") if isinstance(prof, dict) else prof
        raise _Bad(f"profile {pname!r} has type {ptype!r}; only 'delay' profiles have a fixed "
                   "run time")
    if prof.get("delay") is None:
        raise _Bad(f"profile {pname!r}: field delay is missing; a delay profile needs its run "
                   "time [s]")
    delay = _number(prof["delay"], f"profile {pname!r}: field delay", gt=0, hi=MAX_SPAN_S)
    seen[pname] = delay
    return delay


_G_NUMBERS: dict[str, dict[str, Any]] = {  # gridshift.<column> -> _number's bounds
    "gpu_util": {"lo": 0, "hi": 1}, "cpus": {"lo": 0, "integer": True},
    "mem_gb": {"lo": 0}, "data_gb": {"lo": 0}, "checkpoint_s": {"lo": 0},
    "latency_slo_ms": {"gt": 0},
}


def _gridshift_object(job: dict[str, Any], sub: float) -> dict[str, Any]:
    """The job's ``"gridshift"`` object, each canonical column it holds checked (null: the
    column's default, or the Batsim field's value for gpus, duration_s, origin, kind)."""
    if "gridshift" not in job:
        return {}
    g = job["gridshift"]
    if not isinstance(g, dict):
        raise _Bad(f"field gridshift is {g!r}; expected an object of canonical job columns")
    g = {k: v for k, v in g.items() if v is not None or k in ("deadline", "gpu_type")}
    if "gpus" in g:
        g["gpus"] = int(_number(g["gpus"], "gridshift.gpus", lo=1, hi=MAX_JOB_GPUS,
                                integer=True))
    if "duration_s" in g:
        g["duration_s"] = _number(g["duration_s"], "gridshift.duration_s", gt=0,
                                  hi=MAX_SPAN_S)
    for c, bounds in _G_NUMBERS.items():
        if c in g:
            v = _number(g[c], f"gridshift.{c}", **bounds)
            g[c] = int(v) if bounds.get("integer") else v
    if g.get("deadline") is not None:
        d = _number(g["deadline"], "gridshift.deadline (s after subtime 0)", hi=2 * MAX_SPAN_S)
        if d < sub:
            raise _Bad(f"gridshift.deadline is {d:g} s after subtime 0, before the job's "
                       f"subtime {sub:g}; expected a deadline not before submission")
        g["deadline"] = d
    for c in ("origin", "gpu_type"):
        if g.get(c) is not None and (not isinstance(g[c], str) or not g[c]):
            raise _Bad(f"gridshift.{c} is {g[c]!r}; expected text")
    if "kind" in g and g["kind"] not in _KINDS:
        raise _Bad(f"gridshift.kind is {g['kind']!r}; expected one of {', '.join(_KINDS)}")
    if "interruptible" in g and not isinstance(g["interruptible"], bool):
        raise _Bad(f"gridshift.interruptible is {g['interruptible']!r}; expected true or false")
    return g


def _job_row(job: dict[str, Any], profiles: dict[str, Any], seen: dict[str, float],
             t0: float, opts: dict[str, Any]) -> dict[str, Any]:
    """One job's canonical columns (:class:`_Bad` on the first malformed field)."""
    for key in ("subtime", "res"):
        if job.get(key) is None:
            raise _Bad(f"field {key} is missing; it is required")
    sub = _number(job["subtime"], "field subtime", lo=0, hi=MAX_SPAN_S)
    res = _number(job["res"], "field res", lo=1, hi=MAX_JOB_GPUS, integer=True)
    wall = job.get("walltime")
    if wall is not None and wall != -1:
        wall = _number(wall, "field walltime (-1: none)", gt=0, hi=MAX_SPAN_S)
    delay = _profile_delay(job, profiles, seen)
    g = _gridshift_object(job, sub)
    gpus = math.ceil(res * opts["gpus_per_unit"] - 1e-9)
    if "gpus" not in g and gpus > MAX_JOB_GPUS:
        raise _Bad(f"field res is {res:g}; x gpus_per_unit {opts['gpus_per_unit']:g} = {gpus} "
                   f"GPUs; expected at most {MAX_JOB_GPUS}")
    submit_s = t0 + sub
    dur = g.get("duration_s", delay)
    if "deadline" in g:
        d = g["deadline"]
        dl = None if d is None else int(round((t0 + d) * 1e6))
    elif opts["deadline"] == "requested" and wall is not None and wall != -1:
        dl = int(round((submit_s + max(wall, dur)) * 1e6))
    else:
        dl = None
    row = {"submit_time": int(round(submit_s * 1e6)),
           "origin": g.get("origin", opts["origin"]), "gpus": g.get("gpus", max(1, gpus)),
           "duration_s": dur, "deadline": dl, "kind": g.get("kind", opts["kind"])}
    for c in ("gpu_type", "gpu_util", "cpus", "mem_gb", "data_gb", "interruptible",
              "checkpoint_s", "latency_slo_ms"):
        row[c] = g.get(c)
    return row


def _load(p: Path) -> tuple[list[Any], dict[str, Any], Any]:
    """The workload's ``jobs``, ``profiles`` and ``gridshift_start`` (DataError if it is not a
    Batsim workload)."""
    where = str(p)
    try:
        doc = json.loads(read_bytes(p).decode("utf-8"))
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        line = getattr(exc, "lineno", "?")
        raise DataError(f"{where} line {line}: not valid JSON ({exc})") from None
    except RecursionError:
        raise DataError(f"{where}: not a Batsim workload (JSON nested too deeply)") from None
    if not isinstance(doc, dict) or not isinstance(doc.get("jobs"), list):
        raise DataError(f"{where}: a Batsim workload is an object with a 'jobs' array (and "
                        "'profiles')")
    profiles = doc.get("profiles", {})
    if not isinstance(profiles, dict):
        raise DataError(f"{where}: 'profiles' must be an object of named profiles")
    if not doc["jobs"]:
        raise DataError(f"{where}: no jobs (its 'jobs' array is empty)")
    return doc["jobs"], profiles, doc.get("gridshift_start")


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
        DataError: naming the file, the job (index and id) and the field: a missing or
            unknown profile, a value of the wrong type, non-finite, negative, fractional
            where an integer is required, a duplicate id; an empty workload.
    """
    p = Path(path)
    where = str(p)
    _check_options({"gpus_per_unit": gpus_per_unit, "deadline": deadline, "kind": kind,
                    "origin": origin}, where)
    jobs, profiles, file_start = _load(p)
    if start is not None:
        t0 = _start_s(start, where)
    elif file_start is not None:
        t0 = _start_s(file_start, where, "gridshift_start")
    else:
        t0 = _t0(default_start, where)
    regs = list(regions or ["default"])
    if origin is not None and origin not in regs:
        raise DataError(f"{where}: origin is {origin!r}; expected one of {', '.join(regs)}")
    opts = {"gpus_per_unit": float(gpus_per_unit), "deadline": deadline, "kind": kind,
            "origin": origin or regs[0]}
    cols: dict[str, list[Any]] = {c: [] for c in JOB_COLUMNS}
    ids: dict[str, int] = {}
    seen: dict[str, float] = {}
    req: list[float] = []  # walltime: the requested time (NaN: none), column requested_s
    for i, job in enumerate(jobs):
        if not isinstance(job, dict):
            raise DataError(f"{where} jobs[{i}]: is {job!r}; expected an object")
        try:
            jid = _job_id(job)
            if jid in ids:
                raise _Bad(f"id {jid!r} is also the id of jobs[{ids[jid]}]; expected unique "
                           "job ids")
            ids[jid] = i
            row = _job_row(job, profiles, seen, t0, opts)
        except _Bad as exc:
            raise DataError(f"{where} jobs[{i}] (id {job.get('id')!r}): {exc}") from None
        cols["job_id"].append(jid)
        for c, v in row.items():
            cols[c].append(v)
        wall = job.get("walltime")  # (checked by _job_row)
        req.append(math.nan if wall is None or wall == -1 else float(wall))
    data: dict[str, Any] = {}
    for c, (_req, dtype, _default) in JOB_COLUMNS.items():
        if c in ("submit_time", "deadline"):
            data[c] = pl.Series(c, cols[c], dtype=pl.Int64).cast(pl.Datetime("us", "UTC"))
        else:
            data[c] = pl.Series(c, cols[c], dtype=dtype, strict=True)
    # walltime as requested_s, after the canonical columns ([jobs] runtime_estimate =
    # "requested", docs/validity.md "Runtime estimates")
    return validate_jobs(pl.DataFrame(data), where).with_columns(
        pl.Series("requested_s", req, dtype=pl.Float64).fill_nan(None))


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
