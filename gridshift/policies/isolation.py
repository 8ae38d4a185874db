"""Run a policy where it cannot reach the judge: a sandboxed process, or a guarded call.

**Trust.** Zoo policies (the registry's built-in ids, :data:`gridshift.policies.registry.ZOO`)
are trusted and may run in-process. Everything else — a ``path/file.py:Class``, a plugin
entry point, a submission — is untrusted and runs in a separate process, inside bubblewrap
where it works (:mod:`gridshift.policies.sandbox`), else as a plain process with a loud warning.
:func:`is_trusted` decides; :func:`make_runner` builds the right wrapper and says which
isolation it gives (``"bwrap" | "process" | "none"``, the record's ``isolation`` field).

:class:`IsolatedPolicy` is a proxy with the policy interface (``reset``, ``decide``, ``state``,
``id``, ``tracks``). The real policy lives in ``python -I`` started by :mod:`subprocess`
(:mod:`gridshift.policies._child`); the two talk over pipes in the pickle-free wire format of
:mod:`gridshift.policies._wire` (JSON headers and raw numeric arrays with checked dtype and
shape), so nothing the child sends can execute code in the judge. The parent sends the
:class:`PolicyInfo` once and an :class:`Observation` at each epoch (forecasts and running jobs
computed before sending); on the forecast track ``info.clairvoyant`` is ``None``, so nothing
about the future crosses the pipe.

Each ``decide`` must answer within ``time_budget_s`` (``reset`` within ``reset_budget_s``); the
child's address space is capped at ``memory_cap_bytes`` (``RLIMIT_AS``, default 4 GiB). A policy
that raises (``SystemExit`` included), hangs, dies (``os._exit``), exceeds the memory cap or
returns something other than a Decision ends the run with a :class:`~gridshift.errors.
PolicyError` naming the policy, the epoch and the cause. The child dies with its parent. It
gets the sandbox's minimal environment (:func:`~gridshift.policies.sandbox.child_env`), and its
stderr (where its ``print`` goes too) is a pipe of its own that the judge relays to its own
stderr as ``[policy ID] ...`` lines (bounded: :class:`~gridshift.policies.sandbox.StderrRelay`)
and quotes in the error when the child dies; the judge's own stderr is never handed over.

:class:`GuardedPolicy` is the in-process (trusted) counterpart: the same error rules, the time
budget by ``SIGALRM`` (main thread only; elsewhere the budget is not enforced) and the memory
cap as a temporary soft ``RLIMIT_AS`` of the current address space plus the cap.

Example::

    from gridshift.policies.isolation import IsolatedPolicy
    with IsolatedPolicy("examples/my_policy.py:MyPolicy", time_budget_s=2.0) as pol:
        result = simulate(world, pol)
"""

from __future__ import annotations

import _signal
import os
import resource
import signal
import subprocess
import sys
import threading
import time
import weakref
from pathlib import Path
from typing import Any

from gridshift.errors import PolicyError
from gridshift.policies import _wire
from gridshift.policies.api import Decision, Observation, Policy, PolicyInfo
from gridshift.policies.sandbox import (
    DEFAULT_MEMORY_CAP_BYTES,
    PKG_MOUNT,
    StderrRelay,
    child_env,
    package_root,
    sandbox_argv,
)

__all__ = ["DEFAULT_MEMORY_CAP_BYTES", "GuardedPolicy", "IsolatedPolicy", "is_trusted",
           "make_runner"]

#: Policy files (``os.pathsep``-separated paths) the user vouches for: they run in-process
#: like zoo policies (records say ``isolation = "none"``). For your own code only.
TRUST_ENV = "GRIDSHIFT_TRUST"
#: Refs of external schedulers (``exec:PROGRAM``, ``tcp:HOST:PORT``): their gridshift proxy
#: runs here and sandboxes the program itself.
EXTERNAL_PREFIXES = ("exec:", "tcp:")
#: Default per-``decide`` time budget [s].
DEFAULT_TIME_BUDGET_S = 10.0


