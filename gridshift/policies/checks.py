"""The public policy checker: does a policy keep the contract of :mod:`gridshift.policies.api`?

Modelled on scikit-learn's ``parametrize_with_checks`` (the same public checks run over every
built-in estimator in its own test suite) and Gymnasium's ``env_checker`` (each failure says what
is wrong and how to fix it). :func:`check_policy` runs a policy over the small built-in check
scenario (``check-v1``: three regions, two days, a few hundred jobs) twice, watching every
decision, and returns one :class:`CheckResult` per check:

``constructs``         the policy loads and has ``id``, ``family``, ``description``, ``tracks``
``params``             the constructor only stores its parameters: ``get_params()`` round-trips
                       and ``__init__`` sets no other attribute
``runs``               a whole run completes without an exception
``decision_types``     every Decision has one integer region per pending job, no NaN, and a
                       valid ``gpu_type`` / ``pause`` when given
``regions_valid``      regions are in ``0..R-1`` or ``-1`` (defer), and can host the job
``empty_pending``      ``decide`` with no pending jobs returns an empty Decision
``obs_not_mutated``    the Observation's arrays are unchanged by ``decide``
``deterministic``      the same seed gives the same decisions, epoch by epoch
``time_budget``        each ``decide`` takes less than ``time_budget_s``

The time budget is judged at every ``decide`` as it returns: the first call over budget ends the
whole check (the policy is not asked again), and ``time_budget`` fails naming the run, the epoch
and the time taken; the checks not judged by then are reported as skipped (failed). A
``decide`` that does not answer at all is stopped at ``3 x budget + 2`` s. A long check reports
its progress through the ``progress`` callback (``gridshift policies check`` prints it on
stderr).

Policies that are not zoo policies (a ``FILE.py:Class``, a plugin) are checked **in the
sandbox** (:class:`gridshift.policies.isolation.IsolatedPolicy`): the checker, the World and
the caller's files stay in this process, the policy's code runs only in the policy process
(the ``constructs`` and ``params`` checks are computed there and reported back). There an
Observation's arrays cannot be made writeable at all, so a mutating policy fails ``runs``.

Usage::

    from gridshift.policies.checks import check_policy
    for res in check_policy("examples/my_policy.py:MyPolicy"):
        print(res)
"""

from __future__ import annotations

import dataclasses
import hashlib
import re
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import numpy as np

from gridshift.errors import GridshiftError, PolicyError
from gridshift.policies._params import params_round_trip
from gridshift.policies.api import (
    DEFER,
    Decision,
    Observation,
    PendingJobs,
    Policy,
    PolicyInfo,
    RunningJobs,
)

__all__ = ["CHECKS", "CheckResult", "check_policy"]

CHECKS: tuple[str, ...] = (
    "constructs", "params", "runs", "decision_types", "regions_valid", "empty_pending",
    "obs_not_mutated", "deterministic", "time_budget",
)

_RUNNING_FIELDS = ("job_id", "region", "gpu_type", "gpus", "started", "interruptible",
                   "remaining_s", "deadline_s")
_VERSIONED = re.compile(r"^[a-z0-9][a-z0-9._-]*-v\d+$")


@dataclass(frozen=True)
class CheckResult:
    """The outcome of one check.

    Attributes:
        name: Check name (one of :data:`CHECKS`).
        passed: Whether the policy passed.
        message: On failure, what is wrong and how to fix it; on success, a short note.
    """

    name: str
    passed: bool
    message: str

    def __str__(self) -> str:
        return f"[{'PASS' if self.passed else 'FAIL'}] {self.name}: {self.message}"


@lru_cache(maxsize=4)
def _world(scenario: str | None) -> Any:
    from gridshift.scenario import load_scenario
    from gridshift.sim.world import build_world

    return build_world(load_scenario(scenario or "check-v1"))


def _snapshot(obs: Observation) -> dict[str, np.ndarray]:
    out: dict[str, np.ndarray] = {}
    for f in dataclasses.fields(obs):
        v = getattr(obs, f.name)
        if isinstance(v, np.ndarray):
            out[f.name] = v.copy()
        elif isinstance(v, PendingJobs) or dataclasses.is_dataclass(v):
            for g in dataclasses.fields(v):
                a = getattr(v, g.name)
                if isinstance(a, np.ndarray):
                    out[f"{f.name}.{g.name}"] = a.copy()
        elif isinstance(v, RunningJobs):
            for name in _RUNNING_FIELDS:
                a = getattr(v, name, None)
                if isinstance(a, np.ndarray):
                    out[f"{f.name}.{name}"] = a.copy()
    return out


