"""Executors: run a picklable task function over many task tuples, surviving worker deaths.

An executor calls ``fn(*task, attempt=n)`` for every task and reports each outcome to
``on_done(index, outcome)`` as soon as it is known, where ``outcome`` is ``("ok", value)`` or
``("lost", message)`` (the worker died, or ``fn`` raised, on every one of ``1 + max_retries``
attempts).  Task functions write their own results (to the record store), so a killed parent
loses nothing that finished.  A task that fails on a full disk (:mod:`gridshift.runners.diskfull`)
is neither retried nor reported: the executor starts nothing more, ends its workers (a task
running in one is lost, to be computed by the next run) and raises the
:class:`~gridshift.runners.diskfull.DiskFull`.

* :class:`SerialExecutor` — in this process, one task after another (debugging, tiny sweeps).
* :class:`ProcessExecutor` — the default: a :class:`concurrent.futures.ProcessPoolExecutor`
  (``forkserver`` context where available, else ``spawn``; ``os.cpu_count()`` workers).  When
  a worker dies the pool breaks; the tasks that had *started* (known from a marker file each
  task touches) are suspects and are re-run one at a time in a single-worker pool, so a death
  is charged to exactly the task that caused it; tasks that had not started are resubmitted
  without charge.  Workers die with the sweep: each sets ``PR_SET_PDEATHSIG`` and watches the
  main process (see :func:`_worker_init`), so a ``kill -9`` of the sweep leaves no worker
  running on.
* :class:`DaskExecutor` — a Dask ``distributed`` cluster: a ``LocalCluster`` on 127.0.0.1
  when no address is given, else the scheduler at ``tcp://HOST:PORT`` (e.g. one started by
  dask-jobqueue on SLURM).  Worker deaths are retried by the scheduler
  (``distributed.scheduler.allowed-failures`` = ``max_retries``; for a remote scheduler, set
  it in that scheduler's config).  Needs the ``dask`` extra.
"""

from __future__ import annotations

import multiprocessing
import os
import shutil
import tempfile
from abc import ABC, abstractmethod
from collections import deque
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Any

from gridshift.errors import GridshiftError
from gridshift.runners.diskfull import disk_full

__all__ = ["DaskExecutor", "Executor", "ProcessExecutor", "SerialExecutor", "make_executor"]

Outcome = tuple[str, Any]
OnDone = Callable[[int, Outcome], None]

DASK_INSTALL = "pip install 'gridshift[dask]'"


class Executor(ABC):
    """Runs ``fn(*task, attempt=n)`` over tasks; see the module docstring."""

    name: str = "executor"

    @abstractmethod
    def run(self, fn: Callable[..., Any], tasks: Sequence[tuple[Any, ...]], on_done: OnDone,
            max_retries: int = 2) -> None:
        """Run every task; call ``on_done(i, outcome)`` once per task, in completion order."""

    def describe(self) -> str:
        """One line for logs and reports."""
        return self.name