def is_trusted(ref: str | Policy) -> bool:
    """Whether ``ref`` is a zoo policy id (trusted, may run in-process).

    Files (``path/file.py:Class``) and plugin entry points are untrusted (unless the file is
    listed in ``$GRIDSHIFT_TRUST``); so is an unknown id (loading it fails in the sandbox
    with the registry's message).
    """
    if isinstance(ref, Policy):
        return type(ref).__module__.startswith("gridshift.policies.zoo.")
    if ".py:" in ref:
        trusted = [Path(p).resolve() for p in os.environ.get(TRUST_ENV, "").split(os.pathsep)
                   if p]
        return Path(ref.rpartition(":")[0]).resolve() in trusted
    from gridshift.policies import registry

    try:
        pid = registry._resolve_id(ref)
    except PolicyError:
        return False
    return pid in registry.ZOO and registry.ZOO[pid].startswith("gridshift.policies.zoo.")


def _policy_folder(file: Path) -> Path:
    """What of a policy file's surroundings the sandbox shows: its folder, unless that folder
    holds ours (``/``, the home folder, the folder of the gridshift package or of the working
    directory's repository), in which case only the file itself."""
    folder = file.parent
    ours = [Path("/"), Path.home().resolve(), package_root(), Path.cwd().resolve()]
    for o in ours:
        try:
            o.relative_to(folder)
        except ValueError:
            continue
        return file  # the folder contains (or is) one of ours
    return folder


def _kill(proc: subprocess.Popen[bytes], wfd: int | None, rfd: int | None,
          stderr: StderrRelay | None = None) -> None:
    """Stop the child (close its input, then SIGKILL its process group), reap it and close
    its stderr relay."""
    for fd in (wfd, rfd):
        if fd is not None:
            try:
                os.close(fd)
            except OSError:
                pass
    if proc.poll() is None:
        try:
            proc.wait(timeout=0.5)
        except subprocess.TimeoutExpired:
            pass
    if proc.poll() is None:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        try:
            proc.kill()
        except ProcessLookupError:
            pass
        try:
            proc.wait(timeout=5.0)
        except subprocess.TimeoutExpired:
            pass
    if stderr is not None:
        stderr.close()


