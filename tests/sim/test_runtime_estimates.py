"""Runtime estimates (``[jobs] runtime_estimate`` / ``runtime_limit``, docs/validity.md).

A hand case on an SWF trace whose field 9 (requested time) differs from the run time: what the
policy sees, what the engine runs, keep vs kill, and the metrics, to 1e-9 relative. Then the
error model's draws (own stream, calibrated statistics), the keys' validation, the clairvoyant
track and the sandbox's wire.
"""

from __future__ import annotations

import numpy as np
import pytest
from numpy.testing import assert_allclose, assert_array_equal

import gridshift
from gridshift import Decision, Policy
from gridshift.errors import ScenarioError
from gridshift.policies import _wire
from gridshift.scenario import load_scenario
from gridshift.sim.world import build_world
from gridshift.workloads import estimates

RTOL = 1e-9
KW = 0.4  # the TEST GPU: idle 0 W, max 400 W, speed 1
H = "2023-01-01T{:02d}:00:00Z"
CI = [100.0, 200.0, 400.0, 300.0, 300.0, 300.0]

# job  submit  run [s]  requested [s] (field 9)
#  1   0 h     3,600    7,200   (over-estimated 2x)
#  2   0 h     7,200    5,400   (outlives its estimate by 1,800 s)
#  3   1 h       600    1,200
SWF = """; UnixStartTime: 1672531200
1 0 -1 3600 1 -1 -1 1 7200 -1 1 1 1 -1 -1 -1 -1 -1
2 0 -1 7200 1 -1 -1 1 5400 -1 1 1 1 -1 -1 -1 -1 -1
3 3600 -1 600 1 -1 -1 1 1200 -1 1 1 1 -1 -1 -1 -1 -1
"""


def _scenario(tmp_path, jobs_keys: str = "", track: str = "forecast"):
    sig = ["region,time,carbon_gco2_per_kwh,price_usd_per_mwh"]
    sig += [f"A,{H.format(h)},{c},50.0" for h, c in enumerate(CI)]
    (tmp_path / "signals.csv").write_text("\n".join(sig) + "\n")
    (tmp_path / "jobs.swf").write_text(SWF)
    p = tmp_path / "s.toml"
    p.write_text(f"""
id = "estimates-hand"
start = 2023-01-01T00:00:00Z
end = 2023-01-01T04:00:00Z
step_s = 3600
seed = 0
track = "{track}"

[signals]
source = "signals.csv"

[jobs]
source = "jobs.swf"
format = "swf"
origin = "A"
deadline_slack = 1.5
{jobs_keys}

[forecast]
model = "{'perfect' if track == 'clairvoyant' else 'persistence'}"
horizon_h = 2
history_h = 1

[network]
transfer_kwh_per_gb = 0.0
egress_usd_per_gb = 0.0
bandwidth_gbps = 10

[gpu_types.TEST]
idle_w = 0
max_w = 400
speed = 1.0

[regions.A]
zone = "A"
gpus = {{ TEST = 2 }}
pue = 1.0
wue_l_per_kwh = 0.0
""")
    return p


REQ = 'runtime_estimate = "requested"'
KILL = 'runtime_estimate = "requested"\nruntime_limit = "kill"'


class Recorder(Policy):
    """Run every job at once in region 0; record what each epoch showed."""

    id = "recorder-v1"

    def __init__(self) -> None:
        self.seen: list[dict] = []

    def decide(self, obs):
        self.seen.append({
            "t": obs.time_s, "pending": obs.jobs.job_id.copy(),
            "duration_s": obs.jobs.duration_s.copy(), "remaining_s": obs.jobs.remaining_s.copy(),
            "running": obs.running.job_id.copy(), "running_rem": obs.running.remaining_s.copy()})
        return Decision(region=np.zeros(len(obs.jobs), dtype=np.int64))


def _run(path, track=None):
    pol = Recorder()
    res = gridshift.run(path, policy=pol, **({"track": track} if track else {}))
    return pol.seen, res


def test_default_policies_see_the_truth_and_no_new_metric(tmp_path):
    seen, res = _run(_scenario(tmp_path))
    assert_array_equal(seen[0]["duration_s"], [3600.0, 7200.0])
    assert_array_equal(seen[1]["duration_s"], [600.0])
    assert_array_equal(seen[1]["running"], [1])
    assert_allclose(seen[1]["running_rem"], [3600.0], rtol=RTOL)
    assert not set(estimates_keys()) & set(res.metrics)
    assert "requested_s" not in res.jobs.columns
    # 1: [0, 1 h) at 100; 2: [0, 2 h) at 100, 200; 3: [1 h, 1 h 10 min) at 200 g/kWh
    assert_allclose(res.metrics["carbon_kg"], KW * (100 + 300 + 200 / 6) / 1000, rtol=RTOL)
    assert build_world(load_scenario(_scenario(tmp_path))).jobs.requested_s is None


