"""Tests of gridshift.policies.sanity (the sanity report of `gridshift policies check`)."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from gridshift.cli import main
from gridshift.errors import PolicyError
from gridshift.policies.sanity import (
    MAX_EXTRA_SLO_RATE,
    MIN_COMPLETED_RATIO,
    SANITY_SCENARIOS,
    sanity_report,
)

FIX = Path(__file__).parent / "fixtures"
ONE_REGION = f"{FIX / 'one_region.py'}:OneRegion"
EXAMPLE = f"{Path(__file__).resolve().parents[2] / 'examples' / 'my_policy.py'}:MyPolicy"


def test_reference_passes_against_itself_with_equal_numbers():
    rep = sanity_report("local-now")
    assert rep.passed and [r.scenario for r in rep.rows] == list(SANITY_SCENARIOS)
    for r in rep.rows:
        assert (r.completed, r.slo_violations) == (r.completed_ref, r.slo_violations_ref)
        assert r.carbon_kg == r.carbon_kg_ref and r.jobs > 0


def test_one_region_policy_fails_and_the_message_says_why():
    rep = sanity_report(ONE_REGION)
    assert not rep.passed
    loaded = {r.scenario: r for r in rep.rows}["check-load-v1"]
    # the thresholds the report applies, checked against its own numbers
    assert loaded.completed < MIN_COMPLETED_RATIO * loaded.completed_ref
    assert loaded.slo_violations / loaded.jobs > (loaded.slo_violations_ref / loaded.jobs
                                                  + MAX_EXTRA_SLO_RATE)
    text = "\n".join(rep.lines())
    assert "fewer than local-now-v1" in text and "violated the SLO of" in text
    assert "of the jobs it placed to" in text and "waited" in text
    assert text.rstrip().endswith("is not ranked")


def test_policies_check_fails_the_one_region_policy_with_exit_1():
    res = CliRunner().invoke(main, ["policies", "check", ONE_REGION])
    assert res.exit_code == 1, res.output
    assert "9/9 checks passed" in res.output  # the contract is kept ...
    # ... the work is not
    assert "sanity: FAIL" in res.output and "of the jobs it placed to" in res.output
    ok = CliRunner().invoke(main, ["policies", "check", EXAMPLE])
    assert ok.exit_code == 0 and "sanity: PASS" in ok.output
    skip = CliRunner().invoke(main, ["policies", "check", ONE_REGION, "--no-sanity"])
    assert skip.exit_code == 0 and "sanity" not in skip.output


def test_submit_refuses_a_policy_failing_the_sanity_report(tmp_path):
    from gridshift.benchmark.suite import submit

    with pytest.raises(PolicyError, match="sanity report"):
        submit(ONE_REGION, "bad", None, tmp_path / "store", results_dir=tmp_path,
               progress=False)
    assert not (tmp_path / "submissions").exists()
