"""A mechanism added to the epoch's sequence in a few lines (docs/engine.md, issue 34).

The toy mechanism is a capacity outage: one pool gives no GPU to any job for a window of
epochs (its free GPUs are held back, and those freed meanwhile too). Its effect is checked by
hand-computable facts: no job starts on that pool inside the window, the GPUs in use there
only fall during it, the queue waiting for it starts at the window's end; and a mechanism
that changes nothing (an empty window) leaves the run unchanged, bit for bit. Both engine
paths (numpy and compiled) run it.
"""

from __future__ import annotations

import numpy as np
import pytest

import gridshift
from gridshift.scenario import load_scenario
from gridshift.sim.engine.state import Epoch, Mechanism, State
from gridshift.sim.run import simulate
from gridshift.sim.simulator import Simulator
from gridshift.sim.world import build_world

POOL, K0, K1 = 0, 40, 80  # region 0 x GPU type 0 of check-v1, out for epochs 40 .. 79


class Outage(Mechanism):
    """Pool ``pool`` gives no GPU from epoch ``k0`` to ``k1`` (excluded): reads and changes
    ``st.free[pool]`` at ``begin`` (after the completions: it goes after the queue)."""

    def __init__(self, st: State, pool: int, k0: int, k1: int) -> None:
        self.st, self.pool, self.k0, self.k1, self.held = st, pool, k0, k1, 0

    def begin(self, ep: Epoch) -> None:
        free = self.st.free
        if self.k0 <= ep.k < self.k1:
            self.held += int(free[self.pool])  # (and the GPUs freed since the last epoch)
            free[self.pool] = 0
        elif ep.k == self.k1:
            free[self.pool] += self.held
            self.held = 0


def _run(world, k0=K0, k1=K1, outage=True):
    extra = [(None, lambda run: Outage(run.state, POOL, k0, k1))] if outage else []
    return Simulator(world, gridshift.load_policy("local-now"), mechanisms=extra).run()


@pytest.fixture(scope="module")
def world():
    return build_world(load_scenario("check-v1"), 0)


def _same(a, b) -> None:
    for f in ("first_start_s", "finish_s", "region", "gpu_type", "n_pauses", "status",
              "remaining_s"):
        assert getattr(a, f).tobytes() == getattr(b, f).tobytes(), f
    for tab in ("segments", "transfers"):
        ta, tb = getattr(a, tab), getattr(b, tab)
        assert ta.keys() == tb.keys()
        for c in ta:
            assert ta[c].dtype == tb[c].dtype and ta[c].tobytes() == tb[c].tobytes(), (tab, c)
    assert (a.epochs, a.horizon_s) == (b.epochs, b.horizon_s)


@pytest.mark.parametrize("jit", ["0", "1"])
def test_no_job_starts_on_a_pool_while_it_is_out(world, jit, monkeypatch):
    if jit == "1":
        pytest.importorskip("numba")
    monkeypatch.setenv("GRIDSHIFT_JIT", jit)
    step = float(world.step_s)
    G = world.capacity.shape[1]
    base, out = _run(world, outage=False), _run(world)
    for s in (base, out):
        seg = s.segments
        on_pool = seg["region"] * G + seg["gpu_type"] == POOL
        starts = seg["start_s"][on_pool]
        inside = (starts >= K0 * step) & (starts < K1 * step)
        if s is base:
            assert inside.sum() > 5  # without the outage jobs do start there then
            continue
        assert not inside.any()
        # GPUs in use on the pool at each epoch of the window: never more than the last epoch
        t = np.arange(K0, K1) * step
        live = (seg["start_s"][on_pool][:, None] <= t) & (seg["end_s"][on_pool][:, None] > t)
        in_use = (live * seg["gpus"][on_pool][:, None]).sum(axis=0)
        assert (np.diff(in_use) <= 0).all() and in_use[-1] < in_use[0]
        # the jobs that waited for the pool start at the window's end
        assert (starts == K1 * step).sum() > 0
        cap = int(world.capacity.reshape(-1)[POOL])
        t_all = np.unique(seg["start_s"][on_pool])
        use = [(seg["gpus"][on_pool] * ((seg["start_s"][on_pool] <= x)
                                        & (seg["end_s"][on_pool] > x))).sum() for x in t_all]
        assert max(use) <= cap  # capacity never exceeded, outage or not
    # elsewhere the outage changes nothing before it starts
    before = base.first_start_s < K0 * step
    assert np.array_equal(base.first_start_s[before], out.first_start_s[before])


def test_a_mechanism_that_changes_nothing_leaves_the_run_unchanged(world, monkeypatch):
    pytest.importorskip("numba")
    for jit in ("0", "1"):
        monkeypatch.setenv("GRIDSHIFT_JIT", jit)
        plain = simulate(world, gridshift.load_policy("local-now")).schedule
        _same(plain, _run(world, outage=False))
        _same(plain, _run(world, k0=K0, k1=K0))
