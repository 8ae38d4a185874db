"""Capacity events: the table (named errors), the generator, an outage and a demand-response
window by hand.

Outage by hand (region a, 4 A100; epochs every 300 s; checkpoint interval 600 s): X
(interruptible, 3000 s, checkpoint_s 60) and Y (not interruptible, 3000 s) start at 0. Region a
is out from 1500 to 2700. At 1500 X has run 1500 s: it loses 1500 mod 600 = 300 s (keeps 1200 s
of work, 1800 s left) and Y loses all 1500 s. Both are placed in a again at once and wait; at 2700
X runs 60 + 1800 s (to 4560) and Y restarts (to 5700). Lost: (300 + 1500) / 3600 = 0.5 GPU-h.

Demand response by hand (cap 0.5: 2 of a's 4 GPUs): four 1-GPU jobs run 0 -> 1200; the window
is 600 -> 3600. At 1200 they finish and two GPUs are held; three 1-GPU jobs of 600 s submitted at
1200 run two at a time: 1200 -> 1800 and the third 1800 -> 2400. The site is over its cap from
600 to 1200 (four GPUs at full power): compliance 2400 / 3000 = 0.8.
"""

from __future__ import annotations

from datetime import UTC, datetime

import numpy as np
import pytest
from numpy.testing import assert_allclose

from gridshift.errors import DataError
from gridshift.sim.world import build_world
from gridshift.workloads.events import lost_work_s, read_events, synthetic_events

from .conftest import ByName, two_regions

engine = pytest.importorskip("gridshift.sim.engine.events")

START, END = datetime(2023, 3, 1, tzinfo=UTC), datetime(2023, 3, 1, 6, tzinfo=UTC)
HEAD = "kind,region,gpu_type,start,end,cap_fraction\n"


def _events(tmp_path, rows):
    p = tmp_path / "ev.csv"
    p.write_text(HEAD + rows)
    return read_events(p, ("a", "b"), ("A100",), START, END)


def test_read_events(tmp_path):
    ev = _events(tmp_path, "outage,a,,2023-03-01T00:25:00Z,2023-03-01T00:45:00Z,\n"
                           "demand_response,b,,2023-03-01T01:00:00Z,2023-03-01T02:00:00Z,0.5\n"
                           "outage,b,A100,2023-03-01T03:00:00Z,2023-03-01T03:05:00Z,\n")
    assert ev.kind.tolist() == [0, 1, 0] and ev.region.tolist() == [0, 1, 1]
    assert ev.gpu_type.tolist() == [-1, -1, 0]
    assert ev.start_s.tolist() == [1500.0, 3600.0, 10800.0]
    assert np.isnan(ev.cap_fraction[0]) and ev.cap_fraction[1] == 0.5


@pytest.mark.parametrize(("row", "msg"), [
    ("outage,c,,2023-03-01T00:25:00Z,2023-03-01T00:45:00Z,",
     r"ev\.csv row 1 \(line 2\): region is 'c'; expected one of a, b"),
    ("outage,a,,2023-02-28T23:00:00Z,2023-03-01T00:45:00Z,",
     r"row 1 \(line 2\): start is outside the scenario's window .* by 3600 s"),
    ("outage,a,,2023-03-01T05:00:00Z,2023-03-01T07:00:00Z,",
     r"row 1 \(line 2\): end is outside the scenario's window .* by 3600 s"),
    ("outage,a,,2023-03-01T01:00:00Z,2023-03-01T00:45:00Z,", r"end is not after start"),
    ("blackout,a,,2023-03-01T00:25:00Z,2023-03-01T00:45:00Z,", r"kind is 'blackout'"),
    ("outage,a,H100,2023-03-01T00:25:00Z,2023-03-01T00:45:00Z,", r"gpu_type is 'H100'"),
    ("demand_response,a,,2023-03-01T00:25:00Z,2023-03-01T00:45:00Z,1.5",
     r"cap_fraction is '1\.5'; a demand_response needs a number in \(0, 1\]"),
    ("outage,a,,yesterday,2023-03-01T00:45:00Z,", r"start is 'yesterday'; expected an ISO"),
])
def test_bad_events_named(tmp_path, row, msg):
    with pytest.raises(DataError, match=msg):
        _events(tmp_path, row + "\n")