def estimates_keys():
    from gridshift.sim.engine.estimates import METRIC_KEYS

    return METRIC_KEYS


def test_requested_policy_sees_the_estimate_engine_runs_the_truth(tmp_path):
    seen, res = _run(_scenario(tmp_path, REQ))
    # t = 0: the requested times (field 9), not the run times
    assert_array_equal(seen[0]["pending"], [0, 1])
    assert_array_equal(seen[0]["duration_s"], [7200.0, 5400.0])
    assert_array_equal(seen[0]["remaining_s"], [7200.0, 5400.0])
    # t = 1 h: job 1 has finished (3,600 s, half its estimate); job 2 has run 3,600 s of its
    # 5,400 requested -> 1,800 s left as the policy sees it (3,600 s in truth)
    assert_array_equal(seen[1]["running"], [1])
    assert_allclose(seen[1]["running_rem"], [1800.0], rtol=RTOL)
    assert_array_equal(seen[1]["duration_s"], [1200.0])
    m = res.metrics
    # the engine ran the truth: the same schedule and carbon as the default
    assert_allclose(m["carbon_kg"], KW * (100 + 300 + 200 / 6) / 1000, rtol=RTOL)
    assert m["jobs_completed"] == 3 and m["slo_violations"] == 0
    assert m["jobs_outlived_estimate"] == 1 and m["jobs_killed"] == 0
    assert_allclose(m["outlived_estimate_rate"], 1 / 3, rtol=RTOL)
    assert m["gpu_hours_killed"] == 0.0
    assert_allclose(m["estimate_accuracy_mean"], (0.5 + 1.0 + 0.5) / 3, rtol=RTOL)
    t = res.jobs
    assert_array_equal(t["requested_s"].to_numpy(), [7200.0, 5400.0, 1200.0])
    assert t["outlived_estimate"].to_list() == [False, True, False]
    assert t["killed"].to_list() == [False, False, False]
    assert t["status"].to_list() == ["done", "done", "done"]


def test_kill_at_the_limit(tmp_path):
    seen, res = _run(_scenario(tmp_path, KILL))
    assert_array_equal(seen[0]["duration_s"], [7200.0, 5400.0])
    assert_allclose(seen[1]["running_rem"], [1800.0], rtol=RTOL)  # 1.5 h - 1 h
    m = res.metrics
    # job 1: 1 h at 100; job 2 killed at 1.5 h: 1 h at 100 + 0.5 h at 200; job 3 as before
    assert_allclose(m["carbon_kg"], KW * (100 + (100 + 100) + 200 / 6) / 1000, rtol=RTOL)
    assert m["jobs_completed"] == 2 and m["jobs_unfinished"] == 1
    assert m["slo_violations"] == 1  # a killed job did not finish
    assert m["jobs_killed"] == 1 and m["jobs_outlived_estimate"] == 1
    assert_allclose(m["gpu_hours_killed"], 1.5, rtol=RTOL)
    t = res.jobs
    assert t["status"].to_list() == ["done", "killed", "done"]
    assert t["killed"].to_list() == [False, True, False]
    assert t["finish_s"].is_nan().to_list() == [False, True, False]
    assert_allclose(res.schedule.segments["end_s"][res.schedule.segments["job"] == 1], [5400.0])


def test_kill_with_drain_charges_the_lost_work(tmp_path):
    seen, res = _run(_scenario(tmp_path, KILL + "\n\n[simulation]\ndrain = true"))
    m = res.metrics
    assert m["jobs_killed"] == 1 and m["jobs_dropped"] == 1
    # 1,800 s of work left, charged at the worst PUE x CI simulated (400 g/kWh at 2 h)
    assert_allclose(m["carbon_penalty_kg"], KW * 0.5 * 400 / 1000, rtol=RTOL)


def test_clairvoyant_track_sees_the_truth(tmp_path):
    seen, res = _run(_scenario(tmp_path, REQ, track="clairvoyant"), track="clairvoyant")
    assert_array_equal(seen[0]["duration_s"], [3600.0, 7200.0])
    assert_allclose(seen[1]["running_rem"], [3600.0], rtol=RTOL)
    assert res.metrics["jobs_outlived_estimate"] == 1  # still recorded


