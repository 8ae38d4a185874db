"""The committed gs-v3 results (issue 40's and issue 36's "Done when").

* ``gridshift leaderboard --suite gs-v3`` rebuilds the committed tables byte for byte (md, csv,
  tex, html; dev and the held-out test split);
* the carbon track ranks only policies that completed the work within the SLO constraint;
* every scenario without levers has the deadline-aware bound, no regret is negative, and the
  lever scenarios (no bound is defined there) are named with their levers;
* the lever policies are ranked on the scenarios that have their lever and listed as not
  applicable elsewhere, never as ranked ties;
* no column of a gs-v3 table is zero on every row;
* on the dev split, at least five of the suite's policies other than local-now are ranked on
  the carbon track of every multi-region scenario (issue 36);
* oracle-feasible-v2 and -v3, where they ran, leave no more jobs unfinished than the
  reference (tests/benchmark/test_unfinishable.py: which ones, on the year);
* a policy that defers everything and one that drops the largest jobs are never ranked.
"""

from __future__ import annotations

import math

import pytest
from click.testing import CliRunner

from gridshift.benchmark import leaderboard as lbm
from gridshift.benchmark.leaderboard import build_leaderboard
from gridshift.cli import main
from tests.conftest import REPO, defer_and_drop_records

RESULTS = REPO / "results"
FOLDER = RESULTS / "gs-v3-v1"
TABLES = {"dev": "LEADERBOARD-gs-v3", "test": "LEADERBOARD-gs-v3-test"}
LEVER_SCENARIOS = {"elastic-week": {"carbon-scaler-v1", "carbon-power-cap-v1"},
                   "solar-week": {"solar-following-v1"}}
SINGLE_REGION = {"eu-temporal"}

pytestmark = pytest.mark.skipif(not FOLDER.is_dir(), reason="results/gs-v3-v1 is not in this "
                                "checkout")


@pytest.fixture(scope="module")
def records():
    return [r for r in lbm.load_records(RESULTS) if r.get("suite") == "gs-v3"]


@pytest.fixture(scope="module")
def boards(records):
    return {s: build_leaderboard(records, "gs-v3", split=s) for s in TABLES}


@pytest.mark.parametrize("fmt", ["md", "csv", "tex", "html"])
@pytest.mark.parametrize("split", ["dev", "test"])
def test_committed_gs_v3_tables_are_rebuilt_from_the_records(tmp_path, split, fmt):
    res = CliRunner().invoke(main, ["leaderboard", "--results", str(RESULTS), "--suite", "gs-v3",
                                    "--split", split, "--format", fmt, "--out", str(tmp_path)])
    assert res.exit_code == 0, res.output
    name = f"{TABLES[split]}.{fmt}"
    assert (tmp_path / name).read_bytes() == (RESULTS / name).read_bytes()


@pytest.mark.parametrize("split", ["dev", "test"])
def test_carbon_track_ranks_only_policies_within_the_slo_constraint(boards, split):
    lb = boards[split]
    t = lb.suite_table.set_index("policy")
    ranked = t[t["rank_carbon"].notna()]
    assert ranked["eligible"].all()
    lead = ranked.sort_values("carbon", ascending=False).iloc[0]
    assert lead["rank_carbon"] == 1 and lead["carbon"] > 1.0 and lead.name != "local-now-v1"
    for name, st in lb.scenarios.items():
        st = st.set_index("policy")
        slo_ref = st.loc["local-now-v1", "slo_pct"]
        ok = st[st["rank_carbon"].notna()]
        assert (ok["slo_pct"] <= slo_ref + lbm.SLO_SLACK_PP + 1e-9).all(), name
        assert (ok["work_jobs"] >= 1 - lbm.COMPLETION_TOL).all(), name


@pytest.mark.parametrize("split", ["dev", "test"])
def test_bounds_defined_where_the_bound_models_the_scenario(boards, split):
    lb = boards[split]
    assert set(lb.no_bound) == set(LEVER_SCENARIOS)
    assert set(lb.no_bound_why) == set(LEVER_SCENARIOS)
    assert "elastic" in lb.no_bound_why["elastic-week"]
    assert "solar" in lb.no_bound_why["solar-week"]
    for name, t in lb.scenarios.items():
        if name in LEVER_SCENARIOS:
            continue
        assert lb.bound_kind[name] == "deadline", name
        reg = t["regret"].dropna()
        assert len(reg) > 0 and (reg >= 0).all(), (name, reg.min())
    st = lb.suite_table
    ranked = st[st["rank_carbon"].notna()]
    # the suite's regret: the mean over the scenarios with a bound, for every ranked row
    assert ranked["regret"].notna().all() and (ranked["regret"] >= 0).all()
    md = lbm.to_markdown(lb)
    assert "the bound does not model these levers" in md


@pytest.mark.parametrize("split", ["dev", "test"])
def test_lever_policies_ranked_where_their_lever_is_on_and_na_elsewhere(boards, split):
    lb = boards[split]
    for sc, t in lb.scenarios.items():
        na = {p for p, _why in lb.not_applicable.get(sc, [])}
        rows = set(t["policy"])
        for pol in set(lbm.LEVER_POLICIES):
            if pol in LEVER_SCENARIOS.get(sc, set()):
                assert pol in rows and pol not in na, (sc, pol)
            else:
                assert pol in na and pol not in rows, (sc, pol)
    # on their own scenario the lever policies hold the SLO constraint and are ranked
    for sc, pols in LEVER_SCENARIOS.items():
        t = lb.scenarios[sc].set_index("policy")
        for pol in pols:
            assert not math.isnan(t.loc[pol, "rank_carbon"]), (sc, pol, t.loc[pol, "status"])


