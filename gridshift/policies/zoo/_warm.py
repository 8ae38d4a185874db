"""Compile a zoo policy's kernels in ``reset``, not in its first ``decide``.

A zoo policy's compiled helpers (``policies/zoo/_kernels.py``, ``rl/_kernels.py``) are
compiled by numba the first time they run with a new combination of argument types. Left
to the first ``decide`` that uses them, that compilation is charged to a decision: 1-3 s
for most zoo policies and 3-7 s for ``rl-ppo-v1`` on a cold cache (2-core CI machine), which
breaks the one-second budget of ``gridshift check`` and eats most of a run's ten-second
``decide`` budget. ``reset`` is where a policy precomputes (its budget is ten minutes), so
the kernels are compiled there.

:func:`warm_up` does it without knowing which kernels a policy has: a copy of the policy, made
before its own reset runs, is reset with the same :class:`PolicyInfo` and asked to decide two
synthetic epochs whose arrays have the dtypes, shapes, memory layouts and read-only flags of
the simulator's Observations (``tests/policies/test_warm.py`` checks that no kernel compiles a
new specialisation during a run after the warm-up, on check-v1, on quickstart-v3 (the gs-v2
rules, PV and a battery) and on check-v1 with both levers).
The copy's decisions are discarded and the policy's own reset then runs as before, so
nothing a run records changes; only where the compile time falls.

It runs once per process for each policy class and scenario shape, and only where the
policy's kernels will be used in this run (:func:`gridshift._jit.use_jit` of the window's
epochs, in the process that runs the engine; in a sandboxed policy process only under
``GRIDSHIFT_JIT=1``, the one case where kernels run there).
"""

from __future__ import annotations

import copy
from typing import Any

import numpy as np

from gridshift import _jit
from gridshift.policies.api import (
    Forecast,
    Observation,
    PendingJobs,
    Policy,
    PolicyInfo,
    RunningJobs,
)

__all__ = ["Warmed", "synthetic_observations", "warm_up"]

_DONE: set[tuple[Any, ...]] = set()  # (class, shape key) warmed in this process
#: The last warm-up's exception, if one failed (the run then compiles as it goes; tests read it).
last_error: list[BaseException | None] = [None]


def _ro(a: np.ndarray) -> np.ndarray:
    a.setflags(write=False)
    return a


def _key(policy: Policy, info: PolicyInfo) -> tuple[Any, ...]:
    R, G = info.capacity.shape
    return (type(policy), R, G, info.horizon_steps > 0, info.history_steps, info.levers,
            info.pv_kwp is not None, info.track)


