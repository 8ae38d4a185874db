"""Columns that inform (issue 40): the (saving, SLO) area instead of the all-zero
hypervolume, one "same schedule as local-now" line instead of ranked ties, lever policies not
applicable where their lever is off, regret against the deadline-aware bound where records
carry it, three significant digits of regret, the workload columns where records have them;
and on the committed boards no column is all-zero or all-identical across ranked rows."""

from __future__ import annotations

import math

import pytest
from numpy.testing import assert_allclose

from gridshift.benchmark import leaderboard as lbm
from gridshift.benchmark.leaderboard import build_leaderboard, fmt_sig, render
from tests.benchmark.test_leaderboard import rec
from tests.conftest import REPO

SEEDS = (1, 2, 3)
#: Records of these suites' scenarios: the judge's official file says which levers are on (a
#: path the record names is never read).
NO_LEVERS = {"suite": "gs-v2", "suite_version": "1", "split": "test", "scenario": "eu-temporal"}
ELASTIC = {"suite": "gs-v3", "suite_version": "1", "split": "test", "scenario": "elastic-week"}


def _cell(policy, carbon, digest=None, **kw):
    out = []
    for seed in SEEDS:
        r = rec(policy, "s1", seed, carbon, **kw)
        if digest is not None:
            r["jobs_digest"] = f"{digest}-{seed}"
        out.append(r)
    return out


def _by_policy(t):
    return t.set_index("policy")


# ------------------------------------------------------------------ same schedule as local-now
def test_rows_with_the_reference_schedule_are_one_line():
    rs = _cell("local-now-v1", 100.0, digest="ref")
    rs += _cell("copy-a-v1", 100.0, digest="ref")
    rs += _cell("copy-b-v1", 100.0, digest="ref")
    rs += _cell("other-v1", 90.0, digest="own")
    # the reference's digest but other metrics: a claim that does not hold, not collapsed
    rs += _cell("claims-v1", 80.0, digest="ref")
    lb = build_leaderboard(rs)
    t = _by_policy(lb.scenarios["s1"])
    assert lb.same_as_reference["s1"] == ["copy-a-v1", "copy-b-v1"]
    assert "copy-a-v1" not in t.index and "copy-b-v1" not in t.index
    assert {"local-now-v1", "other-v1", "claims-v1"} <= set(t.index)
    # the reference is not tied with its copies: it is alone in its band
    assert not t.loc["local-now-v1", "tie_carbon"]
    md = render(lb, "md")
    assert ("Same schedule as local-now-v1 (the per-job table equals the reference's on every "
            "seed, so every number is the reference's; not ranked): copy-a-v1, copy-b-v1.") in md
    # the suite table too (same on every scenario); the CSV keeps their numbers, unranked
    assert lb.same_as_reference["suite"] == ["copy-a-v1", "copy-b-v1"]
    assert "copy-a-v1" not in set(lb.suite_table["policy"])
    csv = render(lb, "csv")
    assert csv.count("same schedule as local-now-v1") == 4  # 2 policies x (s1, suite)


def test_one_seed_with_another_schedule_keeps_the_row():
    rs = _cell("local-now-v1", 100.0, digest="ref")
    rs += _cell("almost-v1", 100.0, digest="ref")
    rs[-1]["jobs_digest"] = "different"
    lb = build_leaderboard(rs)
    assert "almost-v1" in set(lb.scenarios["s1"]["policy"])
    assert "s1" not in lb.same_as_reference


# ------------------------------------------------------------------ lever policies
def test_records_of_a_suite_the_judge_does_not_know_declare_nothing_not_applicable():
    rs = _cell("local-now-v1", 100.0) + _cell("carbon-scaler-v1", 90.0)  # suite "tiny"
    lb = build_leaderboard(rs)
    assert not lb.not_applicable
    assert _by_policy(lb.scenarios["s1"]).loc["carbon-scaler-v1", "rank_carbon"] == 1


@pytest.mark.parametrize("policy,lever", [("carbon-scaler-v1", "[levers] elastic"),
                                          ("carbon-power-cap-v1", "[levers] power_capping"),
                                          ("solar-following-v1", "[regions.X.solar]")])
