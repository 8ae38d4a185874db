"""Workload metrics over the per-job columns: workflows, tiers and tenants (docs/workloads.md).

Pure functions of arrays the accounting's per-job table holds (``submit_s``, ``finish_s``,
``duration_s``) and the workload columns (workflow, tier, tenant). Unfinished jobs: a job
that never finished has no JCT; it counts in ``*_unfinished`` and, for workflows, as a
deadline violation. Percentiles are numpy's default ("linear") rule.

References:
    R. Jain, D.-M. Chiu, W. Hawe, "A Quantitative Measure of Fairness and Discrimination for
    Resource Allocation in Shared Computer Systems", DEC-TR-301 (1984): the fairness index
    ``(sum x)^2 / (n sum x^2)``, 1 when all ``x`` are equal, ``1/n`` when one takes all.
    D. G. Feitelson, L. Rudolph, U. Schwiegelshohn, K. C. Sevcik, P. Wong, "Theory and practice
    in parallel job scheduling", JSSPP 1997 (slowdown = response time / run time).
"""

from __future__ import annotations

import numpy as np

__all__ = ["jain_index", "job_completion", "tier_metrics", "workflow_deadlines_s",
           "workflow_metrics"]


def _mean_p95(x: np.ndarray) -> tuple[float, float]:
    if not x.size:
        return float("nan"), float("nan")
    return float(x.mean()), float(np.percentile(x, 95))


def workflow_deadlines_s(workflow: np.ndarray, n_workflows: int, submit_s: np.ndarray,
                         critical_path_s: np.ndarray, slack: float, step_s: float
                         ) -> np.ndarray:
    """``[W]`` each workflow's deadline [s]: its first job's first epoch plus ``slack`` times
    its critical path (the longest chain of reference-GPU work through it), like a job's
    ``deadline_slack`` (docs/workloads.md).

    Args:
        workflow: ``[J]`` workflow index of each job (-1: none).
        n_workflows: W.
        submit_s: ``[J]`` submit time [s].
        critical_path_s: ``[J]`` each job's work plus the longest chain after it [s] (the
            critical path of a workflow is the largest over its roots).
        slack: Multiple of the critical path allowed (>= 1 for a feasible deadline).
        step_s: Decision epoch [s].
    """
    m = workflow >= 0
    first = np.full(n_workflows, np.inf)
    np.minimum.at(first, workflow[m], np.ceil(submit_s[m] / step_s) * step_s)
    cp = np.zeros(n_workflows)
    np.maximum.at(cp, workflow[m], critical_path_s[m])
    return first + slack * cp


def workflow_metrics(workflow: np.ndarray, n_workflows: int, submit_s: np.ndarray,
                     finish_s: np.ndarray, deadline_s: np.ndarray | None = None
                     ) -> dict[str, float]:
    """Per-workflow completion: makespan (last finish - first submit) and deadline misses.

    Returns:
        ``workflows``, ``workflows_completed`` (every job finished), ``workflow_makespan_mean_s``
        and ``workflow_makespan_p95_s`` (completed workflows), ``workflow_slo_violations``
        (finished after its deadline, or unfinished; workflows with a NaN deadline have
        none) and
        ``workflow_slo_violation_rate``.
    """
    m = workflow >= 0
    w = workflow[m]
    first = np.full(n_workflows, np.inf)
    np.minimum.at(first, w, submit_s[m])
    last = np.full(n_workflows, -np.inf)
    fin = finish_s[m]
    np.maximum.at(last, w, np.where(np.isnan(fin), np.inf, fin))
    done = np.isfinite(last)
    span = (last - first)[done]
    mean, p95 = _mean_p95(span)
    viol = 0
    if deadline_s is not None:  # (a workflow with a NaN deadline has none to miss)
        dl = np.asarray(deadline_s, dtype=np.float64)
        has = ~np.isnan(dl)
        viol = int((has & (~done | (last > np.where(has, dl, 0.0) + 1e-9))).sum())
    return {"workflows": float(n_workflows), "workflows_completed": float(done.sum()),
            "workflow_makespan_mean_s": mean, "workflow_makespan_p95_s": p95,
            "workflow_slo_violations": float(viol),
            "workflow_slo_violation_rate": viol / n_workflows if n_workflows else 0.0}


