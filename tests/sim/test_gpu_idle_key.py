"""``[power] gpu_idle = "measured-v1"``: measured GPU idle power, only where a file asks for it."""

from __future__ import annotations

import numpy as np
import pytest
from numpy.testing import assert_allclose

import gridshift
from gridshift import Decision, Policy
from gridshift.errors import ScenarioError
from gridshift.models import it_power
from gridshift.scenario import load_scenario, power_options
from gridshift.sim.world import build_world
from tests.conftest import write_scenario

H = "2023-01-01T{:02d}:00:00Z"
RTOL = 1e-12


class Always(Policy):
    id = "always-v1"

    def decide(self, obs):
        return Decision(region=np.zeros(len(obs.jobs), dtype=np.int64))


def _check_v1_with(tmp_path, power: str):
    """check-v1 (A100 + H100) with a [power] table added: same file otherwise."""
    src = load_scenario("check-v1").path
    assert src is not None
    p = tmp_path / "check-gpu-idle.toml"
    p.write_text(src.read_text() + "\n[power]\n" + power)
    return p


def test_measured_table_values_are_the_means_of_the_cited_readings():
    # the readings quoted in each source string, averaged by hand
    assert_allclose(it_power.GPU_IDLE_TABLES["measured-v1"]["A100-40GB"],
                    round((53.48 + 52.50 + 52.61 + 54.29) / 4, 1), rtol=RTOL)
    assert_allclose(it_power.GPU_IDLE_TABLES["measured-v1"]["A100-80GB"],
                    round((62.12 + 61.57 + 58.99 + 62.13) / 4, 1), rtol=RTOL)
    for g, w in it_power.GPU_IDLE_TABLES["measured-v1"].items():
        assert 40.0 <= w <= 70.0, f"{g}: {w} W outside the documented A100 range 40-70 W"
        assert w <= it_power.GPU_TYPES[g]["max_w"]
    assert it_power.GPU_IDLE_TABLES["assumed-10pct"] == {}


def test_absent_key_keeps_the_gs_v1_table_and_the_options():
    sc = load_scenario("check-v1")
    assert "gpu_idle" not in power_options(sc)
    w = build_world(sc)
    want = [it_power.GPU_TYPES[g]["idle_w"] for g in w.gpu_types]
    assert_allclose(w.gpu_idle_w, want, rtol=RTOL)
    assert_allclose(w.gpu_idle_w, [0.1 * it_power.GPU_TYPES[g]["max_w"] for g in w.gpu_types],
                    rtol=RTOL)


def test_measured_v1_replaces_only_the_measured_types(tmp_path):
    w = build_world(load_scenario(_check_v1_with(tmp_path, 'gpu_idle = "measured-v1"\n')))
    got = dict(zip(w.gpu_types, w.gpu_idle_w, strict=True))
    assert_allclose(got["A100-40GB"], 53.2, rtol=RTOL)
    assert_allclose(got["H100-SXM"], it_power.GPU_TYPES["H100-SXM"]["idle_w"], rtol=RTOL)
    # max power is untouched
    assert_allclose(w.gpu_max_w, [it_power.GPU_TYPES[g]["max_w"] for g in w.gpu_types],
                    rtol=RTOL)


def test_explicit_assumed_table_gives_the_same_world_as_no_key(tmp_path):
    a = build_world(load_scenario("check-v1"))
    b = build_world(load_scenario(_check_v1_with(tmp_path, 'gpu_idle = "assumed-10pct"\n')))
    assert_allclose(b.gpu_idle_w, a.gpu_idle_w, rtol=0)


def _one_job(tmp_path, power: str, gpu_types: str = ""):
    p = write_scenario(tmp_path, signals=[("A", H.format(h), 100.0, 50.0) for h in range(4)],
                       jobs=[{"job_id": "j1", "submit_time": H.format(0), "origin": "A",
                              "duration_s": 3600, "gpu_util": 0.5}],
                       end=H.format(3),
                       regions={"A": {"zone": '"A"', "gpus": "{ A100 = 2 }", "pue": 1.0,
                                      "wue_l_per_kwh": 0.0}})
    text = p.read_text()
    # write_scenario defines a TEST GPU type; this case runs on the built-in A100
    p.write_text(text + gpu_types + "\n[power]\n" + power)
    return p


def test_measured_idle_enters_job_power_by_hand(tmp_path):
    # one A100 job at 50 % for 1 h: (idle + 0.5 (max - idle)) W; idle not charged
    m = gridshift.run(_one_job(tmp_path, 'gpu_idle = "measured-v1"\n'), policy=Always()).metrics
    assert_allclose(m["energy_it_kwh"], (53.2 + 0.5 * (400 - 53.2)) / 1000, rtol=1e-9)
    m0 = gridshift.run(_one_job(tmp_path, ""), policy=Always()).metrics
    assert_allclose(m0["energy_it_kwh"], (40 + 0.5 * (400 - 40)) / 1000, rtol=1e-9)


def test_measured_idle_charged_on_installed_capacity_by_hand(tmp_path):
    p = _one_job(tmp_path, 'gpu_idle = "measured-v1"\nidle = "charged"\n'
                           'host_idle_w_per_gpu = 0\n')
    m = gridshift.run(p, policy=Always()).metrics
    # 2 installed A100 x 53.2 W x 3 h, plus the job's dynamic 0.5 x (400 - 53.2) W for 1 h
    assert_allclose(m["energy_idle_kwh"], 2 * 53.2 * 3 / 1000, rtol=1e-9)
    assert_allclose(m["energy_it_kwh"], (2 * 53.2 * 3 + 0.5 * 346.8) / 1000, rtol=1e-9)


def test_a_files_own_idle_w_wins_over_the_table(tmp_path):
    p = _one_job(tmp_path, 'gpu_idle = "measured-v1"\n', "\n[gpu_types.A100]\nidle_w = 45\n")
    w = build_world(load_scenario(p))
    assert_allclose(w.gpu_idle_w[list(w.gpu_types).index("A100-40GB")], 45.0, rtol=RTOL)


def test_unknown_table_is_a_clear_scenario_error(tmp_path):
    p = _one_job(tmp_path, 'gpu_idle = "measured-v2"\n')
    with pytest.raises(ScenarioError, match=r"power\.gpu_idle.*measured-v2.*assumed-10pct"):
        load_scenario(p)


def test_the_key_enters_the_spec_hash_only_when_set(tmp_path):
    base = load_scenario("check-v1")
    assert "power" not in base.normalised
    sc = load_scenario(_check_v1_with(tmp_path, 'gpu_idle = "measured-v1"\n'))
    assert sc.normalised["power"] == {"gpu_idle": "measured-v1"}
