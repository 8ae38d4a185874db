"""The oracle ignores the operator levers (docs/levers-elastic.md): on a scenario that enables
one, its record claims no lower bound (``carbon_bound_kg`` absent) and says why."""

from __future__ import annotations

import logging

from tests.policies.test_zoo_levers import lever_scenario


def test_oracle_record_withholds_the_bound_on_a_lever_scenario(tmp_path, caplog):
    from gridshift.benchmark.records import run_cell
    from gridshift.runners.sweep import Cell

    with caplog.at_level(logging.INFO):
        rec, _ = run_cell(Cell(str(lever_scenario(tmp_path)), "oracle-v1", seed=0,
                               track="clairvoyant"))
    assert rec["status"] == "ok", rec["error"]
    assert "carbon_bound_kg" not in rec["metrics"]
    assert "ignores the levers elastic, power_capping" in rec["bound_note"]
    assert any("ignores the levers" in r.getMessage() for r in caplog.records)


def test_oracle_plays_rigid_full_power_schedules_there(tmp_path):
    """It uses neither lever, so what its LP bounds is not every schedule of the scenario."""
    import gridshift

    r = gridshift.run(lever_scenario(tmp_path), policy="oracle-v1", track="clairvoyant")
    assert r.metrics["rescales"] == 0 and r.metrics["gpu_hours_capped"] == 0.0
    assert r.metrics["jobs_dropped"] == 0


def test_without_levers_the_oracle_record_is_unchanged(tmp_path):
    from gridshift.benchmark.records import run_cell
    from gridshift.runners.sweep import Cell

    p = tmp_path / "check-breakdown.toml"
    from gridshift.scenario import load_scenario

    p.write_text(load_scenario("check-v1").path.read_text() + "\n[simulation]\nbreakdown = true\n")
    rec, _ = run_cell(Cell(str(p), "oracle-v1", seed=0, track="clairvoyant"))
    assert rec["status"] == "ok" and "bound_note" not in rec
    assert rec["metrics"]["carbon_bound_kg"] > 0