def _changed(before: dict[str, np.ndarray], obs: Observation) -> list[str]:
    after = _snapshot(obs)
    return [k for k, a in before.items()
            if a.shape != after[k].shape or not np.array_equal(a, after[k], equal_nan=True)]


class _OverBudget(Exception):
    """The first ``decide`` over the time budget: it ends the check."""

    def __init__(self, message: str, epoch: int) -> None:
        super().__init__(message)
        self.message = message
        self.epoch = epoch


def _over_budget_message(dt: float, epoch: int, where: str, n_pending: int, budget: float,
                         stopped: bool) -> str:
    took = (f"did not answer within {dt:.3f} s and was stopped" if stopped
            else f"took {dt:.3f} s")
    return (f"decide() {took} at epoch {epoch} ({where}) with {n_pending} pending jobs; the "
            f"budget is {budget:.3f} s, so the check stopped there. Work on all jobs at once "
            "with numpy (no Python loop over jobs), precompute in reset(), or plan each job "
            "once and remember the plan")


def _timed_decide(policy: Any, obs: Observation, budget: float, where: str) -> tuple[Any, float]:
    """``policy.decide(obs)`` and its time [s]; :class:`_OverBudget` when over ``budget``, or
    when the policy was stopped at its hard limit (:func:`_hard_budget`)."""
    t0 = time.perf_counter()
    try:
        dec = policy.decide(obs)
    except PolicyError as exc:
        dt = time.perf_counter() - t0
        if dt > budget and "took longer than the time budget" in str(exc):
            raise _OverBudget(_over_budget_message(dt, int(obs.step), where, len(obs.jobs),
                                                   budget, True), int(obs.step)) from None
        raise
    dt = time.perf_counter() - t0
    if dt > budget:
        raise _OverBudget(_over_budget_message(dt, int(obs.step), where, len(obs.jobs), budget,
                                               False), int(obs.step))
    return dec, dt


class _Progress:
    """Says how far a long check has come: at most one line per ``every_s`` seconds."""

    def __init__(self, say: Callable[[str], None] | None, every_s: float) -> None:
        self.say = say
        self.every_s = every_s
        self.last = time.monotonic()

    def __call__(self, line: str, *, force: bool = False) -> None:
        if self.say is None:
            return
        now = time.monotonic()
        if force or now - self.last >= self.every_s:
            self.last = now
            self.say(line)


