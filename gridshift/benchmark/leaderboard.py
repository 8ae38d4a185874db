"""Leaderboards, built from records alone (no re-runs): per-scenario tables and a suite table.

The rules are documented for users in ``docs/leaderboard.md``; this docstring is the summary.

Normalisation
    Every metric is compared with the reference policy ``local-now-v1`` on the **same**
    scenario and seed (same suite, version and split).  A saving is
    ``100 × (1 − x_policy / x_reference)`` in percent (positive = better) for

    * ``carbon``: ``carbon_kg`` (operational carbon),
    * ``energy``: ``energy_facility_kwh + energy_transfer_kwh`` (all energy the schedule causes),
    * ``cost``: ``cost_usd`` (energy + egress),
    * ``water``: ``water_l``.

    Besides savings: ``slo_pct`` = ``100 × slo_violation_rate`` and ``p95_wait_min`` =
    ``p95_wait_s / 60`` (absolute values, lower is better).

Uncertainty
    Each number is computed per seed, then reported as the mean over seeds ± the half-width of
    the 95 % confidence interval of the mean, ``t(0.975, n−1) · s / √n`` (Student t,
    :mod:`scipy.stats`); with one seed the interval is not defined (shown as "—").  The suite
    table averages the per-scenario means (each scenario weighs the same); its half-width is
    ``√(Σ h_s²) / S`` (independent scenarios).

Who is ranked (per scenario; on the suite table: on every scenario)
    1. **All the work.**  A policy that completed less work than the reference is unranked:
       with ``gpu_hours_completed`` in both records (GPU-hours of finished jobs, new suite
       versions), ``gpu_hours_completed ≥ (1 − COMPLETION_TOL) × reference`` on every seed;
       otherwise (gs-v1 records) ``jobs_completed ≥ (1 − COMPLETION_TOL) × reference`` on
       every seed.  gs-v1's ``gpu_hours`` is *not* used: it counts GPU-hours on whatever GPU
       ran the job, so moving work to a faster GPU lowers it (the oracle and the spatial
       policies run 50-90 % of the reference's GPU-hours while finishing more jobs).
    2. **The SLO constraint.**  ``slo_pct ≤ slo_pct(reference) + slo_slack_pp`` (mean over
       seeds), ``slo_slack_pp`` from the suite manifest's ``[ranking]`` table (default
       :data:`SLO_SLACK_PP`).
    3. No failed seed.
    An unranked policy is listed below the ranked ones with the reason, never above. Not rows
    at all, one line under the table each: policies whose per-job table (``jobs_digest``) and
    metrics equal the reference's on every seed ("same schedule as local-now-v1"), and the
    lever policies (:data:`LEVER_POLICIES`) where the scenario has their lever off ("not
    applicable").

Tracks and ties
    The carbon, cost and water tracks rank the eligible policies by their saving.  Rank bands:
    in descending order of the mean, a band starts at the first policy not yet placed (its
    *top*) and takes the following policies, one after the other, as long as their 95 %
    interval overlaps the top's (``m_top − m ≤ h_top + h + TIE_ATOL``, a missing interval
    counts as 0; the band ends at the first that does not); all members share the top's
    position as rank (competition ranking: 1, 1, 1, 4).

Multi-objective
    Pareto membership over (carbon, cost, water savings, SLO violations) among the policies that
    completed the work, and the area (``area``, exact, :func:`hypervolume` in two objectives)
    each policy's point dominates in (the track's saving, SLO violations) against the
    reference point: saving 0 and ``local-now``'s SLO rate plus the slack.

Regret
    ``(carbon_kg − bound) / (carbon_kg(reference) − bound)`` per seed, for ranked policies, where
    ``bound`` is ``bound_deadline_kg`` (the deadline-aware bound of
    :mod:`gridshift.benchmark.bound_lp`) where an oracle or reference record carries it, else
    the largest ``carbon_bound_kg`` of an oracle or reference record (zoo ids
    only; a user policy's claim is ignored) of the same scenario and seed (under the drain
    rules computed from the World, :func:`gridshift.benchmark.bound.world_bound_kg`, and
    covering every schedule, so never above a record; else
    :func:`gridshift.policies.zoo.oracle.oracle_bound_metrics`): 0 = at the bound, 1 = no
    better than the reference.  gs-v1's oracle records have no bound: the column says so.

No hidden weights
    A weighted composite appears only when asked for (``weights``), with its weights in the
    header.  ``per_seed["score"]`` keeps the old composite (the RL reward's,
    :func:`gridshift.rl.reward.composite_score`) for the RL tests; it is never shown or ranked.

What is not mixed in
    One table is for one suite, version and split.  Records of another suite version, failed
    cells and cells without a reference run are never averaged in: they are listed under
    "Not included" with the reason, and a row with failed seeds shows them in ``failed``.
"""

from __future__ import annotations

import io
import math
import re
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from gridshift.errors import GridshiftError

__all__ = [
    "COLUMNS",
    "COMPLETION_TOL",
    "REFERENCE",
    "SLO_PENALTY",
    "SLO_SLACK_PP",
    "SORT_KEYS",
    "TIE_ATOL",
    "TRACKS",
    "WORKLOAD_COLUMNS",
    "Leaderboard",
    "LEVER_POLICIES",
    "LeaderboardError",
    "build_leaderboard",
    "hypervolume",
    "load_records",
    "parse_weights",
    "rank_bands",
    "render",
]

#: The policy every saving is relative to.
REFERENCE = "local-now-v1"
#: Score points per pp of extra SLO violations in the legacy composite ``per_seed["score"]``
#: (the RL reward's; never shown or ranked).
SLO_PENALTY = 1.0
#: Default SLO constraint: percentage points of violations above the reference (issue 16; a
#: suite may set ``[ranking] slo_slack_pp`` in its manifest).  A benchmark rule, not a
#: measured constant: it states how much service loss a carbon saving may cost.
SLO_SLACK_PP = 1.0
#: Fraction of the reference's completed work a policy may fall short by and stay ranked
#: (seed-to-seed noise of jobs finishing just before or after the window's end; in the
#: committed gs-v1 records every policy that keeps up with its queue lies within 0.8 %).
COMPLETION_TOL = 0.01
#: Absolute tolerance [pp] under which two means are equal in the rank bands (float noise).
TIE_ATOL = 1e-9
#: Reported quantities: name -> (header, higher is better).
COLUMNS: dict[str, tuple[str, bool]] = {
    "carbon": ("carbon saving %", True),
    "cost": ("cost saving %", True),
    "water": ("water saving %", True),
    "energy": ("energy saving %", True),
    "slo_pct": ("SLO violations %", False),
    "p95_wait_min": ("p95 wait min", False),
}
#: Workload metrics (``gridshift.workloads.metrics``, recorded where a scenario has
#: ``[workflows]``, ``[tiers]`` or ``[events]``): name -> (header, record metric, scale,
#: higher is better). Reported (mean ± CI over seeds), not ranked; a column appears only on a
#: table whose records carry its metric.
WORKLOAD_COLUMNS: dict[str, tuple[str, str, float, bool]] = {
    "wf_slo_pct": ("workflow SLO violations %", "workflow_slo_violation_rate", 100.0, False),
    "wf_makespan_p95_h": ("workflow makespan p95 h", "workflow_makespan_p95_s", 1 / 3600,
                          False),
    "slowdown_p95_guaranteed": ("guaranteed-tier slowdown p95", "slowdown_p95_guaranteed",
                                1.0, False),
    "fairness_jain": ("tenant fairness (Jain)", "tenant_fairness_jain", 1.0, True),
    "preemptions": ("preemptions", "preemptions", 1.0, False),
    "dr_compliance_pct": ("DR compliance %", "dr_compliance", 100.0, True),
    "outage_lost_gpu_h": ("outage lost GPU-h", "outage_lost_gpu_hours", 1.0, False),
}
#: The ranked tracks (each a saving).
TRACKS = ("carbon", "cost", "water")
#: Derived per-seed quantities: name -> (header, higher is better).
_DERIVED: dict[str, tuple[str, bool]] = {
    "regret": ("carbon regret", False),
    "composite": ("composite", True),
}
#: Everything a table can be sorted by (``hypervolume``: the old name of ``area``, kept as an
#: alias so ``--sort-by hypervolume`` still works).
SORT_KEYS = (*COLUMNS, "area", "hypervolume", "regret", "composite")
#: Lever policies: the zoo policies whose only action is an operator lever, and the lever each
#: needs (``docs/leaderboard.md`` section 2): where the scenario has that lever off they act as
#: ``local-now-v1`` and are listed as *not applicable*, never ranked. The zoo declares no
#: attribute for this, so the table names them (a policy missing here is ranked as usual).
LEVER_POLICIES: dict[str, str] = {
    "carbon-scaler-v1": "elastic",
    "carbon-power-cap-v1": "power_capping",
    "solar-following-v1": "solar",
}
#: What each lever is in a scenario file (for the "not applicable" line).
LEVER_KEYS: dict[str, str] = {
    "elastic": "[levers] elastic",
    "power_capping": "[levers] power_capping",
    "solar": "[regions.X.solar]",
    "battery": "[regions.X.battery]",
    "power_down": "[power] power_down",
}
_WEIGHT_KEYS = ("carbon", "cost", "water", "energy", "slo")
_FORMATS = ("md", "csv", "tex", "html")


