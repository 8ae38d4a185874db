"""The in-process time budget over a whole run (``GuardedPolicy.budget_session``, opened by
``Simulator.run``): the SIGALRM handler is installed once per run instead of at every call,
and the run must leave no trace of it. The handler in place before the run is back after it
(finished, failed or interrupted), the timer is disarmed, a decide() over budget fails with
the same error as outside a session, a policy that installs its own handler does not turn the
budget off, and a SIGALRM that is not the budget's still reaches the handler it was meant
for."""

from __future__ import annotations

import signal
import subprocess
import sys
import textwrap
import threading
import time

import numpy as np
import pytest

from gridshift import Decision, Policy, build_world, load_scenario, simulate
from gridshift.errors import PolicyError
from gridshift.policies.isolation import GuardedPolicy, _Alarm
from gridshift.sim.simulator import Simulator

pytestmark = pytest.mark.skipif(not hasattr(signal, "setitimer"), reason="no setitimer")


@pytest.fixture(scope="module")
def check_world():
    return build_world(load_scenario("check-v1"))


@pytest.fixture
def foreign():
    """A handler of the caller's own in place during the test: ``(handler, calls)``."""
    calls: list[int] = []

    def handler(signum, frame):  # noqa: ANN001, ARG001
        calls.append(signum)

    old = signal.signal(signal.SIGALRM, handler)
    try:
        yield handler, calls
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0.0)
        signal.signal(signal.SIGALRM, old)


class _Local(Policy):
    """Places every job where it was submitted; notes the SIGALRM handler it runs under;
    may sleep past the budget from epoch ``sleep_at``, install a handler of its own (and
    leave it in place) at epoch ``swap_at`` or raise SIGALRM itself at epoch ``raise_at``."""

    id = "test-budget-local"
    description = "local placement for the budget tests"

    def __init__(self, sleep_at: int | None = None, swap_at: int | None = None,
                 raise_at: int | None = None) -> None:
        super().__init__()
        self.sleep_at, self.swap_at, self.raise_at = sleep_at, swap_at, raise_at
        self.handlers: list[object] = []

    def decide(self, obs):  # noqa: ANN001, ANN201
        self.handlers.append(signal.getsignal(signal.SIGALRM))
        if obs.step == self.swap_at:
            signal.signal(signal.SIGALRM, signal.SIG_IGN)
        if self.raise_at is not None and obs.step >= self.raise_at:
            signal.raise_signal(signal.SIGALRM)
        if self.sleep_at is not None and obs.step >= self.sleep_at:
            time.sleep(5.0)
        return Decision(region=np.asarray(obs.jobs.origin, dtype=np.int64).copy())


def _disarmed() -> bool:
    return signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)


def test_a_run_installs_its_handler_once_and_restores_the_callers(check_world, foreign):
    handler, calls = foreign
    plain = simulate(check_world, _Local())
    pol = _Local()
    res = simulate(check_world, GuardedPolicy(pol, time_budget_s=30.0))
    assert res.jobs_sha256() == plain.jobs_sha256() and res.metrics == plain.metrics
    assert len(pol.handlers) > 10
    # one handler for the whole run, the session's (not the caller's, not one per call)
    assert all(h is pol.handlers[0] for h in pol.handlers)
    assert isinstance(pol.handlers[0], _Alarm)
    assert signal.getsignal(signal.SIGALRM) is handler and _disarmed() and calls == []


def test_over_budget_fails_as_outside_a_session_and_restores_the_callers(check_world,
                                                                          foreign):
    handler, calls = foreign
    pol = GuardedPolicy(_Local(sleep_at=3), time_budget_s=0.2)
    with pytest.raises(PolicyError) as inside:
        Simulator(check_world, pol).run()
    assert signal.getsignal(signal.SIGALRM) is handler and _disarmed() and calls == []
    # the same decide() outside a session (the handler installed for this call alone)
    gen = Simulator(check_world, _Local()).iterate()
    obs = next(gen)
    while obs.step < 3:
        obs = gen.send(_Local().decide(obs))
    with pytest.raises(PolicyError) as outside:
        pol.decide(obs)
    gen.close()
    assert str(inside.value) == str(outside.value)
    assert str(inside.value).endswith("decide(obs) took longer than the time budget of 0.2 s")
    assert inside.value.__cause__ is None and inside.value.__suppress_context__
    assert signal.getsignal(signal.SIGALRM) is handler and _disarmed() and calls == []