class _Watcher:
    """Wraps a policy for one run; validates and records every decision, and ends the run
    with :class:`_OverBudget` at the first ``decide`` over the time budget."""

    def __init__(self, policy: Any, time_budget_s: float, label: str = "run 1 of 2",
                 progress: _Progress | None = None, n_epochs: int = 0) -> None:
        self.policy = policy
        self.id = getattr(policy, "id", "") or type(policy).__name__
        self.tracks = getattr(policy, "tracks", ("forecast", "clairvoyant"))
        self.budget = time_budget_s
        self.label = label
        self.progress = progress
        self.n_epochs = n_epochs
        self.problems: dict[str, str] = {}
        self.digest = hashlib.sha256()
        self.slowest = (0.0, -1)
        self.n_decisions = 0
        self.first_obs: Observation | None = None
        self.info: PolicyInfo | None = None
        self.over: _OverBudget | None = None

    def reset(self, info: PolicyInfo) -> None:
        self.info = info
        self.policy.reset(info)

    def state(self) -> dict[str, Any]:
        return self.policy.state()

    def _fail(self, check: str, msg: str) -> None:
        self.problems.setdefault(check, msg)

    def decide(self, obs: Observation) -> Decision:
        assert self.info is not None
        if self.first_obs is None and len(obs.jobs):
            self.first_obs = obs
        before = _snapshot(obs)
        try:
            dec, dt = _timed_decide(self.policy, obs, self.budget,
                                    f"{self.label}, decide() call {self.n_decisions + 1}")
        except _OverBudget as over:
            self.over = over
            self._fail("time_budget", over.message)
            raise
        self.n_decisions += 1
        if dt > self.slowest[0]:
            self.slowest = (dt, obs.step)
        if self.progress is not None:
            self.progress(f"{self.label}: epoch {obs.step} of at most {self.n_epochs}, "
                          f"{self.n_decisions} decide() calls, slowest "
                          f"{self.slowest[0]:.3f} s (budget {self.budget:.3f} s)")
        changed = _changed(before, obs)
        if changed:
            self._fail("obs_not_mutated", f"decide() changed {', '.join(changed[:4])} of the "
                       f"Observation at epoch {obs.step}; copy an array before modifying it "
                       "(e.g. `region = obs.jobs.origin.copy()`), never reset its write flag")
        ok = self._validate(dec, obs)
        if not ok:
            return Decision.defer_all(obs)  # keep the run going to find the other problems
        self.digest.update(np.asarray(dec.region, np.int64).tobytes())
        if dec.gpu_type is not None:
            self.digest.update(b"g" + np.asarray(dec.gpu_type, np.int64).tobytes())
        if dec.pause is not None:
            self.digest.update(b"p" + np.asarray(dec.pause, np.int64).tobytes())
        return dec

    def _validate(self, dec: Any, obs: Observation) -> bool:  # noqa: C901 - one rule per branch
        info = self.info
        assert info is not None
        n = len(obs.jobs)
        k = obs.step
        if not isinstance(dec, Decision):
            self._fail("decision_types", f"decide() returned {type(dec).__name__} at epoch {k}; "
                       "return gridshift.Decision(region=...)")
            return False
        reg = np.asarray(dec.region)
        if reg.shape != (n,):
            self._fail("decision_types", f"Decision.region has shape {reg.shape} for {n} "
                       f"pending jobs at epoch {k}; return one region per job of obs.jobs, in "
                       "the same order (use -1 / gridshift.DEFER to defer a job)")
            return False
        if reg.dtype.kind == "f" and np.isnan(reg).any():
            self._fail("decision_types", f"Decision.region holds NaN at epoch {k}; use -1 "
                       "(gridshift.DEFER) for 'no region now'")
            return False
        if n and reg.dtype.kind not in "iu":
            self._fail("decision_types", f"Decision.region has dtype {reg.dtype} at epoch {k}; "
                       "it must be integers, e.g. `np.asarray(region, dtype=np.int64)`")
            return False
        R = info.n_regions
        bad = (reg < DEFER) | (reg >= R)
        if bad.any():
            i = int(np.flatnonzero(bad)[0])
            self._fail("regions_valid", f"region {reg[i]} for pending job {i} at epoch {k} is "
                       f"not a region index (0..{R - 1}) or -1 (defer); regions are indices "
                       "into info.regions")
            return False
        placed = np.flatnonzero(reg >= 0)
        gt = None
        if dec.gpu_type is not None:
            gt = np.asarray(dec.gpu_type)
            if gt.shape != (n,) or (n and gt.dtype.kind not in "iu"):
                self._fail("decision_types", f"Decision.gpu_type has shape {gt.shape} and dtype "
                           f"{gt.dtype} at epoch {k}; give None or one integer per pending job "
                           "(-1 = let the simulator choose)")
                return False
            own = obs.jobs.gpu_type
            clash = (own >= 0) & (gt >= 0) & (gt != own) & (reg >= 0)
            badt = (gt < -1) | (gt >= len(info.gpu_types))
            if clash.any() or badt.any():
                i = int(np.flatnonzero(clash | badt)[0])
                self._fail("decision_types", f"Decision.gpu_type {gt[i]} for pending job {i} at "
                           f"epoch {k} is not a GPU type index or contradicts the job's own "
                           f"gpu_type {own[i]}; use -1 or obs.jobs.gpu_type")
                return False
        if placed.size:
            need = obs.jobs.gpus[placed]
            own = obs.jobs.gpu_type[placed]
            g = own if gt is None else np.where(own >= 0, own, gt[placed])
            cap = info.capacity[reg[placed]]  # [P, G]
            most = np.where(g >= 0, cap[np.arange(placed.size), np.maximum(g, 0)],
                            cap.max(axis=1))
            never = most < need
            if never.any():
                i = int(placed[np.flatnonzero(never)[0]])
                self._fail("regions_valid", f"pending job {i} at epoch {k} needs "
                           f"{obs.jobs.gpus[i]} GPUs but region {info.regions[reg[i]]} has at "
                           "most {} of the type; check info.capacity[region] >= obs.jobs.gpus "
                           "before placing".format(int(most[np.flatnonzero(never)[0]])))
                return False
        if dec.pause is not None:
            p = np.asarray(dec.pause)
            if p.ndim != 1 or (p.size and p.dtype.kind not in "iu"):
                self._fail("decision_types", f"Decision.pause at epoch {k} must be a 1-D integer "
                           "array of job ids (from obs.running.job_id)")
                return False
            ok = obs.running.started & obs.running.interruptible
            allowed = obs.running.job_id[ok]
            if p.size and not np.isin(p, allowed).all():
                self._fail("decision_types", f"Decision.pause at epoch {k} names jobs that are "
                           "not running interruptible jobs; pause only obs.running.job_id where "
                           "obs.running.started & obs.running.interruptible")
                return False
        return True


