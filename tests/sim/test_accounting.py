"""Hand-computable cases: the engine's numbers to 1e-9 relative (issue 2's exactness tests)."""

from __future__ import annotations

import numpy as np
import pytest
from numpy.testing import assert_allclose

import gridshift
from gridshift import Decision, Policy
from gridshift.models import water
from gridshift.sim.accounting import step_integral
from tests.conftest import write_scenario

RTOL = 1e-9
H = "2023-01-01T{:02d}:00:00Z"


class Always(Policy):
    """Send every pending job to one region immediately."""

    id = "always-v1"

    def __init__(self, region: int = 0) -> None:
        self.region = region

    def decide(self, obs):
        return Decision(region=np.full(len(obs.jobs), self.region, dtype=np.int64))


def one_region(pue: float = 1.0, wue: float = 0.0, gpus: int = 4) -> dict:
    return {"A": {"zone": '"A"', "gpus": f"{{ TEST = {gpus} }}", "pue": pue,
                  "wue_l_per_kwh": wue}}


def flat(region: str, ci: float, hours: int = 6, price: float = 50.0) -> list[tuple]:
    return [(region, H.format(h), ci, price) for h in range(hours)]


def test_one_gpu_hour_at_100g(tmp_path):
    p = write_scenario(tmp_path, signals=flat("A", 100.0),
                       jobs=[{"job_id": "j1", "submit_time": H.format(0), "origin": "A",
                              "duration_s": 3600}], regions=one_region())
    r = gridshift.run(p, policy="local-now")
    m = r.metrics
    assert_allclose(m["energy_it_kwh"], 0.4, rtol=RTOL)
    assert_allclose(m["energy_facility_kwh"], 0.4, rtol=RTOL)
    assert_allclose(m["carbon_kg"], 0.04, rtol=RTOL)
    assert_allclose(m["energy_cost_usd"], 0.4 / 1000 * 50.0, rtol=RTOL)
    assert_allclose(m["gpu_hours"], 1.0, rtol=RTOL)
    assert m["jobs_completed"] == 1 and m["slo_violations"] == 0
    assert m["mean_wait_s"] == 0.0
    assert_allclose(r.jobs["finish_s"][0], 3600.0, rtol=RTOL)


def test_pue_and_water(tmp_path):
    p = write_scenario(tmp_path, signals=flat("A", 100.0),
                       jobs=[{"job_id": "j1", "submit_time": H.format(0), "origin": "A",
                              "duration_s": 3600}], regions=one_region(pue=1.5, wue=2.0))
    m = gridshift.run(p).metrics
    assert_allclose(m["energy_facility_kwh"], 0.6, rtol=RTOL)
    assert_allclose(m["carbon_kg"], 0.06, rtol=RTOL)
    assert_allclose(m["pue_effective"], 1.5, rtol=RTOL)
    assert_allclose(m["water_onsite_l"], 0.8, rtol=RTOL)  # WUE is per kWh of IT energy
    assert_allclose(m["water_offsite_l"], 0.6 * water.offsite_water_l_per_kwh("A"), rtol=RTOL)
    assert_allclose(m["water_l"], m["water_onsite_l"] + m["water_offsite_l"], rtol=RTOL)


def test_mid_step_start_across_a_ci_change_with_transfer(tmp_path):
    # B's carbon changes from 100 to 300 at 01:00; the job moves A -> B with 1800 GB at
    # 8 Gbit/s (= 1 GB/s) and zero latency, so it starts at 00:30 and ends at 01:30.
    sig = flat("A", 50.0) + [("B", H.format(0), 100.0, 40.0)] + \
        [("B", H.format(h), 300.0, 40.0) for h in range(1, 6)]
    regions = {**one_region(), "B": {"zone": '"B"', "gpus": "{ TEST = 4 }", "pue": 1.0,
                                     "wue_l_per_kwh": 0.0}}
    p = write_scenario(tmp_path, signals=sig, regions=regions,
                       jobs=[{"job_id": "j1", "submit_time": H.format(0), "origin": "A",
                              "duration_s": 3600, "data_gb": 1800}])
    r = gridshift.run(p, policy=Always(region=1))
    m = r.metrics
    assert_allclose(r.jobs["start_s"][0], 1800.0, rtol=RTOL)
    assert_allclose(r.jobs["finish_s"][0], 5400.0, rtol=RTOL)
    assert_allclose(m["energy_it_kwh"], 0.4, rtol=RTOL)
    transfer_kwh = 1800 * 0.06
    assert_allclose(m["energy_transfer_kwh"], transfer_kwh, rtol=RTOL)
    run_g = 0.4 * (0.5 * 100.0 + 0.5 * 300.0)  # half an hour at each intensity
    transfer_g = transfer_kwh * 50.0  # at the origin's intensity
    assert_allclose(m["carbon_kg"], (run_g + transfer_g) / 1000, rtol=RTOL)
    assert_allclose(m["egress_cost_usd"], 1800 * 0.02, rtol=RTOL)
    assert_allclose(m["energy_cost_usd"], 0.4 / 1000 * 40.0, rtol=RTOL)
    assert_allclose(m["cost_usd"], m["energy_cost_usd"] + m["egress_cost_usd"], rtol=RTOL)
    assert_allclose(m["data_moved_gb"], 1800.0, rtol=RTOL)


