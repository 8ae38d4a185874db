"""An ``[events]`` file's content is pinned in the scenario hash (``input_hashes["events"]``),
and only scenarios with an ``[events]`` file have that input: no other scenario's hash moves."""

from __future__ import annotations

import hashlib
import shutil
from importlib import resources
from pathlib import Path

from gridshift.scenario import load_scenario
from gridshift.sim.world import build_world

HERE = Path(str(resources.files("gridshift"))) / "scenarios" / "workloads"


def test_the_events_file_is_in_the_input_hashes():
    w = build_world(load_scenario(HERE / "events-v1.toml"))
    want = hashlib.sha256((HERE / "events-v1.events.csv").read_bytes()).hexdigest()
    assert w.input_hashes["events"] == want


def test_other_scenarios_have_no_events_input():
    for ref in ("check-v1", HERE / "workflow-pipelines-v1.toml", HERE / "tiered-v1.toml"):
        assert "events" not in build_world(load_scenario(ref)).input_hashes, ref


def test_editing_the_events_file_changes_the_scenario_hash(tmp_path):
    for name in ("events-v1.toml", "events-v1.jobs.csv", "events-v1.events.csv"):
        shutil.copy(HERE / name, tmp_path / name)
    a = build_world(load_scenario(tmp_path / "events-v1.toml"))
    ev = tmp_path / "events-v1.events.csv"
    lines = ev.read_text().splitlines()
    ev.write_text("\n".join([lines[0], *lines[1:-1]]) + "\n")  # drop the last event
    b = build_world(load_scenario(tmp_path / "events-v1.toml"))
    assert a.scenario.spec_hash == b.scenario.spec_hash
    assert a.scenario_hash != b.scenario_hash