class _Unstarted:
    """Stands in for a policy whose process could not start."""

    id = "?"
    tracks = ("forecast", "clairvoyant")

    def close(self) -> None:
        """Nothing to stop."""


def _guarded(pol: Any, budget: float) -> Any:
    """An in-process policy under the hard limit of :func:`_hard_budget` (a sandboxed one
    already has it)."""
    from gridshift.policies.isolation import GuardedPolicy

    return pol if hasattr(pol, "close") else GuardedPolicy(pol, time_budget_s=_hard_budget(budget))


def _run_once(make: Any, world: Any, track: str, budget: float, label: str = "run 1 of 2",
              progress: _Progress | None = None) -> tuple[_Watcher, str | None]:
    """One run watched; ``w.over`` is set when it stopped at a decide() over budget."""
    from gridshift.sim.run import simulate

    try:
        pol = make()
    except PolicyError as exc:
        return _Watcher(_Unstarted(), budget, label), f"{exc}"
    w = _Watcher(_guarded(pol, budget), budget, label, progress, world.n_sim_steps)
    if progress is not None:
        progress(f"{label} on {world.scenario.id} ({track} track, at most "
                 f"{world.n_sim_steps} epochs)", force=True)
    try:
        simulate(world, w, track=track)
    except _OverBudget:
        return w, None
    except Exception as exc:  # noqa: BLE001 - reported as a check failure
        tb = traceback.extract_tb(exc.__traceback__)
        where = f" ({tb[-1].filename}:{tb[-1].lineno})" if tb else ""
        return w, f"{type(exc).__name__}: {exc}{where}"
    finally:
        w.policy.close()
    return w, None


def _stopped(results: list[CheckResult], over: _OverBudget,
             problems: dict[str, str]) -> list[CheckResult]:
    """The results of a check that stopped at a decide() over budget: what was judged, the
    problems already found, ``time_budget`` failed and every other check skipped."""
    done = {r.name for r in results}
    out = list(results)
    for name in CHECKS:
        if name in done:
            continue
        if name == "time_budget":
            out.append(CheckResult(name, False, over.message))
        elif name in problems:
            out.append(CheckResult(name, False, problems[name]))
        elif name == "runs":
            out.append(CheckResult(name, False, f"stopped at epoch {over.epoch}: decide() went "
                                   "over the time budget (see time_budget)"))
        else:
            out.append(CheckResult(name, False, f"skipped: the check stopped at epoch "
                                   f"{over.epoch}, where decide() went over the time budget"))
    return out


def _constructs(ref: str | Policy, params: dict[str, Any]) -> tuple[CheckResult, Any]:
    from gridshift.policies.registry import load_policy

    try:
        pol = load_policy(ref, **params)
    except GridshiftError as exc:
        return CheckResult("constructs", False, f"{exc}"), None
    except Exception as exc:  # noqa: BLE001
        return CheckResult("constructs", False, f"constructing the policy raised "
                           f"{type(exc).__name__}: {exc}; the constructor must only store its "
                           "parameters"), None
    problems = []
    pid = getattr(pol, "id", "")
    if not pid or (not _VERSIONED.match(pid) and ".py:" not in pid):
        problems.append(f"id {pid!r} should be a versioned id like 'my-policy-v1' (class "
                        "attribute `id = \"my-policy-v1\"`)")
    if not getattr(pol, "description", "") or "\n" in pol.description:
        problems.append("set a one-line class attribute `description`")
    tracks = getattr(pol, "tracks", ())
    if not tracks or not set(tracks) <= {"forecast", "clairvoyant"}:
        problems.append(f"tracks {tracks!r} must be a non-empty subset of "
                        "('forecast', 'clairvoyant')")
    if problems:
        return CheckResult("constructs", False, "; ".join(problems)), pol
    return CheckResult("constructs", True, f"{type(pol).__name__} as {pid!r}"), pol