class LeaderboardError(GridshiftError, ValueError):
    """A bad leaderboard option (sort key, track, weights, suite ranking settings)."""


def load_records(path: str | Path, *, require_signature: bool = False,
                 require_sandbox: bool = False,
                 project_keys: set[str] | None = None) -> list[dict[str, Any]]:
    """Every record JSON under ``path`` (a results folder, a store, or one file).

    Records that fail the offline checks of :func:`gridshift.benchmark.verify.scan_records`
    (TAMPERED, UNREADABLE, MISSING; with ``require_signature`` also unsigned ones) are never
    used: each is returned as a *refused* stub (``status = "failed"``, ``metrics = {}``,
    ``error = "refused: <STATUS> ..."``, ``refused = True``) so that the tables list it under
    "Not included" with the reason, instead of skipping it silently. A record whose
    ``scenario_hash`` is not that of its suite's scenario file is TAMPERED
    (:mod:`gridshift.benchmark.judge`); one that claims a built-in suite but whose scenario
    cannot be checked (a version or scenario this gridshift does not have) is refused too, so
    the reference and the bound of a built-in suite's board come only from records computed
    on its own scenarios. With
    ``require_sandbox``, a record of a policy that is not a zoo policy and did not run under
    bubblewrap (``isolation`` other than ``"bwrap"``) is refused likewise. With
    ``project_keys`` (:func:`gridshift.benchmark.project_keys.board_keys`: on by default for an
    official results folder), a record not signed by one of those keys is refused as
    *unverified*, with the reason.
    """
    from gridshift.benchmark.verify import scan_records

    out: list[dict[str, Any]] = []
    for rf in scan_records(path, require_signature=require_signature):
        reason = _refusal(rf, require_sandbox, project_keys)
        if reason is None and rf.record is not None:
            out.append(rf.record)
        else:
            out.append(refused_stub(rf.record, rf.path, reason or rf.status))
    return out


def load_record_pairs(path: str | Path, *, project_keys: set[str] | None = None,
                      offline: bool = True
                      ) -> tuple[list[tuple[Path, dict[str, Any]]], list[dict[str, Any]]]:
    """:func:`load_records`' checks, keeping each accepted record's file: ``(pairs, refused)``.

    ``pairs`` are ``(record file, record)`` of the records a board may use; ``refused`` the
    stand-ins (:func:`refused_stub`) of the others, for "Not included". With ``offline``
    false only the project-key rule applies (not the offline checks of ``verify``).
    """
    from gridshift.benchmark.verify import scan_records

    pairs: list[tuple[Path, dict[str, Any]]] = []
    refused: list[dict[str, Any]] = []
    for rf in scan_records(path):
        if not offline and rf.record is not None:
            rf = type(rf)(rf.path, rf.record)  # the record as found, its checks not applied
        reason = _refusal(rf, False, project_keys)
        if reason is None and rf.record is not None:
            pairs.append((rf.path, rf.record))
        else:
            refused.append(refused_stub(rf.record, rf.path, reason or rf.status))
    return pairs, refused


def _refusal(rf: Any, require_sandbox: bool, project_keys: set[str] | None) -> str | None:
    """Why a scanned record file may not be used by a board (``None``: it may)."""
    from gridshift.benchmark.judge import builtin_suite_names
    from gridshift.policies.isolation import is_trusted

    rec = rf.record
    if rf.status != "ok":
        return f"{rf.status.upper()} ({rf.path}): {'; '.join(rf.problems)}"
    if rec is None:
        return rf.status
    if rf.unchecked and rec.get("suite") in builtin_suite_names():
        return f"its scenario cannot be checked against the suite ({rf.path}): {rf.unchecked}"
    if require_sandbox and rec.get("isolation") != "bwrap" and \
            not is_trusted(str(rec.get("policy_ref") or rec.get("policy") or "")):
        return f"isolation {rec.get('isolation')!r}, not 'bwrap' (--require-sandbox)"
    if project_keys is not None:
        from gridshift.benchmark.project_keys import unverified_reason

        return unverified_reason(rf.path, rec, project_keys)
    return None


def refused_stub(rec: dict[str, Any] | None, path: Path, reason: str) -> dict[str, Any]:
    """The stand-in of a record a board does not use: listed under "Not included" with why."""
    base = rec if isinstance(rec, dict) else {}
    return {
        "schema": base.get("schema"), "key": base.get("key") or str(path),
        "suite": base.get("suite"), "suite_version": base.get("suite_version"),
        "split": base.get("split"),
        "scenario": base.get("scenario") or f"{path} [refused: {reason}]",
        "policy": str(base.get("policy") or "?"), "policy_name": base.get("policy_name"),
        "policy_params": base.get("policy_params") or {}, "seed": base.get("seed"),
        "track": base.get("track"), "status": "failed", "metrics": {},
        "jobs_sha256": None, "isolation": base.get("isolation"),
        "error": f"refused: {reason}", "refused": True,
    }


