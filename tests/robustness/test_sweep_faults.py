"""Sweep faults: workers die with their parent; concurrent sweeps compute each cell once.

Audit: after ``kill -9`` of a sweep's main process its pool workers were still alive 120 s
later; three sweeps into one store at once computed 27 cells twice.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from gridshift.runners import claims
from gridshift.runners.executors import SerialExecutor, _proc_start_time
from gridshift.runners.store import Store
from gridshift.runners.sweep import Cell, cell_id, run_sweep
from tests.runners.gs_fixtures import TINY_A, TINY_B

from ._faults import TRACE_ENV

REPO = Path(__file__).resolve().parents[2]

_DRIVER = """
from gridshift.runners.executors import DaskExecutor, ProcessExecutor
from gridshift.runners.store import Store
from gridshift.runners.sweep import Cell, run_sweep
cells = [Cell(s, p, seed=k) for s in ({a!r}, {b!r}) for p in ({pols}) for k in ({seeds})]
if __name__ == "__main__":
    ex = {executor}({workers}) if {executor!r} == "ProcessExecutor" else {executor}(None, {workers})
    rep = run_sweep(cells, Store({root!r}), ex, progress=False, run_fn={run_fn!r})
    print("COMPUTED", rep.computed, "SKIPPED", rep.skipped, "FAILED", len(rep.failed),
          "KEYS", sum(k is not None for k in rep.keys), flush=True)
"""


def _env(trace: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(REPO), env.get("PYTHONPATH", "")])
    env[TRACE_ENV] = str(trace)
    return env


def _gone(pid: int) -> bool:
    """The process no longer runs (absent, or a zombie nobody reaped yet)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rpartition(")")[2].split()[0] in ("Z", "X")
    except OSError:
        return True


def _poll(pred, timeout_s: float) -> bool:  # noqa: ANN001
    end = time.monotonic() + timeout_s
    while time.monotonic() < end:
        if pred():
            return True
        time.sleep(0.1)
    return pred()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="uses /proc and prctl")
@pytest.mark.parametrize("executor", ["ProcessExecutor", "DaskExecutor"])
def test_workers_die_when_the_sweep_is_killed(tmp_path, executor):
    if executor == "DaskExecutor":
        pytest.importorskip("distributed", reason="the dask extra is not installed")
    trace = tmp_path / "trace"
    trace.mkdir()
    drv = tmp_path / "drv.py"
    drv.write_text(_DRIVER.format(a=TINY_A, b=TINY_B, pols='"local-now",', seeds="1, 2",
                                  root=str(tmp_path / "st"), workers=2, executor=executor,
                                  run_fn="tests.robustness._faults:sleepy_cell"))
    log = (tmp_path / "driver.log").open("wb")
    # output to a file, not a pipe: the workers inherit it and would hold a pipe open
    proc = subprocess.Popen([sys.executable, str(drv)], env=_env(trace), stdout=log,
                            stderr=subprocess.STDOUT, start_new_session=True)
    workers: list[int] = []
    try:
        assert _poll(lambda: len(list(trace.glob("worker-*"))) >= 2 or proc.poll() is not None,
                     120), "the workers never started their cells"
        assert proc.poll() is None, (tmp_path / "driver.log").read_text()
        workers = [int(p.read_text()) for p in trace.glob("worker-*")]
        assert all(not _gone(w) for w in workers)
        os.kill(proc.pid, signal.SIGKILL)  # the main process only: no chance to clean up
        proc.wait(timeout=30)
        # they would sleep 300 s; they must be gone within seconds
        assert _poll(lambda: all(_gone(w) for w in workers), 30), \
            f"workers still alive 30 s after the sweep was killed: {workers}"
    finally:
        try:  # whatever is left of what this test started (its own session)
            os.killpg(proc.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        for w in workers:
            if not _gone(w):
                os.kill(w, signal.SIGKILL)
        log.close()


def test_concurrent_sweeps_compute_each_cell_once(tmp_path):
    trace = tmp_path / "trace"
    trace.mkdir()
    root = tmp_path / "st"
    drv = tmp_path / "drv.py"
    drv.write_text(_DRIVER.format(a=TINY_A, b=TINY_B, pols='"local-now", "round-robin"',
                                  seeds="1, 2", root=str(root), workers=2,
                                  executor="ProcessExecutor",
                                  run_fn="tests.robustness._faults:logged_cell"))
    n = 8
    procs = [subprocess.Popen([sys.executable, str(drv)], env=_env(trace),
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for _ in range(2)]
    outs = []
    for p in procs:
        out, err = p.communicate(timeout=600)
        assert p.returncode == 0, err
        outs.append(out.split())
    lines = (trace / "computed.log").read_text().splitlines()
    labels = [ln.split("|")[0] for ln in lines]
    assert len(labels) == n and len(set(labels)) == n, f"a cell was computed twice: {lines}"
    computed = [int(o[1]) for o in outs]
    skipped = [int(o[3]) for o in outs]
    assert sum(computed) == n  # between them, every cell once
    assert [c + s for c, s in zip(computed, skipped, strict=True)] == [n, n]
    assert all(int(o[5]) == 0 for o in outs)  # no failed cell
    assert all(int(o[7]) == n for o in outs)  # both reports know every record's key
    assert len(list(Store(root).iter_records())) == n
    assert not list((root / "claims").glob("*/*")), "claims left behind"


def _dead_pid() -> int:
    p = subprocess.Popen([sys.executable, "-c", "pass"])
    p.wait()
    return p.pid


def _write_claim(root: Path, cid: str, **info: object) -> Path:
    path = root / "claims" / cid[:2] / cid
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"token": "old", "created": 0.0, **info}))
    return path


