"""Workflow readers: the column format (CSV/Parquet), a WfCommons instance, the generator.

The WfCommons instance (``data/blast-mini.json``) is written by hand in wfformat 1.5 (the
``wfcommons`` 1.6 distribution ships recipes and microstructures, not instances, and pulls in
matplotlib, networkx and scipy >= 1.16.1, so it is not installed here). It validates against
WfFormat's ``wfcommons-schema.json`` (schema 1.5, checked with jsonschema when it was written;
the schema is not vendored).
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import numpy as np
import polars as pl
import pytest
from numpy.testing import assert_allclose

from gridshift.datasets.workflows import (
    read_wfcommons,
    read_workflow_table,
    synthetic_workflows,
)
from gridshift.errors import DataError
from gridshift.workloads.dag import levels

DATA = Path(__file__).parent / "data"
HEAD = "job_id,submit_time,origin,gpus,duration_s,workflow_id,depends_on,edge_data_gb\n"
T = "2023-03-01T00:00:00Z"


def _csv(tmp_path, rows: str, name="wf.csv") -> Path:
    p = tmp_path / name
    p.write_text(HEAD + rows)
    return p


def test_csv_round_trip_and_data_gb(tmp_path):
    p = _csv(tmp_path, f"a,{T},r,1,60,w,,\nb,{T},r,1,60,w,a,2.5\nc,{T},r,1,60,w,a;b,1;0.5\n")
    jobs, wf = read_workflow_table(p)
    assert_allclose(jobs["data_gb"].to_numpy(), [0.0, 2.5, 1.5], rtol=0)
    assert levels(wf).tolist() == [0, 1, 2]
    # written back (Parquet this time) it reads to the same structure
    q = tmp_path / "wf.parquet"
    jobs.write_parquet(q)
    jobs2, wf2 = read_workflow_table(q)
    assert jobs2.equals(jobs)
    for k in ("src", "dst", "data_gb", "workflow"):
        assert np.array_equal(getattr(wf2, k), getattr(wf, k))


@pytest.mark.parametrize(("rows", "msg"), [
    (f"a,{T},r,1,60,w,c,\nb,{T},r,1,60,w,a,\nc,{T},r,1,60,w,b,\n",
     r"wf\.csv row 1 \(line 2\): depends_on: dependency cycle a -> b -> c -> a"),
    (f"a,{T},r,1,60,w,,\nb,{T},r,1,60,w,z,\n",
     r"wf\.csv row 2 \(line 3\): depends_on names 'z', which is not a job_id"),
    (f"a,{T},r,1,60,w,,\nb,{T},r,1,60,w,a,-3\n",
     r"wf\.csv row 2 \(line 3\): edge_data_gb is -3; must be a finite number >= 0 GB"),
])
def test_bad_csv_named(tmp_path, rows, msg):
    with pytest.raises(DataError, match=msg):
        read_workflow_table(_csv(tmp_path, rows))


def test_data_gb_that_disagrees_with_the_edges(tmp_path):
    p = tmp_path / "wf.csv"
    p.write_text("job_id,submit_time,origin,gpus,duration_s,data_gb,depends_on,edge_data_gb\n"
                 f"a,{T},r,1,60,4,,\nb,{T},r,1,60,7,a,2\n")
    with pytest.raises(DataError, match=r"row 2 \(line 3\): data_gb is 7, but the job's "
                                        r"in-edges carry 2 GB"):
        read_workflow_table(p)


def test_no_depends_on_column(tmp_path):
    p = tmp_path / "jobs.csv"
    p.write_text(f"job_id,submit_time,origin,gpus,duration_s\na,{T},r,1,60\n")
    with pytest.raises(DataError, match="no depends_on column"):
        read_workflow_table(p)


def test_wfcommons_instance():
    jobs, wf = read_wfcommons(DATA / "blast-mini.json", origin="r",
                              submit_time=datetime(2023, 3, 1, tzinfo=UTC))
    ids = jobs["job_id"].to_list()
    assert ids == ["blast-mini/split_fasta_00000001", "blast-mini/blastall_00000002",
                   "blast-mini/blastall_00000003", "blast-mini/cat_blast_00000004"]
    assert_allclose(jobs["duration_s"].to_numpy(), [120, 900, 800, 60], rtol=0)
    # edges carry the files the parent writes and the child reads (db.fasta is external)
    e = {(wf.job_id[s].split("/")[1], wf.job_id[d].split("/")[1]): g
         for s, d, g in zip(wf.src, wf.dst, wf.data_gb, strict=True)}
    assert e == {("split_fasta_00000001", "blastall_00000002"): 1.5,
                 ("split_fasta_00000001", "blastall_00000003"): 1.25,
                 ("blastall_00000002", "cat_blast_00000004"): 0.2,
                 ("blastall_00000003", "cat_blast_00000004"): 0.1}
    # the root reads the query (3 GB); a successor's data_gb is its in-edges' sum
    assert_allclose(jobs["data_gb"].to_numpy(), [3.0, 1.5, 1.25, 0.3], rtol=1e-12)
    assert levels(wf).tolist() == [0, 1, 1, 2]


def test_wfcommons_bad_parent(tmp_path):
    import json

    doc = json.loads((DATA / "blast-mini.json").read_text())
    doc["workflow"]["specification"]["tasks"][3]["parents"].append("nope")
    p = tmp_path / "bad.json"
    p.write_text(json.dumps(doc))
    with pytest.raises(DataError, match=r"bad\.json task 4 \('cat_blast_00000004'\): parents "
                                        "names 'nope'"):
        read_wfcommons(p, origin="r", submit_time=datetime(2023, 3, 1, tzinfo=UTC))


def test_generator_is_seeded_and_well_formed():
    a = (["x", "y"], datetime(2023, 3, 1, tzinfo=UTC), datetime(2023, 3, 3, tzinfo=UTC))
    j1, w1 = synthetic_workflows(*a, seed=3, workflows_per_hour=1.5)
    j2, _ = synthetic_workflows(*a, seed=3, workflows_per_hour=1.5)
    j3, _ = synthetic_workflows(*a, seed=4, workflows_per_hour=1.5)
    assert j1.equals(j2) and not j1.equals(j3)
    n_wf = len(w1.workflow_ids)
    assert 30 <= n_wf <= 110  # Poisson(72)
    assert set(levels(w1).tolist()) == {0, 1, 2}
    # every workflow: one pre, one train, 1..3 evaluations, submitted together
    per = np.bincount(w1.workflow, minlength=n_wf)
    assert per.min() >= 3 and per.max() <= 5
    sub = j1.group_by("workflow_id").agg(pl.col("submit_time").n_unique())
    assert (sub["submit_time"] == 1).all()
    assert (j1["duration_s"] >= 60).all()
