"""gridshift sensitivity on check-v1 with two policies and two parameters."""

from __future__ import annotations

import math

import numpy as np
import pytest
from click.testing import CliRunner

import gridshift
from gridshift.benchmark.sensitivity import (
    PARAMETERS,
    mape_per_unit_error,
    perturb,
    sensitivity,
    summary_table,
)
from gridshift.errors import ScenarioError
from gridshift.sim.world import build_world

POLICIES = ["lowest-carbon-now", "lowest-carbon-window"]


@pytest.fixture(scope="module")
def rows():
    return sensitivity(["check-v1"], POLICIES, parameters=["data_size_scale", "wue"])


def test_rows_cover_every_level_and_policy(rows):
    assert len(rows) == 2 + 2 * 2 * 2
    assert {(r.parameter, r.level) for r in rows} == {
        ("nominal", "nominal"), ("data_size_scale", "low"), ("data_size_scale", "high"),
        ("wue", "low"), ("wue", "high")}


def test_nominal_savings_are_the_runs_own(rows):
    base = gridshift.run("check-v1", policy="local-now").metrics["carbon_kg"]
    for r in rows:
        if r.parameter == "nominal":
            got = gridshift.run("check-v1", policy=r.policy).metrics["carbon_kg"]
            np.testing.assert_allclose(r.savings_pct, (1 - got / base) * 100, rtol=1e-12)


def test_wue_cannot_move_a_carbon_ranking(rows):
    # on-site water does not enter carbon: changes are exactly 0 and the ranking is unchanged
    for r in rows:
        if r.parameter == "wue":
            assert r.delta_pp == 0.0 and r.kendall_tau == 1.0, r


def test_data_size_moves_savings_of_a_mover_only(rows):
    # lowest-carbon-now moves jobs (transfer carbon scales with data); the temporal policy
    # keeps jobs at home, so its saving cannot change with data size
    d = {(r.parameter, r.level, r.policy): r for r in rows}
    assert abs(d[("data_size_scale", "high", "lowest-carbon-now-v1")].delta_pp) > 0.1
    assert d[("data_size_scale", "high", "lowest-carbon-window-v1")].delta_pp == 0.0
    for r in rows:
        assert math.isnan(r.kendall_tau) or -1.0 <= r.kendall_tau <= 1.0


def test_summary(rows):
    s = {(x["parameter"], x["level"]): x for x in summary_table(rows)}
    assert s[("wue", "low")]["max_abs_delta_pp"] == 0.0
    assert s[("data_size_scale", "high")]["max_abs_delta_pp"] > 0.1


def test_perturbation_is_a_spec_override():
    sc, note = perturb("check-v1", "data_size_scale", "low")
    assert sc.jobs["data_gb_scale"] == 0.1 and "0.1" in note
    base = build_world(gridshift.load_scenario("check-v1")).jobs.data_gb
    np.testing.assert_allclose(build_world(sc).jobs.data_gb, base * 0.1, rtol=1e-15)
    sc, _ = perturb("check-v1", "pue", "high")
    np.testing.assert_allclose(np.mean([r.pue for r in sc.regions]), 1.58, rtol=1e-12)
    sc, _ = perturb("check-v1", "forecast_error", "high")
    np.testing.assert_allclose(sc.forecast["error"] * mape_per_unit_error(900), 0.12,
                               rtol=1e-5)


def test_idle_power_is_skipped_with_a_note_without_a_power_table():
    from gridshift import scenario

    sc, note = perturb("check-v1", "idle_power", "high")
    if "power" in scenario._TOP:  # the [power] table has landed
        assert sc is not None
    else:
        assert sc is None and "[power]" in note


def test_unknown_parameter_says_did_you_mean():
    with pytest.raises(ScenarioError, match="did you mean 'wue'"):
        perturb("check-v1", "wu", "low")
    assert set(PARAMETERS) >= {"data_size_scale", "network_intensity", "bandwidth",
                               "idle_power", "pue", "wue", "forecast_error"}


def test_cli_bad_parameter_exits_2():
    from gridshift.cli import main

    r = CliRunner().invoke(main, ["sensitivity", "check-v1", "--policies", "lowest-carbon-now",
                                  "--parameters", "nonsense"])
    assert r.exit_code == 2 and "unknown parameter" in r.output


def test_a_policy_file_runs_sandboxed_and_is_never_imported_here():
    import sys
    from pathlib import Path

    from gridshift.benchmark.sensitivity import sensitivity

    ex = Path(__file__).resolve().parents[2] / "examples" / "my_policy.py"
    before = set(sys.modules)
    got = sensitivity(["check-v1"], [f"{ex}:MyPolicy", "lowest-carbon-now"],
                      parameters=["bandwidth"])
    assert {r.policy for r in got} >= {f"{ex}:MyPolicy", "lowest-carbon-now-v1"}
    assert all(math.isfinite(r.savings_pct) for r in got if r.policy.endswith(":MyPolicy"))
    new = set(sys.modules) - before
    assert not any(m.startswith("gridshift_user_policy_") for m in new), new  # sandboxed


def test_gpu_idle_moves_the_table_to_the_documented_range():
    from gridshift.benchmark.sensitivity import GPU_IDLE_RANGE_W

    for level, k in (("low", 0), ("high", 1)):
        sc, note = perturb("check-v1", "gpu_idle_w", level)
        w = build_world(sc)
        got = dict(zip(w.gpu_types, w.gpu_idle_w, strict=True))
        assert set(got) == {"A100-40GB", "H100-SXM"}
        for g, v in got.items():
            np.testing.assert_allclose(v, GPU_IDLE_RANGE_W[g][k], rtol=1e-15)
            assert f"{g} {GPU_IDLE_RANGE_W[g][k]:g} W" in note
        # max power and everything else stay as in the file
        np.testing.assert_allclose(w.gpu_max_w, [400.0, 700.0], rtol=1e-15)
    assert GPU_IDLE_RANGE_W["A100-40GB"] == (40.0, 70.0)
    assert GPU_IDLE_RANGE_W["H100-SXM"] == (60.0, 120.0)


def test_rounding_level_differences_are_ties_not_reorderings():
    from gridshift.benchmark.sensitivity import _tau

    # two policies 1e-13 pp apart (the same decisions) swap places: no reordering
    nominal = [39.3, 0.0436414366646542, 0.0436414366645765, -0.20]
    perturbed = [4.08, 0.0045266717, 0.0045266717 + 1e-13, -0.02]
    assert _tau(nominal, perturbed) == 1.0
    # a real swap still counts
    assert _tau([3.0, 2.0, 1.0], [3.0, 1.0, 2.0]) < 1.0