def job_completion(submit_s: np.ndarray, finish_s: np.ndarray, duration_s: np.ndarray
                   ) -> tuple[np.ndarray, np.ndarray]:
    """``(jct_s, slowdown)`` per job: ``finish - submit`` [s] and ``jct / duration_s`` (the
    run time on the reference GPU); NaN where unfinished."""
    jct = finish_s - submit_s
    return jct, jct / duration_s


def jain_index(x: np.ndarray) -> float:
    """Jain's fairness index of ``x`` (NaN entries dropped): ``(sum x)^2 / (n sum x^2)``
    (Jain, Chiu, Hawe 1984); 1.0 for an empty or all-zero ``x``."""
    x = np.asarray(x, dtype=np.float64)
    x = x[~np.isnan(x)]
    s2 = float((x * x).sum())
    if not x.size or s2 == 0.0:
        return 1.0
    return float(x.sum()) ** 2 / (x.size * s2)


def tier_metrics(tier: np.ndarray, tier_names: tuple[str, ...], tenant: np.ndarray,
                 n_tenants: int, submit_s: np.ndarray, finish_s: np.ndarray,
                 duration_s: np.ndarray, n_preempted: np.ndarray | None = None,
                 slo_violated: np.ndarray | None = None) -> dict[str, float]:
    """JCT and slowdown (mean, p95) per tier, Jain's fairness of per-tenant mean slowdown,
    preemptions.

    Args:
        tier: ``[J]`` tier index into ``tier_names``.
        tier_names: The tiers' names (``guaranteed``, ``standard``, ``preemptible``).
        tenant: ``[J]`` tenant index (-1: none).
        n_tenants: Number of tenants.
        submit_s, finish_s, duration_s: ``[J]`` [s] (finish NaN: unfinished).
        n_preempted: ``[J]`` times each job was preempted, or None.
        slo_violated: ``[J]`` bool, each job's SLO violation as the accounting counts it
            (unfinished, late, or over its latency SLO), or None.

    Returns:
        ``jct_mean_s_<tier>``, ``jct_p95_s_<tier>``, ``slowdown_mean_<tier>``,
        ``slowdown_p95_<tier>``, ``jobs_unfinished_<tier>`` for each tier (and, with
        ``slo_violated``, ``slo_violations_<tier>`` and ``slo_violation_rate_<tier>``: the
        SLO per tier, 0 for a tier without jobs), ``tenant_fairness_jain`` (over tenants with
        a finished job) and ``preemptions``.
    """
    jct, sd = job_completion(submit_s, finish_s, duration_s)
    out: dict[str, float] = {}
    for k, name in enumerate(tier_names):
        m = tier == k
        fin = m & ~np.isnan(jct)
        out[f"jct_mean_s_{name}"], out[f"jct_p95_s_{name}"] = _mean_p95(jct[fin])
        out[f"slowdown_mean_{name}"], out[f"slowdown_p95_{name}"] = _mean_p95(sd[fin])
        out[f"jobs_unfinished_{name}"] = float((m & np.isnan(jct)).sum())
        if slo_violated is not None:
            v = float((m & slo_violated).sum())
            out[f"slo_violations_{name}"] = v
            out[f"slo_violation_rate_{name}"] = v / int(m.sum()) if m.any() else 0.0
    ok = (tenant >= 0) & ~np.isnan(sd)
    tot = np.bincount(tenant[ok], weights=sd[ok], minlength=n_tenants)
    cnt = np.bincount(tenant[ok], minlength=n_tenants)
    per = tot[cnt > 0] / cnt[cnt > 0]
    out["tenant_fairness_jain"] = jain_index(per)
    out["preemptions"] = float(0 if n_preempted is None else np.asarray(n_preempted).sum())
    return out
