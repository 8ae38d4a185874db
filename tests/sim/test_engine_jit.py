"""The engine's compiled kernels give the numpy path's run, bit for bit (gridshift/_jit.py).

``GRIDSHIFT_JIT=1`` (the default) runs the completions, placements, dispatch and the
observation's gathers as numba kernels (beside each mechanism in ``gridshift/sim/engine/``);
``GRIDSHIFT_JIT=0`` runs the numpy references they replace. ``tests/sim/test_engine_kernels.py``
compares the three paths on backlogs, pauses, transfers, two GPU types, the drain and on-site
PV; here: power-down with GPUs waking, transfers at measured pair bandwidth, that the switch
switches, and that the type-choice errors read the same from both paths.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import numpy as np
import pytest

import gridshift
from gridshift.errors import PolicyError
from gridshift.policies.api import Decision, Policy
from gridshift.sim import _kernels
from gridshift.sim.engine import observation, queue
from gridshift.sim.run import simulate
from tests.conftest import shared_cache
from tests.sim.test_engine_kernels import _run, _world, same_run

pytest.importorskip("numba", reason="the compiled path needs numba (a dependency)")

_DATASETS = ["electricitymaps", "electricity-prices", "open-meteo", "egress-aws"]
PKG = Path(gridshift.__file__).parent


@pytest.fixture(scope="module", autouse=True)
def _dataset_cache(tmp_path_factory):
    """The real-data scenarios' datasets, from the shared data folder where it is present."""
    yield from shared_cache(tmp_path_factory, _DATASETS)


POWER = '[power]\nidle = "charged"\npower_down = true\nwake_s = 1800\n'

#: Beyond tests/sim/test_engine_kernels.py's scenarios (which compare all three paths):
#: (label, TOML file inside the package, days to cut it to or None, TOML appended)
SCENARIOS = [
    ("check-load-powerdown", "scenarios/check-load-v1.toml", None, POWER),
    ("gs-v2-us-spatial", "benchmark/suites/gs-v2/us-spatial.toml", 1, ""),
]


class _PowerCycle(Policy):
    """local-now that powers half of every pool down on odd epochs (exercises waking GPUs)."""

    id = "test-power-cycle"

    def decide(self, obs):
        cap = self.info.capacity
        on = cap if obs.step % 2 == 0 else cap // 2
        return Decision(region=obs.jobs.origin.astype(np.int64), power_on=on.astype(np.int64))


@pytest.mark.parametrize("label,rel,days,extra", SCENARIOS, ids=[s[0] for s in SCENARIOS])
def test_compiled_kernels_give_the_numpy_run(label, rel, days, extra, monkeypatch):
    world = _world(rel, days, extra)
    pols: tuple = ("local-now", "lowest-carbon-now", "interruptible-lowest-slots")
    if label == "check-load-powerdown":
        pols = (_PowerCycle, "local-now", "interruptible-lowest-slots")
    moved = 0
    for pol in pols:
        ref, ref_rec = _run(world, pol, True, monkeypatch, jit=False)
        new, new_rec = _run(world, pol, True, monkeypatch, jit=True)
        assert new_rec.epochs == ref_rec.epochs > 0, (label, pol)
        assert new_rec.digest.hexdigest() == ref_rec.digest.hexdigest(), (label, pol)
        same_run(ref, new, (label, pol))
        moved += len(ref.schedule.transfers["job"])
        if pol is _PowerCycle:
            assert ref.schedule.powered_gpus.min() < ref.schedule.powered_gpus.max()
    if label == "gs-v2-us-spatial":
        assert moved > 0, "this scenario must exercise transfers at measured pair bandwidth"
        assert world.bandwidth_pair_gbps is not None


def test_the_switch_selects_the_compiled_path(monkeypatch):
    """GRIDSHIFT_JIT really changes the code path (so the comparison above compares two)."""
    world = _world("scenarios/check-load-v1.toml", None, "")
    seen: list[str] = []

    def spy(module, name):
        orig = getattr(module, name)
        assert getattr(_kernels, name) is not None  # (the old import path still names it)

        def call(*args):
            seen.append(name)
            return orig(*args)

        return call

    # each kernel lives beside its mechanism's numpy reference (gridshift/sim/engine/)
    for module, name in ((observation, "observe"), (queue, "place_dispatch")):
        monkeypatch.setattr(module, name, spy(module, name))
    _run(world, "local-now", True, monkeypatch, jit=False)
    assert not seen
    _run(world, "local-now", True, monkeypatch, jit=True)
    assert {"observe", "place_dispatch"} <= set(seen)


class _WrongType(Policy):
    """Gives every type-pinned job the other GPU type."""

    id = "test-wrong-type"

    def decide(self, obs):
        own = obs.jobs.gpu_type
        t = np.where(own >= 0, 1 - own, -1)
        return Decision(region=obs.jobs.origin.astype(np.int64), gpu_type=t.astype(np.int64))


class _NoSuchPool(Policy):
    """Sends every job to region 1 on GPU type 1, of which check-v1's region 1 has none."""

    id = "test-no-such-pool"

    def decide(self, obs):
        n = len(obs.jobs)
        return Decision(region=np.ones(n, dtype=np.int64), gpu_type=np.ones(n, dtype=np.int64))


class _ToRegion1(Policy):
    """Sends every job to region 1 (any type)."""

    id = "test-to-region-1"

    def decide(self, obs):
        return Decision(region=np.ones(len(obs.jobs), dtype=np.int64))


def _error(world, policy, jit, monkeypatch) -> str:
    monkeypatch.setenv("GRIDSHIFT_JIT", "1" if jit else "0")
    with pytest.raises(PolicyError) as exc:
        simulate(world, policy())
    return str(exc.value)


def test_type_errors_read_the_same_from_both_paths(monkeypatch):
    world = _world("scenarios/check-v1.toml", None, "")
    assert world.capacity.shape[1] == 2 and world.capacity[1, 1] == 0
    jobs = world.jobs
    # half of the jobs pinned to a GPU type (the synthetic jobs pin none)
    pinned = dataclasses.replace(jobs, gpu_type=np.where(np.arange(len(jobs)) % 2 == 0,
                                                         np.arange(len(jobs)) // 2 % 2, -1))
    pw = dataclasses.replace(world, jobs=pinned)
    a = _error(pw, _WrongType, False, monkeypatch)
    assert "requires GPU type" in a and "but the decision gave" in a
    assert _error(pw, _WrongType, True, monkeypatch) == a
    a = _error(world, _NoSuchPool, False, monkeypatch)
    assert "GPUs of type H100-SXM but region" in a and "could never start there" in a
    assert _error(world, _NoSuchPool, True, monkeypatch) == a
    # "any" type: a job needing more GPUs than region 1 has of any type
    big = dataclasses.replace(jobs, gpus=np.where(np.arange(len(jobs)) == 3, 64, jobs.gpus))
    bw = dataclasses.replace(world, jobs=big)
    a = _error(bw, _ToRegion1, False, monkeypatch)
    assert "needs 64 GPUs of type any but region" in a
    assert _error(bw, _ToRegion1, True, monkeypatch) == a