def test_lever_policies_are_not_applicable_where_their_lever_is_off(policy, lever):
    rs = [{**r, **NO_LEVERS} for r in _cell("local-now-v1", 100.0) + _cell(policy, 100.0)]
    # a record naming a scenario file with the lever on changes nothing: the judge's file counts
    for r in rs:
        r["scenario_ref"] = "gridshift:benchmark/suites/gs-v3/elastic-week.test.toml"
    lb = build_leaderboard(rs, "gs-v2", split="test")
    assert policy not in set(lb.scenarios["eu-temporal"]["policy"])
    assert lb.not_applicable["eu-temporal"] == [(policy, f"needs {lever}, off here")]
    assert lb.not_applicable["suite"] == [(policy, "its lever is off on every scenario")]
    md = render(lb, "md")
    assert f"{policy} (needs {lever}, off here)" in md
    assert "Not applicable (a lever policy whose lever is off here" in md


def test_lever_policy_is_ranked_where_its_lever_is_on():
    rs = _cell("local-now-v1", 100.0)
    rs += _cell("carbon-scaler-v1", 90.0)
    rs += _cell("carbon-power-cap-v1", 95.0)
    rs = [{**r, **ELASTIC} for r in rs]  # elastic jobs and power capping on
    assert lbm.scenario_levers(ELASTIC) >= {"elastic", "power_capping"}
    lb = build_leaderboard(rs, "gs-v3", split="test")
    t = _by_policy(lb.scenarios["elastic-week"])
    assert t.loc["carbon-scaler-v1", "rank_carbon"] == 1
    assert t.loc["carbon-power-cap-v1", "rank_carbon"] == 2
    assert not lb.not_applicable


def test_lever_policy_not_applicable_on_some_scenarios_has_no_suite_mean():
    rs = []
    for ident in ({**NO_LEVERS, "suite": "gs-v3"}, ELASTIC):
        for r in _cell("local-now-v1", 100.0) + _cell("carbon-scaler-v1", 90.0):
            rs.append({**r, **ident})
    lb = build_leaderboard(rs, "gs-v3", split="test")
    assert lb.not_applicable["eu-temporal"] == [("carbon-scaler-v1",
                                                 "needs [levers] elastic, off here")]
    assert "carbon-scaler-v1" in set(lb.scenarios["elastic-week"]["policy"])
    st = _by_policy(lb.suite_table)
    assert not st.loc["carbon-scaler-v1", "eligible"]
    assert st.loc["carbon-scaler-v1", "status"] == (
        "unranked: not applicable on eu-temporal (its lever is off there)")
    assert math.isnan(st.loc["carbon-scaler-v1", "rank_carbon"])


# ------------------------------------------------------------------ regret
def test_regret_uses_the_deadline_bound_where_records_carry_it():
    rs = _cell("local-now-v1", 100.0, carbon_bound_kg=40.0, bound_deadline_kg=60.0)
    rs += _cell("a-v1", 80.0)
    # an unranked policy below the deadline bound (it misses more deadlines) is no error
    rs += _cell("late-v1", 55.0, slo=0.5)
    lb = build_leaderboard(rs)
    t = _by_policy(lb.scenarios["s1"])
    assert_allclose(t.loc["a-v1", "regret"], (80 - 60) / (100 - 60), rtol=1e-12)
    assert lb.bound_kind == {"s1": "deadline"}
    assert "late-v1" in t.index and not any("late-v1" in w for w, _ in lb.excluded)
    assert "bound = bound_deadline_kg" in render(lb, "md")
    # without it: the world bound (every schedule)
    rs = _cell("local-now-v1", 100.0, carbon_bound_kg=40.0) + _cell("a-v1", 80.0)
    lb = build_leaderboard(rs)
    assert_allclose(_by_policy(lb.scenarios["s1"]).loc["a-v1", "regret"], 40 / 60, rtol=1e-12)
    assert lb.bound_kind == {"s1": "world"}


