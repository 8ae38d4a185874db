"""Workflow columns: validation (named errors), levels, critical paths, gathering, release."""

from __future__ import annotations

import numpy as np
import pytest
from numpy.testing import assert_allclose

from gridshift.errors import DataError
from gridshift.workloads.dag import (
    critical_path_after,
    edge_transfer_s,
    input_region,
    levels,
    parse_workflows,
    release_times,
)

IDS = ["pre", "train", "eval", "report"]
DEPS = ["", "pre", "pre", "train;eval"]
GB = ["", "20", "2", "5;1"]


def _wf():
    return parse_workflows(IDS, ["w1"] * 4, DEPS, GB, "wf.csv", is_csv=True)


def test_edges_levels_and_critical_path():
    wf = _wf()
    assert wf.src.tolist() == [0, 0, 1, 2] and wf.dst.tolist() == [1, 2, 3, 3]
    assert_allclose(wf.data_gb, [20, 2, 5, 1], rtol=0)
    assert levels(wf).tolist() == [0, 1, 1, 2]
    assert_allclose(wf.input_gb(), [0, 20, 2, 6], rtol=0)
    # after pre: max(train 1200 + report 100, eval 300 + report 100)
    cp = critical_path_after(wf, np.array([600.0, 1200.0, 300.0, 100.0]))
    assert_allclose(cp, [1300.0, 100.0, 100.0, 0.0], rtol=0)


def test_gathering_and_release_by_hand():
    wf = _wf()
    ran_in = np.array([0, 1, 0, 0])
    assert input_region(wf, ran_in, 2).tolist() == [-1, 0, 0, 1]  # report: 5 GB in b > 1 in a
    lat = np.array([[0.0, 100.0], [100.0, 0.0]])
    # 1 GB over 8 Gbit/s (1 GB/s) + 100 ms
    assert_allclose(edge_transfer_s(np.array([1.0, 1.0, 0.0]), np.array([0, 0, 0]),
                                    np.array([1, 0, 1]), lat, 8.0), [1.1, 0.0, 0.0], rtol=1e-12)
    fin = np.array([600.0, 1820.1, 900.0, np.nan])
    rel, _ = release_times(wf, fin, ran_in, lat, 8.0, 300.0)
    assert np.isnan(rel[0])
    assert rel[1:].tolist() == [600.0, 600.0, 2100.0]
    fin[2] = np.nan  # a predecessor that never finished: never released
    assert np.isnan(release_times(wf, fin, ran_in, lat, 8.0, 300.0)[0][3])


def test_cycle_is_named():
    with pytest.raises(DataError, match=r"wf\.csv row 2 \(line 3\): depends_on: dependency "
                                        r"cycle b -> c -> d -> b"):
        parse_workflows(["a", "b", "c", "d"], None, ["", "a;d", "b", "c"], None, "wf.csv",
                        is_csv=True)


def test_self_dependency_is_a_cycle():
    with pytest.raises(DataError, match=r"row 1: depends_on: dependency cycle a -> a"):
        parse_workflows(["a"], None, ["a"], None, "wf.parquet")


def test_unknown_predecessor():
    with pytest.raises(DataError, match=r"wf\.csv row 3 \(line 4\): depends_on names 'ghost', "
                                        "which is not a job_id of the table"):
        parse_workflows(IDS, None, ["", "pre", "ghost", ""], None, "wf.csv", is_csv=True)


@pytest.mark.parametrize("bad", ["-1", "nan", "inf", "x"])
def test_bad_edge_data(bad):
    with pytest.raises(DataError, match=r"wf\.csv row 2 \(line 3\): edge_data_gb"):
        parse_workflows(["a", "b"], None, ["", "a"], ["", bad], "wf.csv", is_csv=True)


def test_edge_data_count_must_match():
    with pytest.raises(DataError, match=r"row 4 .*edge_data_gb has 1 value\(s\) for 2 "
                                        r"predecessor\(s\)"):
        parse_workflows(IDS, None, DEPS, ["", "1", "1", "5"], "wf.csv", is_csv=True)


def test_predecessor_of_another_workflow():
    with pytest.raises(DataError, match=r"row 2 .*of workflow 'w1', but the job is of "
                                        r"workflow 'w2'"):
        parse_workflows(["a", "b"], ["w1", "w2"], ["", "a"], None, "wf.csv", is_csv=True)


def test_aligned_to_the_world_order():
    wf = _wf()
    al = wf.aligned(["eval", "pre", "report", "train"])
    # edges in successor order: pre->eval, pre->train, eval->report, train->report
    names = [(al.job_id[s], al.job_id[d]) for s, d in zip(al.src, al.dst, strict=True)]
    assert sorted(names) == [("eval", "report"), ("pre", "eval"), ("pre", "train"),
                             ("train", "report")]
    assert_allclose(al.input_gb(), [2, 0, 6, 20], rtol=0)
    with pytest.raises(DataError, match="depends on 'pre', which is not submitted in the "
                                        "scenario's window"):
        wf.aligned(["train"])
