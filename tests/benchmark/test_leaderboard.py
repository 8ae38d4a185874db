"""Tests of gridshift.benchmark.leaderboard: normalisation, CIs, exclusions and formats by hand.

The ranking rules of v2 (tracks, constraints, bands, hypervolume, regret) are tested in
``test_leaderboard_v2.py``.
"""

from __future__ import annotations

import math

import pytest
from numpy.testing import assert_allclose

from gridshift.benchmark.leaderboard import build_leaderboard, render

T975_2 = 4.302652729911275  # Student t 0.975 quantile, 2 degrees of freedom (tables)


def rec(policy, scenario, seed, carbon, cost=100.0, water=100.0, slo=0.1, energy=100.0,
        status="ok", version="1", split="dev", p95=600.0, jobs_completed=1000, gpu_hours=500.0,
        **extra):
    return {
        "schema": "gridshift.record/1", "suite": "tiny", "suite_version": version,
        "split": split, "scenario": scenario, "policy": policy, "policy_name": policy,
        "policy_params": {}, "seed": seed, "track": "forecast", "status": status,
        "error": None if status == "ok" else "RuntimeError: boom",
        "metrics": {} if status != "ok" else {
            "carbon_kg": carbon, "cost_usd": cost, "water_l": water,
            "energy_facility_kwh": energy, "energy_transfer_kwh": 0.0,
            "slo_violation_rate": slo, "p95_wait_s": p95, "jobs": 1000,
            "jobs_completed": jobs_completed, "gpu_hours": gpu_hours, **extra},
    }


@pytest.fixture
def records():
    rs = []
    for seed in (1, 2, 3):
        rs.append(rec("local-now-v1", "s1", seed, 100.0))
        rs.append(rec("local-now-v1", "s2", seed, 200.0))
    # A: carbon 90/80/70 on s1 -> savings 10/20/30 %; cost and water unchanged; SLO equal
    for seed, c in zip((1, 2, 3), (90.0, 80.0, 70.0), strict=True):
        rs.append(rec("a-v1", "s1", seed, c))
    # A on s2: 10 % carbon saving on every seed (zero spread)
    for seed in (1, 2, 3):
        rs.append(rec("a-v1", "s2", seed, 180.0))
    # B: 30 % carbon, 30 % cost, 30 % water saving, but SLO 0.25 vs 0.10 -> 15 pp penalty
    for sc, ref in (("s1", 100.0), ("s2", 200.0)):
        for seed in (1, 2, 3):
            rs.append(rec("b-v1", sc, seed, 0.7 * ref, cost=70.0, water=70.0, slo=0.25))
    # oracle: 50 % carbon on s1 and s2
    for sc, ref in (("s1", 100.0), ("s2", 200.0)):
        for seed in (1, 2, 3):
            rs.append(rec("oracle-v1", sc, seed, 0.5 * ref))
    # a failed cell of A, and a record of another suite version: never mixed in
    rs.append(rec("a-v1", "s1", 4, 0.0, status="failed"))
    rs.append(rec("a-v1", "s1", 1, 1.0, version="0"))
    # test split records are a different table
    rs.append(rec("a-v1", "s1", 101, 1.0, split="test"))
    return rs


