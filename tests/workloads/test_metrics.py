"""Workload metrics by hand: workflow makespan and deadlines, JCT/slowdown per tier, Jain."""

from __future__ import annotations

import numpy as np
from numpy.testing import assert_allclose

from gridshift.workloads.metrics import (
    jain_index,
    tier_metrics,
    workflow_deadlines_s,
    workflow_metrics,
)

NAN = np.nan


def test_workflow_deadlines_and_metrics():
    wf = np.array([0, 0, 0, 1, 1, -1])
    submit = np.array([10.0, 10.0, 10.0, 0.0, 0.0, 0.0])
    cp = np.array([1900.0, 1300.0, 400.0, 100.0, 50.0, 7.0])
    dl = workflow_deadlines_s(wf, 2, submit, cp, 2.0, 300.0)
    assert_allclose(dl, [300 + 3800, 0 + 200], rtol=0)  # first epoch + slack x critical path
    fin = np.array([600.0, 1820.1, 900.0, 150.0, 260.0, 5.0])
    m = workflow_metrics(wf, 2, submit, fin, dl)
    assert m["workflows"] == 2 and m["workflows_completed"] == 2
    assert_allclose([m["workflow_makespan_mean_s"]], [(1810.1 + 260) / 2], rtol=1e-12)
    assert m["workflow_slo_violations"] == 1  # w1 ends at 260 > 200
    fin[1] = NAN  # an unfinished workflow: not completed, a violation
    m = workflow_metrics(wf, 2, submit, fin, dl)
    assert m["workflows_completed"] == 1 and m["workflow_slo_violations"] == 2
    assert m["workflow_makespan_mean_s"] == 260.0


def test_jain_index():
    assert jain_index(np.array([2.0, 2.0, 2.0])) == 1.0
    assert_allclose(jain_index(np.array([1.0, 0.0, 0.0, 0.0])), 0.25, rtol=1e-15)
    # (1 + 3)^2 / (2 * (1 + 9)) = 0.8
    assert_allclose(jain_index(np.array([1.0, 3.0, NAN])), 0.8, rtol=1e-15)
    assert jain_index(np.array([])) == 1.0


def test_tier_metrics_by_hand():
    tiers = ("guaranteed", "standard", "preemptible")
    tier = np.array([0, 0, 1, 2, 2])
    tenant = np.array([0, 1, 0, 1, -1])
    submit = np.zeros(5)
    dur = np.array([100.0, 100.0, 200.0, 50.0, 50.0])
    fin = np.array([100.0, 300.0, 400.0, 200.0, NAN])
    m = tier_metrics(tier, tiers, tenant, 2, submit, fin, dur, np.array([0, 0, 0, 2, 1]))
    assert m["jct_mean_s_guaranteed"] == 200.0 and m["slowdown_mean_guaranteed"] == 2.0
    assert_allclose(m["jct_p95_s_guaranteed"], 100 + 0.95 * 200, rtol=1e-12)
    assert m["slowdown_mean_standard"] == 2.0
    assert m["slowdown_mean_preemptible"] == 4.0 and m["jobs_unfinished_preemptible"] == 1
    # tenant 0: slowdowns 1 and 2 -> 1.5; tenant 1: 3 and 4 -> 3.5
    assert_allclose(m["tenant_fairness_jain"], 25.0 / (2 * (2.25 + 12.25)), rtol=1e-12)
    assert m["preemptions"] == 3


def test_slo_per_tier_by_hand():
    tiers = ("guaranteed", "standard", "preemptible")
    tier = np.array([0, 0, 2, 2, 2])
    z = np.zeros(5)
    viol = np.array([True, False, True, True, False])
    m = tier_metrics(tier, tiers, np.full(5, -1), 0, z, np.ones(5), np.ones(5), None, viol)
    assert m["slo_violations_guaranteed"] == 1 and m["slo_violation_rate_guaranteed"] == 0.5
    assert m["slo_violations_standard"] == 0 and m["slo_violation_rate_standard"] == 0.0
    assert_allclose(m["slo_violation_rate_preemptible"], 2 / 3, rtol=1e-12)
    assert "slo_violations_standard" not in tier_metrics(tier, tiers, np.full(5, -1), 0, z,
                                                         np.ones(5), np.ones(5))


def test_slo_per_tier_adds_up_to_the_run_total():
    from importlib import resources
    from pathlib import Path

    from gridshift.workloads.run import run_scenario

    here = Path(str(resources.files("gridshift"))) / "scenarios" / "workloads"
    m = run_scenario(here / "tiered-v1.toml", "lowest-carbon-window").metrics
    per = [m[f"slo_violations_{t}"] for t in ("guaranteed", "standard", "preemptible")]
    assert sum(per) == m["slo_violations"] and m["slo_violations"] > 0
