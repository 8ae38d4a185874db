"""The policy sanity report: does a policy do the work the reference policy does?

The conformance checks (:mod:`gridshift.policies.checks`) say whether a policy keeps the
contract; they cannot say whether it schedules sensibly.  A policy that queues every job at the
one cleanest region passes all of them and then, in the suite, leaves most jobs unfinished.
:func:`sanity_report` runs the policy and the reference ``local-now-v1`` on two small built-in
scenarios and compares what matters to the ranking:

``check-v1``        three regions, two days, a few hundred jobs (the checker's scenario)
``check-load-v1``   the same regions and window with six times the job rate (48 jobs/h), so a
                    policy that ignores capacity queues visibly

For each it reports jobs completed, SLO violations and operational carbon, and **fails** the
policy where

* it completes far less work: ``jobs_completed < MIN_COMPLETED_RATIO × reference``, or
* it violates far more SLOs: ``slo_violation_rate > reference + MAX_EXTRA_SLO_RATE``.

The thresholds are project choices (not constants from the world): a carbon saving bought by
not running jobs is exactly what the ranking must not reward, so a policy that fails here is
not worth a suite run.  A failure says why, and where most jobs went when one region took them.

Usage::

    from gridshift.policies.sanity import sanity_report
    rep = sanity_report("examples/my_policy.py:MyPolicy")
    print("\\n".join(rep.lines())); assert rep.passed
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

__all__ = [
    "MAX_EXTRA_SLO_RATE",
    "MIN_COMPLETED_RATIO",
    "SANITY_SCENARIOS",
    "SanityReport",
    "SanityRow",
    "sanity_report",
]

#: The reference every number is compared with.
REFERENCE = "local-now-v1"
#: Scenarios of the report (packaged, no download).
SANITY_SCENARIOS: tuple[str, ...] = ("check-v1", "check-load-v1")
#: A policy must complete at least this fraction of the jobs the reference completes.
MIN_COMPLETED_RATIO = 0.9
#: A policy's SLO violation rate may exceed the reference's by at most this (0.10 = 10 pp).
MAX_EXTRA_SLO_RATE = 0.10
#: Share of the placed jobs in one region above which a failure names that region.
_CONCENTRATED = 0.6


@dataclass(frozen=True)
class SanityRow:
    """One scenario's comparison.

    Attributes:
        scenario: Scenario id.
        jobs: Jobs in the scenario.
        completed: Jobs the policy completed.
        completed_ref: Jobs the reference completed.
        slo_violations: SLO violations of the policy.
        slo_violations_ref: SLO violations of the reference.
        carbon_kg: Operational carbon of the policy [kgCO2e].
        carbon_kg_ref: Operational carbon of the reference [kgCO2e].
        problems: Why the policy fails on this scenario (empty if it passes).
    """

    scenario: str
    jobs: int
    completed: int
    completed_ref: int
    slo_violations: int
    slo_violations_ref: int
    carbon_kg: float
    carbon_kg_ref: float
    problems: tuple[str, ...] = ()

    @property
    def passed(self) -> bool:
        """Whether the policy passes on this scenario."""
        return not self.problems


@dataclass(frozen=True)
class SanityReport:
    """The sanity report of one policy (one :class:`SanityRow` per scenario)."""

    policy: str
    rows: tuple[SanityRow, ...] = field(default_factory=tuple)

    @property
    def passed(self) -> bool:
        """Whether the policy passes on every scenario."""
        return all(r.passed for r in self.rows)

    def lines(self) -> list[str]:
        """The report as text lines (a table, then one line per problem, then a verdict)."""
        out = [f"sanity report: {self.policy} vs {REFERENCE}",
               f"  {'scenario':<15} {'completed':>17} {'SLO violations':>17} "
               f"{'carbon kgCO2e':>21}"]
        for r in self.rows:
            mark = "PASS" if r.passed else "FAIL"
            out.append(f"  {r.scenario:<15} {r.completed:>7,} / {r.completed_ref:>7,} "
                       f"{r.slo_violations:>7,} / {r.slo_violations_ref:>7,} "
                       f"{r.carbon_kg:>9,.1f} / {r.carbon_kg_ref:>9,.1f}  {mark}")
        out.append("  (policy / reference; completed jobs and SLO violations are counts)")
        for r in self.rows:
            out += [f"FAIL  sanity {r.scenario}: {p}" for p in r.problems]
        out.append("sanity: PASS" if self.passed else
                   "sanity: FAIL — the policy does far less work or breaks far more SLOs than "
                   f"{REFERENCE}; a carbon saving bought that way is not ranked")
        return out


def _where(jobs: Any, ref_jobs: Any, regions: tuple[str, ...], capacity: np.ndarray
           ) -> str | None:
    """A sentence naming the region that took most jobs (if one took most), with the mean
    wait there against the reference's."""
    reg = jobs["region"].to_list()
    placed = [r for r in reg if r is not None and r in regions]
    if not placed:
        return "it placed no job at all (every job was deferred to the end of the window)"
    counts = np.array([placed.count(r) for r in regions])
    top = int(np.argmax(counts))
    share = counts[top] / counts.sum()
    if share < _CONCENTRATED:
        return None
    cap = capacity.sum(axis=1)
    wait = np.asarray(jobs["wait_s"].to_numpy(), dtype=float)
    at_top = np.array([r == regions[top] for r in reg]) & np.isfinite(wait)
    w_ref = np.asarray(ref_jobs["wait_s"].to_numpy(), dtype=float)
    w_ref = w_ref[np.isfinite(w_ref)]
    waits = ""
    if at_top.any() and len(w_ref):
        waits = (f"; jobs started there waited {wait[at_top].mean() / 60:,.0f} min on average "
                 f"against {w_ref.mean() / 60:,.0f} min for {REFERENCE}")
    return (f"it sent {share:.0%} of the jobs it placed to {regions[top]}, which has "
            f"{int(cap[top])} of the {int(cap.sum())} GPUs{waits}; respect capacity and "
            "latency (gridshift.policies.helpers: capacity masks, latency eligibility, "
            "greedy fill)")