def test_generator_seeded_and_inside():
    a = synthetic_events(3, 7 * 86400.0, 5, outage_rate_per_day=0.5, outage_mean_h=2.0,
                         dr_rate_per_day=1.0, dr_mean_h=3.0, dr_cap_fraction=0.6)
    b = synthetic_events(3, 7 * 86400.0, 5, outage_rate_per_day=0.5, outage_mean_h=2.0,
                         dr_rate_per_day=1.0, dr_mean_h=3.0, dr_cap_fraction=0.6)
    assert np.array_equal(a.start_s, b.start_s) and len(a) > 5
    assert (a.start_s < a.end_s).all() and (a.end_s <= 7 * 86400.0).all()
    assert set(np.unique(a.kind).tolist()) == {0, 1}
    assert len(synthetic_events(3, 86400.0, 5)) == 0  # rates default to none


def test_lost_work_rule():
    assert_allclose(lost_work_s(np.array([1500.0, 1500.0, -5.0]), np.array([True, False, True]),
                                600.0), [300.0, 1500.0, 0.0], rtol=0)


def _sim(world, pol, mech):
    from gridshift.sim.simulator import Simulator

    sim = Simulator(world, pol, mechanisms=[mech])
    sim.jit = False
    return sim


def test_outage_by_hand(tmp_path):
    p = tmp_path / "jobs.csv"
    p.write_text("job_id,submit_time,origin,gpus,gpu_type,duration_s,interruptible,checkpoint_s\n"
                 "X,2023-03-01T00:00:00Z,a,1,A100,3000,true,60\n"
                 "Y,2023-03-01T00:00:00Z,a,1,A100,3000,false,0\n")
    world = build_world(two_regions(p))
    ids = world.jobs.job_id.to_list()
    ev = _events(tmp_path, "outage,a,,2023-03-01T00:25:00Z,2023-03-01T00:45:00Z,\n")
    pol = ByName({"X": 0, "Y": 0}, ids)
    sim = _sim(world, pol, engine.mechanism(ev, 600.0))
    mech = []
    sim.mechanisms = ((None, lambda run: mech.append(engine.CapacityEvents(
        run.state, run.log, run.queue, ev, 600.0)) or mech[-1]),)
    s = sim.run()
    X, Y = ids.index("X"), ids.index("Y")
    assert_allclose(s.finish_s[[X, Y]], [4560.0, 5700.0], rtol=0, atol=1e-9)
    m = mech[0].lost_metrics(world)
    assert m["outage_evictions"] == 2.0
    assert_allclose(m["outage_lost_gpu_hours"], 0.5, rtol=1e-12)
    # carbon by hand: each job's IT power x sum over its lost 300 s steps of carbon x PUE
    from gridshift.sim.power import job_power_w

    pw = job_power_w(world, np.array([X, Y]), np.array([0, 0]), np.array([1, 1]))
    ci = world.carbon[world.window, 0] * world.pue[world.window, 0]
    want = (pw[0] * ci[4] * 300 + pw[1] * ci[:5].sum() * 300) / 3.6e9
    assert_allclose(m["outage_lost_carbon_kg"], want, rtol=1e-12)
    # the policy saw X and Y pending again at 1500 with a's 4 GPUs held, no demand response
    (t, names, seen), = [x for x in pol.seen if x[0] == 1500.0]
    assert sorted(names) == ["X", "Y"]
    np.testing.assert_array_equal(seen["event_held_gpus"], [[4], [0]])
    assert np.isnan(seen["dr_cap_fraction"]).all()
    # the segments: cut at 1500, nothing in a during the outage
    seg = s.segments
    assert not ((seg["start_s"] < 2700) & (seg["end_s"] > 1500) & (seg["region"] == 0)).any()