@pytest.mark.parametrize("v,h,text", [(0.5112, 0.0149, "0.511 ± 0.015"),
                                      (1.0, 0.0, "1.00 ± 0.00"),
                                      (0.99996, 2.3e-5, "1.000 ± 0.00002"),
                                      (0.0456, 0.01, "0.0456 ± 0.0100"),
                                      (12.345, math.nan, "12.3"),
                                      (math.nan, 0.1, "—")])
def test_regret_has_three_significant_digits(v, h, text):
    assert fmt_sig(v, h) == text


# ------------------------------------------------------------------ workload columns
def test_workload_columns_appear_only_where_records_have_them():
    plain = _cell("local-now-v1", 100.0) + _cell("a-v1", 90.0)
    md = render(build_leaderboard(plain), "md")
    for head, *_ in lbm.WORKLOAD_COLUMNS.values():
        assert head not in md
    wf = _cell("local-now-v1", 100.0, workflow_slo_violation_rate=0.2,
               tenant_fairness_jain=0.9, dr_compliance=0.5)
    wf += _cell("a-v1", 90.0, workflow_slo_violation_rate=0.1, tenant_fairness_jain=0.95,
                dr_compliance=1.0)
    lb = build_leaderboard(wf)
    t = _by_policy(lb.scenarios["s1"])
    assert_allclose(t.loc["a-v1", "wf_slo_pct"], 10.0, rtol=1e-12)
    assert_allclose(t.loc["local-now-v1", "dr_compliance_pct"], 50.0, rtol=1e-12)
    assert "outage_lost_gpu_h" not in t.columns  # no record has it
    md = render(lb, "md")
    assert "| workflow SLO violations % |" in md and "| tenant fairness (Jain) |" in md
    assert "| DR compliance % |" in md and "outage lost GPU-h" not in md
    assert_allclose(_by_policy(lb.suite_table).loc["a-v1", "wf_slo_pct"], 10.0, rtol=1e-12)


# ------------------------------------------------------------------ the committed boards
BOARDS = [("gs-v1", "dev"), ("gs-v1", "test"), ("gs-v2", "dev"), ("gs-v2", "test")]
#: Columns of a board that compare policies (ranks, names, counts and status aside). The SLO
#: violation rate is left out: it is a measured rate the ranking constrains, and 0 % for every
#: ranked policy is a finding (gs-v2 ``us-spatial``: every ranked policy meets every deadline),
#: not a column that fails to separate.
MEASURES = [q for q in lbm.COLUMNS if q != "slo_pct"] + ["area", "regret"]


@pytest.fixture(scope="module")
def committed():
    return lbm.load_records(REPO / "results")


@pytest.mark.parametrize("suite,split", BOARDS)
def test_no_committed_column_is_all_zero_or_all_identical_across_ranked_rows(committed, suite,
                                                                            split):
    lb = build_leaderboard(committed, suite, split=split)
    checked = 0
    for name, t in [("suite", lb.suite_table), *lb.scenarios.items()]:
        ranked = t[t["eligible"]]
        if len(ranked) < 2:
            continue
        for q in MEASURES:
            fin = [x for x in ranked[q].to_numpy(dtype=float) if math.isfinite(x)]
            if not fin:
                continue  # not measurable here (cost without prices; gs-v1's "no bound")
            assert any(x != 0 for x in fin), (suite, split, name, q, "all zero")
            assert len(set(fin)) > 1, (suite, split, name, q, "all identical")
            checked += 1
        # no two ranked rows are the reference's schedule
        assert not set(ranked["policy"]) & set(lb.same_as_reference.get(name, [])), name
        assert not set(ranked["policy"]) & {p for p, _ in lb.not_applicable.get(name, [])}
    assert checked > 20


@pytest.mark.parametrize("suite,split", [("gs-v2", "dev"), ("gs-v2", "test")])
def test_committed_gs_v2_lever_policies_are_not_applicable(committed, suite, split):
    lb = build_leaderboard(committed, suite, split=split)
    levers = set(lbm.LEVER_POLICIES)
    for name, t in [("suite", lb.suite_table), *lb.scenarios.items()]:
        assert not levers & set(t["policy"]), name  # no gs-v2 scenario has a lever on
        assert {p for p, _ in lb.not_applicable[name]} == levers, name
