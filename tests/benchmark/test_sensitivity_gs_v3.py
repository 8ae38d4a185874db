"""gridshift sensitivity on gs-v3 (issue 40 item 6): the cooling parameters on the designs gs-v3
uses, the power-cap exponent of zeus-2023-v2, runtime estimates and the range of their error
model, and the bandwidth's low end on measured-or-rtt-v1. Each test fails if its parameter is
dropped from the defaults or stops changing what it says it changes."""

from __future__ import annotations

import math
import tomllib

import numpy as np
import pytest

from gridshift.benchmark.sensitivity import (
    ESTIMATE_RANGES,
    PARAMETERS,
    perturb,
    sensitivity,
)
from gridshift.benchmark.suite import SUITES_DIR
from gridshift.models.levers import LEVERS
from gridshift.models.network import RTT_FIT_WINDOW_MBIT, RTT_FIT_WINDOW_RANGE_MBIT
from gridshift.scenario import load_scenario
from gridshift.sim.world import build_world
from gridshift.workloads import estimates

GS3 = SUITES_DIR / "gs-v3"
G5 = GS3 / "global-5dc-week.toml"
ELASTIC = GS3 / "elastic-week.toml"
CHECK = SUITES_DIR.parent.parent / "scenarios" / "check-v1.toml"


def _designs(path):
    raw = tomllib.loads(path.read_text())
    return {rid: (spec.get("cooling") or {}).get("design") for rid, spec in raw["regions"].items()}


def test_cooling_parameters_hit_the_designs_gs_v3_uses():
    designs = _designs(G5)
    hyper = {r for r, d in designs.items() if d == "hyperscale-evaporative-v1"}
    chilled = {r for r, d in designs.items() if d == "chilled-water-economiser"}
    assert hyper and chilled  # the file still mixes the two designs this test is about
    for name, level, value, hit in (("evap_effectiveness", "low", 0.70, hyper),
                                    ("tower_approach_k", "high", 6.0, hyper | chilled)):
        sc, note = perturb(G5, name, level)
        assert sc is not None, note
        got = {r.id for r in sc.regions if (r.cooling or {}).get(name) == value}
        assert got == hit, (name, got)
    sc, _ = perturb(G5, "cycles_of_concentration", "low")
    assert {r.id for r in sc.regions if (r.water or {}).get("cycles_of_concentration") == 3.0
            } == hyper | chilled
    # the old design swap has nothing to do on gs-v3 (its sites are already calibrated)
    assert perturb(G5, "water_design", "high")[0] is None


def test_power_cap_exponent_spans_zeus_2023_v2_on_elastic_week():
    lo_hi = tuple(float(v) for v in LEVERS["power_cap"]["models"]["zeus-2023-v2"]["range"])
    assert lo_hi == (0.30, 0.61)  # docs/validity.md "Power capping"
    for level, e in zip(("low", "high"), lo_hi, strict=True):
        sc, note = perturb(ELASTIC, "power_cap_exponent", level)
        assert sc is not None and "zeus-2023-v2" in note
        assert sc.extra["levers"]["cap_throughput_exponent"] == e
        assert "power_cap_model" not in sc.extra["levers"]
    assert perturb(G5, "power_cap_exponent", "low")[0] is None  # no power capping there


def test_runtime_estimate_low_end_is_the_truth_on_gs_v3():
    assert load_scenario(G5).jobs["runtime_estimate"] == "requested"
    sc, note = perturb(G5, "runtime_estimate", "low")
    assert sc is not None and sc.jobs.get("runtime_estimate", "truth") == "truth", note
    assert perturb(G5, "runtime_estimate", "high")[0] is None  # the file's own setting


def test_bandwidth_low_end_keeps_measured_or_rtt_v1():
    sc, note = perturb(G5, "bandwidth", "low")
    assert sc.network["bandwidth_gbps"] == "measured-or-rtt-v1"
    assert math.isclose(sc.network["bandwidth_scale"],
                        RTT_FIT_WINDOW_RANGE_MBIT[0] / RTT_FIT_WINDOW_MBIT)
    assert sc.network["bandwidth_scale"] < 1 and "measured-or-rtt-v1" in note
    # a gs-v2 file (persico-2016-aws) keeps its low end as before
    v2, _ = perturb(SUITES_DIR / "gs-v2" / "global-5dc-week.toml", "bandwidth", "low")
    assert v2.network["bandwidth_gbps"] == "persico-2016-aws"


def _requested(path, name=None, level=None):
    sc, _ = perturb(path, "data_size_scale", "low", window_h=12) if name is None else \
        perturb(path, name, level, window_h=12)
    return build_world(sc, 0).jobs


@pytest.fixture(scope="module")
def requested_file(tmp_path_factory):
    """check-v1 (synthetic, no download) with policies seeing requested times."""
    text = CHECK.read_text().replace("[jobs]\n", "[jobs]\nruntime_estimate = \"requested\"\n",
                                     1)
    p = tmp_path_factory.mktemp("est") / "check-requested.toml"
    p.write_text(text)
    return p


def test_estimate_error_model_levels_change_what_policies_see(requested_file):
    for name, key in (("estimate_accuracy_min", "ACCURACY_MIN"),
                      ("estimate_reach_limit", "P_REACH_LIMIT")):
        assert name in PARAMETERS
        # applies on every gs-v3 file whose policies see requested times, through the
        # scenario key (so the perturbed spec, and its hash, say what was run)
        psc, _ = perturb(G5, name, "low")
        assert psc is not None and psc.jobs[name] == ESTIMATE_RANGES[name][0]
        assert psc.spec_hash != load_scenario(G5).spec_hash
        assert ESTIMATE_RANGES[name][0] < getattr(estimates, key) < ESTIMATE_RANGES[name][1]
    nominal = _requested(requested_file)
    d, r0 = nominal.duration_s, nominal.requested_s
    assert r0 is not None and len(d) > 50
    over = {lv: _requested(requested_file, "estimate_accuracy_min", lv).requested_s
            for lv in ("low", "high")}
    # a lower accuracy floor allows larger overestimates: mean request / run rises
    ratio = {k: float(np.mean(v / d)) for k, v in {"nominal": r0, **over}.items()}
    assert ratio["low"] > ratio["nominal"] > ratio["high"], ratio
    under = {lv: float(np.mean(_requested(requested_file, "estimate_reach_limit", lv)
                               .requested_s < d)) for lv in ("low", "high")}
    assert under["low"] < float(np.mean(r0 < d)) < under["high"], under
    # no factor touches the module's constants
    assert (estimates.ACCURACY_MIN, estimates.P_REACH_LIMIT) == (0.05, 0.10)
    # without requested times the factor is skipped with a note
    sc, note = perturb(CHECK, "estimate_accuracy_min", "low")
    assert sc is None and "true run time" in note


def test_estimate_levels_are_rerun_not_taken_for_the_nominal(requested_file):
    rows = sensitivity([requested_file], ["deadline-safe-greedy-v1", "lowest-carbon-now"],
                       parameters=["estimate_accuracy_min", "estimate_reach_limit"],
                       seeds=[0], window_h=12)
    ran = [r for r in rows if r.parameter != "nominal"]
    assert len(ran) == 8 and not any("not rerun" in r.note for r in ran)
    assert all(math.isfinite(r.savings_pct) for r in ran)
    # lowest-carbon-now ignores job lengths; a planner that reads them moves
    assert all(r.delta_pp == 0 for r in ran if r.policy == "lowest-carbon-now-v1")
    assert any(abs(r.delta_pp) > 1e-6 for r in ran if r.policy == "deadline-safe-greedy-v1")
