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
