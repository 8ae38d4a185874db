"""gridshift sensitivity on the standard suites: the defaults run on every scenario, PUE/WUE and
cooling parameters are varied on the cooling designs the scenarios use."""

from __future__ import annotations

import json
import math
import tomllib

import numpy as np
import pytest
from click.testing import CliRunner

from gridshift.benchmark.sensitivity import (
    PARAMETERS,
    _mean_pue,
    _raw,
    _weather,
    perturb,
)
from gridshift.benchmark.suite import SUITES_DIR
from gridshift.errors import DataError
from tests.conftest import SUITE_DATASETS, shared_cache, skip_without_data

GS2 = SUITES_DIR / "gs-v2"
US = GS2 / "us-spatial.toml"
#: dev files of gs-v1 and gs-v2 and the levers scenarios (any later suite's too)
FILES = sorted(p for p in SUITES_DIR.glob("*/*.toml")
               if p.name != "suite.toml" and not p.name.endswith(".test.toml"))


@pytest.fixture(scope="module")
def data(tmp_path_factory):
    yield from shared_cache(tmp_path_factory, SUITE_DATASETS)



def test_idle_low_end_drops_the_keys_that_need_idle_charged():
    sc, note = perturb(US, "idle_power", "low")
    assert sc is not None and note == "idle capacity not charged"
    assert sc.extra["power"]["idle"] == "none"
    assert sc.extra["power"]["idle_horizon"] == "run"  # the default, not "window"


def test_window_h_cuts_nominal_and_perturbed_alike():
    sc, _ = _raw(US, 6)
    assert (sc.end - sc.start).total_seconds() == 6 * 3600
    p, _ = perturb(US, "data_size_scale", "high", window_h=6)
    assert p.end == sc.end and p.jobs["data_gb_scale"] == 10.0


def test_hooks_follow_the_scenario_keys():
    lv = SUITES_DIR / "gs-v2-levers" / "elastic-week.toml"
    sc, note = perturb(US, "power_cap_exponent", "low")
    assert sc is None and "power_capping is off" in note
    lo, note_lo = perturb(lv, "power_cap_exponent", "low")
    hi, _ = perturb(lv, "power_cap_exponent", "high")
    e_lo = lo.extra["levers"]["cap_throughput_exponent"]
    e_hi = hi.extra["levers"]["cap_throughput_exponent"]
    assert 0 < e_lo < 0.71 < e_hi <= 1.0 and "speed exponent" in note_lo
    from gridshift import scenario

    if hasattr(scenario, "RUNTIME_ESTIMATES"):
        sc, note = perturb(US, "runtime_estimate", "high")
        assert sc.jobs["runtime_estimate"] == "requested"
        assert perturb(US, "runtime_estimate", "low")[0] is None


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_parameter_gives_a_valid_spec_on_every_suite_scenario(path, data):
    for name in PARAMETERS:
        for level in ("low", "high"):
            try:
                sc, note = perturb(path, name, level, window_h=3)
            except (DataError, FileNotFoundError) as exc:
                skip_without_data(exc)
            # a Scenario (the override validated), or None with the reason
            assert sc is not None or note, (path, name, level)


def test_pue_on_cooling_designs_hits_the_target_mean(data):
    try:
        base, _ = _raw(US, 24)
        weather = _weather(base)
    except (DataError, FileNotFoundError) as exc:
        skip_without_data(exc)
    for level, target in (("low", 1.10), ("high", 1.58)):
        sc, note = perturb(US, "pue", level, window_h=24)
        assert f"PUE mean {target:g}" in note and all(r.cooling for r in sc.regions)
        got = np.mean([_mean_pue(r, weather[r.id]) for r in sc.regions])
        np.testing.assert_allclose(got, target, rtol=1e-9)
        # every region keeps its cooling design (weather-driven), only parameters move
        raw = tomllib.loads(US.read_text())
        assert [r.cooling["design"] for r in sc.regions] == [
            v["cooling"]["design"] for v in raw["regions"].values()]
    sc, note = perturb(US, "wue", "high", window_h=24)
    np.testing.assert_allclose(np.mean([r.wue_l_per_kwh for r in sc.regions]), 1.8, rtol=1e-12)
    sc, note = perturb(US, "water_design", "high", window_h=24)
    assert {r.cooling["design"] for r in sc.regions} == {"hyperscale-evaporative-v1",
                                                         "chilled-water-economiser"}


def test_cli_defaults_run_on_a_gs_v2_scenario_and_list_pue_wue(data):
    from gridshift.cli import main

    r = CliRunner().invoke(main, ["sensitivity", "gs-v2", "-s", "us-spatial", "-p",
                                  "lowest-carbon-now", "--seeds", "0", "--window-h", "3",
                                  "--json"])
    if r.exit_code != 0 and "not in the cache" in r.output:
        pytest.skip(f"the suite's data is absent here: {r.output[-300:]}")
    assert r.exit_code == 0, r.output
    out = json.loads(r.output)
    params = {row["parameter"] for row in out["rows"]}
    assert params == {"nominal", *PARAMETERS}
    ran = {(row["parameter"], row["level"]) for row in out["rows"] if row["savings_pct"]
           is not None and math.isfinite(row["savings_pct"])}
    assert {("pue", "low"), ("pue", "high"), ("wue", "low"), ("wue", "high"),
            ("idle_power", "low")} <= ran