def test_normalisation_ci_and_track_ranks_by_hand(records):
    lb = build_leaderboard(records, split="dev")
    assert (lb.suite, lb.version) == ("tiny", "1")
    s1 = lb.scenarios["s1"].set_index("policy")
    # A on s1: savings 10, 20, 30 -> mean 20, sd 10, CI = t(.975, 2) * 10 / sqrt(3)
    assert_allclose(s1.loc["a-v1", "carbon"], 20.0, rtol=1e-12)
    assert_allclose(s1.loc["a-v1", "carbon_ci"], T975_2 * 10 / math.sqrt(3), rtol=1e-9)
    assert_allclose(s1.loc["b-v1", "slo_pct"], 25.0, rtol=1e-12)
    assert_allclose(s1.loc["b-v1", "carbon_ci"], 0.0, atol=1e-12)
    assert_allclose(s1.loc["local-now-v1", "carbon"], 0.0, atol=1e-12)
    assert_allclose(s1.loc["a-v1", "p95_wait_min"], 10.0, rtol=1e-12)
    # the failed seed is counted, not averaged, and unranks A on s1
    assert s1.loc["a-v1", "seeds"] == 3 and s1.loc["a-v1", "failed"] == 1
    assert s1.loc["a-v1", "status"] == "unranked: 1 failed seed(s)"
    # B breaks the SLO constraint (25 % > 10 % + 1 pp): unranked, listed after the ranked rows
    assert "SLO violations 25.00 % > the reference's 10.00 % + 1 pp" in s1.loc["b-v1", "status"]
    t = lb.scenarios["s1"]
    assert t["policy"].tolist() == ["oracle-v1", "local-now-v1", "a-v1", "b-v1"]
    assert t["rank"].tolist()[:2] == [1, 2] and t["rank"].isna().tolist()[2:] == [True] * 2
    # s2: A saves 10 % on every seed (zero spread) and is ranked between oracle and reference
    t2 = lb.scenarios["s2"]
    assert t2["policy"].tolist()[:3] == ["oracle-v1", "a-v1", "local-now-v1"]
    assert t2["rank_carbon"].tolist()[:3] == [1, 2, 3]
    # suite table: A's carbon = mean(20, 10) = 15; CI = sqrt(h1^2 + 0^2) / 2
    su = lb.suite_table.set_index("policy")
    assert_allclose(su.loc["a-v1", "carbon"], 15.0, rtol=1e-12)
    assert_allclose(su.loc["a-v1", "carbon_ci"], T975_2 * 10 / math.sqrt(3) / 2, rtol=1e-9)
    assert su.loc["a-v1", "status"].startswith("unranked: unranked on s1: 1 failed seed")
    # exclusions are listed with their reason
    reasons = " | ".join(f"{w}: {y}" for w, y in lb.excluded)
    assert "seed 4: failed: RuntimeError: boom" in reasons
    assert "suite version '0', not '1'" in reasons
    assert "seed 101" not in reasons  # other split: separate table, not an exclusion


def test_sort_by_a_metric_keeps_ranked_rows_first_and_track_ranks(records):
    t = build_leaderboard(records, sort_by="slo_pct").scenarios["s2"]
    # ranked rows (oracle, A, local-now: SLO 10 % each) first, then B (SLO 25 %)
    assert t["policy"].tolist() == ["a-v1", "local-now-v1", "oracle-v1", "b-v1"]
    assert t["rank"].tolist()[:3] == [2, 3, 1]
    with pytest.raises(ValueError, match="cannot sort by"):
        build_leaderboard(records, sort_by="nope")
    with pytest.raises(ValueError, match="cannot sort by 'score'"):
        build_leaderboard(records, sort_by="score")  # the old composite is gone from tables


def test_single_seed_has_no_ci_and_missing_reference_is_reported():
    rs = [rec("local-now-v1", "s1", 1, 100.0), rec("a-v1", "s1", 1, 50.0),
          rec("a-v1", "s1", 2, 50.0)]
    lb = build_leaderboard(rs)
    a = lb.scenarios["s1"].set_index("policy").loc["a-v1"]
    assert a["carbon"] == 50.0 and math.isnan(a["carbon_ci"]) and a["seeds"] == 1
    assert any("no local-now-v1 record" in why for _, why in lb.excluded)


def test_formats(records):
    lb = build_leaderboard(records)
    md = render(lb, "md")
    assert "## Suite" in md and "## s1" in md and "20.0 ± 24.8" in md
    assert "a-v1 †" in md and "## Not included" in md
    csv = render(lb, "csv").splitlines()
    assert csv[0].startswith("table,suite,suite_version,split,rank,rank_carbon,rank_cost,"
                             "rank_water,policy")
    assert sum(line.startswith("s1,") for line in csv) == 4
    html = render(lb, "html")
    assert html.startswith("<!DOCTYPE html>") and "oracle-v1" in html
    assert html == render(build_leaderboard(records), "html")  # byte-identical (issue 14)
    assert 'id="gs-suite"' in html and 'id="gs-scenario-s1"' in html
    tex = render(lb, "tex")
    assert "\\begin{table" in tex or "\\begin{tabular" in tex
    with pytest.raises(ValueError):
        render(lb, "xls")