def test_missed_deadline_by_queueing(tmp_path):
    # One GPU, two one-hour jobs at 00:00: the second starts at 01:00, ends 02:00, after its
    # deadline 00:00 + 1.5 h.
    jobs = [{"job_id": f"j{i}", "submit_time": H.format(0), "origin": "A", "duration_s": 3600}
            for i in range(2)]
    p = write_scenario(tmp_path, signals=flat("A", 100.0), jobs=jobs, regions=one_region(gpus=1))
    r = gridshift.run(p)
    m = r.metrics
    assert m["slo_violations"] == 1
    assert_allclose(m["slo_violation_rate"], 0.5, rtol=RTOL)
    assert_allclose(m["mean_wait_s"], 1800.0, rtol=RTOL)
    assert r.jobs["slo_violated"].to_list() == [False, True]
    assert_allclose(m["carbon_kg"], 0.08, rtol=RTOL)


def test_explicit_deadline_from_trace(tmp_path):
    jobs = [{"job_id": "j1", "submit_time": H.format(0), "origin": "A", "duration_s": 3600,
             "deadline": "2023-01-01T00:30:00Z"}]
    p = write_scenario(tmp_path, signals=flat("A", 100.0), jobs=jobs, regions=one_region())
    assert gridshift.run(p).metrics["slo_violations"] == 1


def test_job_running_at_window_end_is_charged_and_unfinished(tmp_path):
    jobs = [{"job_id": "j1", "submit_time": H.format(0), "origin": "A", "duration_s": 3 * 3600}]
    p = write_scenario(tmp_path, signals=flat("A", 100.0), jobs=jobs, regions=one_region(),
                       end="2023-01-01T02:00:00Z")
    r = gridshift.run(p)
    m = r.metrics
    assert m["jobs_unfinished"] == 1 and m["jobs_completed"] == 0
    assert m["slo_violations"] == 1
    assert_allclose(m["energy_it_kwh"], 0.8, rtol=RTOL)  # two of its three hours
    assert_allclose(m["carbon_kg"], 0.08, rtol=RTOL)
    assert r.jobs["status"][0] == "running"
    assert r.jobs["finish_s"].is_null()[0] or np.isnan(r.jobs["finish_s"][0])


def test_partial_utilisation_and_idle_power(tmp_path):
    p = write_scenario(tmp_path, signals=flat("A", 100.0),
                       jobs=[{"job_id": "j1", "submit_time": H.format(0), "origin": "A",
                              "duration_s": 3600, "gpu_util": 0.5, "gpus": 2}],
                       regions=one_region())
    text = p.read_text().replace("idle_w = 0", "idle_w = 100")
    p.write_text(text)
    m = gridshift.run(p).metrics
    assert_allclose(m["energy_it_kwh"], 2 * (100 + 300 * 0.5) / 1000, rtol=RTOL)


def test_mid_step_submit_waits_for_the_next_epoch(tmp_path):
    jobs = [{"job_id": "j1", "submit_time": "2023-01-01T00:20:00Z", "origin": "A",
             "duration_s": 600}]
    p = write_scenario(tmp_path, signals=flat("A", 100.0), jobs=jobs, regions=one_region())
    r = gridshift.run(p)
    assert_allclose(r.jobs["start_s"][0], 3600.0, rtol=RTOL)
    assert_allclose(r.metrics["mean_wait_s"], 2400.0, rtol=RTOL)
    # slack counts from the first epoch it is visible at: 01:00 + 1.5 * 600 s
    assert_allclose(r.jobs["deadline_s"][0], 3600 + 900, rtol=RTOL)
    assert r.metrics["slo_violations"] == 0


@pytest.mark.parametrize("a,b", [(0.0, 900.0), (450.0, 2250.0), (1000.0, 3600.0), (0.0, 0.0)])
def test_step_integral_matches_brute_force(a, b):
    x = np.array([[1.0, 10.0], [2.0, 20.0], [3.0, 30.0], [4.0, 40.0]])
    step = 900.0
    got = step_integral(x, step, np.array([0, 1]), np.array([a, a]), np.array([b, b]))
    tt = np.linspace(a, b, 200001)[:-1] + (b - a) / 400000
    for r in (0, 1):
        vals = x[np.minimum((tt // step).astype(int), 3), r]
        expect = vals.mean() * (b - a)
        assert_allclose(got[r], expect, rtol=1e-4, atol=1e-9)
