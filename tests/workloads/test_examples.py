"""The example scenarios: their generated inputs are the committed bytes, and each runs with
its workloads through gridshift.workloads.run (the metrics of its mechanisms present)."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

import numpy as np
import pytest

from gridshift.workloads.examples import write_examples

HERE = Path(str(resources.files("gridshift"))) / "scenarios" / "workloads"

pytest.importorskip("gridshift.sim.engine.state")


def test_generated_inputs_are_committed(tmp_path):
    for p in write_examples(tmp_path):
        assert p.read_bytes() == (HERE / p.name).read_bytes(), p.name


@pytest.mark.parametrize(("name", "keys"), [
    ("workflow-pipelines-v1", ("workflows", "workflow_makespan_mean_s",
                               "workflow_slo_violations")),
    ("tiered-v1", ("jct_mean_s_guaranteed", "slowdown_p95_preemptible", "tenant_fairness_jain",
                   "preemptions")),
    ("events-v1", ("outage_lost_gpu_hours", "outage_lost_carbon_kg", "dr_compliance")),
])
def test_example_runs(name, keys):
    from gridshift.workloads.run import run_scenario

    r = run_scenario(HERE / f"{name}.toml", "local-now")
    for k in keys:
        assert k in r.metrics and np.isfinite(r.metrics[k]), k
    r2 = run_scenario(HERE / f"{name}.toml", "local-now")
    assert r2.metrics == r.metrics  # same seed, same numbers


def test_tiered_example_preempts():
    from gridshift.workloads.run import run_scenario

    m = run_scenario(HERE / "tiered-v1.toml", "local-now").metrics
    assert m["preemptions"] > 0


def test_without_workload_tables_the_plain_run():
    from gridshift.policies.registry import load_policy
    from gridshift.scenario import load_scenario
    from gridshift.sim.run import simulate as plain
    from gridshift.sim.world import build_world
    from gridshift.workloads.run import simulate

    w = build_world(load_scenario("check-v1"))
    a = simulate(w, load_policy("local-now")).metrics
    b = plain(w, load_policy("local-now")).metrics
    assert a == b


def test_bad_workflow_file_named_through_the_runner(tmp_path):
    """A cycle in the [jobs] file of a [workflows] scenario: a DataError naming file, row,
    field (a GridshiftError: the command line exits 2 with it)."""
    from gridshift.errors import DataError, GridshiftError
    from gridshift.workloads.run import run_scenario

    text = (HERE / "workflow-pipelines-v1.toml").read_text()
    (tmp_path / "s.toml").write_text(text.replace("workflow-pipelines-v1.jobs.csv", "wf.csv"))
    (tmp_path / "wf.csv").write_text(
        "job_id,submit_time,origin,gpus,duration_s,workflow_id,depends_on,edge_data_gb\n"
        "a,2023-08-01T01:00:00Z,us-west,1,60,w,b,\n"
        "b,2023-08-01T01:00:00Z,us-west,1,60,w,a,\n")
    with pytest.raises(DataError, match=r"wf\.csv row 1 \(line 2\): depends_on: dependency "
                                        r"cycle a -> b -> a") as e:
        run_scenario(tmp_path / "s.toml", "local-now")
    assert isinstance(e.value, GridshiftError)