def test_unmeasurable_cost_counts_as_zero_in_the_score():
    # a scenario without price data reports cost_usd = null: the score is (carbon + water) / 3,
    # the same rule as the RL reward, instead of an undefined score
    rs = [rec("local-now-v1", "s", 1, 100.0, cost=None, water=100.0),
          rec("a-v1", "s", 1, 70.0, cost=None, water=91.0)]
    lb = build_leaderboard(rs, split="dev")
    seed = lb.per_seed.set_index("policy").loc["a-v1"]
    assert_allclose(seed["score"], (30.0 + 9.0) / 3.0, rtol=1e-12)
    row = lb.scenarios["s"].set_index("policy").loc["a-v1"]
    assert math.isnan(row["cost"]) and math.isnan(row["rank_cost"])
    assert row["rank_carbon"] == 1 and row["rank_water"] == 1


def test_suite_mean_leaves_out_a_scenario_where_a_metric_is_unmeasurable():
    rs = []
    for sc, cost in (("priced", 100.0), ("unpriced", None)):
        rs.append(rec("local-now-v1", sc, 1, 100.0, cost=cost))
        rs.append(rec("a-v1", sc, 1, 80.0, cost=None if cost is None else 50.0))
    lb = build_leaderboard(rs, split="dev")
    row = lb.suite_table.set_index("policy").loc["a-v1"]
    assert_allclose(row["cost"], 50.0, rtol=1e-12)       # the priced scenario only
    assert_allclose(row["carbon"], 20.0, rtol=1e-12)     # both scenarios
    assert any("cost" in what and "unpriced" in why for what, why in lb.excluded)


def test_a_record_found_twice_counts_once_and_conflicts_are_excluded():
    ref = rec("local-now-v1", "s", 1, 100.0)
    a = rec("a-v1", "s", 1, 80.0)
    for r, k in ((ref, "k-ref"), (a, "k-a")):
        r["key"] = k
    lb = build_leaderboard([ref, dict(ref), a], split="dev")
    assert lb.scenarios["s"].set_index("policy").loc["local-now-v1", "seeds"] == 1
    other = {**a, "metrics": {**a["metrics"], "carbon_kg": 90.0}}
    lb = build_leaderboard([ref, a, other], split="dev")
    assert "a-v1" not in set(lb.scenarios["s"]["policy"])
    assert any("conflicting" in why for _, why in lb.excluded)


def test_oracle_on_some_scenarios_only_is_a_row_like_any_other(records):
    """An oracle run on s1 only (it does not fit on s2): it is ranked on s1 like any policy and
    has no suite mean (it did not run every scenario), and the table says so."""
    rs = [r for r in records if not (r["policy"] == "oracle-v1" and r["scenario"] == "s2")]
    lb = build_leaderboard(rs, split="dev")
    s1 = lb.scenarios["s1"].set_index("policy")
    assert s1.loc["oracle-v1", "rank_carbon"] == 1 and s1.loc["oracle-v1", "eligible"]
    su = lb.suite_table.set_index("policy")
    assert su.loc["oracle-v1", "scenarios"] == 1 and math.isnan(su.loc["oracle-v1", "carbon"])
    assert su.loc["oracle-v1", "status"].startswith("unranked: ran 1 of 2 scenarios")
    assert ("oracle-v1 (suite table)", "ran 1 of 2 scenarios: no suite mean") in lb.excluded
    # every other policy still has its full suite mean
    assert_allclose(su.loc["a-v1", "carbon"], 15.0, rtol=1e-12)
    assert "ran 1 of 2 scenarios" in render(lb, "md")
