"""End to end: a defer-all policy, run as a real submission would be, never ranks above anyone.

It is refused at submission (the sanity report: it completes none of the reference's work), and
its records, produced by a suite run of the sandboxed policy file, put it unranked, below every
ranked policy, on every scenario of the suite and on the suite table.
"""

from __future__ import annotations

import math
import shutil
from pathlib import Path

import pytest

from gridshift.benchmark.leaderboard import build_leaderboard
from gridshift.benchmark.suite import load_suite, submit, suite_cells
from gridshift.errors import PolicyError
from gridshift.runners.executors import SerialExecutor
from gridshift.runners.store import Store
from gridshift.runners.sweep import run_sweep

ROOT = Path(__file__).resolve().parents[2]
DEFER_ALL = ROOT / "tests" / "integrity" / "completion" / "defer_all.py"


def _suite(tmp: Path) -> Path:
    d = tmp / "suite"
    d.mkdir()
    shutil.copyfile(ROOT / "gridshift/scenarios/check-v1.toml", d / "check-v1.toml")
    shutil.copyfile(ROOT / "gridshift/scenarios/check-load-v1.toml", d / "check-load-v1.toml")
    (d / "suite.toml").write_text(
        'name = "tiny-defer"\nversion = "1"\n\n'
        '[[scenarios]]\nid = "check-v1"\nfile = "check-v1.toml"\n'
        "seeds_dev = [1, 2]\nseeds_test = [3]\n\n"
        '[[scenarios]]\nid = "check-load-v1"\nfile = "check-load-v1.toml"\n'
        "seeds_dev = [1, 2]\nseeds_test = [3]\n")
    return d


def test_defer_all_is_refused_at_submission(tmp_path):
    pol = tmp_path / "pol" / "defer_all.py"
    pol.parent.mkdir()
    # the same policy, written to pass the contract checks (a description), so that what
    # refuses it is the work it does not do
    pol.write_text(DEFER_ALL.read_text().replace(
        '    id = "defer-all-v1"\n',
        '    id = "defer-all-v1"\n    description = "Defers every job, forever"\n', 1))
    assert "description" in pol.read_text()
    with pytest.raises(PolicyError, match="sanity report"):
        submit(f"{pol}:DeferAll", "lazy", _suite(tmp_path), Store(tmp_path / "store"),
               split="dev", results_dir=tmp_path / "results", executor=SerialExecutor(),
               progress=False)
    assert not (tmp_path / "results" / "submissions" / "lazy").exists()


def test_defer_all_records_rank_below_every_ranked_policy(tmp_path):
    pol = tmp_path / "pol" / "defer_all.py"
    pol.parent.mkdir()
    shutil.copyfile(DEFER_ALL, pol)
    su = load_suite(_suite(tmp_path))
    cells = suite_cells(su, [f"{pol}:DeferAll", "lowest-carbon-now"], split="dev")
    st = Store(tmp_path / "store")
    rep = run_sweep(cells, st, SerialExecutor(), progress=False)
    assert rep.exit_code == 0, rep.lines()
    recs = [st.get(k) for k in rep.keys]
    lazy = [r for r in recs if r["policy"].startswith("defer_all.py")]
    assert lazy and all(r["metrics"]["jobs_completed"] == 0 for r in lazy)
    assert all(r["metrics"]["carbon_kg"] == 0.0 for r in lazy)  # gs-v1 rules: nothing charged
    lb = build_leaderboard(recs, su.name, su.version, "dev")
    tables = {**lb.scenarios, "suite": lb.suite_table}
    assert set(lb.scenarios) == {"check-v1", "check-load-v1"}
    for name, t in tables.items():
        rows = t.reset_index(drop=True)
        i = rows.index[rows["policy"] == "defer-all-v1"]
        assert len(i) == 1, name
        row = rows.loc[i[0]]
        assert str(row["status"]).startswith("unranked"), (name, row["status"])
        for track in ("carbon", "cost", "water"):
            assert row[f"rank_{track}"] is None or math.isnan(row[f"rank_{track}"]), name
        ranked = rows.index[rows["status"] == "ranked"]
        assert len(ranked) and ranked.max() < i[0], name  # listed below every ranked row
