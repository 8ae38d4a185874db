"""Run a policy in its own process, so that it sees only what the contract gives it.

:class:`IsolatedPolicy` is a proxy with the policy interface (``reset``, ``decide``, ``state``,
``id``, ``tracks``). The real policy lives in a child process started with the ``spawn`` context
(a fresh interpreter: no copy of the parent's memory, so no World, Simulator or future signals
to find). The parent sends the pickled :class:`PolicyInfo` once and an :class:`Observation` at
each epoch (forecasts computed before sending) and receives a :class:`Decision`. On the forecast
track ``info.clairvoyant`` is ``None``, so nothing about the future crosses the pipe.

Each ``decide`` must answer within ``time_budget_s`` (``reset`` within ``reset_budget_s``). A
policy that raises, hangs, dies or returns something other than a Decision ends the run with a
:class:`~gridshift.errors.PolicyError` naming the policy, the epoch and the problem.

Example::

    from gridshift.policies.isolation import IsolatedPolicy
    with IsolatedPolicy("examples/my_policy.py:MyPolicy", time_budget_s=2.0) as pol:
        result = simulate(world, pol)
"""

from __future__ import annotations

import multiprocessing as mp
import pickle
import traceback
import weakref
from typing import Any

import numpy as np

from gridshift.errors import PolicyError
from gridshift.policies.api import Decision, Observation, Policy, PolicyInfo

__all__ = ["IsolatedPolicy"]


def _worker(conn: Any, ref: Any, params: dict[str, Any]) -> None:  # pragma: no cover - child
    """Child process: build the policy, then answer requests until told to stop."""
    try:
        from gridshift.policies.registry import load_policy

        pol = load_policy(ref, **params)
        conn.send(("ok", {"id": pol.id, "tracks": tuple(pol.tracks),
                          "family": getattr(pol, "family", "user")}))
    except BaseException as exc:  # noqa: BLE001 - reported to the parent
        conn.send(("error", f"loading the policy failed: {type(exc).__name__}: {exc}"))
        return
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return
        cmd = msg[0]
        try:
            if cmd == "reset":
                pol.reset(msg[1])
                conn.send(("ok", None))
            elif cmd == "decide":
                dec = pol.decide(msg[1])
                if not isinstance(dec, Decision):
                    conn.send(("error", f"decide() returned {type(dec).__name__}; expected a "
                                        "Decision"))
                    continue
                out = Decision(
                    region=np.asarray(dec.region),
                    gpu_type=None if dec.gpu_type is None else np.asarray(dec.gpu_type),
                    pause=None if dec.pause is None else np.asarray(dec.pause))
                conn.send(("ok", out))
            elif cmd == "state":
                conn.send(("ok", dict(pol.state())))
            elif cmd == "close":
                return
        except BaseException as exc:  # noqa: BLE001 - reported to the parent
            tb = traceback.format_exception(exc)
            conn.send(("error", f"{type(exc).__name__}: {exc}\n{''.join(tb[-3:])}"))


def _stop(proc: Any, conn: Any) -> None:
    try:
        if proc.is_alive():
            try:
                conn.send(("close",))
            except (OSError, EOFError, BrokenPipeError):
                pass
            proc.join(timeout=2.0)
        if proc.is_alive():
            proc.kill()
            proc.join(timeout=2.0)
    finally:
        try:
            conn.close()
        except OSError:
            pass


class IsolatedPolicy:
    """A policy running in a child process (see the module docstring).

    Args:
        ref: Policy id, ``path/file.py:Class``, or a picklable :class:`Policy` instance.
        params: Constructor parameters (with an id or file reference).
        time_budget_s: Largest time one ``decide`` may take, including the pipe [s].
        reset_budget_s: Largest time ``reset`` may take (an oracle plans there) [s].
        start_timeout_s: Largest time to start the child and load the policy [s].
    """

    def __init__(self, ref: str | Policy, params: dict[str, Any] | None = None, *,
                 time_budget_s: float = 10.0, reset_budget_s: float = 600.0,
                 start_timeout_s: float = 60.0) -> None:
        self.ref = ref
        self.params = dict(params or {})
        self.time_budget_s = float(time_budget_s)
        self.reset_budget_s = float(reset_budget_s)
        self._epoch: int | None = None
        self._step_s = 0
        ctx = mp.get_context("spawn")
        self._conn, child = ctx.Pipe()
        self._proc = ctx.Process(target=_worker, args=(child, ref, self.params), daemon=True,
                                 name=f"gridshift-policy-{ref if isinstance(ref, str) else 'x'}")
        self._proc.start()
        child.close()
        self._finalizer = weakref.finalize(self, _stop, self._proc, self._conn)
        self.id = str(ref) if isinstance(ref, str) else type(ref).__name__
        meta = self._recv(start_timeout_s, "starting the policy process")
        self.id = meta["id"]
        self.tracks = meta["tracks"]
        self.family = meta["family"]

    # ------------------------------------------------------------------ plumbing
    def _where(self) -> str:
        if self._epoch is None:
            return self.id
        return f"{self.id} at epoch {self._epoch} (t = {self._epoch * self._step_s} s)"

    def _fail(self, msg: str) -> PolicyError:
        self.close()
        return PolicyError(f"{self._where()} (isolated): {msg}")

    def _recv(self, budget: float, what: str) -> Any:
        try:
            ready = self._conn.poll(budget)
        except (OSError, EOFError):
            ready = True
        if not ready:
            raise self._fail(f"{what} took longer than the time budget of {budget:g} s; the "
                             "policy process was stopped")
        try:
            status, payload = self._conn.recv()
        except (EOFError, OSError):
            self._proc.join(timeout=1.0)
            raise self._fail(f"the policy process died during {what} (exit code "
                             f"{self._proc.exitcode})") from None
        except Exception as exc:  # noqa: BLE001 - unpicklable reply
            raise self._fail(f"{what} sent back something that cannot be unpickled: "
                             f"{type(exc).__name__}: {exc}") from None
        if status != "ok":
            raise self._fail(f"{what} failed: {payload}")
        return payload

    def _send(self, msg: tuple[Any, ...], what: str) -> None:
        try:
            self._conn.send(msg)
        except (OSError, EOFError, BrokenPipeError):
            raise self._fail(f"the policy process is gone (before {what})") from None
        except (pickle.PicklingError, TypeError, AttributeError) as exc:
            raise self._fail(f"cannot send {what}: {exc}") from None

    # ------------------------------------------------------------------ policy interface
    def reset(self, info: PolicyInfo) -> None:
        """Send the static facts (pickled) to the child's policy."""
        self._step_s = info.step_s
        self._epoch = None
        self._send(("reset", info), "reset(info)")
        self._recv(self.reset_budget_s, "reset(info)")

    def decide(self, obs: Observation) -> Decision:
        """Send the observation, wait at most ``time_budget_s`` for the Decision."""
        self._epoch = int(obs.step)
        self._send(("decide", obs), "the observation")
        dec = self._recv(self.time_budget_s, "decide(obs)")
        if not isinstance(dec, Decision):
            raise self._fail(f"decide() returned {type(dec).__name__}; expected a Decision")
        return dec

    def state(self) -> dict[str, Any]:
        """The child policy's ``state()`` ({} once the process has stopped)."""
        if not self._proc.is_alive():
            return {}
        self._send(("state",), "state()")
        return dict(self._recv(self.time_budget_s, "state()"))

    def close(self) -> None:
        """Stop the child process (idempotent)."""
        self._finalizer()

    def __enter__(self) -> IsolatedPolicy:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"IsolatedPolicy({self.ref!r}, {self.params!r})"
