"""The workloads stage: a workflow's deadline from its column or from deadline_slack."""

from __future__ import annotations

import numpy as np
import pytest
from numpy.testing import assert_allclose

from gridshift.errors import DataError
from gridshift.sim.world import build_world
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
    wl = load_workloads(w)
    assert wl.workflows.workflow_ids == ("w1", "w2")
    # w1: first epoch 600 (submitted at 600) + 2 x (600 + 1200); w2: 0 + 2 x 400
    assert_allclose(wl.workflow_deadline_s, [600 + 3600, 800], rtol=0)


def test_deadline_column_wins(tmp_path):
    rows = [HEAD + ",workflow_deadline"] + [r + ("," if i else ",2023-03-01T02:00:00Z")
                                            for i, r in enumerate(ROWS)]
    w = _world(tmp_path, rows, workflows={"deadline_slack": 2.0})
    assert_allclose(load_workloads(w).workflow_deadline_s, [7200.0, 800.0], rtol=0)
    w = _world(tmp_path, rows, workflows={})
    dl = load_workloads(w).workflow_deadline_s
    assert dl[0] == 7200.0 and np.isnan(dl[1])
    # no deadline: nothing to miss, even unfinished
    m = workflow_metrics(np.array([0, 0, 1, 1]), 2, np.zeros(4),
                         np.array([1.0, 8000.0, np.nan, np.nan]), dl)
    assert m["workflow_slo_violations"] == 1.0


def test_deadline_column_disagreeing_rows(tmp_path):
    rows = [HEAD + ",workflow_deadline"] + [r + ",2023-03-01T02:00:00Z" for r in ROWS[:1]] + [
        ROWS[1] + ",2023-03-01T03:00:00Z"] + [r + "," for r in ROWS[2:]]
    w = _world(tmp_path, rows, workflows={})
    with pytest.raises(DataError, match=r"wf\.csv row 2 \(line 3\): workflow_deadline differs "
                                        r"from row 1 of workflow 'w1'"):
        load_workloads(w)


def test_no_tables_no_workloads(tmp_path):
    assert load_workloads(_world(tmp_path, [HEAD, *ROWS])) is None