def test_a_policy_that_installs_its_own_handler_keeps_the_budget(check_world, foreign):
    """A handler a policy installs and leaves is replaced after its call (as the per-call
    handler's restore did), so the next calls are under the budget again."""
    handler, calls = foreign
    pol = _Local(sleep_at=5, swap_at=1)
    with pytest.raises(PolicyError, match=r"at epoch 5 .*longer than the time budget of 0.2 s"):
        simulate(check_world, GuardedPolicy(pol, time_budget_s=0.2))
    assert len(pol.handlers) >= 2  # calls after the one at epoch 1 that swapped
    assert all(isinstance(h, _Alarm) for h in pol.handlers)
    assert all(h is pol.handlers[0] for h in pol.handlers)
    assert signal.getsignal(signal.SIGALRM) is handler and _disarmed() and calls == []


def test_sigalrm_during_a_call_is_over_budget_as_before(check_world, foreign):
    handler, calls = foreign
    with pytest.raises(PolicyError, match=r"at epoch 2 .*longer than the time budget of 30 s"):
        simulate(check_world, GuardedPolicy(_Local(raise_at=2), time_budget_s=30.0))
    assert signal.getsignal(signal.SIGALRM) is handler and _disarmed() and calls == []


def test_a_policy_error_and_ctrl_c_restore_the_callers_handler(check_world, foreign):
    handler, calls = foreign

    class Fails(_Local):
        def decide(self, obs):  # noqa: ANN001, ANN201
            if obs.step >= 2:
                raise ValueError("boom")
            return super().decide(obs)

    class Interrupted(_Local):
        def decide(self, obs):  # noqa: ANN001, ANN201
            raise KeyboardInterrupt

    with pytest.raises(PolicyError, match=r"decide\(obs\) failed: ValueError: boom") as err:
        simulate(check_world, GuardedPolicy(Fails(), time_budget_s=30.0))
    assert isinstance(err.value.__cause__, ValueError)
    assert signal.getsignal(signal.SIGALRM) is handler and _disarmed()
    with pytest.raises(KeyboardInterrupt):
        simulate(check_world, GuardedPolicy(Interrupted(), time_budget_s=30.0))
    assert signal.getsignal(signal.SIGALRM) is handler and _disarmed() and calls == []


def test_a_foreign_sigalrm_between_calls_reaches_the_callers_handler(foreign):
    handler, calls = foreign
    pol = GuardedPolicy(_Local(), time_budget_s=30.0)
    with pol.budget_session():
        alarm = signal.getsignal(signal.SIGALRM)
        assert isinstance(alarm, _Alarm)
        with pol.budget_session():  # a second session of the same policy: nothing
            assert signal.getsignal(signal.SIGALRM) is alarm
        assert signal.getsignal(signal.SIGALRM) is alarm
        signal.raise_signal(signal.SIGALRM)  # not inside a call: the caller's
        assert calls == [signal.SIGALRM]
        alarm.late = True  # the budget's own timer ran out as a call returned: dropped
        signal.raise_signal(signal.SIGALRM)
        assert calls == [signal.SIGALRM] and not alarm.late
    assert signal.getsignal(signal.SIGALRM) is handler and _disarmed()


def test_a_foreign_sigalrm_between_calls_still_ends_the_process_by_default():
    code = textwrap.dedent("""
        import signal
        from gridshift.policies.isolation import GuardedPolicy
        from gridshift.policies.zoo.baselines import LocalNow
        signal.signal(signal.SIGALRM, signal.SIG_DFL)
        pol = GuardedPolicy(LocalNow(), time_budget_s=30.0)
        with pol.budget_session():
            signal.raise_signal(signal.SIGALRM)
        print("survived")
    """)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == -signal.SIGALRM, (out.returncode, out.stdout, out.stderr)
    assert "survived" not in out.stdout


def test_off_the_main_thread_the_session_does_nothing(check_world, foreign):
    handler, calls = foreign
    seen: list[object] = []
    box: dict[str, object] = {}

    def work() -> None:
        pol = _Local()
        box["res"] = simulate(check_world, GuardedPolicy(pol, time_budget_s=30.0))
        seen.extend(pol.handlers)

    t = threading.Thread(target=work)
    t.start()
    t.join(timeout=300)
    assert "res" in box and seen and all(h is handler for h in seen)
    assert signal.getsignal(signal.SIGALRM) is handler and _disarmed() and calls == []
