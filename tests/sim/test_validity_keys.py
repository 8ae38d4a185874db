"""New scenario keys of issue 13 (network, data sizes, carbon column, history): default off."""

from __future__ import annotations

import numpy as np
import pytest
from numpy.testing import assert_allclose

import gridshift
from gridshift import Decision, Policy
from gridshift.errors import DataError, ScenarioError
from gridshift.models import network
from gridshift.scenario import load_scenario, parse_scenario
from gridshift.sim.world import build_world
from tests.conftest import write_scenario

H = "2023-01-01T{:02d}:00:00Z"


class Always(Policy):
    id = "always-v1"

    def __init__(self, region: int = 0) -> None:
        self.region = region

    def decide(self, obs):
        return Decision(region=np.full(len(obs.jobs), self.region, dtype=np.int64))


def _two_regions(tmp_path, network_keys: str):
    sig = [("DE-LU", H.format(h), 50.0, 40.0) for h in range(6)] + \
          [("US-CAL-CISO", H.format(h), 100.0, 40.0) for h in range(6)]
    regions = {"A": {"zone": '"DE-LU"', "gpus": "{ TEST = 4 }", "pue": 1.0,
                     "wue_l_per_kwh": 0.0},
               "B": {"zone": '"US-CAL-CISO"', "gpus": "{ TEST = 4 }", "pue": 1.0,
                     "wue_l_per_kwh": 0.0}}
    p = write_scenario(tmp_path, signals=sig, regions=regions,
                       jobs=[{"job_id": "j1", "submit_time": H.format(0), "origin": "A",
                              "duration_s": 3600, "data_gb": 36}])
    text = p.read_text().replace("transfer_kwh_per_gb = 0.06\n", "") \
        .replace("bandwidth_gbps = 8\n", "")
    p.write_text(text.replace("latency_ms = 0\n", "latency_ms = 0\n" + network_keys))
    return p


def test_measured_pair_bandwidth_and_dated_transfer_energy(tmp_path):
    p = _two_regions(tmp_path, 'transfer_kwh_per_gb = "aslan-2018-trend"\n'
                               'bandwidth_gbps = "persico-2016-aws"\n')
    w = build_world(load_scenario(p))
    # the window's mid-point is 2023-01-01 02:00 (decimal year 2023 + 2 h / 365 d)
    year = 2023 + (2 / 24) / 365
    assert_allclose(w.transfer_kwh_per_gb, network.transfer_kwh_per_gb(year), rtol=1e-12)
    assert_allclose(w.bandwidth_pair_gbps[0, 1], 0.160, rtol=1e-15)  # EU -> US, AWS
    assert_allclose(w.bandwidth_gbps, 0.160, rtol=1e-15)  # the slowest pair, for policies
    r = gridshift.run(p, policy=Always(region=1))
    # 36 GB at 0.16 Gbit/s = 1800 s, zero latency: the job starts at 00:30
    assert_allclose(r.jobs["start_s"][0], 1800.0, rtol=1e-9)
    assert_allclose(r.metrics["energy_transfer_kwh"], 36 * w.transfer_kwh_per_gb, rtol=1e-9)


def test_coroama_transfer_constant(tmp_path):
    p = _two_regions(tmp_path, 'transfer_kwh_per_gb = "coroama-2021"\nbandwidth_gbps = 8\n')
    assert build_world(load_scenario(p)).transfer_kwh_per_gb == 0.007
    bad = _two_regions(tmp_path, 'transfer_kwh_per_gb = "malmodin"\nbandwidth_gbps = 8\n')
    with pytest.raises(ScenarioError, match="expected one of aslan-2018-trend, coroama-2021"):
        load_scenario(bad)


def test_bandwidth_scale_multiplies_the_scalar(tmp_path):
    p = _two_regions(tmp_path, "bandwidth_gbps = 8\nbandwidth_scale = 0.5\n")
    w = build_world(load_scenario(p))
    assert w.bandwidth_gbps == 4.0 and w.bandwidth_pair_gbps is None
    r = gridshift.run(p, policy=Always(region=1))
    assert_allclose(r.jobs["start_s"][0], 36 * 8 / 4.0, rtol=1e-9)


def test_unknown_zone_for_measured_bandwidth_is_a_scenario_error(tmp_path):
    p = _two_regions(tmp_path, 'bandwidth_gbps = "persico-2016-aws"\n')
    p.write_text(p.read_text().replace('"US-CAL-CISO"', '"XX"'))
    (tmp_path / "signals.csv").write_text(
        (tmp_path / "signals.csv").read_text().replace("US-CAL-CISO", "XX"))
    with pytest.raises(ScenarioError, match="network.bandwidth_gbps: zone"):
        build_world(load_scenario(p))


def _check(tmp_path, **edits):
    text = load_scenario("check-v1").path.read_text()
    for old, new in edits.items():
        text = text.replace(old, new, 1)
    p = tmp_path / "s.toml"
    p.write_text(text)
    return p