class IsolatedPolicy:
    """A policy running in a sandboxed child process (see the module docstring).

    Args:
        ref: Policy id or ``path/file.py:Class`` (an instance cannot cross the boundary).
        params: Constructor parameters (JSON-able).
        time_budget_s: Largest time one ``decide`` may take, including the pipe [s].
        reset_budget_s: Largest time ``reset`` may take (an oracle plans there) [s].
        start_timeout_s: Largest time to start the child and load the policy [s].
        memory_cap_bytes: Address-space cap of the child (``RLIMIT_AS``; 0 = none) [bytes].

    Attributes:
        isolation: ``"bwrap"`` or ``"process"`` (see :func:`gridshift.policies.sandbox.
            sandbox_argv`).
        params_resolved: The child policy's ``get_params()`` (JSON), for records.
    """

    def __init__(self, ref: str | Policy, params: dict[str, Any] | None = None, *,
                 time_budget_s: float = DEFAULT_TIME_BUDGET_S, reset_budget_s: float = 600.0,
                 start_timeout_s: float = 60.0,
                 memory_cap_bytes: int = DEFAULT_MEMORY_CAP_BYTES) -> None:
        if not isinstance(ref, str):
            raise PolicyError(f"{type(ref).__name__}: an isolated policy is given by id or "
                              "path/file.py:Class, not as an instance")
        self.ref = ref
        self.params = dict(params or {})
        self.time_budget_s = float(time_budget_s)
        self.reset_budget_s = float(reset_budget_s)
        self.memory_cap_bytes = int(memory_cap_bytes)
        self._epoch: int | None = None
        self._step_s = 0
        self._closed = False
        self.id = ref
        readable: list[Path] = []
        child_ref = ref
        if ".py:" in ref:
            path_s, _, cls = ref.rpartition(":")
            p = Path(path_s).resolve()
            if not p.is_file():
                raise PolicyError(f"{path_s}: policy file not found")
            readable.append(_policy_folder(p))
            child_ref = f"{p}:{cls}"
        boot = [sys.executable, "-I", "-B", "-c", _boot_code(), str(self.memory_cap_bytes)]
        argv, self.isolation = sandbox_argv(boot + [PKG_MOUNT], readable=readable)
        if self.isolation != "bwrap":
            argv = boot + [str(package_root())]
        # stderr: a pipe of its own, relayed line by line (the judge's descriptor would let
        # the policy truncate or rewrite the judge's log)
        self._proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                      stderr=subprocess.PIPE, env=child_env(),
                                      start_new_session=True, close_fds=True)
        assert self._proc.stdin is not None and self._proc.stdout is not None
        self._stderr = StderrRelay(self._proc.stderr, f"policy {Path(ref).name}"[:80])
        self._wfd = os.dup(self._proc.stdin.fileno())
        self._rfd = os.dup(self._proc.stdout.fileno())
        self._proc.stdin.close()
        self._proc.stdout.close()
        self._reader = _wire.Reader(self._rfd)
        self._finalizer = weakref.finalize(self, _kill, self._proc, self._wfd, self._rfd,
                                           self._stderr)
        self._send({"cmd": "load", "ref": child_ref, "params": self.params}, None,
                   "starting the policy process")
        meta = self._recv(start_timeout_s, "loading the policy")
        self.id = str(meta["id"])
        self._stderr.label = f"policy {self.id}"
        self.tracks = tuple(str(t) for t in meta["tracks"])
        self.family = str(meta["family"])
        self.description = str(meta.get("description", ""))
        self.params_resolved = meta.get("params")

    # ------------------------------------------------------------------ plumbing
    def _where(self) -> str:
        if self._epoch is None:
            return self.id
        return f"{self.id} at epoch {self._epoch} (t = {self._epoch * self._step_s} s)"

    def _fail(self, msg: str) -> PolicyError:
        self.close()
        return PolicyError(f"{self._where()} (isolated, {self.isolation}): {msg}")

    def _died(self, what: str) -> PolicyError:
        try:
            code = self._proc.wait(timeout=2.0)
        except subprocess.TimeoutExpired:
            code = None
        how = (f"killed by signal {-code}" if code is not None and code < 0
               else f"exit code {code}")
        hint = ""
        if code is not None and code in (-9, 137):
            hint = (f"; it may have exceeded the memory cap of "
                    f"{self.memory_cap_bytes / 2**30:g} GiB")
        self._stderr.join(timeout=1.0)
        return self._fail(f"the policy process died during {what} ({how}{hint})"
                          f"{self._stderr.last(5)}")

    def _recv(self, budget: float, what: str) -> dict[str, Any]:
        if self._closed:
            raise self._fail(f"the policy process is gone (before {what})")
        try:
            h, arrays = self._reader.read(timeout_s=budget)
        except _wire.WireTimeout:
            raise self._fail(f"{what} took longer than the time budget of {budget:g} s; the "
                             "policy process was stopped") from None
        except _wire.WireClosed:
            raise self._died(what) from None
        except (_wire.WireError, OSError) as exc:
            raise self._fail(f"{what} sent back a malformed reply: {exc}") from None
        if h.get("ok") is not True:
            err = str(h.get("error", "no reason given"))[:8000]
            if "MemoryError" in err:
                err += (f" (the policy process is capped at "
                        f"{self.memory_cap_bytes / 2**30:g} GiB)")
            raise self._fail(f"{what} failed: {err}")
        h["_arrays"] = arrays
        return h

    def _send(self, header: dict[str, Any], arrays: dict[str, Any] | None, what: str) -> None:
        if self._closed:
            raise self._fail(f"the policy process is gone (before {what})")
        try:
            _wire.write_all(self._wfd, _wire.encode(header, arrays))
        except (BrokenPipeError, OSError):
            raise self._died(what) from None
        except _wire.WireError as exc:
            raise self._fail(f"cannot send {what}: {exc}") from None

    # ------------------------------------------------------------------ policy interface
    def reset(self, info: PolicyInfo) -> None:
        """Send the static facts to the child's policy."""
        self._step_s = info.step_s
        self._epoch = None
        h, arrays = _wire.encode_info(info)
        self._send({"cmd": "reset", "info": h}, arrays, "reset(info)")
        self._recv(self.reset_budget_s, "reset(info)")

    def decide(self, obs: Observation) -> Decision:
        """Send the observation, wait at most ``time_budget_s`` for the Decision."""
        self._epoch = int(obs.step)
        h, arrays = _wire.encode_obs(obs)
        self._send({"cmd": "decide", "obs": h}, arrays, "decide(obs)")
        rep = self._recv(self.time_budget_s, "decide(obs)")
        a = rep["_arrays"]
        if a.get("region") is None:
            raise self._fail("decide() returned a Decision without regions")
        return Decision(region=a["region"], gpu_type=a.get("gpu_type"), pause=a.get("pause"),
                        power_on=a.get("power_on"), gpus=a.get("gpus"),
                        rescale=a.get("rescale"), rescale_gpus=a.get("rescale_gpus"),
                        power_cap_w=a.get("power_cap_w"), battery_kw=a.get("battery_kw"))

    def state(self) -> dict[str, Any]:
        """The child policy's ``state()`` ({} once the process has stopped)."""
        if self._closed or self._proc.poll() is not None:
            return {}
        self._send({"cmd": "state"}, None, "state()")
        st = self._recv(self.time_budget_s, "state()").get("state")
        return dict(st) if isinstance(st, dict) else {}

    def check_params(self) -> tuple[bool, str]:
        """Run the ``params`` conformance check on the child's policy (in the child)."""
        self._send({"cmd": "check_params"}, None, "the params check")
        rep = self._recv(self.time_budget_s, "the params check")
        return bool(rep.get("passed")), str(rep.get("message", ""))[:4000]

    def close(self) -> None:
        """Stop the child process (idempotent)."""
        if not self._closed:
            self._closed = True
            try:
                _wire.write_all(self._wfd, _wire.encode({"cmd": "close"}))
            except (OSError, _wire.WireError):
                pass
        self._finalizer()

    def __enter__(self) -> IsolatedPolicy:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"IsolatedPolicy({self.ref!r}, {self.params!r})"