def _compare(scenario: str, pol: Any, ref: Any, world: Any) -> SanityRow:
    m, mr = pol.metrics, ref.metrics
    n = int(m["jobs"])
    done, done_ref = int(m["jobs_completed"]), int(mr["jobs_completed"])
    slo, slo_ref = int(m["slo_violations"]), int(mr["slo_violations"])
    problems: list[str] = []
    if done < MIN_COMPLETED_RATIO * done_ref:
        problems.append(f"completed {done:,} of {n:,} jobs, {done_ref - done:,} fewer than "
                        f"{REFERENCE} ({done_ref:,}); at least {MIN_COMPLETED_RATIO:.0%} of "
                        "the reference's are required")
    rate, rate_ref = slo / max(n, 1), slo_ref / max(n, 1)
    if rate > rate_ref + MAX_EXTRA_SLO_RATE:
        problems.append(f"violated the SLO of {slo:,} of {n:,} jobs ({rate:.1%}) against "
                        f"{slo_ref:,} ({rate_ref:.1%}) for {REFERENCE}; at most "
                        f"{MAX_EXTRA_SLO_RATE * 100:g} percentage points more are allowed")
    if problems:
        why = _where(pol.jobs, ref.jobs, world.regions, world.capacity)
        if why:
            problems.append(why)
    return SanityRow(scenario, n, done, done_ref, slo, slo_ref, float(m["carbon_kg"]),
                     float(mr["carbon_kg"]), tuple(problems))


def sanity_report(ref: str, params: dict[str, Any] | None = None,
                  scenarios: tuple[str, ...] = SANITY_SCENARIOS) -> SanityReport:
    """Run ``ref`` and the reference on each scenario and compare them.

    Args:
        ref: A policy id or ``path/file.py:Class``.
        params: Constructor parameters of the policy.
        scenarios: Scenario ids or TOML paths (default: :data:`SANITY_SCENARIOS`).

    Returns:
        The :class:`SanityReport`; ``report.passed`` is False if the policy does far less
        work or breaks far more SLOs than the reference on any scenario.
    """
    from gridshift.policies.isolation import make_runner
    from gridshift.policies.registry import load_policy
    from gridshift.scenario import load_scenario
    from gridshift.sim.run import simulate
    from gridshift.sim.world import build_world

    rows = []
    for sc_ref in scenarios:
        world = build_world(load_scenario(sc_ref), None)
        # the policy under test runs as every untrusted policy does (sandboxed unless it is a
        # built-in one): the process that judges it never imports it
        pol, _ = make_runner(ref, dict(params or {}))
        try:
            tracks = tuple(getattr(pol, "tracks", ("forecast",)))
            track = None if "forecast" in tracks else tracks[0]  # e.g. the oracle
            pol_res = simulate(world, pol, track=track)
        finally:
            pol.close()
        ref_res = simulate(world, load_policy(REFERENCE), track=track)
        rows.append(_compare(world.scenario.id, pol_res, ref_res, world))
    return SanityReport(str(ref), tuple(rows))