@pytest.mark.parametrize("history", [24, 100])
def test_lead_in_makes_the_synthetic_world_independent_of_history(tmp_path, history):
    keys = {'source = "synthetic"\n\n[jobs]':
            'source = "synthetic"\nsynthetic_lead_in_h = 168\n\n[jobs]',
            "horizon_h = 24\n": f"horizon_h = 24\nhistory_h = {history}\n"}
    w = build_world(load_scenario(_check(tmp_path, **keys)))
    ref = build_world(load_scenario(_check(tmp_path, **{**keys, "history_h = " + str(history):
                                                        "history_h = 0"})))
    np.testing.assert_array_equal(w.carbon[w.window], ref.carbon[ref.window])
    # without the key the history would move the series: refused, naming the key (issue 32)
    with pytest.raises(ScenarioError, match=r"history_h: is .* no \[signals\] synthetic_lead"):
        load_scenario(_check(
            tmp_path, **{"horizon_h = 24\n": f"horizon_h = 24\nhistory_h = {history + 1}\n"}))


def test_lead_in_shorter_than_history_is_rejected(tmp_path):
    p = _check(tmp_path, **{'source = "synthetic"\n\n[jobs]':
                            'source = "synthetic"\nsynthetic_lead_in_h = 10\n\n[jobs]'})
    with pytest.raises(ScenarioError, match="synthetic_lead_in_h is 10 h, shorter"):
        build_world(load_scenario(p))


def test_data_size_model_changes_only_data_gb(tmp_path):
    base = build_world(load_scenario("check-v1")).jobs
    p = _check(tmp_path, **{"max_gpus = 8\n": 'max_gpus = 8\ndata_size_model = "by-kind-v1"\n'})
    new = build_world(load_scenario(p)).jobs
    for col in ("duration_s", "gpus", "kind", "origin", "submit_s", "interruptible"):
        np.testing.assert_array_equal(getattr(new, col), getattr(base, col))
    from gridshift.policies.api import JOB_KINDS

    kind = np.asarray(JOB_KINDS)[new.kind]
    train, infer = new.data_gb[kind == "train"], new.data_gb[kind == "infer"]
    assert train.size and infer.size
    assert train.min() >= 0.163 + 1.36 - 1e-9 and train.max() <= 138 + 112 + 1e-9
    assert infer.max() <= 14089 * 4e-9 + 1e-12 and infer.min() >= 12 * 4e-9 - 1e-12
    assert not np.array_equal(new.data_gb, base.data_gb)


def test_data_gb_scale(tmp_path):
    base = build_world(load_scenario("check-v1")).jobs
    p = _check(tmp_path, **{"max_gpus = 8\n": "max_gpus = 8\ndata_gb_scale = 0.25\n"})
    assert_allclose(build_world(load_scenario(p)).jobs.data_gb, base.data_gb * 0.25, rtol=1e-15)


def test_carbon_column_from_a_file(tmp_path):
    p = _two_regions(tmp_path, "")
    csv = tmp_path / "signals.csv"
    lines = csv.read_text().splitlines()
    csv.write_text("\n".join([lines[0] + ",carbon_marginal_gco2_per_kwh"]
                             + [ln + ",700" for ln in lines[1:]]) + "\n")
    p.write_text(p.read_text().replace('source = "signals.csv"',
                                       'source = "signals.csv"\n'
                                       'carbon_column = "carbon_marginal_gco2_per_kwh"'))
    w = build_world(load_scenario(p))
    assert (w.carbon[w.window] == 700.0).all()


def test_carbon_column_missing_or_synthetic_is_a_clear_error(tmp_path):
    p = _two_regions(tmp_path, "")
    p.write_text(p.read_text().replace('source = "signals.csv"',
                                       'source = "signals.csv"\n'
                                       'carbon_column = "carbon_marginal_gco2_per_kwh"'))
    with pytest.raises(DataError, match="carbon_column is 'carbon_marginal_gco2_per_kwh'"):
        build_world(load_scenario(p))
    raw = {"id": "x", "start": "2023-01-01T00:00:00Z", "end": "2023-01-02T00:00:00Z",
           "signals": {"source": "synthetic", "carbon_column": "carbon_marginal_gco2_per_kwh"},
           "regions": {"a": {"gpus": {"A100": 1}, "pue": 1.1, "wue_l_per_kwh": 0}}}
    with pytest.raises(ScenarioError, match="synthetic generators make only"):
        parse_scenario(raw)
    raw["signals"]["carbon_column"] = "co2"
    with pytest.raises(ScenarioError, match="carbon_column: is 'co2'; expected one of"):
        parse_scenario(raw)


def test_new_keys_leave_existing_spec_hashes_alone():
    # the normalised spec of a file without the new keys has no trace of them
    sc = load_scenario("check-v1")
    for k in ("bandwidth_scale",):
        assert k not in sc.normalised["network"]
    for k in ("data_size_model", "data_gb_scale"):
        assert k not in sc.normalised["jobs"]
    assert "synthetic_lead_in_h" not in sc.normalised["signals"]