def test_demand_response_by_hand(tmp_path):
    p = tmp_path / "jobs.csv"
    rows = [f"J{i},2023-03-01T00:00:00Z,a,1,A100,1200" for i in range(4)]
    rows += [f"Z{i},2023-03-01T00:20:00Z,a,1,A100,600" for i in range(3)]
    p.write_text("job_id,submit_time,origin,gpus,gpu_type,duration_s\n" + "\n".join(rows) + "\n")
    world = build_world(two_regions(p))
    ids = world.jobs.job_id.to_list()
    ev = _events(tmp_path, "demand_response,a,,2023-03-01T00:10:00Z,2023-03-01T01:00:00Z,0.5\n")
    pol = ByName(dict.fromkeys(ids, 0), ids)
    s = _sim(world, pol, engine.mechanism(ev)).run()
    z = [ids.index(f"Z{i}") for i in range(3)]
    assert sorted(s.first_start_s[z].tolist()) == [1200.0, 1200.0, 1800.0]
    # what the policy saw at 1200 (the Z jobs pending): 2 of a's GPUs held, a's cap 0.5
    (t, names, seen), = [x for x in pol.seen if x[0] == 1200.0]
    np.testing.assert_array_equal(seen["event_held_gpus"], [[2], [0]])
    np.testing.assert_array_equal(seen["dr_cap_fraction"], [0.5, np.nan])
    m = engine.demand_response_metrics(world, s.segments, ev)
    assert m["dr_windows"] == 1.0
    assert_allclose(m["dr_compliance"], 0.8, rtol=1e-12)
    from gridshift.sim.power import job_power_w

    p1 = float(job_power_w(world, np.array([0]), np.array([0]), np.array([1]))[0])
    # in the window: 4 jobs x 600 s, then 2 x 600 s and 1 x 600 s
    assert_allclose(m["dr_energy_it_kwh"], p1 * (4 * 600 + 2 * 600 + 600) / 3.6e6, rtol=1e-12)


def test_demand_response_carbon_delta(tmp_path):
    """The run without the window is the baseline: here its jobs all start at once."""
    from gridshift.workloads.run import simulate

    p = tmp_path / "jobs.csv"
    rows = [f"Z{i},2023-03-01T00:20:00Z,a,1,A100,600" for i in range(4)]
    p.write_text("job_id,submit_time,origin,gpus,gpu_type,duration_s\n" + "\n".join(rows) + "\n")
    (tmp_path / "ev.csv").write_text(
        HEAD + "demand_response,a,,2023-03-01T00:10:00Z,2023-03-01T01:00:00Z,0.5\n")
    world = build_world(two_regions(p, events={"source": str(tmp_path / "ev.csv")}))
    ids = world.jobs.job_id.to_list()
    r = simulate(world, ByName(dict.fromkeys(ids, 0), ids), dr_baseline=True)
    m = r.metrics
    assert m["dr_compliance"] == 1.0
    # the same energy, shifted: two jobs run 1200 -> 1800, two 1800 -> 2400 instead of all four
    # 1200 -> 1800; the delta is the carbon of that shift (its sign is the grid's)
    assert abs(m["dr_energy_it_delta_kwh"]) < 1e-9
    from gridshift.sim.power import job_power_w

    p1 = float(job_power_w(world, np.array([0]), np.array([0]), np.array([1]))[0])
    ci = world.carbon[world.window, 0] * world.pue[world.window, 0]
    want = 2 * p1 * 300 * (ci[6:8].sum() - ci[4:6].sum()) / 3.6e9
    assert_allclose(m["dr_carbon_delta_kg"], want, rtol=1e-9, atol=1e-12)
