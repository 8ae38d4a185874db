"""Tiers: the tier column (unknown tier named), the victim rule, and a preemption by hand.

By hand (region a, 4 A100; epochs every 300 s; the policy places every job in a at once):
P (preemptible, interruptible, 4 GPUs, 3600 s, checkpoint 60 s) runs from 0. G (guaranteed,
4 GPUs, 600 s) is submitted at 900 and placed in a: no room, so P is preempted at 900 (its
900 s of work kept), G runs 900 -> 1500. P is pending again at 1200, placed (queued: G holds
the pool), starts at 1500 when G has finished, and runs its 2700 s left plus the 60 s
checkpoint: 1500 -> 4260.
"""

from __future__ import annotations

import numpy as np
import pytest
from numpy.testing import assert_allclose

from gridshift.errors import DataError
from gridshift.sim.world import build_world
from gridshift.workloads.metrics import tier_metrics
from gridshift.workloads.spec import TIERS
from gridshift.workloads.tiers import parse_tiers, preemption_victims

from .conftest import ByName, two_regions

engine = pytest.importorskip("gridshift.sim.engine.tiers")

CSV = """\
job_id,submit_time,origin,gpus,gpu_type,duration_s,interruptible,checkpoint_s,tier,tenant
P,2023-03-01T00:00:00Z,a,4,A100,3600,true,60,preemptible,t1
G,2023-03-01T00:15:00Z,a,4,A100,600,false,0,guaranteed,t2
"""


def test_unknown_tier_named():
    with pytest.raises(DataError, match=r"jobs\.csv row 2 \(line 3\): tier is 'gold'; expected "
                                        "one of guaranteed, standard, preemptible"):
        parse_tiers(["a", "b"], ["standard", "gold"], None, path="jobs.csv", is_csv=True)
    with pytest.raises(DataError, match=r"did you mean 'standard'"):
        parse_tiers(["a"], ["standrd"], None)


def test_parse_defaults_and_tenants():
    rank, ten, ids = parse_tiers(["a", "b", "c"], ["", "guaranteed", None], ["x", "", "x"],
                                 default_tier="preemptible")
    assert rank.tolist() == [2, 0, 2] and ten.tolist() == [0, -1, 0] and ids == ("x",)


def test_victims_rule():
    # pool 0: 4 GPUs, none free, nothing queued; a guaranteed job needs 3
    run_job = np.array([10, 11, 12, 13])
    kw = dict(run_pool=np.array([0, 0, 0, 1]), run_gpus=np.array([1, 2, 1, 4]),
              run_rank=np.array([2, 1, 2, 2], dtype=np.int8),
              run_start=np.array([0.0, 0.0, 300.0, 0.0]),
              run_interruptible=np.array([True, True, True, True]))
    v = preemption_victims(np.array([3, 0]), np.array([0, 127]), np.array([0, 0]),
                           np.array([0, 0]), run_job, **kw)
    # lowest tier first, the latest started first: 12 (1), 10 (1), then 11 (2) -> 4 >= 3
    assert v.tolist() == [10, 11, 12]
    # a standard requester cannot preempt the standard job: 2 GPUs are not enough for 3
    v = preemption_victims(np.array([3, 0]), np.array([1, 127]), np.array([0, 0]),
                           np.array([0, 0]), run_job, **kw)
    assert v.size == 0
    # room enough already: nobody
    v = preemption_victims(np.array([3, 0]), np.array([0, 127]), np.array([3, 0]),
                           np.array([0, 0]), run_job, **kw)
    assert v.size == 0


@pytest.mark.parametrize(("compact", "jit"), [(True, "off"), (False, "off"), (True, "on")])
def test_preemption_by_hand(tmp_path, monkeypatch, compact, jit):
    """The numpy queue with and without compact rows, and the compiled queue (its pauses)."""
    from gridshift.sim.simulator import Simulator

    monkeypatch.setenv("GRIDSHIFT_JIT", jit)
    p = tmp_path / "jobs.csv"
    p.write_text(CSV)
    world = build_world(two_regions(p))
    ids = world.jobs.job_id.to_list()
    rank, ten, tenants = parse_tiers(ids, ["preemptible", "guaranteed"], ["t1", "t2"])
    pol = ByName({"P": 0, "G": 0}, ids)
    sim = Simulator(world, pol, mechanisms=[engine.mechanism(rank, ten)])
    sim.compact_running = compact
    s = sim.run()
    P, G = ids.index("P"), ids.index("G")
    # the policy saw G at 900 as guaranteed (0) of tenant t2, and P at 1200 as preemptible
    seen = {t: (names, extra) for t, names, extra in pol.seen}
    assert seen[900.0][0] == ["G"] and seen[900.0][1]["tier"].tolist() == [0]
    assert seen[900.0][1]["tenant"].tolist() == [ten[G]] and seen[900.0][1]["tier"].dtype == np.int8
    assert seen[1200.0][0] == ["P"] and seen[1200.0][1]["tier"].tolist() == [2]
    assert_allclose(s.first_start_s[[P, G]], [0.0, 900.0], rtol=0)
    assert_allclose(s.finish_s[[P, G]], [4260.0, 1500.0], rtol=0, atol=1e-9)
    assert s.n_pauses[P] == 1
    seg = s.segments
    rows = sorted(zip(seg["job"].tolist(), seg["start_s"].tolist(), seg["end_s"].tolist(),
                      strict=True))
    assert rows == sorted([(P, 0.0, 900.0), (P, 1500.0, 4260.0), (G, 900.0, 1500.0)])
    m = tier_metrics(rank, TIERS, ten, len(tenants), world.jobs.submit_s, s.finish_s,
                     world.jobs.duration_s, s.n_pauses)
    assert m["jct_mean_s_guaranteed"] == 600.0 and m["slowdown_mean_guaranteed"] == 1.0
    assert_allclose(m["slowdown_mean_preemptible"], 4260.0 / 3600.0, rtol=1e-12)
    assert m["preemptions"] == 1


def test_without_preemption_g_waits(tmp_path):
    from gridshift.sim.simulator import Simulator

    p = tmp_path / "jobs.csv"
    p.write_text(CSV)
    world = build_world(two_regions(p))
    ids = world.jobs.job_id.to_list()
    rank, ten, _ = parse_tiers(ids, ["preemptible", "guaranteed"], ["t1", "t2"])
    s = Simulator(world, ByName({"P": 0, "G": 0}, ids),
                  mechanisms=[engine.mechanism(rank, ten, preemption=False)]).run()
    G = ids.index("G")
    assert s.first_start_s[G] == 3600.0 and s.n_pauses.sum() == 0
