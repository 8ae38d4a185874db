"""The engine's compiled kernels give the numpy path's run, bit for bit (gridshift/_jit.py).

``GRIDSHIFT_JIT=1`` (the default) runs the completions, placements, dispatch and the
observation's gathers as numba kernels (``gridshift/sim/_kernels.py``); ``GRIDSHIFT_JIT=0``
runs the numpy sections of ``Simulator.iterate`` they replace. Both must show every policy the
same observations (every ``obs.jobs`` and ``obs.running`` column, ``free_gpus``,
``queued_gpus``: bytes, dtype, shape) and give the same Schedule, ``jobs_sha256`` and metrics,
on scenarios that exercise backlogs, pauses and resumes, transfers with measured pair
bandwidth, two GPU types and type decisions, the drain, power-down and on-site PV. The
type-choice errors read the same from both paths.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import hashlib
import tomllib
from pathlib import Path

import numpy as np
import pytest

import gridshift
from gridshift.errors import DataError, PolicyError
from gridshift.policies.api import Decision, Policy, RunningJobs
from gridshift.scenario import parse_scenario
from gridshift.sim import _kernels
from gridshift.sim.run import simulate
from gridshift.sim.world import build_world
from tests.conftest import shared_cache

pytest.importorskip("numba", reason="the compiled path needs numba (a dependency)")

_DATASETS = ["electricitymaps", "electricity-prices", "open-meteo", "egress-aws"]
PKG = Path(gridshift.__file__).parent


@pytest.fixture(scope="module", autouse=True)
def _dataset_cache(tmp_path_factory):
    """The real-data scenarios' datasets, from the shared data folder where it is present."""
    yield from shared_cache(tmp_path_factory, _DATASETS)


POWER = '[power]\nidle = "charged"\npower_down = true\nwake_s = 1800\n'

#: (label, TOML file inside the package, days to cut it to or None, TOML appended)
SCENARIOS = [
    ("check-v1", "scenarios/check-v1.toml", None, ""),
    ("check-load-v1", "scenarios/check-load-v1.toml", None, ""),
    ("check-load-drain", "scenarios/check-load-v1.toml", None,
     "[simulation]\ndrain = true\nzero_data_wait = false\n"),
    ("check-load-powerdown", "scenarios/check-load-v1.toml", None, POWER),
    ("quickstart-v3", "scenarios/quickstart-v3.toml", 1, ""),
    ("gs-v2-capacity-crunch", "benchmark/suites/gs-v2/capacity-crunch.toml", 1, ""),
    ("gs-v2-us-spatial", "benchmark/suites/gs-v2/us-spatial.toml", 1, ""),
]


def _world(rel: str, days: int | None, extra: str):
    path = PKG / rel
    raw = tomllib.loads(path.read_text() + ("\n" + extra if extra else ""))
    if days is not None:
        start = raw["start"]
        start = start if isinstance(start, dt.datetime) else dt.datetime.fromisoformat(start)
        raw["end"] = start + dt.timedelta(days=days)
        raw["id"] = f"{raw['id']}-{days}d"
    try:
        return build_world(parse_scenario(raw, str(path), base=path.parent))
    except DataError as exc:  # a real-data scenario without the dataset cache
        pytest.skip(f"{rel} needs its dataset cache: {exc}")


class _PowerCycle(Policy):
    """local-now that powers half of every pool down on odd epochs (exercises waking GPUs)."""

    id = "test-power-cycle"

    def decide(self, obs):
        cap = self.info.capacity
        on = cap if obs.step % 2 == 0 else cap // 2
        return Decision(region=obs.jobs.origin.astype(np.int64), power_on=on.astype(np.int64))