def _err(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {exc}"


class SerialExecutor(Executor):
    """Runs tasks one after another in this process (a crash here ends the sweep)."""

    name = "serial"

    def run(self, fn: Callable[..., Any], tasks: Sequence[tuple[Any, ...]], on_done: OnDone,
            max_retries: int = 2) -> None:
        for i, task in enumerate(tasks):
            last = ""
            for attempt in range(1, max_retries + 2):
                try:
                    value = fn(*task, attempt=attempt)
                except Exception as exc:  # noqa: BLE001 - retried, then reported as lost
                    full = disk_full(exc)
                    if full is not None:  # the machine's, not the task's: stop the sweep
                        raise full from exc
                    last = _err(exc)
                    continue
                on_done(i, ("ok", value))
                break
            else:
                on_done(i, ("lost", f"{last} (after {max_retries + 1} attempts)"))


def _marked_call(fn: Callable[..., Any], task: tuple[Any, ...], attempt: int,
                 marker: str) -> Any:
    """Worker side: touch the start marker, run, remove the marker."""
    Path(marker).touch()
    try:
        return fn(*task, attempt=attempt)
    finally:
        try:
            os.unlink(marker)
        except OSError:
            pass


#: Linux prctl option: signal sent to this process when its parent thread exits.
_PR_SET_PDEATHSIG = 1
#: How often a worker checks that the sweep's main process is still alive [s].
WATCHDOG_INTERVAL_S = 0.5


def _proc_start_time(pid: int) -> str | None:
    """Start time of ``pid`` (field 22 of /proc/<pid>/stat), to tell a reused pid apart."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            stat = f.read().decode("ascii", "replace")
    except OSError:
        return None
    return stat.rpartition(")")[2].split()[19]


def _alive(pid: int, start: str | None) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return start is None or _proc_start_time(pid) in (None, start)


def _worker_init(main_pid: int, main_start: str | None) -> None:
    """Worker initializer: die with the sweep's main process.

    Two mechanisms, because with the ``forkserver`` start method a worker's parent is the
    fork server, not the main process:

    * ``prctl(PR_SET_PDEATHSIG, SIGKILL)`` (Linux): the kernel kills the worker as soon as
      its parent (the fork server, or the main process under ``spawn``) exits;
    * a daemon watchdog thread polls the main process every :data:`WATCHDOG_INTERVAL_S`
      (pid plus start time, so a reused pid does not count) and ends the worker with
      ``os._exit`` when it is gone, whatever the start method or platform.
    """
    import signal
    import sys
    import threading

    if sys.platform.startswith("linux"):
        try:
            import ctypes

            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(_PR_SET_PDEATHSIG, int(signal.SIGKILL), 0, 0, 0)
        except (OSError, AttributeError):  # pragma: no cover - no libc prctl
            pass
    if not _alive(main_pid, main_start):  # the parent died before prctl took effect
        os._exit(1)

    def watch() -> None:
        import time

        while _alive(main_pid, main_start):
            time.sleep(WATCHDOG_INTERVAL_S)
        os._exit(1)

    threading.Thread(target=watch, name="gridshift-parent-watchdog", daemon=True).start()


def _default_context() -> multiprocessing.context.BaseContext:
    methods = multiprocessing.get_all_start_methods()
    return multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")


class ProcessExecutor(Executor):
    """A local process pool that survives worker deaths (see the module docstring).

    Args:
        workers: Number of worker processes (default ``os.cpu_count()``).
        context: ``"forkserver"`` or ``"spawn"`` (default: forkserver where available).
            ``fork`` is refused: it is unsafe with the threads polars and numpy start.
    """

    name = "process"

    def __init__(self, workers: int | None = None, context: str | None = None) -> None:
        self.workers = max(1, int(workers or os.cpu_count() or 1))
        if context == "fork":
            raise GridshiftError("the process executor does not use 'fork' (unsafe with the "
                                 "threads polars starts); use 'forkserver' or 'spawn'")
        self._ctx = multiprocessing.get_context(context) if context else _default_context()

    def describe(self) -> str:
        return f"process ({self.workers} workers, {self._ctx.get_start_method()})"

    def run(self, fn: Callable[..., Any], tasks: Sequence[tuple[Any, ...]], on_done: OnDone,
            max_retries: int = 2) -> None:
        attempts = {i: 1 for i in range(len(tasks))}
        errors: dict[int, str] = {}
        pending: deque[int] = deque(range(len(tasks)))
        suspects: deque[int] = deque()
        mdir = tempfile.mkdtemp(prefix="gridshift-markers-")
        try:
            while pending or suspects:
                quarantine = not pending
                if pending:
                    batch, nworkers = list(pending), min(self.workers, len(pending))
                    pending.clear()
                else:  # quarantine: one suspect alone, so a death is attributable
                    batch, nworkers = [suspects.popleft()], 1
                self._phase(fn, tasks, batch, nworkers, attempts, errors, mdir, max_retries,
                            on_done, pending, suspects, quarantine)
        finally:
            shutil.rmtree(mdir, ignore_errors=True)

    def _phase(self, fn: Callable[..., Any], tasks: Sequence[tuple[Any, ...]], batch: list[int],
               nworkers: int, attempts: dict[int, int], errors: dict[int, str], mdir: str,
               max_retries: int, on_done: OnDone, pending: deque[int], suspects: deque[int],
               quarantine: bool) -> None:
        def marker(i: int) -> str:
            return os.path.join(mdir, f"{i}.{attempts[i]}")

        def charge(i: int, msg: str) -> None:
            errors[i] = msg
            if attempts[i] >= max_retries + 1:
                on_done(i, ("lost", f"{msg} (after {attempts[i]} attempts)"))
            else:
                attempts[i] += 1
                suspects.append(i)

        me = os.getpid()
        pool = ProcessPoolExecutor(max_workers=nworkers, mp_context=self._ctx,
                                   initializer=_worker_init,
                                   initargs=(me, _proc_start_time(me)))
        broken, finished = False, False
        try:
            futs: dict[Future[Any], int] = {
                pool.submit(_marked_call, fn, tasks[i], attempts[i], marker(i)): i for i in batch
            }
            live = set(futs)
            while live:
                done, live = wait(live, return_when=FIRST_COMPLETED)
                full = None
                for f in done:
                    i = futs[f]
                    try:
                        value = f.result()
                    except BrokenProcessPool:
                        broken = True
                        msg = "worker process died while running this cell"
                        if quarantine:
                            charge(i, msg)
                        elif os.path.exists(marker(i)):
                            # shared pool: not attributable yet; rerun alone, then charge
                            errors[i] = msg
                            attempts[i] += 1
                            suspects.append(i)
                        else:
                            pending.append(i)  # never started: resubmit without charge
                        continue
                    except Exception as exc:  # noqa: BLE001 - fn raised: retry then report
                        full = full or disk_full(exc)
                        if full is None:
                            charge(i, _err(exc))
                        continue
                    on_done(i, ("ok", value))
                if full is not None:  # report what finished with it, then stop
                    raise full
            finished = True
        finally:
            if not finished:  # a full disk, a failing on_done, Ctrl-C: no worker runs on
                _end_workers(pool)
            pool.shutdown(wait=finished and not broken, cancel_futures=True)


def _end_workers(pool: ProcessPoolExecutor) -> None:
    """Kill the pool's worker processes and reap them (the sweep stops: a task running there
    is lost and computed by the next run; the store's writes are atomic, so nothing stored is
    half-written)."""
    kill = getattr(pool, "kill_workers", None)  # Python >= 3.14
    if callable(kill):
        kill()
        return
    procs = list((getattr(pool, "_processes", None) or {}).values())
    for p in procs:
        try:
            p.kill()
        except (OSError, ValueError):  # already gone, or closed
            pass
    for p in procs:
        try:
            p.join(timeout=30)
        except (OSError, ValueError, AssertionError):
            pass


class DaskExecutor(Executor):
    """Runs tasks on a Dask ``distributed`` cluster (see the module docstring).

    Args:
        address: Scheduler address ``tcp://HOST:PORT``; ``None`` starts a LocalCluster bound
            to 127.0.0.1 (processes, one thread each, no dashboard).
        workers: Workers of the LocalCluster (default ``os.cpu_count()``).

    Raises:
        GridshiftError: the ``dask`` extra is not installed (names the install command).
    """

    name = "dask"

    def __init__(self, address: str | None = None, workers: int | None = None) -> None:
        try:
            import distributed  # noqa: F401
        except ImportError:
            raise GridshiftError(f"the Dask executor needs the dask extra: {DASK_INSTALL}") \
                from None
        self.address = address
        self.workers = max(1, int(workers or os.cpu_count() or 1))

    def describe(self) -> str:
        return f"dask ({self.address or f'LocalCluster, {self.workers} workers, 127.0.0.1'})"

    def run(self, fn: Callable[..., Any], tasks: Sequence[tuple[Any, ...]], on_done: OnDone,
            max_retries: int = 2) -> None:
        import dask
        from distributed import Client, KilledWorker, LocalCluster, as_completed

        # worker-saturation 1.0: a worker holds only the task it runs, so a worker's death is
        # charged to that task alone (the scheduler charges every task "processing" there)
        cfg = {"distributed.scheduler.allowed-failures": max_retries,
               "distributed.scheduler.worker-saturation": 1.0,
               "distributed.worker.daemon": False,
               "distributed.admin.system-monitor.gil.enabled": False}
        with dask.config.set(cfg):
            cluster = None
            if self.address is None:
                cluster = LocalCluster(n_workers=self.workers, threads_per_worker=1,
                                       processes=True, host="127.0.0.1",
                                       dashboard_address=None, silence_logs=40)
            try:
                with Client(cluster if cluster is not None else self.address) as client:
                    futs = [client.submit(fn, *t, attempt=1, pure=False) for t in tasks]
                    index = {f.key: i for i, f in enumerate(futs)}
                    for f in as_completed(futs):
                        i = index[f.key]
                        try:
                            value = f.result()
                        except KilledWorker as exc:
                            on_done(i, ("lost", "worker process died while running this cell "
                                                f"(after {max_retries + 1} attempts): {exc}"))
                            continue
                        except Exception as exc:  # noqa: BLE001
                            full = disk_full(exc)
                            if full is not None:  # stop: nothing more starts
                                client.cancel(futs)
                                raise full from exc
                            on_done(i, ("lost", _err(exc)))
                            continue
                        on_done(i, ("ok", value))
                        f.release()
            finally:
                if cluster is not None:
                    cluster.close()


def make_executor(kind: str = "process", workers: int | None = None,
                  scheduler: str | None = None) -> Executor:
    """Executor by name: ``serial``, ``process`` or ``dask``."""
    if kind == "serial":
        return SerialExecutor()
    if kind == "process":
        return ProcessExecutor(workers)
    if kind == "dask":
        return DaskExecutor(scheduler, workers)
    raise GridshiftError(f"unknown executor {kind!r}; use serial, process or dask")