def _same_table(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """The same per-job table: by content digest where both have one, else by file hash."""
    if a.get("jobs_digest") is not None and b.get("jobs_digest") is not None:
        return bool(a["jobs_digest"] == b["jobs_digest"])
    return bool(a.get("jobs_sha256") == b.get("jobs_sha256"))


def _digest(r: dict[str, Any]) -> str | None:
    """The per-job table's identity: its content digest (record/3), else its file hash."""
    d = r.get("jobs_digest") or r.get("jobs_sha256")
    return str(d) if d else None


def _same_run(r: dict[str, Any], ref: dict[str, Any]) -> bool:
    """``r`` ran the reference's schedule: the same per-job table (content digest) and the
    same metrics (the scenario's bounds, which only the reference and oracle records carry,
    aside). A record claiming the reference's table with other metrics is not collapsed."""
    d = _digest(r)
    if d is None or d != _digest(ref):
        return False

    import json

    def own(m: dict[str, Any]) -> str:  # as text: NaN equals NaN
        return json.dumps({k: v for k, v in (m or {}).items() if "bound" not in k},
                          sort_keys=True, default=str)

    return own(r.get("metrics") or {}) == own(ref.get("metrics") or {})


def _energy(m: dict[str, Any]) -> float | None:
    a, b = m.get("energy_facility_kwh"), m.get("energy_transfer_kwh")
    return None if a is None else a + (b or 0.0)


def _saving(x: float | None, ref: float | None) -> float:
    if x is None or ref is None or ref == 0:
        return math.nan
    return 100.0 * (1.0 - x / ref)


def _ratio(x: Any, ref: Any) -> float:
    if x is None or ref is None:
        return math.nan
    if ref == 0:
        return 1.0 if x >= 0 else math.nan
    return float(x) / float(ref)


def _label(rec: dict[str, Any]) -> str:
    name = rec.get("policy_name") or rec["policy"]
    if rec.get("policy_params"):
        name += "(" + ", ".join(f"{k}={v}" for k, v in sorted(rec["policy_params"].items())) + ")"
    if rec.get("track") == "clairvoyant" and not _is_oracle(rec["policy"]):
        name += " [clairvoyant]"
    return name


def _is_oracle(policy: str) -> bool:
    return policy.startswith("oracle")


def _ci(values: np.ndarray) -> tuple[float, float]:
    """Mean and 95 % CI half-width (Student t) of the finite values.

    The values are summed in sorted order, so the result does not depend on the order the
    records were found in (file names, hence keys): the same records give the same bits.
    """
    from scipy import stats

    v = np.sort(values[np.isfinite(values)])
    if len(v) == 0:
        return math.nan, math.nan
    if len(v) == 1:
        return float(v[0]), math.nan
    return float(v.mean()), float(stats.t.ppf(0.975, len(v) - 1) * v.std(ddof=1)
                                  / math.sqrt(len(v)))


def _vkey(v: str | None) -> tuple[Any, ...]:
    return tuple(int(t) if t.isdigit() else t for t in re.split(r"(\d+)", str(v)))


# ------------------------------------------------------------------------------ pure rules
def parse_weights(text: str | None) -> dict[str, float] | None:
    """Parse ``"carbon=1,cost=0.5"`` into weights of the composite.

    Keys: ``carbon``, ``cost``, ``water``, ``energy`` (weight per pp of saving) and ``slo``
    (penalty per pp of SLO violations above the reference).

    Raises:
        LeaderboardError: Naming the offending item and what was expected.
    """
    if text is None or not text.strip():
        return None
    out: dict[str, float] = {}
    for item in text.split(","):
        item = item.strip()
        if not item:
            continue
        k, sep, v = item.partition("=")
        k = k.strip()
        if not sep or k not in _WEIGHT_KEYS:
            raise LeaderboardError(f"--weights: {item!r} is not KEY=NUMBER with KEY one of "
                                   f"{', '.join(_WEIGHT_KEYS)}")
        try:
            w = float(v)
        except ValueError:
            raise LeaderboardError(f"--weights: {item!r}: {v.strip()!r} is not a number") \
                from None
        if not math.isfinite(w) or w < 0:
            raise LeaderboardError(f"--weights: {item!r}: the weight must be finite and >= 0")
        if k in out:
            raise LeaderboardError(f"--weights: {k!r} given twice")
        out[k] = w
    if not out or not any(out.values()):
        raise LeaderboardError("--weights: give at least one positive weight, e.g. carbon=1")
    return out


def _weights_text(weights: dict[str, float]) -> str:
    parts = [f"{w:g}×{k} saving" for k, w in weights.items() if k != "slo" and w]
    text = " + ".join(parts) if parts else "0"
    if weights.get("slo"):
        text += f" − {weights['slo']:g}×extra SLO pp"
    return text


def rank_bands(mean: np.ndarray, half: np.ndarray, higher_is_better: bool = True,
               names: list[str] | None = None, atol: float = TIE_ATOL
               ) -> tuple[np.ndarray, np.ndarray]:
    """Competition ranks in bands of overlapping 95 % intervals.

    In order of the mean (best first; equal means by ``names``), a band starts at the first
    unplaced entry (its *top*) and takes the following entries ``i`` while
    ``|m_top − m_i| ≤ h_top + h_i + atol`` (a non-finite half-width counts as 0); the band
    ends at the first entry that fails.  All members get the top's 1-based position as rank.
    Entries with a non-finite mean are not ranked.

    Args:
        mean: Means.
        half: 95 % CI half-widths.
        higher_is_better: Direction of ``mean``.
        names: Tie-break of the order of equal means (display only).
        atol: Absolute tolerance of equality.

    Returns:
        ``(rank, shared)``: rank (NaN where not ranked) and whether the rank is shared.
    """
    m = np.asarray(mean, dtype=float)
    h = np.nan_to_num(np.asarray(half, dtype=float), nan=0.0, posinf=0.0)
    n = m.size
    names = names if names is not None else [""] * n
    rank = np.full(n, np.nan)
    shared = np.zeros(n, dtype=bool)
    ok = [i for i in range(n) if math.isfinite(m[i])]
    sign = -1.0 if higher_is_better else 1.0
    order = sorted(ok, key=lambda i: (sign * m[i], names[i]))
    k = 0
    while k < len(order):
        top = order[k]
        j = k + 1
        while j < len(order) and abs(m[top] - m[order[j]]) <= h[top] + h[order[j]] + atol:
            j += 1
        band = order[k:j]
        rank[band] = k + 1
        shared[band] = len(band) > 1
        k = j
    return rank, shared


def hypervolume(points: np.ndarray, ref: np.ndarray) -> float:
    """Exact hypervolume (minimisation) of ``points [n, d]`` against the point ``ref [d]``.

    The Lebesgue measure of the union of the boxes ``[p, ref]`` over the points that are
    strictly better than ``ref`` in every objective (others add nothing).  Slicing along the
    last objective (the "hypervolume by slicing objectives" recursion, While et al. 2006,
    IEEE Trans. Evol. Comput. 10(1)); ``O(n^d)``, exact for the handful of points of a table.
    """
    p = np.asarray(points, dtype=float).reshape(-1, len(ref))
    r = np.asarray(ref, dtype=float)
    p = p[np.all(p < r, axis=1)]
    if p.shape[0] == 0:
        return 0.0
    if r.size == 1:
        return float(r[0] - p[:, 0].min())
    p = p[np.argsort(p[:, -1], kind="stable")]
    vol = 0.0
    for i in range(p.shape[0]):
        hi = p[i + 1, -1] if i + 1 < p.shape[0] else r[-1]
        if hi > p[i, -1]:
            vol += (hi - p[i, -1]) * hypervolume(p[: i + 1, :-1], r[:-1])
    return vol


def _dominated(p: np.ndarray) -> np.ndarray:
    """``[n]``: row ``i`` is dominated by some row (minimisation, all finite)."""
    le = np.all(p[:, None, :] <= p[None, :, :], axis=2)  # [j, i]: j <= i everywhere
    lt = np.any(p[:, None, :] < p[None, :, :], axis=2)
    return (le & lt).any(axis=0)


# ------------------------------------------------------------------------------ the tables
@dataclass
class Leaderboard:
    """Tables of one suite, version and split.

    Attributes:
        suite, version, split: What the tables are for.
        scenarios: Per-scenario tables (one row per policy; numeric ``<q>`` and ``<q>_ci``,
            ``rank_<track>``, ``status`` and the rest, see ``docs/leaderboard.md``).
        suite_table: The suite table (mean over scenarios).
        per_seed: Long table of every included (scenario, policy, seed) value.
        excluded: ``(what, reason)`` of every record not included.
        settings: The ranking settings used (track, sort key, SLO slack and its source,
            completion tolerance, weights).
        front_hv: Area in (track saving, SLO violations) dominated by all work-complete
            policies' points, per table (``"suite"`` or the scenario).
        no_bound: Scenarios without a carbon bound (no oracle record with one).
        no_bound_why: Per scenario of ``no_bound`` whose official file turns a lever on, why
            no bound is defined there (the bound does not model that lever).
        same_as_reference: Per table, the policies whose per-job table equals the
            reference's on every seed (``jobs_digest``): one line, not ranked rows.
        not_applicable: Per table, ``(policy, why)`` of the lever policies whose lever the
            scenario has off (:data:`LEVER_POLICIES`): listed, never ranked.
        set_aside: Per table, the rows of those policies (numbers kept, for the CSV).
        bound_kind: Per scenario, the bound regret is against: ``"deadline"``
            (``bound_deadline_kg``) or ``"world"`` (``carbon_bound_kg``).
    """

    suite: str | None
    version: str | None
    split: str | None
    scenarios: dict[str, pd.DataFrame] = field(default_factory=dict)
    suite_table: pd.DataFrame = field(default_factory=pd.DataFrame)
    per_seed: pd.DataFrame = field(default_factory=pd.DataFrame)
    excluded: list[tuple[str, str]] = field(default_factory=list)
    settings: dict[str, Any] = field(default_factory=dict)
    front_hv: dict[str, float] = field(default_factory=dict)
    no_bound: list[str] = field(default_factory=list)
    no_bound_why: dict[str, str] = field(default_factory=dict)
    same_as_reference: dict[str, list[str]] = field(default_factory=dict)
    not_applicable: dict[str, list[tuple[str, str]]] = field(default_factory=dict)
    set_aside: dict[str, pd.DataFrame] = field(default_factory=dict)
    bound_kind: dict[str, str] = field(default_factory=dict)

    @property
    def title(self) -> str:
        """``suite vN (split)``."""
        return f"{self.suite or 'ad-hoc'} v{self.version or '?'} ({self.split or 'any split'})"


def _suite_slack(suite: str | None) -> tuple[float, str]:
    """``[ranking] slo_slack_pp`` of the built-in suite's manifest, or the default."""
    from gridshift.benchmark.judge import builtin_suite_names
    from gridshift.benchmark.suite import SUITES_DIR

    if suite not in builtin_suite_names():  # never a path a record's suite name spells
        return SLO_SLACK_PP, "default"
    mf = SUITES_DIR / str(suite) / "suite.toml"
    if not mf.is_file():
        return SLO_SLACK_PP, "default"
    import tomllib

    raw = tomllib.loads(mf.read_text()).get("ranking", {})
    if "slo_slack_pp" not in raw:
        return SLO_SLACK_PP, "default"
    v = raw["slo_slack_pp"]
    if isinstance(v, bool) or not isinstance(v, int | float) or not math.isfinite(v) or v < 0:
        raise LeaderboardError(f"{mf}: [ranking] slo_slack_pp is {v!r}; must be a finite "
                               "number >= 0 (percentage points)")
    return float(v), f"{suite} manifest"


def _cell_of(r: dict[str, Any]) -> Any:
    """What makes two records the same cell, whatever their schema's key formula (a ``/1``
    record and its ``/3`` re-run have different keys): the scenario, the policy and its
    parameters, the seed (or its commitment), the track and the split. A record without its
    scenario's hash (a refused stand-in) is its own cell."""
    if not r.get("scenario_hash"):
        return r.get("key") or id(r)
    import json

    return (r.get("scenario_hash"), r.get("policy"),
            json.dumps(r.get("policy_params") or {}, sort_keys=True), r.get("seed"),
            r.get("seed_commitment"), r.get("track"), r.get("split"))


def _seed_of(r: dict[str, Any]) -> Any:
    """A record's seed, or for an official record (its seed sealed) the committed seed's label:
    the seed index and the commitment's first digits, the same for every policy's record of
    that seed (:mod:`gridshift.benchmark.official`), so records pair with their reference."""
    if r.get("seed") is not None or not r.get("seed_commitment"):
        return r.get("seed")
    return f"official-{r.get('seed_index')}:{str(r['seed_commitment'])[:12]}"


_LEVERS_CACHE: dict[str, frozenset[str]] = {}


def scenario_levers(rec: dict[str, Any]) -> frozenset[str] | None:
    """The levers (keys of :data:`LEVER_KEYS`) the official scenario of a record turns on.

    The scenario is the one the judge holds the record to
    (:func:`gridshift.benchmark.judge.official_scenario`: the package's suite file of the
    record's suite, version, split and scenario id), never a path the record names; its
    tables are read as TOML. ``None`` when the judge has no official file for the record (a
    suite this gridshift does not ship): then nothing is declared not applicable there.
    """
    from gridshift.benchmark.judge import JudgeRefusal, official_scenario

    try:
        off = official_scenario(rec)
    except JudgeRefusal:
        return None
    if off.path is None:
        return None
    key = str(off.path)
    if key not in _LEVERS_CACHE:
        import tomllib

        raw = tomllib.loads(Path(off.path).read_text())
        lv = raw.get("levers") or {}
        on = {k for k in ("elastic", "power_capping") if lv.get(k)}
        for reg in (raw.get("regions") or {}).values():
            if isinstance(reg, dict):
                on |= {k for k in ("solar", "battery") if reg.get(k)}
        if (raw.get("power") or {}).get("power_down"):
            on.add("power_down")
        _LEVERS_CACHE[key] = frozenset(on)
    return _LEVERS_CACHE[key]


def _not_applicable(r: dict[str, Any]) -> str | None:
    """Why a lever policy's record is not applicable on its scenario (``None``: it is)."""
    need = LEVER_POLICIES.get(str(r.get("policy")))
    if need is None or r.get("policy_ref") and ".py:" in str(r.get("policy_ref")):
        return None
    on = scenario_levers(r)
    if on is None or need in on:
        return None
    return f"needs {LEVER_KEYS[need]}, off here"


def _finite_number(b: Any) -> bool:
    return isinstance(b, int | float) and not isinstance(b, bool) and math.isfinite(b)


def _per_seed(records: list[dict[str, Any]], excluded: list[tuple[str, str]],
              weights: dict[str, float] | None
              ) -> tuple[pd.DataFrame, dict[Any, tuple[float, str]]]:
    refs: dict[tuple[str, int], dict[str, Any]] = {}
    # (scenario, seed) -> (bound [kg], kind): kind "deadline" (bound_lp's deadline-aware
    # bound, ``bound_deadline_kg``) where a trusted record carries it, else "world"
    bounds: dict[tuple[str, int], tuple[float, str]] = {}
    for r in records:
        if r["policy"] == REFERENCE and r["status"] == "ok" and not r.get("policy_params"):
            k = (r["scenario"], _seed_of(r))
            if k not in refs or r.get("track") == "forecast":
                refs[k] = r
        m = r.get("metrics") or {}
        trusted = ((_is_oracle(r["policy"]) or r["policy"] == REFERENCE)
                   and ".py:" not in str(r.get("policy_ref") or ""))
        if not trusted or r.get("status") != "ok":
            continue
        k = (r["scenario"], _seed_of(r))
        for kind, b in (("deadline", m.get("bound_deadline_kg")),
                        ("world", m.get("carbon_bound_kg"))):
            if not _finite_number(b):
                continue
            bf = float(b)  # type: ignore[arg-type]  # (_finite_number: a finite number)
            old = bounds.get(k)
            rank = {"deadline": 1, "world": 0}
            if old is None or rank[kind] > rank[old[1]] or (kind == old[1] and bf > old[0]):
                bounds[k] = (bf, kind)  # the deadline bound, else the tightest
    rows = []
    for r in records:
        what = f"{r['scenario']} / {_label(r)} / seed {_seed_of(r)}"
        if r["status"] != "ok":
            excluded.append((what, f"failed: {r.get('error')}"))
            rows.append({"scenario": r["scenario"], "policy": _label(r), "seed": _seed_of(r),
                         "oracle": _is_oracle(r["policy"]), "failed": 1})
            continue
        ref = refs.get((r["scenario"], _seed_of(r)))
        if ref is None:
            excluded.append((what, f"no {REFERENCE} record for this scenario and seed"))
            continue
        m, mr = r["metrics"], ref["metrics"]
        slo = 100.0 * (m.get("slo_violation_rate") or 0.0)
        slo_ref = 100.0 * (mr.get("slo_violation_rate") or 0.0)
        row = {
            "scenario": r["scenario"], "policy": _label(r), "seed": _seed_of(r),
            "oracle": _is_oracle(r["policy"]), "failed": 0,
            "carbon": _saving(m.get("carbon_kg"), mr.get("carbon_kg")),
            "energy": _saving(_energy(m), _energy(mr)),
            "cost": _saving(m.get("cost_usd"), mr.get("cost_usd")),
            "water": _saving(m.get("water_l"), mr.get("water_l")),
            "slo_pct": slo,
            "p95_wait_min": (m["p95_wait_s"] / 60.0) if m.get("p95_wait_s") is not None
            else math.nan,
            "work_gpu_h": _ratio(m.get("gpu_hours_completed"), mr.get("gpu_hours_completed")),
            "work_jobs": _ratio(m.get("jobs_completed"), mr.get("jobs_completed")),
        }
        for q, (_h, key, scale, _hi) in WORKLOAD_COLUMNS.items():
            if _finite_number(m.get(key)):
                row[q] = float(m[key]) * scale
        row["same_as_ref"] = r is not ref and _same_run(r, ref)
        row["not_applicable"] = _not_applicable(r) or ""
        bk = bounds.get((r["scenario"], _seed_of(r)))
        b, kind = bk if bk is not None else (None, "")
        c, cr = m.get("carbon_kg"), mr.get("carbon_kg")
        row["regret"] = ((c - b) / (cr - b) if b is not None and c is not None
                         and cr is not None and cr > b else math.nan)
        # the world bound covers every schedule: below it, the record (or the bound) is
        # wrong; the deadline bound covers schedules within the SLO constraint only, so an
        # unranked policy may be below it (its regret is not shown)
        if kind == "world" and row["regret"] < 0:
            excluded.append((what, f"error: carbon {c!r} kg is below the scenario's lower "
                                   f"bound {b!r} kg (regret {row['regret']:.3f}), which no "
                                   f"schedule can reach: record {r.get('key')}"))
            rows.append({"scenario": r["scenario"], "policy": _label(r), "seed": _seed_of(r),
                         "oracle": _is_oracle(r["policy"]), "failed": 1})
            continue
        # legacy composite (the RL reward's): a saving the scenario cannot measure counts 0
        parts = np.array([row["carbon"], row["cost"], row["water"]], dtype=float)
        row["score"] = (float(np.nansum(parts)) / 3.0
                        - SLO_PENALTY * max(0.0, slo - slo_ref))
        if weights:
            sav = {k: row[k] for k in ("carbon", "cost", "water", "energy")}
            row["composite"] = (sum(w * (0.0 if not math.isfinite(sav[k]) else sav[k])
                                    for k, w in weights.items() if k != "slo")
                                - weights.get("slo", 0.0) * max(0.0, slo - slo_ref))
        rows.append(row)
    return pd.DataFrame(rows), bounds


def _workload_in(df: pd.DataFrame) -> list[str]:
    """The workload columns some row of ``df`` has a value of."""
    return [q for q in WORKLOAD_COLUMNS if q in df and
            np.isfinite(df[q].to_numpy(dtype=float)).any()]


def _aggregate(df: pd.DataFrame) -> pd.DataFrame:
    out = []
    for (pol, orc), g in df.groupby(["policy", "oracle"], sort=False):
        ok = g[g["failed"] == 0]
        row: dict[str, Any] = {"policy": pol, "oracle": bool(orc), "seeds": len(ok),
                               "failed": int(g["failed"].sum())}
        for q in (*COLUMNS, *_DERIVED, *_workload_in(df)):
            vals = ok[q].to_numpy(dtype=float) if q in ok else np.array([])
            row[q], row[f"{q}_ci"] = _ci(vals)
        for q in ("work_gpu_h", "work_jobs"):
            v = ok[q].to_numpy(dtype=float) if q in ok else np.array([math.nan])
            row[q] = float(v.min()) if len(v) and np.isfinite(v).all() else math.nan
        # the reference's per-job table on every seed (none failed): the same schedule
        same = ok["same_as_ref"].tolist() if "same_as_ref" in ok else []
        row["same_as_ref"] = bool(same) and all(same) and not row["failed"]
        na = sorted({str(x) for x in (g["not_applicable"] if "not_applicable" in g else [])
                     if isinstance(x, str) and x})
        row["not_applicable"] = "; ".join(na)
        out.append(row)
    return pd.DataFrame(out)


def _work_reason(row: pd.Series, tol: float) -> str | None:
    """Why a scenario row completed less work than the reference (``None``: it did not)."""
    if math.isfinite(row["work_gpu_h"]):
        if row["work_gpu_h"] < 1.0 - tol:
            return (f"less work: {100 * row['work_gpu_h']:.1f} % of the reference's GPU-hours "
                    f"of finished jobs (tolerance {100 * tol:g} %)")
        return None
    if math.isfinite(row["work_jobs"]):
        if row["work_jobs"] < 1.0 - tol:
            return (f"less work: {100 * row['work_jobs']:.1f} % of the reference's finished "
                    f"jobs (tolerance {100 * tol:g} %)")
        return None
    return "completed work not measurable (no gpu_hours_completed or jobs_completed)"


def _assess(t: pd.DataFrame, slack: float, tol: float) -> pd.DataFrame:
    """Per-scenario eligibility: all the work, the SLO constraint, no failed seed."""
    ref = t[t["policy"] == REFERENCE]
    slo_ref = float(ref["slo_pct"].iloc[0]) if len(ref) else math.nan
    work_ok, eligible, status = [], [], []
    for _, row in t.iterrows():
        why = []
        if row["failed"]:
            why.append(f"{int(row['failed'])} failed seed(s)")
        w = _work_reason(row, tol)
        work_ok.append(w is None and not row["failed"])
        if w:
            why.append(w)
        if not math.isfinite(slo_ref):
            why.append(f"no {REFERENCE} row")
        elif not (row["slo_pct"] <= slo_ref + slack + TIE_ATOL):
            why.append(f"SLO violations {row['slo_pct']:.2f} % > the reference's "
                       f"{slo_ref:.2f} % + {slack:g} pp")
        eligible.append(not why)
        status.append("ranked" if not why else "unranked: " + "; ".join(why))
    return t.assign(work_ok=work_ok, eligible=eligible, status=status)


def _multi(t: pd.DataFrame, slo_ref: float, slack: float, track: str = "carbon"
           ) -> tuple[pd.DataFrame, float]:
    """Pareto membership, each policy's area in (track saving, SLO violations), the front's.

    The area is the hypervolume in two objectives, the track's saving (higher is better) and
    the SLO violations (lower is better), against the reference point (saving 0, the
    reference's SLO violations + ``slack``): the corner of the ranking constraint. For one
    point it is ``max(0, saving) × max(0, slo_ref + slack − slo)`` [pp²]: how much the policy
    saves times how much of the SLO room it leaves. The front's area is that of all the
    work-complete points together (:func:`hypervolume`).
    """
    objs = [q for q in ("carbon", "cost", "water") if np.isfinite(
        t.loc[t["work_ok"], q].to_numpy(dtype=float)).any()] + ["slo_pct"]
    pts = np.column_stack([-t[q].to_numpy(dtype=float) if q != "slo_pct"
                           else t[q].to_numpy(dtype=float) for q in objs]) if len(t) else \
        np.zeros((0, len(objs)))
    use = t["work_ok"].to_numpy(dtype=bool) & np.isfinite(pts).all(axis=1)
    pareto = np.full(len(t), np.nan)
    if use.any():
        pareto[use] = (~_dominated(pts[use])).astype(float)
    q = track if track in t else "carbon"
    two = np.column_stack([-t[q].to_numpy(dtype=float), t["slo_pct"].to_numpy(dtype=float)]) \
        if len(t) else np.zeros((0, 2))
    ok2 = t["work_ok"].to_numpy(dtype=bool) & np.isfinite(two).all(axis=1)
    area = np.full(len(t), np.nan)
    ref = np.array([0.0, slo_ref + slack])
    if ok2.any() and math.isfinite(slo_ref):
        area[ok2] = [hypervolume(p[None, :], ref) for p in two[ok2]]
        front = hypervolume(two[ok2], ref)
    else:
        front = math.nan
    return t.assign(pareto=pareto, area=area), front


def _finish(t: pd.DataFrame, track: str, sort_by: str, weights: dict[str, float] | None
            ) -> pd.DataFrame:
    """Track ranks (bands), order (ranked first) and the final columns."""
    if t.empty:
        return t
    el = t["eligible"].to_numpy(dtype=bool)
    names = t["policy"].tolist()
    tracks = [*TRACKS, *(("composite",) if weights else ())]
    for q in tracks:
        m = np.where(el, t[q].to_numpy(dtype=float), np.nan)
        rank, shared = rank_bands(m, t[f"{q}_ci"].to_numpy(dtype=float), True, names)
        t = t.assign(**{f"rank_{q}": rank, f"tie_{q}": shared})
    t = t.assign(rank=t[f"rank_{track}"], regret=np.where(el, t["regret"], np.nan),
                 regret_ci=np.where(el, t["regret_ci"], np.nan))
    sort_by = "area" if sort_by == "hypervolume" else sort_by
    higher = ({**COLUMNS, **_DERIVED}.get(sort_by, ("", True))[1]
              if sort_by != "area" else True)
    key = t[sort_by].to_numpy(dtype=float)
    key = np.where(np.isfinite(key), -key if higher else key, np.inf)
    if sort_by == track:  # by band, then mean
        key = np.where(np.isfinite(t["rank"].to_numpy(dtype=float)), key, np.inf)
    order = sorted(range(len(t)), key=lambda i: (not el[i], key[i], names[i]))
    t = t.iloc[order].reset_index(drop=True)
    cols = ["rank", *[f"rank_{q}" for q in tracks], "policy", "seeds", "failed"]
    cols += [c for q in COLUMNS for c in (q, f"{q}_ci")]
    cols += [c for q in _workload_in(t) for c in (q, f"{q}_ci")]
    cols += ["pareto", "area", "regret", "regret_ci"]
    if weights:
        cols += ["composite", "composite_ci"]
    cols += ["status", "eligible", "work_ok", "work_gpu_h", "work_jobs", "oracle",
             *[f"tie_{q}" for q in tracks]]
    cols += [c for c in ("same_as_ref", "not_applicable") if c in t]
    if "scenarios" in t:
        cols.insert(cols.index("seeds"), "scenarios")
    return t[cols]


def _check_options(track: str, sort_by: str | None, weights: dict[str, float] | None) -> str:
    tracks = (*TRACKS, "composite")
    if track not in tracks:
        raise LeaderboardError(f"unknown track {track!r}; choose one of {', '.join(tracks)}")
    if track == "composite" and not weights:
        raise LeaderboardError("the composite track needs weights (--weights carbon=1,...)")
    sort_by = sort_by or track
    if sort_by not in SORT_KEYS:
        raise LeaderboardError(f"cannot sort by {sort_by!r}; choose one of "
                               f"{', '.join(SORT_KEYS)}")
    if sort_by == "composite" and not weights:
        raise LeaderboardError("sorting by composite needs weights (--weights carbon=1,...)")
    return sort_by


def default_suite(records: Iterable[dict[str, Any]]) -> str | None:
    """The suite a table shows when none is named: the standard suite
    (:data:`gridshift.benchmark.suite.DEFAULT_SUITE`) if any record is of it, else the suite
    with most records."""
    from gridshift.benchmark.suite import DEFAULT_SUITE

    counts = Counter(r.get("suite") for r in records)
    if not counts:
        return None
    if DEFAULT_SUITE in counts:
        return DEFAULT_SUITE
    return counts.most_common(1)[0][0]


def build_leaderboard(records: Iterable[dict[str, Any]], suite: str | None = None,
                      version: str | None = None, split: str | None = "dev",
                      sort_by: str | None = None, *, track: str = "carbon",
                      weights: dict[str, float] | None = None,
                      slo_slack_pp: float | None = None,
                      completion_tol: float = COMPLETION_TOL) -> Leaderboard:
    """Build the per-scenario and suite tables of one suite, version and split.

    Args:
        records: Records (``gridshift.record/1`` dicts).
        suite: Suite name (default: :func:`default_suite`).
        version: Suite version (default: the newest present for that suite).
        split: ``"dev"``, ``"test"`` or ``None`` (any).
        sort_by: Display order within the ranked and within the unranked rows: any of
            :data:`SORT_KEYS` (default: the track).
        track: The track whose rank is the ``rank`` column: ``carbon``, ``cost``, ``water``
            or ``composite`` (needs ``weights``).
        weights: Weights of the composite (see :func:`parse_weights`); ``None``: no composite.
        slo_slack_pp: SLO constraint [pp above the reference]; ``None``: the suite manifest's
            ``[ranking] slo_slack_pp``, else :data:`SLO_SLACK_PP`.
        completion_tol: See :data:`COMPLETION_TOL`.

    Returns:
        The :class:`Leaderboard`.

    Raises:
        LeaderboardError: An unknown track or sort key, a composite without weights, or a bad
            ``[ranking]`` setting in the suite manifest.
    """
    sort_by = _check_options(track, sort_by, weights)
    records = list(records)
    excluded: list[tuple[str, str]] = []
    if suite is None and records:
        suite = default_suite(records)
    same = [r for r in records if r.get("suite") == suite]
    if version is None and same:
        version = max((r.get("suite_version") for r in same), key=_vkey)
    if slo_slack_pp is None:
        slack, slack_src = _suite_slack(suite)
    else:
        slack, slack_src = float(slo_slack_pp), "given"
    sel = []
    for r in records:
        what = f"{r.get('scenario')} / {_label(r)} / seed {r.get('seed')}"
        if r.get("suite") != suite and r.get("suite") is not None and suite is not None:
            continue  # another suite's record: its own tables, not an exclusion
        if r.get("suite") != suite:
            excluded.append((what, f"suite {r.get('suite')!r}, not {suite!r}"))
        elif r.get("suite_version") != version:
            excluded.append((what, f"suite version {r.get('suite_version')!r}, "
                                   f"not {version!r} (not mixed in)"))
        elif split is not None and r.get("split") != split:
            continue  # the other split: a separate table, not an exclusion
        else:
            sel.append(r)
    # One cell, one row: the same record found twice (e.g. a submission's copy of the
    # reference records beside the suite's own) counts once; two different records under one
    # key are a conflict and neither is used. A cell is named by what it computed
    # (:func:`_cell_of`), not by its key: a /1 record and its /3 re-run are one cell.
    by_key: dict[Any, list[dict[str, Any]]] = defaultdict(list)
    for r in sel:
        by_key[_cell_of(r)].append(r)
    sel = []
    for rs in by_key.values():
        first = rs[0]
        if all(r.get("metrics") == first.get("metrics") and r.get("status") == first.get("status")
               and _same_table(r, first) for r in rs[1:]):
            sel.append(first)
        else:
            excluded.append((f"{first.get('scenario')} / {_label(first)} / seed "
                             f"{first.get('seed')}", f"{len(rs)} different records of one cell "
                             f"(key {str(first.get('key'))[:12]}…): conflicting, none used"))
    lb = Leaderboard(suite, version, split, excluded=excluded,
                     settings={"track": track, "sort_by": sort_by, "slo_slack_pp": slack,
                               "slo_slack_source": slack_src, "completion_tol": completion_tol,
                               "weights": dict(weights) if weights else None})
    per, bounds = _per_seed(sel, excluded, weights)
    lb.per_seed = per
    if per.empty:
        return lb
    per_sc = {}
    na_of: dict[str, list[str]] = defaultdict(list)  # policy -> scenarios it is n/a on
    for sc, g in per.groupby("scenario", sort=True):
        sc = str(sc)
        t = _assess(_aggregate(g), slack, completion_tol)
        ref = t[t["policy"] == REFERENCE]
        slo_ref = float(ref["slo_pct"].iloc[0]) if len(ref) else math.nan
        t, aside, same_sched, na = _set_aside(t)
        t, lb.front_hv[sc] = _multi(t, slo_ref, slack, track)
        # the suite means keep the same-schedule rows (their numbers are the reference's)
        per_sc[sc] = pd.concat([t, aside[aside["policy"].isin(same_sched)]],
                               ignore_index=True)
        lb.scenarios[sc] = _finish(t, track, sort_by, weights)
        _keep_aside(lb, sc, aside, same_sched, na)
        for pol, _why in na:
            na_of[pol].append(sc)
        kinds = {kind for k, (_b, kind) in bounds.items() if k[0] == sc}
        if not kinds:
            lb.no_bound.append(sc)
            levers = next((scenario_levers(r) for r in sel if r.get("scenario") == sc), None)
            if levers:
                lb.no_bound_why[sc] = ", ".join(sorted(levers))
        else:
            lb.bound_kind[sc] = "deadline" if kinds == {"deadline"} else \
                "world" if kinds == {"world"} else "mixed"
    st, lb.front_hv["suite"], aside, same_sched = _suite(per_sc, excluded, slack, track,
                                                         sort_by, weights, dict(na_of),
                                                         set(lb.no_bound_why))
    everywhere = sorted(p for p, scs in na_of.items() if len(scs) == len(per_sc))
    _keep_aside(lb, "suite", aside, same_sched,
                [(p, "its lever is off on every scenario") for p in everywhere])
    lb.suite_table = st
    return lb


def _set_aside(t: pd.DataFrame) -> tuple[pd.DataFrame, pd.DataFrame, list[str],
                                         list[tuple[str, str]]]:
    """Split off the rows that are not ranked rows: the lever policies not applicable here
    and the policies with the reference's schedule. ``(kept, aside, same, n/a)``."""
    if t.empty or "same_as_ref" not in t:
        return t, t.iloc[0:0], [], []
    not_ref = (t["policy"] != REFERENCE).to_numpy(dtype=bool)
    na_txt = t["not_applicable"].fillna("").astype(str) if "not_applicable" in t else \
        pd.Series([""] * len(t), index=t.index)
    na = (na_txt != "").to_numpy(dtype=bool) & not_ref
    same = t["same_as_ref"].fillna(False).to_numpy(dtype=bool) & not_ref & ~na
    aside = t[na | same].copy()
    aside["status"] = ["not applicable: " + str(w) if n else f"same schedule as {REFERENCE}"
                       for n, w in zip(na[na | same], na_txt[na | same], strict=True)]
    return (t[~(na | same)].reset_index(drop=True), aside.reset_index(drop=True),
            sorted(t.loc[same, "policy"].astype(str)),
            sorted(zip(t.loc[na, "policy"].astype(str), na_txt[na].astype(str), strict=True)))


def _keep_aside(lb: Leaderboard, key: str, aside: pd.DataFrame, same: list[str],
                na: list[tuple[str, str]]) -> None:
    if same:
        lb.same_as_reference[key] = same
    if na:
        lb.not_applicable[key] = na
    if not aside.empty:
        lb.set_aside[key] = aside


def _suite(per_sc: dict[Any, pd.DataFrame], excluded: list[tuple[str, str]], slack: float,
           track: str, sort_by: str, weights: dict[str, float] | None,
           na_of: dict[str, list[str]] | None = None, no_bound: set[str] | None = None
           ) -> tuple[pd.DataFrame, float, pd.DataFrame, list[str]]:
    """The suite table: mean over scenarios of the per-scenario means.

    ``na_of``: policy -> the scenarios where it is not applicable (not in ``per_sc``); a
    policy not applicable on some scenarios has no suite mean and says where. ``no_bound``:
    the scenarios where no bound is defined (their levers are not modelled by it); the
    suite's regret is the mean over the others. A bound missing elsewhere (no oracle or
    reference record carries one) still leaves every suite regret empty."""
    qs = (*COLUMNS, *_DERIVED,
          *[q for q in WORKLOAD_COLUMNS if any(q in _workload_in(t) for t in per_sc.values())])
    na_of = na_of or {}
    no_bound = no_bound or set()
    acc: dict[tuple[str, bool], dict[str, Any]] = defaultdict(
        lambda: {"scenarios": 0, "seeds": 0, "failed": 0, "why": [], "work": True,
                 "work_gpu_h": [], "work_jobs": [], "same": True,
                 **{q: [] for q in qs}, **{f"{q}_ci": [] for q in qs}})
    # A metric no policy could measure on a scenario (e.g. cost where the scenario has no price
    # data) is left out of that metric's suite mean for every policy, and said so.
    measurable = {q: {sc for sc, t in per_sc.items()
                      if q in t and np.isfinite(t[q].to_numpy(dtype=float)).any()} for q in qs}
    for sc, t in per_sc.items():
        for _, r in t.iterrows():
            a = acc[(r["policy"], r["oracle"])]
            a["scenarios"] += 1
            a["seeds"] += r["seeds"]
            a["failed"] += r["failed"]
            a["work"] &= bool(r["work_ok"])
            a["same"] &= bool(r.get("same_as_ref", False) is True)
            a["work_gpu_h"].append(r["work_gpu_h"])
            a["work_jobs"].append(r["work_jobs"])
            if not r["eligible"]:
                a["why"].append(f"{sc}: {r['status'].removeprefix('unranked: ')}")
            for q in qs:
                if q == "regret" and sc in no_bound:
                    continue
                if sc in measurable[q]:
                    a[q].append(r[q] if q in r else math.nan)
                    a[f"{q}_ci"].append(r[f"{q}_ci"] if f"{q}_ci" in r else math.nan)
    n_sc = len(per_sc)
    for q in COLUMNS:
        missing = sorted(str(sc) for sc in per_sc if sc not in measurable[q])
        if missing and measurable[q]:
            excluded.append((f"{q} (suite table)", f"mean over {len(measurable[q])} of {n_sc} "
                             f"scenarios; not measurable on {', '.join(missing)}"))
    rows = []
    for (pol, orc), a in acc.items():
        row: dict[str, Any] = {"policy": pol, "oracle": orc, "scenarios": a["scenarios"],
                               "seeds": a["seeds"], "failed": a["failed"]}
        for q in qs:
            v, h = np.array(a[q], float), np.array(a[f"{q}_ci"], float)
            need = n_sc - len(no_bound) if q == "regret" else len(measurable[q])
            complete = (a["scenarios"] == n_sc and len(v) == need > 0 and np.isfinite(v).all())
            row[q] = float(v.mean()) if complete else math.nan
            row[f"{q}_ci"] = (float(math.sqrt((h ** 2).sum()) / len(h))
                              if complete and np.isfinite(h).all() else math.nan)
        why = []
        na = na_of.get(pol, [])
        if na:
            why.append(f"not applicable on {', '.join(na)} (its lever is off there)")
        if a["scenarios"] + len(na) < n_sc:
            why.append(f"ran {a['scenarios']} of {n_sc} scenarios")
            excluded.append((f"{pol} (suite table)", f"ran {a['scenarios']} of {n_sc} "
                             "scenarios: no suite mean"))
        if a["why"]:
            why.append("unranked on " + " | ".join(a["why"]))
        row["eligible"] = not why
        row["work_ok"] = a["work"] and a["scenarios"] == n_sc
        row["status"] = "ranked" if not why else "unranked: " + "; ".join(why)
        for q in ("work_gpu_h", "work_jobs"):  # the worst scenario
            row[q] = float(min(a[q])) if np.isfinite(a[q]).all() else math.nan
        row["same_as_ref"] = a["same"] and a["scenarios"] == n_sc and pol != REFERENCE
        row["not_applicable"] = ""
        rows.append(row)
    st = pd.DataFrame(rows)
    if st.empty:
        return st, math.nan, st, []
    ref = st[st["policy"] == REFERENCE]
    slo_ref = float(ref["slo_pct"].iloc[0]) if len(ref) else math.nan
    st, aside, same, _ = _set_aside(st)
    st, front = _multi(st, slo_ref, slack, track)
    return _finish(st, track, sort_by, weights), front, aside, same


# ------------------------------------------------------------------------------ rendering
def _fmt(v: Any, h: Any = math.nan, nd: int = 1) -> str:
    if v is None or v is pd.NA or (isinstance(v, float) and not math.isfinite(v)):
        return "—"
    s = f"{v:.{nd}f}"
    if h is not None and isinstance(h, float) and math.isfinite(h):
        s += f" ± {h:.{nd}f}"
    return s


def fmt_sig(v: Any, h: Any = math.nan, sig: int = 3) -> str:
    """``v`` to ``sig`` significant digits ± ``h`` at the same decimals ("0.511 ± 0.015",
    "1.00 ± 0.00"); a half-width that would round to 0 but is not 0 gets one significant
    digit of its own ("1.00 ± 0.0004"). "—" for a missing value."""
    if v is None or v is pd.NA or not math.isfinite(float(v)):
        return "—"
    x = float(v)
    nd = max(0, sig - 1 - math.floor(math.log10(abs(x)))) if x != 0 else sig - 1
    s = f"{x:.{nd}f}"
    if h is not None and h is not pd.NA and math.isfinite(float(h)):
        hh = float(h)
        t = f"{hh:.{nd}f}"
        if hh > 0 and float(t) == 0.0:  # one significant digit, no exponent
            t = f"{hh:.{max(nd, -math.floor(math.log10(hh)))}f}"
        s += f" ± {t}"
    return s


def _rank_text(r: Any, tie: Any) -> str:
    if r is None or r is pd.NA or not math.isfinite(float(r)):
        return "—"
    return f"{int(r)}" + ("=" if bool(tie) else "")


def _display(t: pd.DataFrame, lb: Leaderboard, scenario: str | None) -> pd.DataFrame:
    """The formatted table (strings) shown in Markdown, HTML and LaTeX."""
    w = lb.settings.get("weights")
    tracks = [*TRACKS, *(("composite",) if w else ())]
    out = pd.DataFrame()
    for q in tracks:
        out[f"{q} #"] = [_rank_text(r, s) for r, s in zip(t[f"rank_{q}"], t[f"tie_{q}"],
                                                          strict=True)]
    out["policy"] = [p + (" †" if f else "") for p, f in zip(t["policy"], t["failed"],
                                                             strict=True)]
    if "scenarios" in t:
        out["scenarios"] = t["scenarios"].astype(str)
    out["seeds"] = [f"{s}" + (f" (+{f} failed)" if f else "") for s, f in
                    zip(t["seeds"], t["failed"], strict=True)]
    for q, (head, _) in COLUMNS.items():
        out[head] = [_fmt(v, h) for v, h in zip(t[q], t[f"{q}_ci"], strict=True)]
    for q in _workload_in(t):
        out[WORKLOAD_COLUMNS[q][0]] = [_fmt(v, h, 2 if q == "fairness_jain" else 1)
                                       for v, h in zip(t[q], t[f"{q}_ci"], strict=True)]
    out["Pareto"] = ["—" if not math.isfinite(p) else ("yes" if p else "no")
                     for p in t["pareto"].to_numpy(dtype=float)]
    out[area_header(lb)] = [_fmt(v) for v in t["area"]]
    no_bound = ((scenario in lb.no_bound) if scenario else bool(lb.no_bound) and (
        len(lb.no_bound) == len(lb.scenarios) or set(lb.no_bound) - set(lb.no_bound_why)))
    out["carbon regret"] = [("no bound" if no_bound else "—") if not e else
                            (fmt_sig(v, h) if not no_bound else "no bound")
                            for e, v, h in zip(t["eligible"], t["regret"], t["regret_ci"],
                                               strict=True)]
    if w:
        out[f"composite = {_weights_text(w)}"] = [
            _fmt(v, h) for v, h in zip(t["composite"], t["composite_ci"], strict=True)]
    out["status"] = t["status"].tolist()
    return out


def area_header(lb: Leaderboard) -> str:
    """The area column's header: the track it is of, and its unit."""
    return f"{lb.settings.get('track', 'carbon')}×SLO area pp²"


def aside_lines(lb: Leaderboard, key: str) -> list[str]:
    """The lines under a table for the rows that are not ranked rows (``key``: ``"suite"`` or
    a scenario): the policies with the reference's schedule, the lever policies not
    applicable."""
    out = []
    same = lb.same_as_reference.get(key)
    if same:
        where = "every scenario" if key == "suite" else "every seed"
        out.append(f"Same schedule as {REFERENCE} (the per-job table equals the reference's "
                   f"on {where}, so every number is the reference's; not ranked): "
                   + ", ".join(same) + ".")
    na = lb.not_applicable.get(key)
    if na:
        out.append("Not applicable (a lever policy whose lever is off here acts as "
                   f"{REFERENCE}; not ranked): "
                   + ", ".join(f"{p} ({w})" for p, w in na) + ".")
    return out


def _md_table(df: pd.DataFrame) -> str:
    cols = list(df.columns)
    lines = ["| " + " | ".join(cols) + " |", "|" + "|".join("---" for _ in cols) + "|"]
    lines += ["| " + " | ".join(str(v) for v in row) + " |" for row in df.itertuples(index=False)]
    return "\n".join(lines)


def _notes(lb: Leaderboard) -> list[str]:
    s = lb.settings
    tol = 100 * s.get("completion_tol", COMPLETION_TOL)
    slack = s.get("slo_slack_pp", SLO_SLACK_PP)
    src = s.get("slo_slack_source", "default")
    out = [
        f"Savings in % vs {REFERENCE} on the same scenario and seed (positive = better); "
        "mean ± 95 % CI half-width over seeds (Student t). † = some seeds failed.",
        f"Tracks (carbon #, cost #, water #): the saving's rank among ranked policies; rows in "
        f"order of the {s.get('track', 'carbon')} track"
        + (f", sorted by {s['sort_by']}" if s.get("sort_by") != s.get("track") else "")
        + ". Ranked = completed the reference's work (GPU-hours of finished jobs where "
        f"recorded, else finished jobs; {tol:g} % tolerance, every seed), SLO violations at "
        f"most {REFERENCE}'s + {slack:g} pp ({src}), no failed seed; suite table: on every "
        "scenario. Unranked rows follow, with the reason.",
        "Ties (rank bands): in order of the mean, a band starts at its top and takes the "
        "next policies while their 95 % interval overlaps the top's; members share the top's "
        "rank (shown 4=).",
        "Pareto: not dominated in (carbon, cost, water saving, SLO violations) among policies "
        f"that completed the work. {area_header(lb)}: the area dominated by the policy's "
        f"point in ({s.get('track', 'carbon')} saving, SLO violations) against the reference "
        f"point ({s.get('track', 'carbon')} saving 0, {REFERENCE}'s SLO violations + "
        f"{slack:g} pp: the corner of the ranking constraint) = max(0, saving) × max(0, "
        "reference SLO + slack − SLO) [pp²]; the front's area is that of all work-complete "
        "points together.",
        _regret_note(lb),
        f"Rows whose per-job table (jobs_digest) equals {REFERENCE}'s on every seed are one "
        "line under the table (same schedule), not ranked ties; lever policies (carbon-scaler, "
        "carbon-power-cap, solar-following) are listed as not applicable where the scenario "
        "has their lever off.",
    ]
    plain = [sc for sc in lb.no_bound if sc not in lb.no_bound_why]
    if plain:
        out.append("No bound on " + ", ".join(plain) + ": no oracle record there carries "
                   "carbon_bound_kg (records of gs-v1 predate it), so no regret.")
    if lb.no_bound_why:
        out.append("No bound on " + ", ".join(f"{sc} ({w})" for sc, w in
                                              lb.no_bound_why.items())
                   + ": the bound does not model these levers (on-site supply, elastic jobs, "
                   "power capping, power-down), so no regret there"
                   + ("; the suite table's regret is the mean over the other scenarios."
                      if not plain and len(lb.no_bound) < len(lb.scenarios) else "."))
    if s.get("weights"):
        out.append(f"Composite (asked for): {_weights_text(s['weights'])}; a saving the "
                   "scenario cannot measure counts 0; ranked like a track.")
    else:
        out.append("No composite score: pass --weights (e.g. carbon=1,cost=0.5) to add one.")
    return out


def _regret_note(lb: Leaderboard) -> str:
    kinds = set(lb.bound_kind.values())
    head = "carbon regret = (carbon − bound) / (reference carbon − bound), 3 significant digits; "
    if len(lb.no_bound) == len(lb.scenarios):
        return (head + "bound = the oracle record's carbon_bound_kg (lower bound over "
                "deadline-meeting schedules); 0 = at the bound, 1 = as the reference.")
    if kinds == {"deadline"}:
        return (head + "bound = bound_deadline_kg of the scenario and seed's oracle and "
                "reference records (a lower bound on the carbon of every schedule within the "
                "SLO constraint); 0 = at the bound, 1 = as the reference.")
    return (head + "bound = the largest carbon_bound_kg of the scenario and seed's oracle and "
            "reference records (a lower bound on the carbon of every schedule, deadlines met "
            "or not)" + ("; bound_deadline_kg (within the SLO constraint) where a record "
                         "carries it" if "deadline" in kinds or "mixed" in kinds else "")
            + "; 0 = at the bound, 1 = as the reference.")


def _front(lb: Leaderboard, key: str) -> str:
    v = lb.front_hv.get(key, math.nan)
    return f"Front area (all work-complete policies): {_fmt(v)} pp²."


def _under(lb: Leaderboard, key: str) -> list[str]:
    """The text under a table: the front's area, then the rows set aside."""
    return [_front(lb, key), *aside_lines(lb, key)]


def to_markdown(lb: Leaderboard) -> str:
    """Markdown: suite table, per-scenario tables, and what was not included."""
    parts = [f"# Leaderboard: {lb.title}", ""]
    parts += [f"- {n}" for n in _notes(lb)] + [""]
    if not lb.suite_table.empty:
        parts += ["## Suite", "", _md_table(_display(lb.suite_table, lb, None)), ""]
        parts += [x for line in _under(lb, "suite") for x in (line, "")]
    for sc, t in lb.scenarios.items():
        parts += [f"## {sc}", "", _md_table(_display(t, lb, sc)), ""]
        parts += [x for line in _under(lb, sc) for x in (line, "")]
    if lb.excluded:
        parts += ["## Not included", ""]
        parts += [f"- {what}: {why}" for what, why in lb.excluded]
        parts.append("")
    return "\n".join(parts)


def to_csv(lb: Leaderboard) -> str:
    """CSV of the numeric tables (column ``table`` = ``suite`` or the scenario id)."""
    frames = []
    for key, t in [("suite", lb.suite_table), *lb.scenarios.items()]:
        if t.empty:
            continue
        frames.append(t.assign(table=key))
        aside = lb.set_aside.get(key)
        if aside is not None and not aside.empty:  # their numbers, no rank
            frames.append(aside[[c for c in t.columns if c in aside.columns]]
                          .assign(table=key))
    if not frames:
        return ""
    df = pd.concat(frames, ignore_index=True)
    df.insert(0, "table", df.pop("table"))
    df.insert(1, "suite", lb.suite)
    df.insert(2, "suite_version", lb.version)
    df.insert(3, "split", lb.split)
    buf = io.StringIO()
    df.to_csv(buf, index=False, float_format="%.6g", lineterminator="\n")
    return buf.getvalue()


def _slug(text: str) -> str:
    return "gs-" + re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def _gt(df: pd.DataFrame, title: str, subtitle: str, table_id: str) -> Any:
    try:
        from great_tables import GT
    except ImportError as exc:
        raise GridshiftError("the HTML table needs the html extra: pip install "
                             "'gridshift[html]' (or choose --format md, csv or tex)") from exc

    # a fixed id: great-tables draws a random one otherwise (issue 14: HTML not reproducible)
    return GT(df, id=table_id).tab_header(title=title, subtitle=subtitle)


def to_html(lb: Leaderboard) -> str:
    """A static HTML page (great-tables), byte-identical between builds."""
    import html

    notes = "".join(f"<li>{html.escape(n)}</li>" for n in _notes(lb))
    body = [f"<h1>Leaderboard: {html.escape(lb.title)}</h1><ul>{notes}</ul>"]
    if not lb.suite_table.empty:
        body.append(_gt(_display(lb.suite_table, lb, None), f"Suite: {lb.title}",
                        _front(lb, "suite"), _slug("suite")).as_raw_html())
        body += [f"<p>{html.escape(x)}</p>" for x in aside_lines(lb, "suite")]
    for sc, t in lb.scenarios.items():
        body.append(_gt(_display(t, lb, sc), f"Scenario {sc}", f"{lb.title}. {_front(lb, sc)}",
                        _slug(f"scenario {sc}")).as_raw_html())
        body += [f"<p>{html.escape(x)}</p>" for x in aside_lines(lb, sc)]
    if lb.excluded:
        items = "".join(f"<li>{html.escape(w)}: {html.escape(y)}</li>" for w, y in lb.excluded)
        body.append(f"<h2>Not included</h2><ul>{items}</ul>")
    return ("<!DOCTYPE html>\n<html><head><meta charset='utf-8'><title>gridshift leaderboard: "
            f"{html.escape(lb.title)}</title></head><body>\n" + "\n".join(body)
            + "\n</body></html>\n")


def to_latex(lb: Leaderboard) -> str:
    """LaTeX tables (great-tables), one per table."""
    parts = [f"% gridshift leaderboard: {lb.title}", *("% " + n for n in _notes(lb))]
    if not lb.suite_table.empty:
        parts.append(_gt(_display(lb.suite_table, lb, None), f"Suite: {lb.title}",
                         _front(lb, "suite"), _slug("suite")).as_latex())
        parts += ["% " + x for x in aside_lines(lb, "suite")]
    for sc, t in lb.scenarios.items():
        parts.append(_gt(_display(t, lb, sc), f"Scenario {sc}", lb.title,
                         _slug(f"scenario {sc}")).as_latex())
        parts += ["% " + x for x in aside_lines(lb, sc)]
    if lb.excluded:
        parts.append("% Not included: " + "; ".join(f"{w}: {y}" for w, y in lb.excluded))
    return "\n\n".join(parts) + "\n"


def render(lb: Leaderboard, fmt: str = "md") -> str:
    """Render in ``md``, ``csv``, ``tex`` or ``html``."""
    if fmt not in _FORMATS:
        raise LeaderboardError(f"unknown format {fmt!r}; choose one of {', '.join(_FORMATS)}")
    return {"md": to_markdown, "csv": to_csv, "tex": to_latex, "html": to_html}[fmt](lb)