def test_the_wire_carries_the_estimate(tmp_path):
    """A sandboxed policy gets the Observation through _wire: it sees the estimates too."""
    import os

    from gridshift.sim.simulator import Simulator

    world = build_world(load_scenario(_scenario(tmp_path, REQ)))
    gen = Simulator(world, Recorder()).iterate()
    obs = next(gen)
    h, arrays = _wire.encode_obs(obs)
    r, w = os.pipe()
    try:
        _wire.write_all(w, _wire.encode(h, arrays))
        h2, a2 = _wire.Reader(r).read(timeout_s=10)
    finally:
        os.close(r)
        os.close(w)
    back = _wire.decode_obs(h2, a2)
    assert_array_equal(back.jobs.duration_s, [7200.0, 5400.0])
    assert_array_equal(back.jobs.remaining_s, [7200.0, 5400.0])
    gen.close()


def test_keys_are_validated(tmp_path):
    for keys, msg in [('runtime_estimate = "guess"', "jobs.runtime_estimate"),
                      ('runtime_limit = "kill"', "jobs.runtime_limit"),
                      ('runtime_estimate = "requested"\nruntime_limit = "stop"',
                       "jobs.runtime_limit")]:
        with pytest.raises(ScenarioError, match=msg):
            load_scenario(_scenario(tmp_path, keys))
    p = _scenario(tmp_path, 'runtime_limit = "kill"')
    from click.testing import CliRunner

    from gridshift.cli import main

    out = CliRunner().invoke(main, ["run", str(p)])
    assert out.exit_code == 2
    assert "s.toml" in out.output and "jobs.runtime_limit" in out.output


def test_the_key_changes_the_scenario_hash_only_when_set(tmp_path):
    a = load_scenario(_scenario(tmp_path))
    b = load_scenario(_scenario(tmp_path, 'runtime_estimate = "truth"'))
    c = load_scenario(_scenario(tmp_path, REQ))
    assert len({a.spec_hash, b.spec_hash, c.spec_hash}) == 3


# -- the error model ------------------------------------------------------------------------

def test_error_model_own_stream_and_statistics():
    d = np.exp(np.random.default_rng(7).normal(8.0, 2.0, 200_000))
    r = estimates.requested_s(d, seed=3)
    assert_array_equal(r, estimates.requested_s(d, seed=3))  # same seed, same bytes
    assert not np.array_equal(r, estimates.requested_s(d, seed=4))
    # a job's estimate does not depend on the others (one draw triple per job, by position)
    assert_array_equal(estimates.requested_s(d[:1000], seed=3), r[:1000])
    reach = r <= d
    assert abs(reach.mean() - estimates.P_REACH_LIMIT) < 0.005
    ratio = r[reach] / d[reach]
    assert ratio.min() >= estimates.UNDER_MIN and ratio.max() <= 1.0
    acc = (d / r)[~reach]  # >= ACCURACY_MIN before rounding up (at most 2.5x: 2 s -> 5 s)
    assert acc.min() >= estimates.ACCURACY_MIN / 2.5 and acc.max() <= 1.0
    # rounding up to round values: every over-estimate is one of them (or whole days)
    over = r[~reach]
    on_ladder = np.isin(over, estimates.ROUND_VALUES_S) | (over % 86400 == 0)
    assert on_ladder.all()
    # calibrated accuracy (docs/validity.md): mean of min(d, r) / r about 0.48
    assert 0.42 < float(np.mean(np.minimum(d, r) / r)) < 0.52


def test_trace_values_win_over_the_model():
    d = np.array([100.0, 200.0, 300.0])
    t = np.array([150.0, np.nan, -1.0])
    r = estimates.requested_s(d, 0, t)
    model = estimates.requested_s(d, 0)
    assert_array_equal(r, [150.0, model[1], model[2]])


def test_estimates_move_no_other_draw(tmp_path):
    """Synthetic jobs: turning estimates on leaves the jobs, signals and forecasts as they were
    (its own stream); the default world has no requested times."""
    base = tmp_path / "q.toml"
    src = (gridshift.scenario.builtin_scenarios()["check-v1"]).read_text()
    base.write_text(src)
    on = tmp_path / "q-on.toml"
    on.write_text(src.replace("[jobs]\n", "[jobs]\nruntime_estimate = \"requested\"\n", 1))
    w0 = build_world(load_scenario(base))
    w1 = build_world(load_scenario(on))
    for f in ("duration_s", "submit_s", "deadline_s", "gpus", "data_gb", "origin"):
        assert_array_equal(getattr(w0.jobs, f), getattr(w1.jobs, f))
    assert_array_equal(w0.carbon, w1.carbon)
    assert w0.jobs.requested_s is None and w1.jobs.requested_s is not None
    assert (w1.jobs.requested_s > 0).all()


