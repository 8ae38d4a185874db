"""The workflow gate in a run: a 4-job DAG over two regions, computed by hand.

Regions a and b, 100 ms apart at 1 GB/s (8 Gbit/s), epochs every 300 s; every job is
submitted at 0 in a, on one A100. The DAG (edge data in GB)::

    pre (600 s) --20--> train (1200 s) --5--> report (100 s)
        \\--2--> eval (300 s) ----------1-----/

The policy places train in b, everything else in a, as soon as it sees it:

* pre runs in a 0 -> 600.
* train and eval are released at 600 (epoch 2; their input is in a, where pre ran). eval runs
  in a 600 -> 900; train moves its 20 GB a -> b: 0.1 + 20 / 1 = 20.1 s, runs 620.1 -> 1820.1.
* report's inputs: 5 GB in b (train), 1 GB in a (eval): gathered in b. eval's edge moves
  a -> b from 900: 0.1 + 1 = 1.1 s (there at 901.1); train's is there at 1820.1. Released at
  the first epoch at or after 1820.1: 2100 (epoch 7), with its data (6 GB) in b.
* placed in a, report moves its 6 GB b -> a: 0.1 + 6 = 6.1 s, runs 2106.1 -> 2206.1.
"""

from __future__ import annotations

import numpy as np
import pytest
from numpy.testing import assert_allclose

from gridshift.datasets.workflows import read_workflow_table
from gridshift.sim.world import build_world
from gridshift.workloads.dag import release_times

from .conftest import ByName, two_regions

engine = pytest.importorskip("gridshift.sim.engine.workflows")

CSV = """\
job_id,submit_time,origin,gpus,gpu_type,duration_s,data_gb,workflow_id,depends_on,edge_data_gb
pre,2023-03-01T00:00:00Z,a,1,A100,600,0,w1,,
train,2023-03-01T00:00:00Z,a,1,A100,1200,20,w1,pre,20
eval,2023-03-01T00:00:00Z,a,1,A100,300,2,w1,pre,2
report,2023-03-01T00:00:00Z,a,1,A100,100,6,w1,train;eval,5;1
"""


def _run(tmp_path, compact=True):
    from gridshift.sim.simulator import Simulator

    p = tmp_path / "wf.csv"
    p.write_text(CSV)
    world = build_world(two_regions(p))
    _, wf = read_workflow_table(p)
    ids = world.jobs.job_id.to_list()
    wf = wf.aligned(ids)
    pol = ByName({"pre": 0, "train": 1, "eval": 0, "report": 0}, ids)
    sim = Simulator(world, pol, mechanisms=[engine.mechanism(wf)])
    sim.compact_running = compact
    sched = sim.run()
    return world, wf, pol, sched, ids


@pytest.mark.parametrize(("compact", "jit"), [(True, "off"), (False, "off"), (True, "on")])
def test_four_job_dag_by_hand(tmp_path, monkeypatch, compact, jit):
    """The numpy queue with and without compact rows, and the compiled queue."""
    monkeypatch.setenv("GRIDSHIFT_JIT", jit)
    world, wf, pol, sched, ids = _run(tmp_path, compact)
    row = {n: ids.index(n) for n in ("pre", "train", "eval", "report")}
    start = {n: sched.first_start_s[i] for n, i in row.items()}
    fin = {n: sched.finish_s[i] for n, i in row.items()}
    assert_allclose([start[n] for n in row], [0, 620.1, 600, 2106.1], rtol=0, atol=1e-9)
    assert_allclose([fin[n] for n in row], [600, 1820.1, 900, 2206.1], rtol=0, atol=1e-9)
    # the policy saw each job first at its release, never before
    first = {}
    for t, names, _ in pol.seen:
        for n in names:
            first.setdefault(n, t)
    assert first == {"pre": 0.0, "train": 600.0, "eval": 600.0, "report": 2100.0}
    # transfers: train's placement, the gathering of eval's edge, report's placement
    x = sched.transfers
    got = sorted(zip(x["job"].tolist(), x["src"].tolist(), x["dst"].tolist(),
                     np.round(x["start_s"], 9).tolist(), np.round(x["duration_s"], 9).tolist(),
                     x["data_gb"].tolist(), strict=True))
    want = sorted([(row["train"], 0, 1, 600.0, 20.1, 20.0),
                   (row["report"], 0, 1, 900.0, 1.1, 1.0),
                   (row["report"], 1, 0, 2100.0, 6.1, 6.0)])
    assert got == want


def test_observation_fields(tmp_path):
    _, _, pol, _, _ = _run(tmp_path)
    by_t = {t: (names, extra) for t, names, extra in pol.seen}
    names, extra = by_t[0.0]
    assert names == ["pre"]
    # critical path: 600 + max(1200 + 100, 300 + 100)
    assert_allclose(extra["critical_path_s"], [1900.0], rtol=1e-12)
    names, extra = by_t[600.0]
    cp = dict(zip(names, extra["critical_path_s"], strict=True))
    assert cp == {"train": 1300.0, "eval": 400.0}
    assert extra["workflow_id"].tolist() == [0, 0]


def test_reference_release_times_agree(tmp_path):
    world, wf, _, sched, ids = _run(tmp_path)
    rel, tgt = release_times(wf, sched.finish_s, sched.region, world.latency_ms,
                             world.bandwidth_gbps, world.step_s)
    r = {n: rel[ids.index(n)] for n in ("pre", "train", "eval", "report")}
    assert np.isnan(r["pre"])
    assert (r["train"], r["eval"], r["report"]) == (600.0, 600.0, 2100.0)
    assert tgt[ids.index("report")] == 1  # gathered in b


def test_accounting_charges_the_gathering(tmp_path):
    from gridshift.sim.run import account_table

    world, _, _, sched, _ = _run(tmp_path)
    metrics, _ = account_table(world, sched)
    assert metrics["jobs_completed"] == 4
    assert_allclose(metrics["data_moved_gb"], 27.0, rtol=1e-12)
    assert_allclose(metrics["energy_transfer_kwh"], 27.0 * world.transfer_kwh_per_gb,
                    rtol=1e-9)
