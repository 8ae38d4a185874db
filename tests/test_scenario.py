"""Scenario validation: every bad input gives a specific error, and the CLI exits 2."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

import gridshift
from gridshift.cli import main
from gridshift.errors import DataError, ScenarioError
from gridshift.scenario import load_scenario
from tests.conftest import write_scenario

H = "2023-01-01T{:02d}:00:00Z"


def good(tmp_path, **kw):
    sig = [("A", H.format(h), 100.0) for h in range(6)]
    jobs = [{"job_id": "j1", "submit_time": H.format(0), "origin": "A", "duration_s": 3600}]
    regions = {"A": {"zone": '"A"', "gpus": "{ TEST = 2 }", "pue": 1.2, "wue_l_per_kwh": 1.0}}
    args = {"signals": sig, "jobs": jobs, "regions": regions, **kw}
    return write_scenario(tmp_path, **args)


def edit(p, old, new):
    text = p.read_text()
    assert old in text
    p.write_text(text.replace(old, new, 1))
    return p


def test_good_scenario_loads_and_hash_is_stable(tmp_path):
    p = good(tmp_path)
    a, b = load_scenario(p), load_scenario(p)
    assert a.spec_hash == b.spec_hash
    w1, w2 = gridshift.build_world(a), gridshift.build_world(b)
    assert w1.scenario_hash == w2.scenario_hash
    # the hash covers the input tables' content
    (tmp_path / "signals.csv").write_text((tmp_path / "signals.csv").read_text()
                                          .replace(",100.0,", ",101.0,", 1))
    assert gridshift.build_world(load_scenario(p)).scenario_hash != w1.scenario_hash


@pytest.mark.parametrize("old,new,match", [
    ("step_s = 3600", "step_s = 3600\nbogus = 1", r"bogus: unknown key"),
    ("step_s = 3600", 'step_s = "hourly"', r"step_s: expected an integer"),
    ("end = 2023-01-01T04:00:00Z", "end = 2023-01-01T00:00:00Z", r"end: .* must be after start"),
    ("start = 2023-01-01T00:00:00Z", "start = 2023-01-01T00:00:00", r"start: .* no time zone"),
    ("gpus = { TEST = 2 }", "gpus = { TEST = 0 }", r"regions.A.gpus: has no capacity"),
    ("pue = 1.2", "pue = 0.9", r"regions.A.pue: is 0.9; must be >= 1.0"),
    ("pue = 1.2", "pu = 1.2", r"regions.A.pu: unknown key \(did you mean 'pue'\?\)"),
    ("deadline_slack = 1.5", "deadline_slack = -1", r"jobs.deadline_slack"),
    ("model = \"persistence\"", "model = \"perfect\"", r"forecast.model: 'perfect' forecasts"),
    ("step_s = 3600", "step_s = 7000", r"step_s: 7000 s does not divide"),
])
def test_bad_keys(tmp_path, old, new, match):
    p = edit(good(tmp_path), old, new)
    with pytest.raises(ScenarioError, match=match) as exc:
        load_scenario(p)
    assert str(p) in str(exc.value)


def test_malformed_toml(tmp_path):
    p = tmp_path / "bad.toml"
    p.write_text("id = 'x'\nstart = [\n")
    with pytest.raises(ScenarioError, match="not valid TOML"):
        load_scenario(p)


def test_unknown_gpu_type_in_region(tmp_path):
    p = edit(good(tmp_path), "gpus = { TEST = 2 }", "gpus = { A1OO = 2 }")
    with pytest.raises(ScenarioError, match=r"regions.A.gpus.A1OO: unknown GPU type"):
        gridshift.build_world(load_scenario(p))


def test_job_gpu_type_no_region_has(tmp_path):
    jobs = [{"job_id": "j1", "submit_time": H.format(0), "origin": "A", "duration_s": 60,
             "gpu_type": "H100"}]
    p = good(tmp_path, jobs=jobs)
    with pytest.raises(ScenarioError, match=r"jobs.csv row 1: gpu_type is 'H100', which no region"):
        gridshift.build_world(load_scenario(p))


def test_job_larger_than_any_pool(tmp_path):
    jobs = [{"job_id": "j1", "submit_time": H.format(0), "origin": "A", "duration_s": 60,
             "gpus": 8}]
    with pytest.raises(ScenarioError, match=r"row 1: gpus is 8, more than any region"):
        gridshift.build_world(load_scenario(good(tmp_path, jobs=jobs)))


@pytest.mark.parametrize("mutate,match", [
    (lambda t: t.replace("duration_s", "dur_s"), r"missing required column\(s\) duration_s"),
    (lambda t: t.replace(",3600,", ",-3600,"), r"jobs.csv row 1 \(line 2\): duration_s is -3600.0; "
                                               r"must be > 0"),
    (lambda t: t.replace("T00:00:00Z,A", "T00:00:00,A"), r"submit_time is '2023-01-01T00:00:00', "
                                                         r"which has no time zone"),
    (lambda t: t.replace(",3600,", ",abc,"), r"duration_s is 'abc'; expected a number"),
    (lambda t: t.replace(",A,", ",Z,"), r"origin is 'Z'; expected one of the scenario's regions"),
])
def test_bad_jobs_file(tmp_path, mutate, match):
    p = good(tmp_path)
    jf = tmp_path / "jobs.csv"
    jf.write_text(mutate(jf.read_text()))
    with pytest.raises(DataError, match=match):
        gridshift.build_world(load_scenario(p))


@pytest.mark.parametrize("mutate,match", [
    (lambda t: t.replace(",100.0,", ",nan,", 1), r"carbon_gco2_per_kwh is 'nan'|expected a number"),
    (lambda t: t.replace(",100.0,", ",-3,", 1),
     r"carbon_gco2_per_kwh is -3.0; must be a number >= 0"),
    (lambda t: t.replace("T01:00:00Z", "T00:00:00Z", 1), r"duplicate \(region, time\)"),
    (lambda t: t.replace("A,2023-01-01T00:00:00Z", "A,2023-01-01T01:30:00Z", 1),
     r"start at .*after the scenario start"),
])
def test_bad_signals_file(tmp_path, mutate, match):
    p = good(tmp_path)
    sf = tmp_path / "signals.csv"
    sf.write_text(mutate(sf.read_text()))
    with pytest.raises(DataError, match=match):
        gridshift.build_world(load_scenario(p))


def test_cli_exit_codes(tmp_path):
    runner = CliRunner()
    p = edit(good(tmp_path), "pue = 1.2", "pue = 0.5")
    res = runner.invoke(main, ["run", str(p)])
    assert res.exit_code == 2
    assert "regions.A.pue" in res.output and str(p) in res.output
    res = runner.invoke(main, ["run", "no-such-scenario"])
    assert res.exit_code == 2 and "unknown scenario" in res.output
    res = runner.invoke(main, ["run", "--policy", "lowest-carbn-now", "--json"])
    assert res.exit_code == 2 and "did you mean" in res.output


def test_cli_run_json_has_every_metric_key(tmp_path):
    res = CliRunner().invoke(main, ["run", "--json", "--out", str(tmp_path / "o")])
    assert res.exit_code == 0, res.output
    obj = json.loads(res.output)
    assert set(obj) == {"scenario", "scenario_hash", "policy", "seed", "metrics", "notes"}
    need = {"jobs", "jobs_completed", "jobs_unfinished", "gpu_hours", "energy_it_kwh",
            "energy_facility_kwh", "energy_transfer_kwh", "carbon_kg", "water_l",
            "energy_cost_usd", "egress_cost_usd", "cost_usd", "slo_violations",
            "slo_violation_rate", "mean_wait_s", "p95_wait_s", "water_onsite_l",
            "water_offsite_l", "carbon_embodied_kg",
            # the default quickstart-v4 runs on the gs-v3 rules with a solar site (issue 13, 18, 40)
            "carbon_transfer_kg", "energy_idle_kwh", "carbon_idle_kg", "jobs_dropped",
            "energy_grid_kwh", "energy_solar_kwh", "energy_solar_curtailed_kwh",
            "battery_throughput_kwh"}
    assert need <= set(obj["metrics"])
    assert obj["scenario"] == "quickstart-v4"
    assert (tmp_path / "o" / "jobs.parquet").stat().st_size > 0
    summary = json.loads((tmp_path / "o" / "summary.json").read_text())
    assert summary["metrics"] == obj["metrics"]


def test_cli_table_and_scenarios():
    runner = CliRunner()
    res = runner.invoke(main, ["run", "--policy", "round-robin"])
    assert res.exit_code == 0, res.output
    assert "carbon_kg" in res.output
    res = runner.invoke(main, ["scenarios", "list"])
    assert res.exit_code == 0 and "quickstart-v1" in res.output
    res = runner.invoke(main, ["scenarios", "show", "quickstart-v1"])
    assert res.exit_code == 0 and "spec hash" in res.output


def test_cli_isolated_run_equals_in_process():
    runner = CliRunner()
    a = runner.invoke(main, ["run", "check-v1", "--policy", "lowest-carbon-now", "--json"])
    b = runner.invoke(main, ["run", "check-v1", "--policy", "lowest-carbon-now", "--json",
                             "--isolate"])
    assert a.exit_code == 0 and b.exit_code == 0, a.output + b.output
    assert json.loads(a.output) == json.loads(b.output)


def test_package_relative_scenario_ref_loads_anywhere(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # e.g. a cluster worker started elsewhere
    a = load_scenario("gridshift:benchmark/suites/gs-v1/us-spatial.toml")
    b = load_scenario("us-spatial")
    assert a.spec_hash == b.spec_hash and a.id == "us-spatial"


def test_quickstart_v4_is_v3_on_the_gs_v3_rules():
    """The default quickstart-v4 differs from quickstart-v3 only by gs-v3's keys (issue 40):
    per-step alignment, requested run times, the measured-or-RTT bandwidth; and policies
    then see estimates (some jobs outlive theirs), which they did not on v3."""
    import gridshift
    from gridshift.scenario import DEFAULT_SCENARIO

    assert DEFAULT_SCENARIO == "quickstart-v4"
    a = gridshift.load_scenario("quickstart-v3").normalised
    b = gridshift.load_scenario("quickstart-v4").normalised
    diff = {(sec, k) for sec in set(a) | set(b) if isinstance(b.get(sec), dict)
            for k in set(a.get(sec, {})) | set(b[sec]) if a.get(sec, {}).get(k) != b[sec].get(k)}
    assert diff == {("signals", "alignment"), ("jobs", "runtime_estimate"),
                    ("network", "bandwidth_gbps")}
    assert b["jobs"]["runtime_estimate"] == "requested"
    assert b["network"]["bandwidth_gbps"] == "measured-or-rtt-v1"
    v3 = gridshift.run("quickstart-v3", policy="local-now", seed=0).metrics
    v4 = gridshift.run("quickstart-v4", policy="local-now", seed=0).metrics
    assert v4["jobs"] == v3["jobs"]
    assert v4.get("jobs_outlived_estimate", 0) > 0 and v3.get("jobs_outlived_estimate", 0) == 0
