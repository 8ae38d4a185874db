"""The scenario keys of the workloads: ``[workflows]``, ``[tiers]``, ``[events]``.

Each table is optional; a scenario without it means what it always meant (the parser stores
the table in ``Scenario.extra`` only when present, and the spec hash is the file's, so existing
files keep their hashes). :func:`workload_tables` validates them for
:func:`gridshift.scenario.parse_scenario` (ScenarioError naming the key):

``[workflows]`` (docs/workloads.md): the ``[jobs]`` source (a CSV/Parquet file) carries the
workflow columns ``workflow_id``, ``depends_on``, ``edge_data_gb``.

* ``deadline_slack`` (number >= 1, optional): a workflow's deadline is its first epoch plus
  this multiple of its critical path (reference-GPU seconds); absent: no workflow deadline.

``[tiers]``: the ``[jobs]`` source carries ``tier`` (guaranteed | standard | preemptible) and
``tenant`` columns.

* ``preemption`` (bool, default true): a job of a higher tier placed in a pool without room
  preempts running interruptible jobs of lower tiers there (they pay their ``checkpoint_s``
  when they resume);
* ``default_tier`` (default ``"standard"``): the tier of a row with an empty ``tier``.

``[events]``: capacity events (outages, grid demand response).

* ``source``: a CSV/Parquet file (columns ``kind`` = outage | demand_response, ``region``,
  ``gpu_type`` (optional: a pool outage), ``start``, ``end``, ``cap_fraction`` (demand
  response: the site's power cap as a fraction of its installed GPU peak)), or
  ``"synthetic"`` with ``outage_rate_per_day``, ``outage_mean_h``, ``dr_rate_per_day``,
  ``dr_mean_h``, ``dr_cap_fraction`` (:func:`gridshift.workloads.events.synthetic_events`);
* ``checkpoint_interval_s`` (default 3600): work since a job's last periodic checkpoint is
  lost in an outage.

``[events]`` is refused with ``[levers] elastic`` or ``power_capping`` on (they do not compose
yet).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path
from typing import Any

from gridshift.errors import ScenarioError

__all__ = ["EVENT_KEYS", "TIERS", "TIER_KEYS", "WORKFLOW_KEYS", "events_options",
           "has_workloads", "tiers_options", "workflows_options", "workload_tables"]

#: The tiers, highest priority first (index = rank).
TIERS = ("guaranteed", "standard", "preemptible")
WORKFLOW_KEYS = {"deadline_slack"}
TIER_KEYS = {"preemption", "default_tier"}
EVENT_KEYS = {"source", "checkpoint_interval_s", "outage_rate_per_day", "outage_mean_h",
              "dr_rate_per_day", "dr_mean_h", "dr_cap_fraction"}
_SYNTH_EVENT_KEYS = EVENT_KEYS - {"source", "checkpoint_interval_s"}

Err = Callable[[str, str], ScenarioError]


def _table(err: Err, raw: Any, key: str, allowed: set[str]) -> dict[str, Any]:
    if not isinstance(raw, dict):
        raise err(key, f"expected a table, got {type(raw).__name__} {raw!r}")
    for k in raw:
        if k not in allowed:
            import difflib

            close = difflib.get_close_matches(k, sorted(allowed), n=1)
            hint = f" (did you mean {close[0]!r}?)" if close else ""
            raise err(f"{key}.{k}", f"unknown key{hint}; expected one of "
                                    f"{', '.join(sorted(allowed))}")
    return dict(raw)


def _num(err: Err, d: dict[str, Any], key: str, name: str, lo: float, hi: float = math.inf,
         lo_open: bool = False) -> float | None:
    if name not in d:
        return None
    v = d[name]
    if isinstance(v, bool) or not isinstance(v, int | float) or not math.isfinite(v):
        raise err(f"{key}.{name}", f"is {v!r}; expected a finite number")
    if v < lo or (lo_open and v == lo) or v > hi:
        lo_s = f"> {lo:g}" if lo_open else f">= {lo:g}"
        raise err(f"{key}.{name}", f"is {v:g}; must be {lo_s}"
                                   + (f" and <= {hi:g}" if math.isfinite(hi) else ""))
    return float(v)


def _file_source(err: Err, d: dict[str, Any], key: str, base: Path) -> str:
    src = d.get("source")
    if not isinstance(src, str) or not src:
        raise err(f"{key}.source", f"is {src!r}; expected a CSV/Parquet file or \"synthetic\"")
    if src == "synthetic":
        return src
    if not src.endswith((".csv", ".parquet", ".csv.gz")):
        raise err(f"{key}.source", f"is {src!r}; expected a .csv, .csv.gz or .parquet file "
                                   "or \"synthetic\"")
    if not (base / src).resolve().exists():
        raise err(f"{key}.source", f"file {(base / src).resolve()} does not exist")
    return src


def workload_tables(raw: dict[str, Any], err: Err, jobs_source: str, base: Path
                    ) -> dict[str, Any]:
    """The validated ``[workflows]``, ``[tiers]``, ``[events]`` tables present in ``raw``.

    Args:
        raw: The parsed TOML document.
        err: Makes the ScenarioError of a key (``_Ctx.err``).
        jobs_source: The ``[jobs]`` source as validated.
        base: Directory relative paths are resolved against.
    """
    out: dict[str, Any] = {}
    file_jobs = jobs_source.endswith((".csv", ".parquet", ".csv.gz"))
    if "workflows" in raw:
        wf = _table(err, raw["workflows"], "workflows", WORKFLOW_KEYS)
        if not file_jobs:
            raise err("workflows", "needs a [jobs] source file (CSV/Parquet) with the columns "
                                   "workflow_id, depends_on, edge_data_gb (docs/workloads.md)")
        jobs = raw.get("jobs", {})
        for k in ("data_gb_scale", "data_size_model"):
            if k in jobs:
                raise err(f"jobs.{k}", "cannot be used with [workflows]: a job's data_gb is "
                                       "the data its in-edges carry")
        slack = _num(err, wf, "workflows", "deadline_slack", 1.0)
        out["workflows"] = {} if slack is None else {"deadline_slack": slack}
    if "tiers" in raw:
        tt = _table(err, raw["tiers"], "tiers", TIER_KEYS)
        if not file_jobs:
            raise err("tiers", "needs a [jobs] source file (CSV/Parquet) with the columns tier "
                               "and tenant (docs/workloads.md)")
        pre = tt.get("preemption", True)
        if not isinstance(pre, bool):
            raise err("tiers.preemption", f"is {pre!r}; expected true or false")
        dt = tt.get("default_tier", "standard")
        if dt not in TIERS:
            raise err("tiers.default_tier", f"is {dt!r}; expected one of {', '.join(TIERS)}")
        out["tiers"] = {"preemption": pre, "default_tier": dt}
    if "events" in raw:
        ev = _table(err, raw["events"], "events", EVENT_KEYS)
        lv = raw.get("levers")
        on = [k for k in ("elastic", "power_capping")
              if isinstance(lv, dict) and lv.get(k) is True]
        if on:
            raise err("events", f"cannot be combined with [levers] {on[0]} = true: an outage "
                                "or demand response does not yet compose with rescaled or "
                                "power-capped jobs; remove one of the two tables "
                                "(docs/workloads.md)")
        src = _file_source(err, ev, "events", base)
        o: dict[str, Any] = {"source": src}
        ci = _num(err, ev, "events", "checkpoint_interval_s", 0.0, lo_open=True)
        o["checkpoint_interval_s"] = 3600.0 if ci is None else ci
        if src == "synthetic":
            for k, lo, hi in (("outage_rate_per_day", 0.0, 1e3), ("outage_mean_h", 0.0, 1e4),
                              ("dr_rate_per_day", 0.0, 1e3), ("dr_mean_h", 0.0, 1e4),
                              ("dr_cap_fraction", 0.0, 1.0)):
                v = _num(err, ev, "events", k, lo, hi, lo_open=k.endswith(("_h", "fraction")))
                o[k] = 0.0 if v is None else v
        else:
            extra = sorted(set(ev) & _SYNTH_EVENT_KEYS)
            if extra:
                raise err(f"events.{extra[0]}", "applies to source = \"synthetic\" only")
        out["events"] = o
    return out


def has_workloads(sc: Any) -> bool:
    """Whether the scenario has a ``[workflows]``, ``[tiers]`` or ``[events]`` table."""
    return any(k in sc.extra for k in ("workflows", "tiers", "events"))


def workflows_options(sc: Any) -> dict[str, Any] | None:
    """The scenario's ``[workflows]`` options, or None without the table."""
    return sc.extra.get("workflows")


def tiers_options(sc: Any) -> dict[str, Any] | None:
    """The scenario's ``[tiers]`` options, or None without the table."""
    return sc.extra.get("tiers")


def events_options(sc: Any) -> dict[str, Any] | None:
    """The scenario's ``[events]`` options, or None without the table."""
    return sc.extra.get("events")
