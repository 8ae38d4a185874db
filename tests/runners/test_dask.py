"""Dask executor tests (loopback only): equals a serial sweep; survives a killed worker."""

from __future__ import annotations

import json

import pytest

from gridshift.runners.executors import SerialExecutor
from gridshift.runners.store import Store
from gridshift.runners.sweep import Cell, run_sweep
from tests.runners.gs_fixtures import CRASH_ALWAYS, CRASH_ONCE, TINY_A

pytest.importorskip("distributed", reason="the dask extra is not installed "
                    "(pip install 'gridshift[dask]'); CI installs it")

from gridshift.runners.executors import DaskExecutor  # noqa: E402


def _digest(store: Store) -> dict[str, tuple]:
    return {r["key"]: (json.dumps(r["metrics"], sort_keys=True), r["jobs_sha256"], r["status"])
            for r in store.iter_records()}


def test_dask_local_cluster_equals_serial(tmp_path, grid):
    a, b = Store(tmp_path / "a"), Store(tmp_path / "b")
    run_sweep(grid, a, SerialExecutor(), progress=False)
    rep = run_sweep(grid, b, DaskExecutor(workers=2), progress=False)
    assert rep.ok and rep.computed == 8
    assert _digest(a) == _digest(b) and len(_digest(a)) == 8
    assert all(a.jobs_bytes(k) == b.jobs_bytes(k) for k in _digest(a))
    rep2 = run_sweep(grid, b, DaskExecutor(workers=2), progress=False)
    assert (rep2.computed, rep2.skipped) == (0, 8)  # skipped without starting a cluster task


def test_dask_worker_killed_mid_cell(tmp_path, monkeypatch):
    # worker deaths need the policy in the worker itself: trust it (else it is sandboxed)
    monkeypatch.setenv("GRIDSHIFT_TRUST", CRASH_ONCE.rpartition(":")[0])
    marker = tmp_path / "crashed"
    cells = [Cell(TINY_A, CRASH_ONCE, {"marker": str(marker)}, seed=1),
             Cell(TINY_A, "local-now", seed=1), Cell(TINY_A, CRASH_ALWAYS, seed=1)]
    st = Store(tmp_path / "st")
    rep = run_sweep(cells, st, DaskExecutor(workers=2), progress=False, max_retries=1)
    assert marker.exists(), "the fault was not injected"
    # a cell finished (and stored) by a worker that then died is found stored on its retry
    assert rep.computed + rep.skipped == 3 and len(rep.failed) == 1
    assert "CrashAlways" in rep.failed[0][0] and "worker process died" in rep.failed[0][2]
    ok = {r["policy"]: r for r in st.iter_records() if r["status"] == "ok"}
    assert set(ok) == {"crash.py:CrashOnce", "local-now-v1"}
    assert ok["crash.py:CrashOnce"]["jobs_sha256"] == ok["local-now-v1"]["jobs_sha256"]