def _boot_code() -> str:
    from gridshift.policies._child import BOOT

    return BOOT


# ------------------------------------------------------------------------------ in-process
class _Overtime(BaseException):
    """Raised by the SIGALRM handler inside a guarded call that ran out of time."""


_SIGALRM = int(getattr(signal, "SIGALRM", 0))
_ITIMER_REAL = int(getattr(signal, "ITIMER_REAL", 0))
_SIG_DFL = int(signal.SIG_DFL)


class _Alarm:
    """The SIGALRM handler of one run (:meth:`GuardedPolicy.budget_session`): installed once
    when the run starts and the previous handler put back when it ends, so that each guarded
    call only arms and disarms the timer (``setitimer``) instead of installing and restoring
    a handler as well (two ``signal.signal`` calls: about 8 % of a week run's epoch).

    Inside a call (``armed``) a SIGALRM raises :class:`_Overtime`, as the per-call handler
    does. Between calls (the engine's own work) the previous handler would have been in
    place, so the signal goes where it would have gone: to the previous handler if it is a
    function, the default action (the process ends) if it was ``SIG_DFL``, nowhere if
    ``SIG_IGN``. One exception: the timer of the call just finished ran out as the call
    returned (``late``), so the signal, if it arrives after the call, is the budget's own and
    is dropped (the per-call handler would have let it reach the previous one).
    """

    __slots__ = ("armed", "late", "previous", "thread")

    def __init__(self) -> None:
        self.armed = False
        self.late = False
        self.thread = threading.get_ident()
        self.previous: Any = _signal.signal(_SIGALRM, self)

    def __call__(self, signum: int, frame: Any) -> None:
        if self.armed:
            raise _Overtime()
        if self.late:
            self.late = False
            return
        prev = self.previous
        if callable(prev):
            prev(signum, frame)
        elif prev == _SIG_DFL:  # what SIGALRM would have done: end the process
            _signal.signal(_SIGALRM, _SIG_DFL)
            signal.raise_signal(_SIGALRM)

    def take(self) -> None:
        """Put this handler back if something replaced it (a policy's own, a nested guard)."""
        if _signal.getsignal(_SIGALRM) is not self:
            _signal.signal(_SIGALRM, self)

    def close(self) -> None:
        """Disarm and put the previous handler back."""
        self.armed = False
        _signal.setitimer(_ITIMER_REAL, 0.0)
        _signal.signal(_SIGALRM, self.previous)