def test_stale_claim_of_a_dead_process_is_taken_over(tmp_path):
    cell = Cell(TINY_A, "local-now", seed=1)
    cid = cell_id(cell)
    assert cid is not None
    path = _write_claim(tmp_path, cid, pid=_dead_pid(), hostname=socket.gethostname(),
                        start=None)
    rep = run_sweep([cell], Store(tmp_path), SerialExecutor(), progress=False)
    assert (rep.computed, rep.skipped, rep.failed) == (1, 0, [])
    assert not path.exists()


def test_claim_of_a_reused_pid_is_stale(tmp_path):
    """Our own pid with another start time: a previous process that had this pid."""
    path = _write_claim(tmp_path, "ab" * 32, pid=os.getpid(), hostname=socket.gethostname(),
                        start="1")
    c = claims.acquire(tmp_path, "ab" * 32)
    assert c is not None and json.loads(path.read_text())["token"] == c.info["token"]
    c.release()
    assert not path.exists()


def test_live_claim_is_respected(tmp_path):
    me = os.getpid()
    _write_claim(tmp_path, "cd" * 32, pid=me, hostname=socket.gethostname(),
                 start=_proc_start_time(me))
    assert claims.acquire(tmp_path, "cd" * 32) is None
    c = claims.acquire(tmp_path, "ef" * 32)
    assert c is not None
    assert claims.acquire(tmp_path, "ef" * 32) is None  # O_EXCL: a second claim fails
    info = json.loads(c.path.read_text())
    assert info["pid"] == me and info["hostname"] == socket.gethostname()
    assert info["start"] == _proc_start_time(me) and info["created"] > 0
    c.release()
    assert claims.acquire(tmp_path, "ef" * 32) is not None


def test_claim_from_another_host_is_stale_only_without_heartbeat(tmp_path):
    path = _write_claim(tmp_path, "12" * 32, pid=1, hostname="elsewhere.invalid", start="9")
    assert claims.acquire(tmp_path, "12" * 32) is None  # fresh heartbeat: respected
    old = time.time() - claims.STALE_AFTER_S - 60
    os.utime(path, (old, old))
    c = claims.acquire(tmp_path, "12" * 32)
    assert c is not None
    c.release()


def test_waiting_worker_reads_the_record_the_owner_stored(tmp_path):
    """A cell claimed by a live owner is waited for, then not computed again."""
    cell = Cell(TINY_A, "local-now", seed=2)
    cid = cell_id(cell)
    st = Store(tmp_path)
    first = run_sweep([cell], st, SerialExecutor(), progress=False)
    key = first.keys[0]
    # pretend the index entry is not written yet while a live owner holds the claim
    idx = tmp_path / "index" / cid[:2] / cid
    idx.unlink()
    owner = claims.acquire(tmp_path, cid)
    assert owner is not None
    import threading

    def finish() -> None:
        time.sleep(0.5)
        st.index_put(cid, key)
        owner.release()

    t = threading.Thread(target=finish)
    t.start()
    from gridshift.runners.sweep import execute_cell

    out = execute_cell(cell, str(tmp_path))
    t.join()
    assert out["skipped"] is True and out["key"] == key


# ------------------------------------------------------------------------------ a full disk
SUITE = str(REPO / "tests" / "benchmark" / "fixtures" / "tiny-suite")
_STOP = "disk full: {n} cells stored; free space and run the same command again"


def _statuses(root: Path) -> list[str]:
    return [json.loads(p.read_text())["status"] for p in sorted(root.rglob("summary.json"))]


