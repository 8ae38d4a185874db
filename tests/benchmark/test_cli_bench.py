"""Tests of the benchmark commands through the main CLI group (exit codes, outputs)."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from gridshift.cli import main

FIX = Path(__file__).parent / "fixtures"
SUITE = str(FIX / "tiny-suite")
BROKEN = f"{FIX / 'policies' / 'broken.py'}:Broken"


def test_suite_run_leaderboard_verify_plot(tmp_path):
    r = CliRunner()
    st, res = str(tmp_path / "st"), str(tmp_path / "res")
    out = r.invoke(main, ["suite", "run", SUITE, "-p", "lowest-carbon-now", "--seeds", "1-2",
                          "--executor", "serial", "--store", st, "--export", res,
                          "--no-progress"])
    assert out.exit_code == 0, out.output
    assert "8 cells: 8 computed, 0 skipped" in out.output
    out = r.invoke(main, ["suite", "run", SUITE, "-p", f"lowest-carbon-now,{BROKEN}",
                          "--seeds", "1", "--executor", "serial", "--store", st,
                          "--no-progress"])
    assert out.exit_code == 1 and "FAILED tiny-a / broken.py:Broken / seed 1" in out.output
    out = r.invoke(main, ["leaderboard", "--results", res, "--split", "dev"])
    assert out.exit_code == 0 and "lowest-carbon-now-v1" in out.output
    csv_file = tmp_path / "lb.csv"
    out = r.invoke(main, ["leaderboard", "--results", res, "--split", "dev", "--format", "csv",
                          "--out", str(csv_file)])
    assert out.exit_code == 0 and csv_file.read_text().startswith("table,suite")
    out = r.invoke(main, ["verify", res])
    assert out.exit_code == 0 and "8 reproduced exactly" in out.output
    f = sorted(Path(res).rglob("*.json"))[0]
    rec = json.loads(f.read_text())
    rec["metrics"]["carbon_kg"] = 0.0
    f.write_text(json.dumps(rec))
    out = r.invoke(main, ["verify", res])
    assert out.exit_code == 1 and "TAMPERED" in out.output
    out = r.invoke(main, ["plot", "pareto", "--results", st, "--split", "dev",
                          "--out", str(tmp_path / "plots")])
    assert out.exit_code == 0 and "pareto-tiny-a.png" in out.output


def test_user_errors_exit_2(tmp_path):
    r = CliRunner()
    out = r.invoke(main, ["suite", "run", str(tmp_path / "nope"), "--store", str(tmp_path)])
    assert out.exit_code == 2 and "suite manifest not found" in out.output
    out = r.invoke(main, ["suite", "run", SUITE, "--scheduler", "tcp://127.0.0.1:1",
                          "--store", str(tmp_path)])
    assert out.exit_code == 2 and "--scheduler needs --executor dask" in out.output
    out = r.invoke(main, ["leaderboard", "--results", str(tmp_path)])
    assert out.exit_code == 2 and "no records found" in out.output


def test_one_split_default_results_tables_and_no_records_message(tmp_path):
    """dev is the default of `suite run`, `leaderboard`, `plot`; nothing for a split -> exit 2."""
    r = CliRunner()
    st, res = str(tmp_path / "st"), str(tmp_path / "res")
    out = r.invoke(main, ["suite", "run", SUITE, "-p", "lowest-carbon-now", "--seeds", "1",
                          "-s", "tiny-a", "--executor", "serial", "--store", st, "--export",
                          res, "--no-progress"])
    assert out.exit_code == 0, out.output
    # the results table at the end: both policies, savings vs local-now
    assert "results: tiny" in out.output and "lowest-carbon-now-v1" in out.output \
        and "carbon saving %" in out.output
    out = r.invoke(main, ["leaderboard", "--results", res])  # default split: dev
    assert out.exit_code == 0 and "lowest-carbon-now-v1" in out.output, out.output
    for cmd in (["leaderboard"], ["plot", "pareto", "--out", str(tmp_path / "p")]):
        out = r.invoke(main, [*cmd, "--results", res, "--split", "test"])
        assert out.exit_code == 2, out.output
        assert "no records for split test in" in out.output and "(found: 2 dev)" in out.output
    seeds_csv = tmp_path / "seeds.csv"
    out = r.invoke(main, ["leaderboard", "--results", res, "--per-seed-csv", str(seeds_csv)])
    assert out.exit_code == 0
    rows = seeds_csv.read_text().splitlines()
    assert rows[0].startswith("suite,suite_version,split,scenario,policy,seed") and len(rows) == 3
    out = r.invoke(main, ["plot", "savings", "--results", res, "--format", "svg",
                          "--out", str(tmp_path / "p")])
    assert out.exit_code == 0 and "savings-tiny-a.svg" in out.output


def test_submit_takes_scenarios_and_seeds(tmp_path):
    ref = f"{FIX / 'policies' / 'greedy_submission.py'}:CleanestNow"
    out = CliRunner().invoke(main, ["submit", ref, "--name", "t", "--suite", SUITE,
                                    "-s", "tiny-a", "--seeds", "1", "--executor", "serial",
                                    "--store", str(tmp_path / "st"), "--results",
                                    str(tmp_path / "res"), "--no-progress"])
    assert out.exit_code == 0, out.output
    recs = list((tmp_path / "res" / "submissions" / "t" / "records").glob("*.json"))
    assert len(recs) == 2  # one scenario x one seed x (policy + reference)
    assert "results: tiny" in out.output and "submission written to" in out.output
