"""Capacity events: outages of a region or GPU pool, and grid demand-response windows.

An event table (docs/workloads.md) has one row per event: ``kind`` (``outage`` |
``demand_response``), ``region`` (a region id of the scenario), ``gpu_type`` (optional, outages
only: the pool; empty = every pool of the region), ``start`` and ``end`` (UTC, inside the
scenario's window, ``start < end``), ``cap_fraction`` (demand response only, in ``(0, 1]``: the
site's IT power cap as a fraction of its installed GPU peak, ``sum(capacity * max_w)``).

:func:`read_events` reads and validates one (DataError naming the file, row and field: an
event outside the window, an unknown region, kind or GPU type); :func:`synthetic_events`
draws one from rates. The engine's mechanism (``gridshift/sim/engine/events.py``) applies
them at epochs: an event takes effect at the first epoch at or after its start and ends at the
first epoch at or after its end. :func:`lost_work_s` is the outage rule for a running job.

Generator calibration (reference points, not defaults: the rates are the scenario's):
    Outages: Dubey et al. 2024, "The Llama 3 Herd of Models" (arXiv:2407.21783), Sec. 3.3.4
    and Table 5: 419 unexpected interruptions in a 54-day period on 16,384 H100 GPUs, i.e.
    7.8 a day across the cluster, 4.7e-4 per GPU-day. Durations: B. Schroeder, G. Gibson,
    "A large-scale study of failures in high-performance computing systems", DSN 2006: repair
    times are well fitted by a lognormal (we draw lognormal with sigma 1 around the given
    mean); their time between failures is better fitted by a Weibull with decreasing hazard
    than by the Poisson process drawn here (a documented simplification).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

import numpy as np
import polars as pl

from gridshift.datasets.schemas import read_table
from gridshift.errors import DataError

__all__ = ["DEMAND_RESPONSE", "EVENT_KINDS", "OUTAGE", "EventTable", "lost_work_s",
           "read_events", "synthetic_events"]

EVENT_KINDS = ("outage", "demand_response")
OUTAGE, DEMAND_RESPONSE = 0, 1
_LOGNORMAL_SIGMA = 1.0  # durations' log-sd (Schroeder & Gibson 2006 fit lognormal repair times)


@dataclass(frozen=True)
class EventTable:
    """Capacity events, columns ``[E]``: ``kind`` (0 outage, 1 demand response), ``region``
    (index), ``gpu_type`` (index, -1 = every pool of the region), ``start_s``/``end_s`` [s
    since the window start], ``cap_fraction`` (NaN for outages)."""

    kind: np.ndarray
    region: np.ndarray
    gpu_type: np.ndarray
    start_s: np.ndarray
    end_s: np.ndarray
    cap_fraction: np.ndarray

    def __len__(self) -> int:
        return int(self.kind.shape[0])


def _where(path: str, i: int, is_csv: bool) -> str:
    line = f" (line {i + 2})" if is_csv else ""
    return f"{path} row {i + 1}{line}"


def _times(col: pl.Series, name: str, path: str, is_csv: bool) -> np.ndarray:
    """A time column (ISO 8601 strings or datetimes) as epoch seconds."""
    s = col
    if s.dtype == pl.String:
        s = s.str.strip_chars().str.to_datetime(time_zone="UTC", time_unit="us", strict=False)
    elif isinstance(s.dtype, pl.Datetime):
        s = s.dt.replace_time_zone("UTC") if s.dtype.time_zone is None else s  # type: ignore[attr-defined]
    else:
        raise DataError(f"{path}: {name} has type {s.dtype}; expected ISO 8601 UTC times")
    bad = s.is_null() & col.is_not_null() if col.dtype == pl.String else s.is_null()
    if bad.any() or s.is_null().any():
        i = int((bad | s.is_null()).arg_true()[0])
        raise DataError(f"{_where(path, i, is_csv)}: {name} is {col[i]!r}; expected an ISO 8601 "
                        "UTC time, e.g. 2023-03-01T02:00:00Z")
    return s.dt.epoch("us").to_numpy() / 1e6


def read_events(path: str | Path, regions: tuple[str, ...], gpu_types: tuple[str, ...],
                start: datetime, end: datetime) -> EventTable:
    """Read and validate an event table for a scenario's regions, GPU types and window.

    Raises:
        DataError: naming the file, row and field: an unknown ``kind``, ``region`` or
            ``gpu_type``, a time that is not a UTC time, ``start >= end``, an event outside
            ``[start, end)`` of the scenario, a ``cap_fraction`` missing or outside ``(0, 1]``
            on a demand response, a ``gpu_type`` or ``cap_fraction`` on an event that takes
            none.
    """
    df, is_csv = read_table(path)
    p = str(path)
    for c in ("kind", "region", "start", "end"):
        if c not in df.columns:
            raise DataError(f"{p}: no {c} column; an event table has kind, region, start, end "
                            "(and gpu_type, cap_fraction) (docs/workloads.md)")
    n = len(df)
    kinds = df["kind"].cast(pl.String).to_list()
    regs = df["region"].cast(pl.String).to_list()
    gts = (df["gpu_type"].cast(pl.String).to_list() if "gpu_type" in df.columns
           else [None] * n)
    caps = (df["cap_fraction"].cast(pl.String).to_list() if "cap_fraction" in df.columns
            else [None] * n)
    t0, t1 = start.timestamp(), end.timestamp()
    a = _times(df["start"], "start", p, is_csv) - t0 if n else np.empty(0)
    b = _times(df["end"], "end", p, is_csv) - t0 if n else np.empty(0)
    kind = np.empty(n, dtype=np.int64)
    reg = np.empty(n, dtype=np.int64)
    gt = np.full(n, -1, dtype=np.int64)
    cap = np.full(n, np.nan)
    for i in range(n):
        w = _where(p, i, is_csv)
        kind[i] = _index(kinds[i], EVENT_KINDS, w, "kind")
        reg[i] = _index(regs[i], regions, w, "region")
        if gts[i] not in (None, ""):
            if kind[i] != OUTAGE:
                raise DataError(f"{w}: gpu_type is {gts[i]!r} on a demand_response; a demand "
                                "response caps the whole site (leave gpu_type empty)")
            gt[i] = _index(_gpu_name(str(gts[i]), gpu_types), gpu_types, w, "gpu_type")
        cap[i] = _cap(caps[i], int(kind[i]), w)
        if not a[i] < b[i]:
            raise DataError(f"{w}: end is not after start; an event lasts a positive time")
        if a[i] < 0 or b[i] > t1 - t0:
            field, v = ("start", a[i]) if a[i] < 0 else ("end", b[i])
            raise DataError(f"{w}: {field} is outside the scenario's window [{start.isoformat()},"
                            f" {end.isoformat()}) by {abs(v if v < 0 else v - (t1 - t0)):g} s; "
                            "an event must lie inside it")
    return EventTable(kind, reg, gt, a, b, cap)


def _gpu_name(v: str, gpu_types: tuple[str, ...]) -> str:
    """``v`` as the World names GPU types (an alias of the built-in table resolved)."""
    if v.strip() in gpu_types:
        return v.strip()
    from gridshift.models.it_power import resolve_gpu_type

    try:
        name = resolve_gpu_type(v.strip())
    except ValueError:  # unknown: named by _index
        return v
    return name if name in gpu_types else v


def _index(v: str | None, names: tuple[str, ...], where: str, field: str) -> int:
    if v is None or v.strip() not in names:
        import difflib

        close = difflib.get_close_matches(str(v), names, n=1)
        hint = f" (did you mean {close[0]!r}?)" if close else ""
        raise DataError(f"{where}: {field} is {v!r}{hint}; expected one of {', '.join(names)}")
    return names.index(v.strip())


def _cap(v: str | None, kind: int, where: str) -> float:
    if kind == OUTAGE:
        if v not in (None, ""):
            raise DataError(f"{where}: cap_fraction is {v!r} on an outage; an outage takes "
                            "none (its pools have no capacity)")
        return math.nan
    try:
        c = float(v) if v not in (None, "") else math.nan
    except ValueError:
        c = math.nan
    if not (0 < c <= 1):
        raise DataError(f"{where}: cap_fraction is {v!r}; a demand_response needs a number in "
                        "(0, 1] (the site's power cap as a fraction of its GPU peak)")
    return c


def synthetic_events(n_regions: int, window_s: float, seed: int, *,
                     outage_rate_per_day: float = 0.0, outage_mean_h: float = 1.0,
                     dr_rate_per_day: float = 0.0, dr_mean_h: float = 2.0,
                     dr_cap_fraction: float = 0.5) -> EventTable:
    """Events drawn per region as Poisson processes with lognormal durations (seeded).

    Args:
        n_regions: R.
        window_s: The window's length [s]; events are clipped to it.
        seed: Seed (same seed, same events).
        outage_rate_per_day: Region outages per region and day (each takes every pool).
        outage_mean_h: Mean outage duration [h].
        dr_rate_per_day: Demand-response windows per region and day.
        dr_mean_h: Mean demand-response duration [h].
        dr_cap_fraction: The sites' power cap in those windows (fraction of the GPU peak).
    """
    rng = np.random.default_rng(np.random.SeedSequence([int(seed), 0x3707E]))
    days = window_s / 86400.0
    rows: list[tuple[int, int, float, float, float]] = []
    for kind, rate, mean_h, cap in ((OUTAGE, outage_rate_per_day, outage_mean_h, math.nan),
                                    (DEMAND_RESPONSE, dr_rate_per_day, dr_mean_h,
                                     dr_cap_fraction)):
        for r in range(n_regions):
            k = int(rng.poisson(rate * days))
            a = np.sort(rng.uniform(0, window_s, k))
            mu = math.log(mean_h * 3600.0) - _LOGNORMAL_SIGMA ** 2 / 2  # mean = mean_h
            d = rng.lognormal(mu, _LOGNORMAL_SIGMA, k)
            for s, dd in zip(a, d, strict=True):
                rows.append((kind, r, float(s), float(min(s + dd, window_s)), cap))
    rows.sort(key=lambda x: (x[2], x[0], x[1]))
    arr = np.array(rows, dtype=float).reshape(-1, 5)
    return EventTable(arr[:, 0].astype(np.int64), arr[:, 1].astype(np.int64),
                      np.full(len(rows), -1, dtype=np.int64), arr[:, 2], arr[:, 3], arr[:, 4])


def lost_work_s(elapsed_s: np.ndarray, interruptible: np.ndarray,
                checkpoint_interval_s: float) -> np.ndarray:
    """Run time an outage destroys for running jobs [s of their current segment].

    An interruptible job checkpoints every ``checkpoint_interval_s`` of its run, so it loses
    what it did since the last one: ``elapsed mod interval``. A job that is not interruptible
    has no checkpoint: it loses all of its current run (and restarts from the beginning).

    Args:
        elapsed_s: Time each job has run in its current segment (after its restore) [s].
        interruptible: Whether each job checkpoints.
        checkpoint_interval_s: Time between checkpoints [s] (``[events]
            checkpoint_interval_s``).
    """
    e = np.maximum(np.asarray(elapsed_s, dtype=np.float64), 0.0)
    return np.where(interruptible, np.mod(e, checkpoint_interval_s), e)