def synthetic_observations(info: PolicyInfo) -> list[Observation]:
    """Two epochs of the kind the simulator shows (steps 1 and 2): the first with four
    pending jobs and nothing running, the second with four pending jobs, one running and one
    placed job; every array of the dtype, layout (the history Fortran-ordered, the rest
    C-ordered) and read-only flag of the simulator's (``Simulator._observe``)."""
    R, G = info.capacity.shape
    step = float(info.step_s)
    L = int(info.history_steps)
    H = int(info.horizon_steps)
    i8, f8 = np.int64, np.float64
    elastic = "elastic" in info.levers
    out = []
    for k in (1, 2):
        t = k * step
        n = 4
        origin = np.arange(n, dtype=i8) % R
        kind = np.arange(n, dtype=i8) % 3
        gtype = np.where(np.arange(n) % 2 == 0, -1, np.arange(n) % G).astype(i8)
        pj = PendingJobs(
            job_id=_ro(np.arange(10 * k, 10 * k + n, dtype=i8)), origin=_ro(origin),
            data_at=_ro(origin.copy()), kind=_ro(kind), gpus=_ro(np.ones(n, dtype=i8)),
            gpu_type=_ro(gtype), duration_s=_ro(np.full(n, 4.0 * step)),
            remaining_s=_ro(np.full(n, 4.0 * step)), gpu_util=_ro(np.full(n, 0.5)),
            data_gb=_ro(np.ones(n)), submit_s=_ro(np.full(n, t)),
            deadline_s=_ro(t + step * np.array([8.0, 96.0, 400.0, 48.0])),
            interruptible=_ro(np.arange(n) % 2 == 1), checkpoint_s=_ro(np.full(n, 600.0)),
            latency_slo_ms=_ro(np.array([np.nan, 1000.0, np.nan, 5000.0])),
            **({"min_gpus": _ro(np.ones(n, dtype=i8)), "max_gpus": _ro(np.full(n, 2, i8))}
               if elastic else {}))
        m = 0 if k == 1 else 2
        rj = RunningJobs(
            job_id=_ro(np.arange(m, dtype=i8)), region=_ro(np.zeros(m, dtype=i8)),
            gpu_type=_ro(np.zeros(m, dtype=i8)), gpus=_ro(np.ones(m, dtype=i8)),
            started=_ro(np.arange(m) == 0), interruptible=_ro(np.ones(m, dtype=bool)),
            remaining_s=_ro(np.full(m, 2.0 * step)), deadline_s=_ro(np.full(m, t + 96 * step)))
        free = np.ascontiguousarray(info.capacity, dtype=i8).copy()
        if m:
            free[0, 0] = max(int(free[0, 0]) - 1, 0)
        base = 300.0 + 10.0 * np.arange(R, dtype=f8)
        hist = np.array((base[None, :] + np.arange(L, dtype=f8)[:, None]).T)  # F-ordered
        vals: dict[str, Any] = {
            "step": k, "time_s": t, "jobs": pj, "running": rj, "free_gpus": _ro(free),
            "queued_gpus": _ro(np.zeros((R, G), dtype=i8)), "carbon_gco2_per_kwh": _ro(base),
            "price_usd_per_mwh": _ro(np.full(R, 50.0)), "temp_c": _ro(np.full(R, 15.0)),
            "pue": _ro(np.full(R, 1.2)), "history_carbon_gco2_per_kwh": _ro(hist)}
        if H > 0:
            fc = {"carbon_gco2_per_kwh": base[:, None] + np.arange(H, dtype=f8)[None, ::-1],
                  "price_usd_per_mwh": np.full((R, H), 50.0), "temp_c": np.full((R, H), 15.0)}
            vals["forecast"] = Forecast(provider=lambda name, fc=fc: fc.get(name))
        else:
            vals["forecast"] = Forecast()
        if "power_capping" in info.levers:
            vals["power_cap_w"] = _ro(np.full((R, G), np.nan))
        if elastic:
            vals["running_min_gpus"] = _ro(np.ones(m, dtype=i8))
            vals["running_max_gpus"] = _ro(np.full(m, 2, dtype=i8))
        if info.pv_kwp is not None:
            vals["battery_soc_kwh"] = _ro(np.zeros(R))
            vals["pv_w"] = _ro(np.zeros(R))
        out.append(Observation(**vals))
    return out


def _should_warm(info: PolicyInfo) -> bool:
    if _jit.policy_process():
        return _jit.mode() == "on"
    return _jit.use_jit(0, int(info.n_steps))  # the engine's rule (engine/sequence.py)


def warm_up(policy: Policy, info: PolicyInfo) -> None:
    """Compile ``policy``'s kernels for runs shaped like ``info`` (see the module docstring).

    Call it first thing in ``reset`` (:class:`Warmed` does), before the policy's state is
    rebuilt: the copy is taken of the policy as it is then.
    """
    if not _should_warm(info):
        return
    key = _key(policy, info)
    if key in _DONE:
        return
    _DONE.add(key)  # before the copy's reset, which comes back here
    twin = copy.copy(policy)
    try:
        _jit.mark_warm()  # the engine of this run uses its kernels (use_jit): so will the copy
        twin.reset(info)
        for obs in synthetic_observations(info):
            twin.decide(obs)
        last_error[0] = None
    except Exception as exc:  # noqa: BLE001 - only where compile time falls is at stake
        last_error[0] = exc


class Warmed(Policy):
    """Base of every zoo policy but the oracle (whose ``reset`` solves the whole window): its
    ``reset`` warms the policy's compiled helpers (:func:`warm_up`; for a policy without any,
    the copy's reset and two decisions, once per process) before the subclass's own reset
    work (subclasses call ``super().reset(info)`` first)."""

    def reset(self, info: PolicyInfo) -> None:
        """Compile the kernels (:func:`warm_up`), then keep ``self.info``."""
        warm_up(self, info)
        super().reset(info)
