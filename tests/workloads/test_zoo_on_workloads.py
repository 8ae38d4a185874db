"""Every zoo policy (``gridshift policies list``) runs on a small workflow scenario, a small
tiered multi-tenant scenario and a small events scenario (issue 37): it finishes, its
schedule is valid (capacity, precedence, outages respected) and the workload metrics are
there under their names."""

from __future__ import annotations

import numpy as np
import pytest

from gridshift.policies.registry import ZOO, load_policy
from gridshift.sim.world import build_world
from gridshift.workloads.run import simulate
from tests.conftest import rl_missing

from .conftest import two_regions

T0 = "2023-03-01T0"
WORKFLOWS = f"""\
job_id,submit_time,origin,gpus,gpu_type,duration_s,data_gb,interruptible,checkpoint_s,workflow_id,depends_on,edge_data_gb
p1,{T0}0:00:00Z,a,1,A100,600,0,false,0,w1,,
t1,{T0}0:00:00Z,a,2,A100,1800,4,true,60,w1,p1,4
e1,{T0}0:00:00Z,a,1,A100,300,1,false,0,w1,p1,1
r1,{T0}0:00:00Z,a,1,A100,120,1.5,false,0,w1,t1;e1,1;0.5
p2,{T0}1:00:00Z,b,1,A100,900,0,false,0,w2,,
t2,{T0}1:00:00Z,b,4,A100,2400,8,true,60,w2,p2,8
e2,{T0}1:00:00Z,b,1,,600,0.5,false,0,w2,t2,0.5
x1,{T0}0:30:00Z,a,2,,1200,0,true,30,,,
"""
TIERED = f"""\
job_id,submit_time,origin,gpus,gpu_type,duration_s,interruptible,checkpoint_s,tier,tenant
p1,{T0}0:00:00Z,a,4,A100,5400,true,60,preemptible,t0
p2,{T0}0:00:00Z,b,3,A100,5400,true,60,preemptible,t1
s1,{T0}0:15:00Z,a,2,,1800,false,0,standard,t1
g1,{T0}0:30:00Z,a,3,A100,1200,false,0,guaranteed,t2
g2,{T0}1:00:00Z,b,2,A100,900,false,0,guaranteed,t0
s2,{T0}1:30:00Z,b,1,,600,true,30,,t2
p3,{T0}2:00:00Z,a,2,,1800,true,60,preemptible,
"""
JOBS = f"""\
job_id,submit_time,origin,gpus,duration_s,interruptible,checkpoint_s
j1,{T0}0:00:00Z,a,2,5400,true,60
j2,{T0}0:00:00Z,a,2,3600,false,0
j3,{T0}0:00:00Z,b,2,2700,true,60
j4,{T0}1:00:00Z,b,2,1800,false,0
j5,{T0}2:00:00Z,a,1,1200,true,30
j6,{T0}2:00:00Z,b,3,900,false,0
"""
EVENTS = f"""\
kind,region,gpu_type,start,end,cap_fraction
outage,a,,{T0}1:00:00Z,{T0}2:00:00Z,
demand_response,b,,{T0}1:30:00Z,{T0}3:00:00Z,0.5
"""



@pytest.fixture(scope="module")
def worlds(tmp_path_factory):
    d = tmp_path_factory.mktemp("zoo-wl")
    (d / "wf.csv").write_text(WORKFLOWS)
    (d / "tiers.csv").write_text(TIERED)
    (d / "jobs.csv").write_text(JOBS)
    (d / "ev.csv").write_text(EVENTS)
    out = {
        "workflows": build_world(two_regions(d / "wf.csv", workflows={"deadline_slack": 3.0})),
        "tiers": build_world(two_regions(d / "tiers.csv", tiers={"preemption": True})),
        "events": build_world(two_regions(d / "jobs.csv", events={
            "source": str(d / "ev.csv"), "checkpoint_interval_s": 900})),
    }
    return out


KEYS = {"workflows": ("workflows", "workflows_completed", "workflow_makespan_mean_s",
                      "workflow_slo_violations"),
        "tiers": ("jct_mean_s_guaranteed", "slowdown_p95_preemptible", "tenant_fairness_jain",
                  "preemptions"),
        "events": ("outage_evictions", "outage_lost_gpu_hours", "outage_lost_carbon_kg",
                   "dr_windows", "dr_compliance", "dr_energy_it_kwh")}


def _check_schedule(world, r, kind):
    seg = r.schedule.segments
    R, G = world.capacity.shape
    # capacity never exceeded: at every segment start, the GPUs running in its pool
    for i in range(seg["job"].size):
        t = seg["start_s"][i]
        pool = (seg["region"] == seg["region"][i]) & (seg["gpu_type"] == seg["gpu_type"][i])
        on = pool & (seg["start_s"] <= t) & (seg["end_s"] > t)
        assert seg["gpus"][on].sum() <= world.capacity[seg["region"][i], seg["gpu_type"][i]]
    wl = world.workloads
    if kind == "workflows":  # a successor starts after its predecessors finish
        wf = wl.workflows
        fin = r.schedule.finish_s
        first = r.schedule.first_start_s
        ok = np.isnan(first[wf.dst]) | (first[wf.dst] >= fin[wf.src] - 1e-9)
        assert ok.all()
    if kind == "events":  # nothing runs in region a during its outage [3600, 7200)
        a = (seg["region"] == 0) & (seg["start_s"] < 7200.0) & (seg["end_s"] > 3600.0)
        assert (seg["end_s"][a] <= 3600.0 + 1e-9).all()


@pytest.mark.parametrize("pid", sorted(ZOO))
def test_every_zoo_policy_runs_on_the_workloads(worlds, pid):
    if rl_missing(pid):
        pytest.skip(rl_missing(pid))
    pol = load_policy(pid)
    track = "clairvoyant" if "forecast" not in pol.tracks else None
    for kind, world in worlds.items():
        r = simulate(world, load_policy(pid), track=track)
        m = r.metrics
        assert m["jobs"] == len(world.jobs), (pid, kind)
        for k in KEYS[kind]:
            assert k in m, (pid, kind, k)
        assert np.isfinite(m["carbon_kg"]) and m["carbon_kg"] >= 0, (pid, kind)
        _check_schedule(world, r, kind)


def test_the_small_scenarios_exercise_their_mechanisms(worlds):
    """local-now meets each rule: workflows released and finished, a guaranteed job preempts,
    an outage evicts, a demand-response window holds GPUs back."""
    m = {k: simulate(w, load_policy("local-now")).metrics for k, w in worlds.items()}
    assert m["workflows"]["workflows_completed"] == 2.0
    assert m["tiers"]["preemptions"] >= 1.0
    assert m["events"]["outage_evictions"] >= 1.0 and m["events"]["dr_windows"] == 1.0
