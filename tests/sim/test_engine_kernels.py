"""The engine's two ways of reading the running jobs give the same run, bit for bit.

``Simulator.compact_running`` (the default) reads the running jobs' state from compact rows
kept beside the running set; ``False`` gathers it from the ``[J]`` state arrays each epoch
(the reference). Both must give the same ``obs.running`` arrays at every epoch (values,
dtypes, order), the same Schedule arrays and the same ``jobs_sha256``, on scenarios that
exercise completions, backlogs, pauses and resumes, transfers, two GPU types and the drain.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import tomllib
from pathlib import Path

import numpy as np
import pytest

import gridshift
from gridshift.errors import DataError
from gridshift.policies.api import Policy, RunningJobs
from gridshift.scenario import parse_scenario
from gridshift.sim.run import simulate
from gridshift.sim.simulator import Simulator
from gridshift.sim.world import build_world
from tests.conftest import shared_cache

#: Datasets of the real-data scenarios below (imported from the shared data folder).
_DATASETS = ["electricitymaps", "electricity-prices", "open-meteo", "egress-aws"]


@pytest.fixture(scope="module", autouse=True)
def _dataset_cache(tmp_path_factory):
    """The real-data scenarios' datasets, from the shared data folder where it is present."""
    yield from shared_cache(tmp_path_factory, _DATASETS)

PKG = Path(gridshift.__file__).parent

#: (label, TOML file inside the package, days to cut it to or None, TOML appended)
SCENARIOS = [
    ("check-v1", "scenarios/check-v1.toml", None, ""),
    ("check-load-v1", "scenarios/check-load-v1.toml", None, ""),
    ("check-load-drain", "scenarios/check-load-v1.toml", None,
     "[simulation]\ndrain = true\nzero_data_wait = false\n"),
    ("quickstart-v1", "scenarios/quickstart-v1.toml", 1, ""),
    ("quickstart-v2", "scenarios/quickstart-v2.toml", 1, ""),
    ("quickstart-v3", "scenarios/quickstart-v3.toml", 1, ""),
    ("gs-v2-capacity-crunch", "benchmark/suites/gs-v2/capacity-crunch.toml", 1, ""),
]

#: Policies covering immediate placement, spreading, deferral, pauses and resumes.
POLICIES = ("local-now", "round-robin", "lowest-carbon-now", "carbon-threshold",
            "interruptible-lowest-slots")


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


class _Recorder:
    """Wraps a policy; hashes every ``obs.running`` column (bytes and dtype) it is shown."""

    def __init__(self, policy: Policy) -> None:
        self.policy = policy
        self.id = policy.id
        self.digest = hashlib.sha256()
        self.epochs = 0

    def reset(self, info):
        self.policy.reset(info)

    def decide(self, obs):
        for f in RunningJobs.FIELDS:
            a = getattr(obs.running, f)
            assert a.base is None and not a.flags.writeable, f
            self.digest.update(f"{f}:{a.dtype.str}:{a.shape}".encode())
            self.digest.update(np.ascontiguousarray(a).tobytes())
        self.epochs += 1
        return self.policy.decide(obs)


def _run(world, name: str, compact: bool, monkeypatch):
    monkeypatch.setattr(Simulator, "compact_running", compact)
    rec = _Recorder(gridshift.load_policy(name))
    res = simulate(world, rec)
    return res, rec


@pytest.mark.parametrize("label,rel,days,extra", SCENARIOS, ids=[s[0] for s in SCENARIOS])
def test_compact_running_rows_give_the_reference_run(label, rel, days, extra, monkeypatch):
    world = _world(rel, days, extra)
    paused = 0
    for name in POLICIES if label.startswith("check") else POLICIES[::4]:
        ref, ref_rec = _run(world, name, False, monkeypatch)
        new, new_rec = _run(world, name, True, monkeypatch)
        assert new_rec.epochs == ref_rec.epochs > 0, name
        assert new_rec.digest.hexdigest() == ref_rec.digest.hexdigest(), (label, name)
        a, b = ref.schedule, new.schedule
        for f in ("first_start_s", "finish_s", "region", "gpu_type", "n_pauses", "status",
                  "remaining_s"):
            x, y = getattr(a, f), getattr(b, f)
            assert x.dtype == y.dtype and x.tobytes() == y.tobytes(), (label, name, f)
        for tab in ("segments", "transfers"):
            ta, tb = getattr(a, tab), getattr(b, tab)
            assert ta.keys() == tb.keys()
            for c in ta:
                assert ta[c].tobytes() == tb[c].tobytes(), (label, name, tab, c)
        assert (a.epochs, a.horizon_s) == (b.epochs, b.horizon_s)
        assert new.jobs_sha256() == ref.jobs_sha256(), (label, name)
        assert new.metrics == ref.metrics, (label, name)
        paused += int(a.n_pauses.sum())
    if label.startswith("check-load"):
        assert paused > 0, "the backlog scenarios must exercise pauses and resumes"


def test_the_reference_path_is_what_the_switch_selects(monkeypatch):
    """The switch really changes the code path (so the comparison above compares two)."""
    world = _world("scenarios/check-load-v1.toml", None, "")
    seen = []
    orig = Simulator._running_compact

    def spy(self, *args, **kwargs):
        seen.append(1)
        return orig(self, *args, **kwargs)

    monkeypatch.setattr(Simulator, "_running_compact", spy)
    _run(world, "local-now", False, monkeypatch)
    assert not seen
    _run(world, "local-now", True, monkeypatch)
    assert seen