class _Recorder:
    """Wraps a policy; hashes every observation array it is shown (bytes, dtype, shape)."""

    def __init__(self, policy: Policy) -> None:
        self.policy = policy
        self.id = policy.id
        self.digest = hashlib.sha256()
        self.epochs = 0

    def reset(self, info):
        self.policy.reset(info)

    def _add(self, name: str, a: np.ndarray) -> None:
        assert a.base is None and not a.flags.writeable, name
        self.digest.update(f"{name}:{a.dtype.str}:{a.shape}".encode())
        self.digest.update(np.ascontiguousarray(a).tobytes())

    def decide(self, obs):
        for f in RunningJobs.FIELDS:
            self._add("running." + f, getattr(obs.running, f))
        for f in dataclasses.fields(obs.jobs):
            v = getattr(obs.jobs, f.name)
            if v is not None:
                self._add("jobs." + f.name, v)
        self._add("free", obs.free_gpus)
        self._add("queued", obs.queued_gpus)
        self.epochs += 1
        return self.policy.decide(obs)


def _run(world, policy, jit: bool, monkeypatch):
    monkeypatch.setenv("GRIDSHIFT_JIT", "1" if jit else "0")
    rec = _Recorder(policy() if isinstance(policy, type) else gridshift.load_policy(policy))
    return simulate(world, rec), rec


def _same(ref, new, where):
    a, b = ref.schedule, new.schedule
    for f in ("first_start_s", "finish_s", "region", "gpu_type", "n_pauses", "status",
              "remaining_s"):
        x, y = getattr(a, f), getattr(b, f)
        assert x.dtype == y.dtype and x.tobytes() == y.tobytes(), (where, f)
    for tab in ("segments", "transfers"):
        ta, tb = getattr(a, tab), getattr(b, tab)
        assert ta.keys() == tb.keys()
        for c in ta:
            assert ta[c].dtype == tb[c].dtype, (where, tab, c)
            assert ta[c].tobytes() == tb[c].tobytes(), (where, tab, c)
    assert (a.epochs, a.horizon_s) == (b.epochs, b.horizon_s)
    if a.powered_gpus is not None:
        assert a.powered_gpus.tobytes() == b.powered_gpus.tobytes(), where
    assert new.jobs_sha256() == ref.jobs_sha256(), where
    assert new.metrics == ref.metrics, where


POLICIES = ("local-now", "round-robin", "lowest-carbon-now", "carbon-threshold",
            "interruptible-lowest-slots", "weighted-greedy")


@pytest.mark.parametrize("label,rel,days,extra", SCENARIOS, ids=[s[0] for s in SCENARIOS])
def test_compiled_kernels_give_the_numpy_run(label, rel, days, extra, monkeypatch):
    world = _world(rel, days, extra)
    pols: tuple = POLICIES if label in ("check-v1", "check-load-v1") else POLICIES[::2]
    if label == "check-load-powerdown":
        pols = (_PowerCycle, "local-now", "interruptible-lowest-slots")
    moved = paused = 0
    for pol in pols:
        ref, ref_rec = _run(world, pol, False, monkeypatch)
        new, new_rec = _run(world, pol, True, monkeypatch)
        assert new_rec.epochs == ref_rec.epochs > 0, (label, pol)
        assert new_rec.digest.hexdigest() == ref_rec.digest.hexdigest(), (label, pol)
        _same(ref, new, (label, pol))
        moved += len(ref.schedule.transfers["job"])
        paused += int(ref.schedule.n_pauses.sum())
    if label.startswith("check-load") and label != "check-load-powerdown":
        assert paused > 0, "the backlog scenarios must exercise pauses and resumes"
    if label in ("check-v1", "gs-v2-us-spatial", "quickstart-v3"):
        assert moved > 0, "these scenarios must exercise transfers"


def test_the_switch_selects_the_compiled_path(monkeypatch):
    """GRIDSHIFT_JIT really changes the code path (so the comparison above compares two)."""
    world = _world("scenarios/check-load-v1.toml", None, "")
    seen = []
    orig = _kernels.dispatch

    def spy(*args):
        seen.append(1)
        return orig(*args)

    monkeypatch.setattr(_kernels, "dispatch", spy)
    _run(world, "local-now", False, monkeypatch)
    assert not seen
    _run(world, "local-now", True, monkeypatch)
    assert seen


def test_a_bad_gridshift_jit_value_is_refused(monkeypatch):
    from gridshift import _jit

    monkeypatch.setenv("GRIDSHIFT_JIT", "maybe")
    with pytest.raises(ValueError, match="GRIDSHIFT_JIT='maybe'"):
        _jit.enabled()


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
