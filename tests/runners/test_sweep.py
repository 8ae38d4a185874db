"""Tests of gridshift.runners.sweep: resume, failed cells, executor equivalence, faults."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time

import pytest

from gridshift.runners.executors import ProcessExecutor, SerialExecutor
from gridshift.runners.store import Store
from gridshift.runners.sweep import Cell, run_sweep
from tests.runners.gs_fixtures import BROKEN, CRASH_ALWAYS, CRASH_ONCE, TINY_A, TINY_B


def _digest(store: Store) -> dict[str, tuple]:
    return {r["key"]: (json.dumps(r["metrics"], sort_keys=True), r["jobs_sha256"], r["status"])
            for r in store.iter_records()}


def _attempts(store: Store) -> list[int]:
    return [r["provenance"]["attempt"] for r in store.iter_records()]


def test_serial_sweep_then_resume_recomputes_nothing(tmp_path, grid):
    st = Store(tmp_path / "s")
    rep = run_sweep(grid, st, SerialExecutor(), progress=False)
    assert (rep.computed, rep.skipped, rep.failed) == (8, 0, [])
    assert rep.exit_code == 0 and len(set(rep.keys)) == 8
    mtimes = {p: p.stat().st_mtime_ns for p in (tmp_path / "s").glob("??/*/summary.json")}
    rep2 = run_sweep(grid, st, SerialExecutor(), progress=False)
    assert (rep2.computed, rep2.skipped) == (0, 8)
    assert rep2.keys == rep.keys
    # nothing was rewritten
    assert {p: p.stat().st_mtime_ns for p in mtimes} == mtimes
    # without the cell index, workers find the records by their key (World built, no run)
    shutil.rmtree(tmp_path / "s" / "index")
    rep_noidx = run_sweep(grid, st, SerialExecutor(), progress=False)
    assert (rep_noidx.computed, rep_noidx.skipped) == (0, 8)
    assert {p: p.stat().st_mtime_ns for p in mtimes} == mtimes
    # a partially done sweep computes only the missing cell
    victim = st.summary_path(rep.keys[3])
    victim.unlink()
    rep3 = run_sweep(grid, st, SerialExecutor(), progress=False)
    assert (rep3.computed, rep3.skipped) == (1, 7)


def test_failed_cell_recorded_reported_and_retried(tmp_path):
    cells = [Cell(TINY_A, "local-now", seed=1), Cell(TINY_A, BROKEN, seed=1),
             Cell(TINY_A, "round-robin", seed=1)]
    st = Store(tmp_path)
    rep = run_sweep(cells, st, SerialExecutor(), progress=False)
    assert rep.computed == 3 and rep.exit_code == 1
    assert len(rep.failed) == 1
    label, key, err = rep.failed[0]
    assert "broken.py:Broken" in label and "deliberately broken policy" in err
    rec = st.get(key)
    assert rec["status"] == "failed" and rec["metrics"] == {} and rec["jobs_sha256"] is None
    assert "RuntimeError: deliberately broken policy" in rec["error"]
    ok = [r for r in st.iter_records() if r["status"] == "ok"]
    assert len(ok) == 2 and all(r["metrics"]["jobs"] > 0 for r in ok)
    assert any("FAILED" in line for line in rep.lines())
    # resume: the failed cell is recomputed (still failing), the others are skipped
    rep2 = run_sweep(cells, st, SerialExecutor(), progress=False)
    assert (rep2.computed, rep2.skipped, len(rep2.failed)) == (1, 2, 1)
    # ... unless failed cells are kept
    rep3 = run_sweep(cells, st, SerialExecutor(), progress=False, retry_failed=False)
    assert (rep3.computed, rep3.skipped, len(rep3.failed)) == (0, 3, 1)


def test_unknown_scenario_is_a_failed_cell(tmp_path):
    rep = run_sweep([Cell(str(tmp_path / "nope.toml"), "local-now", seed=1)], Store(tmp_path),
                    SerialExecutor(), progress=False)
    assert rep.exit_code == 1 and "file not found" in rep.failed[0][2]


def test_process_pool_equals_serial(tmp_path, grid):
    a, b = Store(tmp_path / "a"), Store(tmp_path / "b")
    run_sweep(grid, a, SerialExecutor(), progress=False)
    rep = run_sweep(grid, b, ProcessExecutor(2), progress=False)
    assert rep.computed == 8 and rep.ok
    da, db = _digest(a), _digest(b)
    assert da == db and len(da) == 8
    for k in da:  # the per-job tables are bit-identical too
        assert a.jobs_bytes(k) == b.jobs_bytes(k)


def test_worker_killed_mid_cell_is_retried(tmp_path, monkeypatch):
    # worker deaths need the policy in the worker itself: trust it (else it is sandboxed);
    # spawned workers see this environment (forkserver ones keep the server's)
    monkeypatch.setenv("GRIDSHIFT_TRUST", CRASH_ONCE.rpartition(":")[0])
    marker = tmp_path / "crashed"
    cells = [Cell(TINY_A, "local-now", seed=1), Cell(TINY_A, CRASH_ONCE, {"marker": str(marker)},
                                                     seed=1), Cell(TINY_B, "local-now", seed=1)]
    st = Store(tmp_path / "st")
    rep = run_sweep(cells, st, ProcessExecutor(2, context="spawn"), progress=False)
    assert marker.exists(), "the fault was not injected"
    assert rep.ok and rep.computed == 3
    recs = list(st.iter_records())
    assert len(recs) == 3 and all(r["status"] == "ok" for r in recs)
    crash = [r for r in recs if r["policy"] == "crash.py:CrashOnce"][0]
    assert crash["provenance"]["attempt"] == 2
    # the crashing policy falls back to local-now, so its metrics equal local-now's
    local = [r for r in recs if r["policy"] == "local-now-v1" and r["scenario"] == "tiny-a"][0]
    assert crash["metrics"] == local["metrics"] and crash["jobs_sha256"] == local["jobs_sha256"]


def test_cell_that_always_kills_its_worker_is_failed(tmp_path, monkeypatch):
    # worker deaths need the policy in the worker itself: trust it (else it is sandboxed);
    # spawned workers see this environment (forkserver ones keep the server's)
    monkeypatch.setenv("GRIDSHIFT_TRUST", CRASH_ONCE.rpartition(":")[0])
    cells = [Cell(TINY_A, CRASH_ALWAYS, seed=1), Cell(TINY_A, "local-now", seed=1)]
    st = Store(tmp_path)
    rep = run_sweep(cells, st, ProcessExecutor(2, context="spawn"), progress=False, max_retries=1)
    assert rep.exit_code == 1 and len(rep.failed) == 1
    label, key, err = rep.failed[0]
    assert "CrashAlways" in label and "worker process died" in err
    rec = st.get(key)
    assert rec["status"] == "failed" and rec["scenario_hash"] is not None
    assert sum(r["status"] == "ok" for r in st.iter_records()) == 1


_DRIVER = """
from gridshift.runners.executors import ProcessExecutor
from gridshift.runners.store import Store
from gridshift.runners.sweep import Cell, run_sweep
cells = [Cell(s, p, seed=k) for s in ({a!r}, {b!r}) for p in ("local-now", "round-robin",
         "lowest-carbon-now") for k in (1, 2, 3)]
