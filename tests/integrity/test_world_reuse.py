"""A World reused across cells (the sweep's per-process cache) cannot be changed by a policy.

``records.get_world`` builds a World once per (scenario, seed) and every later cell of that
process runs on the same object, so a write into it would change every later result. Untrusted
policies run in the sandbox and never see it; the cached World is also read-only, so trusted
code that writes into it by mistake fails loudly instead.
"""

from __future__ import annotations

import dataclasses
import hashlib

import numpy as np
import pytest

from gridshift.benchmark import records
from gridshift.runners.sweep import Cell
from gridshift.scenario import load_scenario
from gridshift.sim.world import World, build_world, freeze_world
from tests.integrity.conftest import attack


def _arrays(world: World):
    for obj in (world, world.jobs):
        for f in dataclasses.fields(obj):
            v = getattr(obj, f.name)
            if isinstance(v, np.ndarray):
                yield f"{type(obj).__name__}.{f.name}", v


def _digest(world: World) -> str:
    h = hashlib.sha256()
    for name, a in _arrays(world):
        h.update(name.encode() + a.tobytes())
    return h.hexdigest()


@pytest.fixture
def fresh_cache(monkeypatch):
    monkeypatch.setattr(records, "_WORLDS", type(records._WORLDS)())


def test_the_cached_world_is_reused_and_read_only(fresh_cache):
    a = records.get_world("check-v1", 0)
    assert records.get_world("check-v1", 0) is a  # reused across cells
    assert records.get_world("check-v1", 1) is not a  # another seed, another World
    names = [n for n, v in _arrays(a)]
    assert "World.carbon" in names and "JobTable.deadline_s" in names
    for name, v in _arrays(a):
        assert not v.flags.writeable, name
    with pytest.raises(ValueError, match="read-only"):
        a.carbon[0, 0] = 0.0
    with pytest.raises(ValueError, match="read-only"):
        a.jobs.duration_s[:] = 1.0


def test_freezing_changes_no_result():
    sc = load_scenario("check-v1")
    from gridshift import load_policy, simulate

    for pol in ("local-now", "lowest-carbon-now", "carbon-time", "spatiotemporal-greedy"):
        plain = simulate(build_world(sc), load_policy(pol))
        frozen = simulate(freeze_world(build_world(sc)), load_policy(pol))
        assert frozen.metrics == plain.metrics, pol
        assert frozen.jobs_sha256() == plain.jobs_sha256(), pol


@pytest.mark.parametrize("name", ["base_write", "gc_walk"])
def test_an_attack_cell_leaves_the_shared_world_as_it_was(fresh_cache, name):
    world = records.get_world("check-v1", 0)
    before = _digest(world)
    ref, _ = records.run_cell(Cell("check-v1", "local-now", seed=0))
    assert ref["status"] == "ok"
    rec, _ = records.run_cell(Cell("check-v1", attack(name), seed=0), time_budget_s=120.0)
    assert rec["isolation"] in ("bwrap", "process")  # a file policy never runs in-process
    assert _digest(records.get_world("check-v1", 0)) == before
    again, _ = records.run_cell(Cell("check-v1", "local-now", seed=0))
    assert again["jobs_sha256"] == ref["jobs_sha256"]
    assert again["metrics"] == ref["metrics"]
