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
    out = r.invoke(main, ["verify", res, "--suite", SUITE])
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


def test_a_full_disk_mid_sweep_exits_2_naming_the_file_and_the_sweep_resumes(tmp_path,
                                                                             monkeypatch):
    """The store's disk fills up in the middle of a sweep (``fsync`` fails with ENOSPC after
    the first cells): exit code 2, the file that could not be written and what to do, no
    traceback; the cells stored before it are intact and a re-run skips them."""
    import errno
    import signal

    from gridshift.runners import store as store_mod

    real = store_mod.os.fsync
    calls = [0]

    def fsync(fd):
        calls[0] += 1
        if calls[0] > 12:  # a few records (jobs, signature, summary, index) fit, then: full
            raise OSError(errno.ENOSPC, "No space left on device")
        return real(fd)

    def hung(signum, frame):  # a claim left for this live process makes a sweep wait forever
        raise RuntimeError("the sweep hung")

    old = signal.signal(signal.SIGALRM, hung)
    signal.alarm(240)
    try:
        _full_disk_then_resume(tmp_path, monkeypatch, store_mod, fsync, real)
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def _full_disk_then_resume(tmp_path, monkeypatch, store_mod, fsync, real):
    st = tmp_path / "st"
    argv = ["suite", "run", SUITE, "-p", "lowest-carbon-now", "--seeds", "1-2",
            "--executor", "serial", "--store", str(st), "--no-progress", "--no-table"]
    monkeypatch.setattr(store_mod.os, "fsync", fsync)
    out = CliRunner().invoke(main, argv)
    assert out.exit_code == 2, out.output
    assert "Traceback" not in out.output and "internal error" not in out.output
    assert "No space left on device" in out.output and str(st) in out.output
    assert "run the same command again" in out.output
    monkeypatch.setattr(store_mod.os, "fsync", real)
    before = sorted(st.rglob("summary.json"))
    assert before  # the cells finished before the disk filled are kept
    # no claim is left behind for this (live) process: the re-run below would wait on it
    assert not [p for p in (st / "claims").rglob("*") if p.is_file()]
    out = CliRunner().invoke(main, argv)
    assert out.exit_code == 0, out.output
    # resumed: exactly the cells stored before the disk filled are skipped, the rest computed
    done = len(before)
    assert f"8 cells: {8 - done} computed, {done} skipped" in out.output, (done, out.output)
    out = CliRunner().invoke(main, ["verify", str(st), "--no-rerun"])
    assert out.exit_code == 0 and "0 with problems" in out.output, out.output


def test_a_full_disk_without_a_file_name_exits_2_with_what_to_do(tmp_path, monkeypatch):
    """``gridshift run --out``: a write that fails with ENOSPC and names no file (as pyarrow's
    Parquet writer streaming ``jobs.parquet`` does on a full disk) is a clear error with exit
    code 2, not an internal one."""
    import pyarrow.parquet as pq

    from tests.runners._disk_cells import PYARROW_ENOSPC, pyarrow_enospc

    calls = []

    def full(self, *a, **k):
        calls.append(1)
        raise pyarrow_enospc()

    monkeypatch.setattr(pq.ParquetWriter, "write_batch", full)
    out = CliRunner().invoke(main, ["run", str(FIX / "tiny-suite" / "tiny-a.toml"), "--out",
                                    str(tmp_path / "o")])
    assert calls, "gridshift run --out no longer writes jobs.parquet through pyarrow"
    assert out.exit_code == 2, out.output
    assert "Traceback" not in out.output and "internal error" not in out.output
    assert f"error: writing: {PYARROW_ENOSPC}; free some space" in out.output