if __name__ == "__main__":
    rep = run_sweep(cells, Store({root!r}), ProcessExecutor(2), progress=False)
    print("COMPUTED", rep.computed, "SKIPPED", rep.skipped, flush=True)
"""


def test_sigkill_the_sweep_then_resume_recomputes_no_finished_cell(tmp_path):
    root = tmp_path / "st"
    drv = tmp_path / "drv.py"
    drv.write_text(_DRIVER.format(a=TINY_A, b=TINY_B, root=str(root)))
    proc = subprocess.Popen([sys.executable, str(drv)], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, start_new_session=True)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if len(list(root.glob("??/*/summary.json"))) >= 4:
            break
        if proc.poll() is not None:
            pytest.fail(f"driver ended early: {proc.communicate()}")
        time.sleep(0.05)
    os.killpg(proc.pid, signal.SIGKILL)  # the sweep and its workers, no chance to clean up
    proc.communicate()
    st = Store(root)
    before = {r["key"]: r["provenance"]["wall_time_s"] for r in st.iter_records()}
    assert 4 <= len(before) < 18, "kill the sweep mid-way"
    out = subprocess.run([sys.executable, str(drv)], capture_output=True, text=True,
                         timeout=300, check=True).stdout
    computed = int(out.split()[1])
    after = {r["key"]: r["provenance"]["wall_time_s"] for r in st.iter_records()}
    assert len(after) == 18
    assert computed == 18 - len(before)  # zero finished cells recomputed
    assert all(after[k] == v for k, v in before.items())  # finished records untouched


def test_isolated_run_equals_in_process_run(tmp_path):
    pytest.importorskip("gridshift.policies.isolation", reason="IsolatedPolicy not in this tree")
    st = Store(tmp_path)
    plain = run_sweep([Cell(TINY_A, "lowest-carbon-now", seed=1)], st, SerialExecutor(),
                      progress=False)
    rec0 = st.get(plain.keys[0])
    iso = run_sweep([Cell(TINY_A, "lowest-carbon-now", seed=1, isolate=True)], st,
                    SerialExecutor(), progress=False)
    assert iso.computed == 1  # not satisfied by the in-process record
    rec1 = st.get(iso.keys[0])
    assert iso.keys == plain.keys and rec0["isolation"] == "none"
    assert rec1["isolation"] in ("bwrap", "process")
    assert rec1["metrics"] == rec0["metrics"] and rec1["jobs_sha256"] == rec0["jobs_sha256"]