def test_error_model_constants_come_from_the_scenario(tmp_path):
    """``[jobs] estimate_accuracy_min`` / ``estimate_reach_limit`` set the error model's two
    constants for that scenario (the sensitivity factors vary them this way): the default
    value gives the default draws; another value gives ``requested_s`` with that value; the
    module's constants are untouched."""
    src = (gridshift.scenario.builtin_scenarios()["check-v1"]).read_text()

    def world(keys: str):
        p = tmp_path / f"q{abs(hash(keys))}.toml"
        p.write_text(src.replace("[jobs]\n", f"[jobs]\nruntime_estimate = \"requested\"\n{keys}",
                                 1))
        sc = load_scenario(p)
        return sc, build_world(sc)

    sc0, w0 = world("")
    d = w0.jobs.duration_s
    for key, kw, v in [("estimate_accuracy_min", "accuracy_min", 0.2),
                       ("estimate_reach_limit", "p_reach_limit", 0.2)]:
        default = {"accuracy_min": estimates.ACCURACY_MIN,
                   "p_reach_limit": estimates.P_REACH_LIMIT}[kw]
        sc_d, w_d = world(f"{key} = {default}\n")
        assert_array_equal(w_d.jobs.requested_s, w0.jobs.requested_s)
        assert sc_d.spec_hash != sc0.spec_hash  # the file says more; the draws are the same
        _, w_v = world(f"{key} = {v}\n")
        assert not np.array_equal(w_v.jobs.requested_s, w0.jobs.requested_s)
        assert_array_equal(w_v.jobs.requested_s,
                           estimates.requested_s(d, sc0.seed, **{kw: v}))
    assert (estimates.ACCURACY_MIN, estimates.P_REACH_LIMIT) == (0.05, 0.10)


def test_error_model_keys_are_validated(tmp_path):
    for keys, msg in [("estimate_accuracy_min = 0.2", "needs runtime_estimate"),
                      ('runtime_estimate = "requested"\nestimate_accuracy_min = 0', "> 0"),
                      ('runtime_estimate = "requested"\nestimate_accuracy_min = 1.5', "<= 1"),
                      ('runtime_estimate = "requested"\nestimate_reach_limit = -0.1', ">= 0"),
                      ('runtime_estimate = "requested"\nestimate_reach_limit = "x"',
                       "expected a number")]:
        key = keys.split("\n")[-1].split(" ")[0]
        with pytest.raises(ScenarioError, match=f"jobs.{key}.*{msg}"):
            load_scenario(_scenario(tmp_path, keys))


def test_batsim_walltime_is_the_requested_time(tmp_path):
    import json

    from gridshift.datasets.batsim import read_batsim

    doc = {"jobs": [{"id": "1", "subtime": 0, "walltime": 3600, "res": 1, "profile": "p"},
                    {"id": "2", "subtime": 10, "walltime": -1, "res": 1, "profile": "p"}],
           "profiles": {"p": {"type": "delay", "delay": 600}}}
    p = tmp_path / "w.json"
    p.write_text(json.dumps(doc))
    df = read_batsim(p, start="2023-01-01T00:00:00Z")
    assert df["requested_s"].to_list() == [3600.0, None]
    assert df["duration_s"].to_list() == [600.0, 600.0]


@pytest.mark.parametrize("keys", [REQ, KILL])
def test_compiled_path_shows_the_same_estimates(tmp_path, keys, monkeypatch):
    """GRIDSHIFT_JIT=1 (compiled queue and observation gather) and =0 (numpy) give the same
    observations, metrics and per-job table with estimates on."""
    p = _scenario(tmp_path, keys)
    out = []
    for flag in ("0", "1"):
        monkeypatch.setenv("GRIDSHIFT_JIT", flag)
        seen, res = _run(p)
        out.append((seen, res.metrics, res.jobs))
    (s0, m0, j0), (s1, m1, j1) = out
    for a, b in zip(s0, s1, strict=True):
        for k in a:
            assert_array_equal(a[k], b[k])
    assert m0 == m1
    assert j0.equals(j1)
