"""gs-v2 is gs-v1's scenarios on the second generation's rules, and nothing else changed.

Each gs-v2 scenario file (dev and test) has the same window, step, seed, track, signals, jobs,
forecast, regions and egress as its gs-v1 file; the differences are exactly the new rules'
keys (and, for global-16-year, a window shortened so its one-week drain ends inside the
measured signals). The suite lists the same scenarios and seeds. gs-v1 itself is unchanged.
"""

from __future__ import annotations

import tomllib

import pytest

from gridshift.benchmark.suite import SUITES_DIR, load_suite
from gridshift.scenario import load_scenario, power_options, simulation_options

V1, V2 = load_suite("gs-v1"), load_suite("gs-v2")
PAIRS = [(a, b) for a in V1.scenarios for b in V2.scenarios if a.id == b.id]
RULE_TABLES = {"simulation", "power", "policy"}


def test_same_scenarios_and_seeds():
    assert [s.id for s in V1.scenarios] == [s.id for s in V2.scenarios]
    for a, b in PAIRS:
        assert (a.seeds_dev, a.seeds_test) == (b.seeds_dev, b.seeds_test)
    assert V1.policies == V2.policies
    assert V2.name == "gs-v2" and V2.version == "1" and V2.hash != V1.hash


@pytest.mark.parametrize("split", ["file", "file_test"])
@pytest.mark.parametrize("pair", PAIRS, ids=[a.id for a, _ in PAIRS])
def test_only_the_rules_differ(pair, split):
    a, b = (tomllib.loads(getattr(s, split).read_text()) for s in pair)
    if a["id"] == "global-16-year":
        # 51 weeks: the window ends a week before the year so the drain stays in measured data
        assert a["start"] == b["start"] and (a["end"] - b["end"]).days == 8
        a, b = {**a, "end": None}, {**b, "end": None}
    assert set(b) - set(a) == RULE_TABLES
    for k in set(a) - {"network", "jobs"}:
        assert a[k] == b[k], k
    assert {k: v for k, v in b["jobs"].items() if k != "data_size_model"} == a["jobs"]
    assert b["jobs"]["data_size_model"] == "by-kind-v1"
    net_a = {k: v for k, v in a["network"].items()
             if k not in ("transfer_kwh_per_gb", "bandwidth_gbps")}
    net_b = {k: v for k, v in b["network"].items()
             if k not in ("transfer_kwh_per_gb", "bandwidth_gbps")}
    assert net_a == net_b
    assert b["network"]["transfer_kwh_per_gb"] == "aslan-2018-trend"
    one_region = len(b["regions"]) == 1
    assert b["network"]["bandwidth_gbps"] == (10 if one_region else "persico-2016-aws")


@pytest.mark.parametrize("pair", PAIRS, ids=[a.id for a, _ in PAIRS])
def test_the_rules_are_on(pair):
    sc = load_scenario(pair[1].file)
    sim, pw = simulation_options(sc), power_options(sc)
    assert sim["drain"] and sim["breakdown"] and not sim["zero_data_wait"]
    assert sim["drain_max_h"] == (168 if sc.id == "global-16-year" else None)
    assert (pw["idle"], pw["idle_horizon"], pw["gpu_idle"], pw["power_down"]) == (
        "charged", "window", "measured-v1", False)
    assert sc.extra["policy"]["seed_stream"] == "independent"


def test_gs_v2_ranks_with_the_one_point_slo_constraint():
    raw = tomllib.loads((SUITES_DIR / "gs-v2" / "suite.toml").read_text())
    assert raw["ranking"]["slo_slack_pp"] == 1.0
