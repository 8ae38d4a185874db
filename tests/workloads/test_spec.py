"""The workloads' scenario keys: validated and named; absent, the scenario is unchanged."""

from __future__ import annotations

import pytest

from gridshift.errors import ScenarioError
from gridshift.scenario import load_scenario

from .conftest import two_regions

JOBS = "job_id,submit_time,origin,gpus,duration_s\na,2023-03-01T00:00:00Z,a,1,60\n"


@pytest.fixture
def jobs_csv(tmp_path):
    p = tmp_path / "jobs.csv"
    p.write_text(JOBS)
    return p


def test_absent_tables_change_nothing(jobs_csv):
    sc = two_regions(jobs_csv)
    assert not {"workflows", "tiers", "events"} & set(sc.extra)
    assert load_scenario("quickstart-v3").extra.keys() == load_scenario(
        "quickstart-v3").extra.keys() - {"workflows", "tiers", "events"}


def test_tables_parsed(jobs_csv, tmp_path):
    (tmp_path / "ev.csv").write_text("kind,region,start,end\n")
    sc = two_regions(jobs_csv, workflows={"deadline_slack": 2.0},
                     tiers={"default_tier": "preemptible"},
                     events={"source": "ev.csv", "checkpoint_interval_s": 600})
    assert sc.extra["workflows"] == {"deadline_slack": 2.0}
    assert sc.extra["tiers"] == {"preemption": True, "default_tier": "preemptible"}
    assert sc.extra["events"] == {"source": "ev.csv", "checkpoint_interval_s": 600.0}
    h = two_regions(jobs_csv).spec_hash
    assert sc.spec_hash != h  # the tables are part of the spec


@pytest.mark.parametrize(("extra", "msg"), [
    ({"workflows": {"deadline_slak": 2}}, r"workflows\.deadline_slak: unknown key \(did you "
                                          r"mean 'deadline_slack'\?\)"),
    ({"workflows": {"deadline_slack": 0.5}}, r"workflows\.deadline_slack: is 0\.5; must be >= 1"),
    ({"tiers": {"default_tier": "gold"}}, r"tiers\.default_tier: is 'gold'; expected one of "
                                          "guaranteed, standard, preemptible"),
    ({"tiers": {"preemption": "yes"}}, r"tiers\.preemption: is 'yes'; expected true or false"),
    ({"events": {"source": "nope.csv"}}, r"events\.source: file .*nope\.csv does not exist"),
    ({"events": {"source": "synthetic", "dr_cap_fraction": 1.5}},
     r"events\.dr_cap_fraction: is 1\.5; must be > 0 and <= 1"),
])
def test_bad_keys_named(jobs_csv, extra, msg):
    with pytest.raises(ScenarioError, match=msg):
        two_regions(jobs_csv, **extra)


def test_workflows_need_a_jobs_file(jobs_csv):
    from gridshift.scenario import parse_scenario

    raw = {"id": "x", "start": "2023-03-01T00:00:00Z", "end": "2023-03-02T00:00:00Z",
           "regions": {"a": {"zone": "DE-LU", "gpus": {"A100": 1}, "pue": 1.2,
                             "wue_l_per_kwh": 1.0}},
           "workflows": {}}
    with pytest.raises(ScenarioError, match=r"workflows: needs a \[jobs\] source file"):
        parse_scenario(raw, "<x>")
