"""Tiers and tenants: the ``tier`` and ``tenant`` job columns, and whom a placement preempts.

Tiers, highest priority first: ``guaranteed`` (0), ``standard`` (1), ``preemptible`` (2)
(:data:`gridshift.workloads.spec.TIERS`). With ``[tiers] preemption = true`` a job of a higher
tier placed in a GPU pool without room for it preempts running *interruptible* jobs of lower
tiers in that pool (a job without a checkpoint cannot be preempted); a preempted job is paused:
its work so far is kept, it pays its ``checkpoint_s`` when it resumes (the checkpoint cost) and
it is pending again from the next epoch. :func:`preemption_victims` is the rule.

References:
    A. Verma, L. Pedrosa, M. Korupolu, D. Oppenheimer, E. Tune, J. Wilkes, "Large-scale
    cluster management at Google with Borg", EuroSys 2015 (production vs. batch priority
    bands; higher priority preempts lower).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from gridshift.errors import DataError
from gridshift.workloads.spec import TIERS

__all__ = ["TIER_SHARES", "assign_tiers", "parse_tiers", "preemption_victims"]

#: The example scenarios' tier mix (an assumption of this generator, not a fit): a fifth of the
#: jobs guaranteed, half standard, the rest preemptible (Borg's production/batch split is
#: reported by work, not by job count, so no published share is copied here).
TIER_SHARES = {"guaranteed": 0.2, "standard": 0.5, "preemptible": 0.3}


def parse_tiers(job_id: list[str], tier: list[Any] | None, tenant: list[Any] | None,
                default_tier: str = "standard", path: str = "<jobs>", is_csv: bool = False
                ) -> tuple[np.ndarray, np.ndarray, tuple[str, ...]]:
    """The tier and tenant of each job.

    Args:
        job_id: The job ids (for the count).
        tier: The ``tier`` column (empty = ``default_tier``), or None (all ``default_tier``).
        tenant: The ``tenant`` column (empty = no tenant), or None.
        default_tier: The tier of an empty cell.
        path: The file (in errors).
        is_csv: Whether rows are CSV lines.

    Returns:
        ``(tier [J] int8 rank, tenant [J] int64 index (-1 none), tenant ids)``.

    Raises:
        DataError: an unknown tier, naming the file, row and field.
    """
    J = len(job_id)
    rank = {t: i for i, t in enumerate(TIERS)}
    out = np.full(J, rank[default_tier], dtype=np.int8)
    if tier is not None:
        for i, t in enumerate(tier):
            s = "" if t is None else str(t).strip()
            if not s:
                continue
            if s not in rank:
                import difflib

                close = difflib.get_close_matches(s, TIERS, n=1)
                hint = f" (did you mean {close[0]!r}?)" if close else ""
                line = f" (line {i + 2})" if is_csv else ""
                raise DataError(f"{path} row {i + 1}{line}: tier is {s!r}{hint}; expected one "
                                f"of {', '.join(TIERS)}")
            out[i] = rank[s]
    ten = np.full(J, -1, dtype=np.int64)
    ids: dict[str, int] = {}
    if tenant is not None:
        for i, t in enumerate(tenant):
            s = "" if t is None else str(t).strip()
            if s:
                ten[i] = ids.setdefault(s, len(ids))
    return out, ten, tuple(ids)


def assign_tiers(n: int, seed: int, n_tenants: int = 4,
                 shares: dict[str, float] | None = None) -> tuple[list[str], list[str]]:
    """Seeded ``tier`` and ``tenant`` columns for ``n`` jobs (tenants ``t0`` ..; tiers drawn
    with ``shares``, default :data:`TIER_SHARES`)."""
    sh = shares or TIER_SHARES
    rng = np.random.default_rng(np.random.SeedSequence([int(seed), 0x3707D]))
    pr = np.array([sh.get(t, 0.0) for t in TIERS], dtype=float)
    tier = rng.choice(len(TIERS), size=n, p=pr / pr.sum())
    ten = rng.integers(0, n_tenants, n)
    return [TIERS[int(k)] for k in tier], [f"t{int(k)}" for k in ten]


def preemption_victims(need: np.ndarray, req_rank: np.ndarray, free: np.ndarray,
                       queued: np.ndarray, run_job: np.ndarray, run_pool: np.ndarray,
                       run_gpus: np.ndarray, run_rank: np.ndarray, run_start: np.ndarray,
                       run_interruptible: np.ndarray) -> np.ndarray:
    """The running jobs a placement preempts.

    For each pool ``p`` with ``need[p] > 0`` (GPUs of the higher-tier jobs placed there now)
    and a deficit ``queued[p] + need[p] - free[p] > 0`` (FIFO: the jobs queued there already
    start first), the candidates are its running interruptible jobs of a lower tier than the
    best placed there (``rank > req_rank[p]``), taken lowest tier first and, within a tier, the
    most recently started first, until they free the deficit. A pool whose candidates cannot
    free it preempts none (a preemption that does not let the job start is not made).

    Args:
        need: ``[P]`` GPUs the higher-tier placements of this epoch ask of each pool.
        req_rank: ``[P]`` best (lowest) tier rank among them (ignored where ``need`` is 0).
        free, queued: ``[P]`` free GPUs and GPUs already queued per pool.
        run_job, run_pool, run_gpus, run_rank, run_start, run_interruptible: the running
            jobs' ids, pools, GPUs, tier ranks, segment starts [s], interruptible flags.

    Returns:
        The victims' job ids (sorted).
    """
    out: list[np.ndarray] = []
    deficit = queued + need - free
    for p in np.flatnonzero((need > 0) & (deficit > 0)):
        m = (run_pool == p) & run_interruptible & (run_rank > req_rank[p])
        if not m.any():
            continue
        idx = np.flatnonzero(m)
        o = np.lexsort((-run_start[idx], -run_rank[idx].astype(np.int64)))
        idx = idx[o]
        cum = np.cumsum(run_gpus[idx])
        if cum[-1] < deficit[p]:
            continue
        k = int(np.searchsorted(cum, deficit[p])) + 1
        out.append(run_job[idx[:k]])
    if not out:
        return np.empty(0, dtype=np.int64)
    return np.sort(np.concatenate(out)).astype(np.int64)