def _params(pol: Policy) -> CheckResult:
    ok, msg = params_round_trip(pol)
    return CheckResult("params", ok, msg)


def _constructs_isolated(ref: str, params: dict[str, Any],
                         time_budget_s: float) -> tuple[CheckResult, Any]:
    from gridshift.policies.isolation import IsolatedPolicy

    try:
        pol = IsolatedPolicy(ref, params, time_budget_s=_hard_budget(time_budget_s))
    except PolicyError as exc:
        return CheckResult("constructs", False, f"{exc}"), None
    problems = []
    pid = pol.id
    if not pid or (not _VERSIONED.match(pid) and ".py:" not in pid):
        problems.append(f"id {pid!r} should be a versioned id like 'my-policy-v1' (class "
                        "attribute `id = \"my-policy-v1\"`)")
    if not pol.description or "\n" in pol.description:
        problems.append("set a one-line class attribute `description`")
    if not pol.tracks or not set(pol.tracks) <= {"forecast", "clairvoyant"}:
        problems.append(f"tracks {pol.tracks!r} must be a non-empty subset of "
                        "('forecast', 'clairvoyant')")
    if problems:
        return CheckResult("constructs", False, "; ".join(problems)), pol
    return CheckResult("constructs", True, f"{pid!r} (sandbox: {pol.isolation})"), pol


def _hard_budget(time_budget_s: float) -> float:
    """The budget after which a sandboxed check run is stopped (the check itself reports
    any decide() over ``time_budget_s``)."""
    return 3.0 * float(time_budget_s) + 2.0