def test_full_disk_inside_a_cell_stops_a_serial_suite_run_with_exit_2(tmp_path, monkeypatch):
    """ENOSPC inside the third cell (pyarrow's Parquet writer streaming the per-job table, as
    on a full temporary folder): exit 2 with what to do, that cell computed once and not stored
    as failed, nothing after it started; the same command, once there is space, computes the
    other cells only."""
    import pyarrow.parquet as pq
    from click.testing import CliRunner

    from gridshift.benchmark import records
    from gridshift.cli import main
    from tests.runners._disk_cells import PYARROW_ENOSPC, pyarrow_enospc

    st = tmp_path / "st"
    argv = ["suite", "run", SUITE, "-p", "lowest-carbon-now", "--seeds", "1-2",
            "--executor", "serial", "--store", str(st), "--no-progress", "--no-table"]
    real_run, real_write = records.run_cell, pq.ParquetWriter.write_batch
    ran: list[str] = []
    failed_writes: list[str] = []

    def run_cell(cell, **kw):  # noqa: ANN001, ANN202
        ran.append(cell.label())
        return real_run(cell, **kw)

    def write_batch(self, *a, **k):  # noqa: ANN001, ANN202
        if len(ran) == 3:  # the third cell's per-job table: the disk is full
            failed_writes.append(ran[2])
            raise pyarrow_enospc()
        return real_write(self, *a, **k)

    monkeypatch.setattr(records, "run_cell", run_cell)
    monkeypatch.setattr(pq.ParquetWriter, "write_batch", write_batch)
    out = CliRunner().invoke(main, argv)
    assert out.exit_code == 2, out.output
    assert failed_writes == [ran[2]]  # the fault was hit where the cell writes its table
    assert "Traceback" not in out.output and "internal error" not in out.output
    assert f"error: {_STOP.format(n=2)}" in out.output
    assert PYARROW_ENOSPC in out.output and f"[cell {ran[2]}]" in out.output
    assert len(ran) == 3 and len(set(ran)) == 3  # no retry, and nothing started after it
    assert _statuses(st) == ["ok", "ok"]  # no failed record

    monkeypatch.setattr(pq.ParquetWriter, "write_batch", real_write)
    out = CliRunner().invoke(main, argv)
    assert out.exit_code == 0, out.output
    assert "8 cells: 6 computed, 2 skipped" in out.output
    assert ran.count(ran[2]) == 2  # once per run
    assert _statuses(st) == ["ok"] * 8


def _copy_scenarios(tmp_path: Path) -> tuple[str, str, Path]:
    d = tmp_path / "sc"
    trace = d / "trace"
    trace.mkdir(parents=True)
    a, b = d / "tiny-a.toml", d / "tiny-b.toml"
    a.write_bytes(Path(TINY_A).read_bytes())
    b.write_bytes(Path(TINY_B).read_bytes())
    return str(a), str(b), trace


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="uses /proc")
@pytest.mark.parametrize("where", ["cell", "store"])
def test_full_disk_stops_a_process_pool_sweep_and_ends_its_workers(tmp_path, where):
    """With two pool workers (forkserver, the default): a full disk inside a cell (pyarrow's
    Parquet writer) or in the store (fsync) raises DiskFullError at once: that cell computed
    once and not stored as failed, the message counts what is stored, no worker left running;
    the re-run computes only the rest."""
    from gridshift.runners.executors import ProcessExecutor
    from gridshift.runners.sweep import DiskFullError
    from tests.runners._disk_cells import PYARROW_ENOSPC

    a, b, trace = _copy_scenarios(tmp_path)
    cells = [Cell(s, p, seed=k) for s in (a, b) for p in ("local-now", "lowest-carbon-now")
             for k in (1, 2, 3)]
    bad, slow = cells[4], cells[0]
    (trace / "full-for").write_text(f"{where}|{bad.label()}")
    (trace / "slow-for").write_text(slow.label())  # one worker is busy when the disk fills
    st = Store(tmp_path / "st")
    fault = "tests.runners._disk_cells:full_disk_cell"
    with pytest.raises(DiskFullError) as caught:
        run_sweep(cells, st, ProcessExecutor(2), progress=False, run_fn=fault)
    err = caught.value
    stored = _statuses(st.root)
    assert str(err).startswith(_STOP.format(n=err.stored)), str(err)
    assert err.stored == len(stored) < len(cells) and err.total == len(cells)
    assert f"[cell {bad.label()}]" in str(err)
    if where == "store":
        assert err.cause.filename and err.cause.filename.startswith(str(st.root))
    else:
        assert PYARROW_ENOSPC in str(err) and "the error names no file" in str(err)
    assert set(stored) == {"ok"}  # no failed record
    runs = [ln.split("|") for ln in (trace / "computed.log").read_text().splitlines()]
    assert [r[0] for r in runs].count(bad.label()) == 1  # computed once, not retried
    assert all(r[2] == "1" for r in runs)
    # neither the full cell nor the slow one (its worker was ended, not waited for) is stored
    for c in (bad, slow):
        key = st.index_get(cell_id(c))
        assert key is None or st.get(key) is None, c.label()
    workers = [int(p.read_text()) for p in trace.glob("worker-*")]
    assert len(workers) == 2 and _poll(lambda: all(_gone(w) for w in workers), 30), \
        f"workers left running after the sweep stopped: {workers}"
    assert not [p for p in (st.root / "claims").rglob("*") if p.is_file()
                and json.loads(p.read_text() or "{}").get("pid") == os.getpid()]

    (trace / "full-for").unlink()  # space again: the same call computes the rest
    (trace / "slow-for").unlink()
    rep = run_sweep(cells, st, ProcessExecutor(2), progress=False, run_fn=fault)
    assert (rep.computed, rep.skipped, rep.failed) == (len(cells) - len(stored), len(stored),
                                                      [])
    assert _statuses(st.root) == ["ok"] * len(cells)