class _BudgetSession:
    """``with guarded.budget_session():`` -- one run's :class:`_Alarm` (see there)."""

    __slots__ = ("alarm", "policy")

    def __init__(self, policy: GuardedPolicy) -> None:
        self.policy = policy
        self.alarm: _Alarm | None = None

    def __enter__(self) -> _BudgetSession:
        pol = self.policy
        if (pol._alarm is None and hasattr(signal, "setitimer")
                and threading.current_thread() is threading.main_thread()):
            self.alarm = pol._alarm = _Alarm()
        return self

    def __exit__(self, *exc: Any) -> None:
        alarm = self.alarm
        if alarm is not None:
            self.alarm = None
            self.policy._alarm = None
            alarm.close()


def _vm_bytes() -> int | None:
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmSize:"):
                return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        return None
    return None


class GuardedPolicy:
    """An in-process (trusted) policy with the isolated proxy's error rules.

    Args:
        policy: The policy instance.
        time_budget_s: Budget of one ``decide`` [s] (``None``: none); enforced by
            ``SIGALRM`` when called from the main thread (elsewhere: measured, not enforced).
        reset_budget_s: Budget of ``reset`` [s] (``None``: none).
        memory_cap_bytes: Extra address space one call may take [bytes] (``None``: none).
    """

    isolation = "none"

    def __init__(self, policy: Policy, *, time_budget_s: float | None = None,
                 reset_budget_s: float | None = None,
                 memory_cap_bytes: int | None = None) -> None:
        self.policy = policy
        self.id = getattr(policy, "id", "") or type(policy).__name__
        self.tracks = tuple(getattr(policy, "tracks", ("forecast", "clairvoyant")))
        self.family = getattr(policy, "family", "user")
        self.decides_without_pending = bool(getattr(policy, "decides_without_pending", True))
        self.time_budget_s = time_budget_s
        self.reset_budget_s = reset_budget_s
        self.memory_cap_bytes = memory_cap_bytes
        self._epoch: int | None = None
        self._step_s = 0
        self._alarm: _Alarm | None = None  # the run's SIGALRM handler (budget_session)

    def _where(self) -> str:
        if self._epoch is None:
            return self.id
        return f"{self.id} at epoch {self._epoch} (t = {self._epoch * self._step_s} s)"

    def budget_session(self) -> _BudgetSession:
        """A context for one run (``Simulator.run`` opens it around ``reset`` and the
        epochs): the SIGALRM handler of the time budget is installed once on entry and the
        previous one restored on exit, so each call inside only arms and disarms the timer.
        The budget and its errors are those of a call outside a session, where the handler
        is installed and restored at each call. Opened off the main thread, or inside
        another session of this policy, it does nothing."""
        return _BudgetSession(self)

    def _call(self, what: str, budget: float | None, fn: Any, *args: Any) -> Any:
        alarm = self._alarm
        if (alarm is not None and budget is not None and budget > 0
                and threading.get_ident() == alarm.thread and not self.memory_cap_bytes):
            return self._call_armed(alarm, what, budget, fn, args)
        use_alarm = (budget is not None and budget > 0 and hasattr(signal, "setitimer")
                     and threading.current_thread() is threading.main_thread())
        old_handler = None
        old_limit = None
        if self.memory_cap_bytes:
            vm = _vm_bytes()
            if vm is not None:
                old_limit = resource.getrlimit(resource.RLIMIT_AS)
                hard = old_limit[1]
                soft = vm + int(self.memory_cap_bytes)
                if hard != resource.RLIM_INFINITY:
                    soft = min(soft, hard)
                resource.setrlimit(resource.RLIMIT_AS, (soft, hard))
        if use_alarm:
            def on_alarm(signum: int, frame: Any) -> None:
                raise _Overtime()

            old_handler = signal.signal(signal.SIGALRM, on_alarm)
            signal.setitimer(signal.ITIMER_REAL, float(budget or 0.0))
        t0 = time.perf_counter()
        try:
            return fn(*args)
        except BaseException as exc:  # noqa: BLE001 - the policy's error, as a PolicyError
            err, cause = self._error(what, budget, exc)
            if err is None:
                raise
            raise err from cause
        finally:
            if use_alarm:
                signal.setitimer(signal.ITIMER_REAL, 0.0)
                signal.signal(signal.SIGALRM, old_handler)
            if old_limit is not None:
                resource.setrlimit(resource.RLIMIT_AS, old_limit)
            dt = time.perf_counter() - t0
            if budget is not None and not use_alarm and dt > budget:
                print(f"gridshift: {self._where()}: {what} took {dt:.2f} s, over the budget of "
                      f"{budget:g} s (not enforced outside the main thread)", file=sys.stderr)

    def _call_armed(self, alarm: _Alarm, what: str, budget: float, fn: Any,
                    args: tuple[Any, ...]) -> Any:
        """``_call`` inside a :meth:`budget_session`: the run's handler is in place (put back
        if the previous call's policy replaced it), so only the timer is armed and
        disarmed."""
        if _signal.getsignal(_SIGALRM) is not alarm:
            alarm.take()
        alarm.late = False
        alarm.armed = True
        _signal.setitimer(_ITIMER_REAL, float(budget))
        try:
            return fn(*args)
        except BaseException as exc:  # noqa: BLE001 - the policy's error, as a PolicyError
            err, cause = self._error(what, budget, exc)
            if err is None:
                raise
            raise err from cause
        finally:
            alarm.late = _signal.setitimer(_ITIMER_REAL, 0.0)[0] == 0.0
            alarm.armed = False
            if _signal.getsignal(_SIGALRM) is not alarm:
                alarm.take()

    def _error(self, what: str, budget: float | None, exc: BaseException
               ) -> tuple[PolicyError | None, BaseException | None]:
        """What a call that raised ``exc`` raises instead, and its ``__cause__``: a
        :class:`PolicyError` naming the policy, the epoch and the cause; ``(None, None)``:
        ``exc`` itself (a PolicyError, Ctrl-C)."""
        if isinstance(exc, _Overtime):
            return PolicyError(f"{self._where()}: {what} took longer than the time budget of "
                               f"{budget:g} s"), None
        if isinstance(exc, (PolicyError, KeyboardInterrupt)):
            return None, None
        if isinstance(exc, MemoryError):
            cap = "" if not self.memory_cap_bytes else \
                f" (capped at {self.memory_cap_bytes / 2**30:g} GiB more per call)"
            return PolicyError(f"{self._where()}: {what} ran out of memory{cap}"), None
        if isinstance(exc, SystemExit):
            return PolicyError(f"{self._where()}: {what} raised SystemExit({exc.code!r}); a "
                               "policy may not end the run"), None
        return PolicyError(f"{self._where()}: {what} failed: {type(exc).__name__}: "
                           f"{exc}"), exc

    def reset(self, info: PolicyInfo) -> None:
        """``policy.reset(info)`` under the reset budget."""
        self._step_s = info.step_s
        self._epoch = None
        self._call("reset(info)", self.reset_budget_s, self.policy.reset, info)

    def decide(self, obs: Observation) -> Decision:
        """``policy.decide(obs)`` under the time budget."""
        self._epoch = int(obs.step)
        return self._call("decide(obs)", self.time_budget_s, self.policy.decide, obs)

    def state(self) -> dict[str, Any]:
        """``policy.state()`` (errors are logged in the state, not raised)."""
        try:
            return dict(self.policy.state())
        except Exception as exc:  # noqa: BLE001 - logging only
            return {"error": repr(exc)}

    def get_params(self) -> dict[str, Any]:
        """The wrapped policy's parameters."""
        return self.policy.get_params()

    def close(self, *args: Any) -> None:
        """Close the wrapped policy if it has a ``close`` (else nothing to stop)."""
        close = getattr(self.policy, "close", None)
        if callable(close):
            close(*args)

    def __enter__(self) -> GuardedPolicy:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()