def check_policy(ref_or_instance: str | Policy, scenario: str | None = None, *,
                 params: dict[str, Any] | None = None,
                 time_budget_s: float = 1.0, trusted: bool | None = None,
                 progress: Callable[[str], None] | None = None,
                 progress_every_s: float = 5.0) -> list[CheckResult]:
    """Run every check of :data:`CHECKS` on a policy and return the results.

    Args:
        ref_or_instance: A policy id, ``path/file.py:Class`` or an instance (an instance is
            rebuilt from ``get_params()`` for each run, so runs start from a fresh state).
        scenario: Scenario id or path (default: the built-in ``check-v1``).
        params: Constructor parameters when ``ref_or_instance`` is a reference.
        time_budget_s: Largest allowed time for one ``decide`` call [s].
        trusted: ``None`` (default): a reference that is not a zoo id is checked in the
            sandbox; ``True``: in this process; ``False``: in the sandbox even for a zoo id.
        progress: Called with a line of progress (the run and epoch reached, the slowest
            ``decide`` so far) at the start of each run and at most every
            ``progress_every_s`` seconds of a run.
        progress_every_s: Least time between two progress lines of a run [s].

    Returns:
        One :class:`CheckResult` per check, in the order of :data:`CHECKS`. Checks that cannot
        run because an earlier one failed are reported as failed with the reason; the first
        ``decide`` over ``time_budget_s`` ends the check (``time_budget`` names the run, the
        epoch and the time; the checks not judged by then are skipped).
    """
    from gridshift.policies.isolation import IsolatedPolicy, is_trusted

    params = dict(params or {})
    results: list[CheckResult] = []
    # an external scheduler (exec:/tcp:) is checked through its proxy, which is gridshift code
    # that starts the program in the sandbox itself (a second policy process around it would
    # hide the program's files from it)
    external = isinstance(ref_or_instance, str) and ref_or_instance.startswith(("exec:", "tcp:"))
    isolated = isinstance(ref_or_instance, str) and not external and (
        trusted is False or (trusted is None and not is_trusted(ref_or_instance)))
    if isolated:
        assert isinstance(ref_or_instance, str)
        res, pol = _constructs_isolated(ref_or_instance, params, time_budget_s)
    else:
        res, pol = _constructs(ref_or_instance, params)
    results.append(res)
    if pol is None:
        return results + [CheckResult(n, False, "skipped: the policy could not be constructed")
                          for n in CHECKS[1:]]
    if isolated:
        try:
            ok, msg = pol.check_params()
        except PolicyError as exc:
            ok, msg = False, f"{exc}"
        finally:
            pol.close()
        results.append(CheckResult("params", ok, msg))
        ref_s = str(ref_or_instance)
        tracks = tuple(pol.tracks) or ("forecast",)

        def make() -> Any:
            return IsolatedPolicy(ref_s, params, time_budget_s=_hard_budget(time_budget_s))
    else:
        results.append(_params(pol))
        pid = pol.id
        cls = type(pol)
        tracks = tuple(cls.tracks)
        try:
            kw = pol.get_params()
        except Exception:  # noqa: BLE001 - reported by the params check
            kw = params

        def make() -> Any:
            p = cls(**kw)
            if not getattr(p, "id", ""):
                p.id = pid  # type: ignore[misc]
            return p

    world = _world(None if scenario is None else str(scenario))
    track = "forecast" if "forecast" in tracks else tracks[0]
    prog = _Progress(progress, progress_every_s)
    w1, err1 = _run_once(make, world, track, time_budget_s, "run 1 of 2", prog)
    if w1.over is not None:
        return _stopped(results, w1.over, w1.problems)
    if err1 is not None:
        results.append(CheckResult("runs", False, f"the run on {world.scenario.id} failed: "
                                   f"{err1}"))
    else:
        results.append(CheckResult("runs", True, f"{w1.n_decisions} decisions on "
                                   f"{world.scenario.id} ({track} track)"))
    for name in ("decision_types", "regions_valid"):
        msg = w1.problems.get(name)
        results.append(CheckResult(name, msg is None, msg or "ok"))

    prog("empty_pending: decide() with no pending jobs", force=True)
    try:
        results.append(_empty_pending(make, w1, time_budget_s))
    except _OverBudget as over:
        return _stopped(results, over, w1.problems)

    msg = w1.problems.get("obs_not_mutated")
    results.append(CheckResult("obs_not_mutated", msg is None, msg or "ok"))

    w2, err2 = _run_once(make, world, track, time_budget_s, "run 2 of 2", prog)
    if w2.over is not None:
        return _stopped(results, w2.over, w2.problems)
    if err1 is not None or err2 is not None:
        results.append(CheckResult("deterministic", False, "skipped: the run failed"))
    elif w1.digest.hexdigest() != w2.digest.hexdigest():
        results.append(CheckResult("deterministic", False, "two runs with the same seed gave "
                                   "different decisions; draw randomness only from "
                                   "np.random.default_rng(info.seed) created in reset(), and do "
                                   "not depend on wall-clock time or set/dict ordering of ids"))
    else:
        results.append(CheckResult("deterministic", True, "same seed, same decisions"))

    slow = max(w1.slowest[0], w2.slowest[0])
    results.append(CheckResult("time_budget", True, f"slowest decide() {slow * 1000:.1f} ms "
                                                    f"(budget {time_budget_s:.2f} s)"))
    return results


def _empty_pending(make: Any, w1: _Watcher, budget: float) -> CheckResult:
    """``decide`` with no pending jobs returns an empty Decision (timed like every decide:
    :class:`_OverBudget` when over budget)."""
    if w1.first_obs is None or w1.info is None:
        return CheckResult("empty_pending", False, "skipped: the run gave no observation")
    obs = w1.first_obs
    cols: dict[str, Any] = {f.name: None if getattr(obs.jobs, f.name) is None
                            else getattr(obs.jobs, f.name)[:0]
                            for f in dataclasses.fields(obs.jobs)}
    empty = PendingJobs(**cols)
    obs0 = dataclasses.replace(obs, jobs=empty)
    try:
        p = _guarded(make(), budget)
    except PolicyError as exc:
        return CheckResult("empty_pending", False, f"{exc}")
    try:
        p.reset(w1.info)
        d, _ = _timed_decide(p, obs0, budget, "the empty_pending check")
        ok = isinstance(d, Decision) and np.asarray(d.region).shape == (0,)
        msg = "ok" if ok else ("with no pending jobs decide() must return a Decision with an "
                               "empty region array (e.g. Decision.defer_all(obs))")
    except _OverBudget:
        raise
    except Exception as exc:  # noqa: BLE001
        ok = False
        msg = (f"decide() with no pending jobs raised {type(exc).__name__}: {exc}; handle "
               "len(obs.jobs) == 0 (the simulator asks when only running jobs may be paused)")
    finally:
        p.close()
    return CheckResult("empty_pending", ok, msg)