def _md_tables(text: str):
    """Each Markdown table of a board: (header cells, rows of cells)."""
    out, cur = [], None
    for line in text.splitlines():
        if line.startswith("| ") and cur is None:
            cur = ([c.strip() for c in line.strip("|").split("|")], [])
        elif line.startswith("|---"):
            continue
        elif line.startswith("| ") and cur is not None:
            cur[1].append([c.strip() for c in line.strip("|").split("|")])
        elif cur is not None:
            out.append(cur)
            cur = None
    if cur is not None:
        out.append(cur)
    return out


def _num(cell: str) -> float | None:
    head = cell.split("±")[0].strip().rstrip("=").replace(",", "")
    try:
        return float(head)
    except ValueError:
        return None


@pytest.mark.parametrize("split", ["dev", "test"])
def test_no_column_is_zero_on_every_row(split):
    text = (RESULTS / f"{TABLES[split]}.md").read_text()
    tables = _md_tables(text)
    assert len(tables) >= 11  # suite + ten scenarios
    for head, rows in tables:
        for j, h in enumerate(head):
            vals = [_num(r[j]) for r in rows if j < len(r)]
            nums = [v for v in vals if v is not None]
            if nums:
                assert any(v != 0 for v in nums), (split, h)


def test_five_policies_that_differ_from_local_now_ranked_on_multi_region_scenarios(boards):
    """Counted among the suite's own online policies (not the oracle, not a submission):
    the rows the leaderboard ranks apart from the reference (a policy with the reference's
    schedule is set aside, not ranked)."""
    from gridshift.benchmark.suite import load_suite

    zoo = set(load_suite("gs-v3").policies) - {"local-now-v1"}
    lb = boards["dev"]
    counts = {}
    for sc, t in lb.scenarios.items():
        if sc in SINGLE_REGION:
            continue
        counts[sc] = int((t["rank_carbon"].notna() & t["policy"].isin(zoo)).sum())
    assert all(n >= 5 for n in counts.values()), counts


@pytest.mark.parametrize("pid", ["oracle-feasible-v2", "oracle-feasible-v3"])
def test_oracle_feasible_drops_no_job_the_reference_finishes(records, pid):
    ref = {(r["scenario"], r["split"], r["seed"]): r["metrics"] for r in records
           if r["policy"] == "local-now-v1"}
    orc = [r for r in records if r["policy"] == pid]
    assert orc, f"no {pid} record in results/gs-v3-v1"
    assert {r["scenario"] for r in orc} >= {"global-16-year"}
    for r in orc:
        m, mr = r["metrics"], ref[(r["scenario"], r["split"], r["seed"])]
        # no drop where the reference drops none; on the year, where jobs submitted late in
        # December cannot finish by the run's end on any pool, no more than the reference
        # (49-80 against 257-275; which jobs, docs/zoo.md: the records hold no per-job table)
        if mr["jobs_dropped"] == 0:
            assert m["jobs_dropped"] == 0, (r["scenario"], r["seed"])
        else:
            assert m["jobs_dropped"] <= mr["jobs_dropped"], (r["scenario"], r["seed"])
        assert m["jobs_unfinished"] <= mr["jobs_unfinished"], (r["scenario"], r["seed"])
        assert m["gpu_hours_completed"] >= mr["gpu_hours_completed"] * (1 - 1e-9)


@pytest.mark.parametrize("split", ["dev", "test"])
def test_defer_all_and_drop_the_largest_are_never_ranked(records, split):
    extra = defer_and_drop_records(records, split)
    assert extra
    lb = build_leaderboard(records + extra, "gs-v3", split=split)
    for name, t in [("suite", lb.suite_table), *lb.scenarios.items()]:
        t = t.set_index("policy")
        for bad in ("defer-all-v1", "drop-largest-v1"):
            assert not t.loc[bad, "eligible"], (name, bad)
            assert all(math.isnan(t.loc[bad, f"rank_{q}"]) for q in lbm.TRACKS), (name, bad)


def test_no_record_within_the_bounds_violations_is_below_the_deadline_bound(records):
    """``bound_deadline_kg`` bounds every schedule with at most ``bound_deadline_violations``
    SLO violations (the reference's + 1 pp): no committed gs-v3 record with that many or
    fewer is below it (issue 36: the bound is never above a record)."""
    bound = {(r["split"], r["scenario"], r["seed"]): r["metrics"] for r in records
             if r["policy"] == "local-now-v1" and "bound_deadline_kg" in r["metrics"]}
    assert len(bound) >= 2 * 8 * 3 - 6  # every lever-free scenario, split and seed
    checked, below = 0, []
    for r in records:
        b = bound.get((r["split"], r["scenario"], r["seed"]))
        m = r["metrics"]
        if b is None or r.get("error"):  # no bound there, or a failed cell
            continue
        if m["slo_violations"] <= b["bound_deadline_violations"]:
            checked += 1
            if m["carbon_kg"] < b["bound_deadline_kg"] * (1 - 1e-9):
                below.append((r["split"], r["scenario"], r["seed"], r["policy"], m["carbon_kg"],
                              b["bound_deadline_kg"]))
    assert checked >= 500 and not below, below