def make_runner(ref: str, params: dict[str, Any] | None = None, *,
                trusted: bool | None = None, time_budget_s: float | None = None,
                memory_cap_bytes: int | None = DEFAULT_MEMORY_CAP_BYTES,
                sandbox: bool = False) -> tuple[Any, str]:
    """The object to simulate ``ref`` with, and its isolation label.

    Args:
        ref: Policy id, ``path/file.py:Class`` or an external scheduler (``exec:``/``tcp:``).
        params: Constructor parameters.
        trusted: ``True`` runs in-process (:class:`GuardedPolicy`), ``False`` in the sandbox
            (:class:`IsolatedPolicy`); ``None`` (default) decides by :func:`is_trusted`.
        time_budget_s: Per-``decide`` budget (``None``: the isolated default, 10 s; none
            in-process); an external scheduler's too (over a ``time_budget_s`` in ``params``).
        memory_cap_bytes: Memory cap of the policy (see the classes; not applied to a zoo
            policy in-process); an ``exec:`` scheduler's too.
        sandbox: Run even a trusted (zoo) policy in the sandbox.

    Returns:
        ``(runner, "bwrap" | "process" | "none")``; close the runner when done.
    """
    params = dict(params or {})
    if ref.startswith(EXTERNAL_PREFIXES):
        # an external scheduler: its proxy is gridshift code that starts the program in the
        # sandbox itself (sandbox_argv) and reports the isolation it got
        from gridshift.policies.registry import load_policy

        if time_budget_s is not None:  # the caller's budget, over any the params carry
            params["time_budget_s"] = float(time_budget_s)
        if memory_cap_bytes is not None and ref.startswith("exec:"):
            params["memory_cap_bytes"] = int(memory_cap_bytes)
        ext = load_policy(ref, **params)
        return ext, str(getattr(ext, "isolation", "process"))
    zoo = is_trusted(ref)
    if trusted is None:
        trusted = zoo
    if trusted and not sandbox:
        from gridshift.policies.registry import load_policy

        pol = load_policy(ref, **params)
        # a zoo policy's memory is its own business (an oracle plans big); a file you trust
        # gets the cap
        return GuardedPolicy(pol, time_budget_s=time_budget_s,
                             memory_cap_bytes=None if zoo else memory_cap_bytes), "none"
    kw: dict[str, Any] = {}
    if time_budget_s is not None:
        kw["time_budget_s"] = time_budget_s
    if memory_cap_bytes is not None:
        kw["memory_cap_bytes"] = memory_cap_bytes
    iso = IsolatedPolicy(ref, params, **kw)
    return iso, iso.isolation

