"""The workloads stage of the World build: a workflow's deadline from its column or from
deadline_slack; the World carries the workloads, frozen with the rest."""

from __future__ import annotations

import numpy as np
import pytest
from numpy.testing import assert_allclose

from gridshift.errors import DataError
from gridshift.sim.world import build_world, freeze_world, world_nbytes
from gridshift.workloads.metrics import workflow_metrics
from gridshift.workloads.stage import load_workloads

from .conftest import two_regions

HEAD = "job_id,submit_time,origin,gpus,duration_s,workflow_id,depends_on,edge_data_gb"
ROWS = [
    "a,2023-03-01T00:10:00Z,a,1,600,w1,,",
    "b,2023-03-01T00:10:00Z,a,1,1200,w1,a,",
    "c,2023-03-01T00:00:00Z,a,1,300,w2,,",
    "d,2023-03-01T00:00:00Z,a,1,100,w2,c,",
]


def _world(tmp_path, rows, **tables):
    p = tmp_path / "wf.csv"
    p.write_text("\n".join(rows) + "\n")
    return build_world(two_regions(p, **tables))


def test_deadline_from_slack(tmp_path):
    w = _world(tmp_path, [HEAD, *ROWS], workflows={"deadline_slack": 2.0})
    wl = w.workloads
    assert wl.workflows.workflow_ids == ("w1", "w2")
    # w1: first epoch 600 (submitted at 600) + 2 x (600 + 1200); w2: 0 + 2 x 400
    assert_allclose(wl.workflow_deadline_s, [600 + 3600, 800], rtol=0)


def test_deadline_column_wins(tmp_path):
    rows = [HEAD + ",workflow_deadline"] + [r + ("," if i else ",2023-03-01T02:00:00Z")
                                            for i, r in enumerate(ROWS)]
    w = _world(tmp_path, rows, workflows={"deadline_slack": 2.0})
    assert_allclose(w.workloads.workflow_deadline_s, [7200.0, 800.0], rtol=0)
    w = _world(tmp_path, rows, workflows={})
    dl = w.workloads.workflow_deadline_s
    assert dl[0] == 7200.0 and np.isnan(dl[1])
    # no deadline: nothing to miss, even unfinished
    m = workflow_metrics(np.array([0, 0, 1, 1]), 2, np.zeros(4),
                         np.array([1.0, 8000.0, np.nan, np.nan]), dl)
    assert m["workflow_slo_violations"] == 1.0


def test_deadline_column_disagreeing_rows(tmp_path):
    rows = [HEAD + ",workflow_deadline"] + [r + ",2023-03-01T02:00:00Z" for r in ROWS[:1]] + [
        ROWS[1] + ",2023-03-01T03:00:00Z"] + [r + "," for r in ROWS[2:]]
    with pytest.raises(DataError, match=r"wf\.csv row 2 \(line 3\): workflow_deadline differs "
                                        r"from row 1 of workflow 'w1'"):
        _world(tmp_path, rows, workflows={})  # the World build's workloads stage names it


def test_no_tables_no_workloads(tmp_path):
    w = _world(tmp_path, [HEAD, *ROWS])
    assert w.workloads is None and load_workloads(w) is None


def test_the_world_carries_its_workloads_frozen(tmp_path):
    p = tmp_path / "tw.csv"
    p.write_text(HEAD + ",tier,tenant\n" + "\n".join(
        r + (",guaranteed,t0" if i % 2 else ",preemptible,t1") for i, r in enumerate(ROWS)) + "\n")
    ev = tmp_path / "ev.csv"
    ev.write_text("kind,region,start,end,cap_fraction\n"
                  "outage,a,2023-03-01T01:00:00Z,2023-03-01T02:00:00Z,\n")
    w = build_world(two_regions(p, workflows={}, tiers={"preemption": True,
                                                        "default_tier": "standard"},
                                events={"source": str(ev)}))
    wl = w.workloads
    again = load_workloads(w)  # the stage is what load_workloads gives
    for name in ("tier", "tenant", "workflow_deadline_s"):
        np.testing.assert_array_equal(getattr(wl, name), getattr(again, name))
    assert wl.tenants == ("t1", "t0") or set(wl.tenants) == {"t0", "t1"}
    assert wl.workflows.workflow_ids == ("w1", "w2") and len(wl.events) == 1
    freeze_world(w)
    for a in (wl.tier, wl.tenant, wl.workflows.src, wl.events.start_s):
        assert not a.flags.writeable
    with pytest.raises(ValueError):
        wl.tier[0] = 0
    assert world_nbytes(w) >= wl.tier.nbytes + wl.events.start_s.nbytes
