"""``gridshift run`` on the workload scenarios: their metrics, and bad input exits 2 naming the
file, row and field (through the hook in gridshift.sim.run.simulate)."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

import pytest
from click.testing import CliRunner

from gridshift.cli import main

HERE = Path(str(resources.files("gridshift"))) / "scenarios" / "workloads"

pytest.importorskip("gridshift.sim.engine.state")


@pytest.mark.parametrize(("name", "key"), [("workflow-pipelines-v1", "workflow_makespan_mean_s"),
                                           ("tiered-v1", "tenant_fairness_jain"),
                                           ("events-v1", "outage_lost_gpu_hours")])
def test_run_json_has_the_workload_metrics(name, key):
    res = CliRunner().invoke(main, ["run", str(HERE / f"{name}.toml"), "--json"])
    assert res.exit_code == 0, res.output
    out = json.loads(res.output)
    assert key in out["metrics"]


@pytest.mark.parametrize(("table", "csv", "msg"), [
    ("workflow-pipelines-v1",
     "job_id,submit_time,origin,gpus,duration_s,workflow_id,depends_on,edge_data_gb\n"
     "a,2023-08-01T01:00:00Z,us-west,1,60,w,,\nb,2023-08-01T01:00:00Z,us-west,1,60,w,a,-2\n",
     "bad.csv row 2 (line 3): edge_data_gb is -2"),
    ("tiered-v1",
     "job_id,submit_time,origin,gpus,duration_s,tier,tenant\n"
     "a,2023-08-01T01:00:00Z,us-west,1,60,gold,t0\n",
     "bad.csv row 1 (line 2): tier is 'gold'"),
    ("workflow-pipelines-v1",
     "job_id,submit_time,origin,gpus,duration_s,workflow_id,depends_on,edge_data_gb\n"
     "a,2023-08-01T01:00:00Z,us-west,1,60,w,c,\nb,2023-08-01T01:00:00Z,us-west,1,60,w,a,\n"
     "c,2023-08-01T01:00:00Z,us-west,1,60,w,b,\n",
     "bad.csv row 1 (line 2): depends_on: dependency cycle a -> b -> c -> a"),
    ("workflow-pipelines-v1",
     "job_id,submit_time,origin,gpus,duration_s,workflow_id,depends_on,edge_data_gb\n"
     "a,2023-08-01T01:00:00Z,us-west,1,60,w,,\nb,2023-08-01T01:00:00Z,us-west,1,60,w,z,\n",
     "bad.csv row 2 (line 3): depends_on names 'z', which is not a job_id"),
])
def test_bad_input_exits_2(tmp_path, table, csv, msg):
    text = (HERE / f"{table}.toml").read_text().replace(f"{table}.jobs.csv", "bad.csv")
    (tmp_path / "s.toml").write_text(text)
    (tmp_path / "bad.csv").write_text(csv)
    res = CliRunner().invoke(main, ["run", str(tmp_path / "s.toml")])
    assert res.exit_code == 2, res.output
    assert msg in res.output


def test_bad_event_exits_2(tmp_path):
    text = (HERE / "events-v1.toml").read_text().replace(
        "events-v1.jobs.csv", str(HERE / "events-v1.jobs.csv")).replace(
        "events-v1.events.csv", "ev.csv")
    (tmp_path / "s.toml").write_text(text)
    (tmp_path / "ev.csv").write_text("kind,region,start,end\n"
                                     "outage,mars,2023-08-01T01:00:00Z,2023-08-01T02:00:00Z\n")
    res = CliRunner().invoke(main, ["run", str(tmp_path / "s.toml")])
    assert res.exit_code == 2, res.output
    assert "ev.csv row 1 (line 2): region is 'mars'" in res.output
    (tmp_path / "ev.csv").write_text("kind,region,start,end\n"
                                     "outage,us-west,2023-08-02T23:00:00Z,2023-08-03T02:00:00Z\n")
    res = CliRunner().invoke(main, ["run", str(tmp_path / "s.toml")])
    assert res.exit_code == 2, res.output
    assert "ev.csv row 1 (line 2): end is outside the scenario's window" in res.output


@pytest.mark.parametrize("lever", ["elastic", "power_capping"])
def test_events_with_levers_exit_2_naming_file_and_key(tmp_path, lever):
    text = (HERE / "events-v1.toml").read_text().replace(
        "events-v1.jobs.csv", str(HERE / "events-v1.jobs.csv")).replace(
        "events-v1.events.csv", str(HERE / "events-v1.events.csv"))
    (tmp_path / "s.toml").write_text(text + f"\n[levers]\n{lever} = true\n")
    res = CliRunner().invoke(main, ["run", str(tmp_path / "s.toml")])
    assert res.exit_code == 2, res.output
    assert f"s.toml: events: cannot be combined with [levers] {lever} = true" in " ".join(
        res.output.split())
