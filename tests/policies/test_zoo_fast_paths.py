"""The zoo's faster code paths (issue 15) decide exactly what the code before them decided.

``spatiotemporal-greedy-v1`` plans each chunk of new jobs from the room of every option against
the reservation book as it stood before the chunk (one vectorised pass), then checks each job's
first feasible option against the book as it stands; ``rl-ppo-v1`` builds the actor's features
as one concatenated float32 array instead of SB3's ``obs_to_tensor`` + ``extract_features``.
Both keep their id and version, so their per-job tables must not change by a bit:

* ``PINS``: ``jobs_sha256`` of each policy on four scenarios (seed 0), computed with the code
  before these changes (commit 24cd902, ``perf``-style slice for ``global-16-year``);
* the chunked planner equals the full search (``_plan_exact`` for every job), also with tiny
  chunks (so the book fills between chunks of one epoch) and on scenarios with fallbacks;
* the flat features equal SB3's, tensor for tensor, on the checkpoint the zoo ships.
"""

from __future__ import annotations

import datetime as dt
import tomllib
from pathlib import Path

import numpy as np
import pytest

import gridshift
from gridshift.errors import DataError
from gridshift.scenario import PACKAGE_PREFIX, parse_scenario
from gridshift.sim.run import simulate
from tests.conftest import shared_cache

#: Datasets of the real-data scenarios below (imported from the shared data folder).
_DATASETS = ["electricitymaps", "electricity-prices", "open-meteo", "egress-aws",
             "alibaba-gpu-2023"]


@pytest.fixture(scope="module", autouse=True)
def _dataset_cache(tmp_path_factory):
    """The real-data scenarios' datasets, from the shared data folder where it is present."""
    yield from shared_cache(tmp_path_factory, _DATASETS)

#: (scenario ref, days the window is cut to or None) of each pinned scenario.
SCENARIOS = {
    "quickstart-v1": ("gridshift:scenarios/quickstart-v1.toml", None),
    "check-load-v1": ("gridshift:scenarios/check-load-v1.toml", None),
    "hetero-gpu": ("gridshift:benchmark/suites/gs-v2/hetero-gpu.toml", None),
    "global-16-year-3d": ("gridshift:benchmark/suites/gs-v2/global-16-year.toml", 3),
}

#: jobs_sha256 with the code before the fast paths (24cd902), seed 0.
PINS = {
    ("quickstart-v1", "spatiotemporal-greedy-v1"):
        "f08d0b2df9157a6fe5d83e371121c0f209f4ba49a2fcac691c71743f34775886",
    ("check-load-v1", "spatiotemporal-greedy-v1"):
        "aef6f835c5e810c011dcdba8abef92ce74bef4d8c488ec45151b2135389065dd",
    ("hetero-gpu", "spatiotemporal-greedy-v1"):
        "82f166d30302b2932d6f63b187ad60972724f7cf9565120de9b4be8cd8f96a9c",
    ("global-16-year-3d", "spatiotemporal-greedy-v1"):
        "c8c6c42726bf9990392853a9ca1f8cb0ebc96dcb8748e4c39492ae5e8ae7b60e",
    ("quickstart-v1", "rl-ppo-v1"):
        "fd090aa54bf27f2d9133522fe0bea2891a8ef2724f7ed05578f720609decb5af",
    ("check-load-v1", "rl-ppo-v1"):
        "7931c409ba2d90dd9a3dc33c0c0468aef82a48aa48b3bbe4e2975e5b6fd699c8",
    ("hetero-gpu", "rl-ppo-v1"):
        "c0dee9a75c43be5336d685420e522262b3e3bc949a2f48afe6f72cf5205f6fb8",
    ("global-16-year-3d", "rl-ppo-v1"):
        "547c5132c9179c3dae868bab69d7b7d59137eba3685d72243f7cd7b6c0a8349f",
}

_WORLDS: dict[str, object] = {}


def _scenario(ref: str, days: float | None):
    """The scenario file ``ref``, its window cut to its first ``days`` (as perf/ cuts it)."""
    path = Path(gridshift.__file__).parent / ref[len(PACKAGE_PREFIX):]
    raw = tomllib.loads(path.read_text())
    if days is not None:
        start = raw["start"]
        end = start + dt.timedelta(days=days)
        raw["end"] = end if isinstance(start, dt.datetime) else end.isoformat()
        raw["id"] = f"{raw['id']}-{days:g}d"
    return parse_scenario(raw, str(path), base=path.parent)


def _world(name: str):
    if name not in _WORLDS:
        try:
            _WORLDS[name] = gridshift.build_world(_scenario(*SCENARIOS[name]), 0)
        except DataError as exc:  # real data not in the cache on this machine
            pytest.skip(f"{name} needs the dataset cache (`gridshift datasets import DIR`): "
                        f"{exc}")
    return _WORLDS[name]


@pytest.mark.parametrize(("scenario", "policy_id"), sorted(PINS))
def test_same_per_job_table_as_before_the_fast_paths(scenario, policy_id):
    if policy_id == "rl-ppo-v1":
        pytest.importorskip("stable_baselines3", reason="rl-ppo-v1 needs the 'rl' extra")
    got = simulate(_world(scenario), gridshift.load_policy(policy_id)).jobs_sha256()
    assert got == PINS[(scenario, policy_id)], (
        f"{policy_id} on {scenario} now schedules differently (jobs_sha256 {got})")


def _all_exact(self, obs, rows, ctx, left):
    for i in rows:
        self._plan_exact(obs, int(i), ctx)


@pytest.mark.parametrize(("scenario", "chunk"),
                         [("check-load-v1", None), ("check-load-v1", 3), ("hetero-gpu", 3)])
def test_spatiotemporal_chunked_plan_equals_the_full_search(scenario, chunk, monkeypatch):
    monkeypatch.setenv("GRIDSHIFT_JIT", "0")  # the numpy path (the kernels: test_zoo_kernels)
    from gridshift.policies.zoo import spatiotemporal as st

    w = _world(scenario)
    if chunk is not None:  # several chunks per epoch: the book fills between them
        monkeypatch.setattr(st, "_CHUNK", chunk)
    fast = simulate(w, gridshift.load_policy("spatiotemporal-greedy"))
    monkeypatch.setattr(st.SpatioTemporalGreedy, "_plan_chunk", _all_exact)
    full = simulate(w, gridshift.load_policy("spatiotemporal-greedy"))
    assert fast.jobs_sha256() == full.jobs_sha256()
    # the runs exercised both the reserved options and the run-now-at-home fallback
    st_fast = fast.schedule.policy_state
    assert st_fast == full.schedule.policy_state
    assert st_fast["planned"] > st_fast["fallback_now"] > 0


def test_spatiotemporal_re_search_path_is_exercised(monkeypatch):
    """On check-load-v1 some jobs find the first option feasible before their chunk taken by
    an earlier job of it, and search the room afresh (one job's ``[R, G, W]`` count); most
    do not (the equality with the full search above covers what they choose)."""
    monkeypatch.setenv("GRIDSHIFT_JIT", "0")  # the numpy path (the kernels: test_zoo_kernels)
    seen = {"again": 0}
    cumsum = np.cumsum

    def counting(a, *args, **kw):
        if getattr(a, "ndim", 0) == 3 and a.dtype == bool:  # one job's room from the book
            seen["again"] += 1
        return cumsum(a, *args, **kw)

    monkeypatch.setattr(np, "cumsum", counting)
    res = simulate(_world("check-load-v1"), gridshift.load_policy("spatiotemporal-greedy"))
    monkeypatch.undo()
    planned = res.schedule.policy_state["planned"]
    assert 0 < seen["again"] < planned / 2


def test_rl_ppo_flat_features_equal_sb3s(monkeypatch):
    pytest.importorskip("stable_baselines3", reason="rl-ppo-v1 needs the 'rl' extra")
    import torch

    from gridshift.policies.zoo.rl import PPOPolicy

    seen = {"epochs": 0}
    act = PPOPolicy._act

    def both(self, o):
        assert self._flat_keys is not None  # the shipped checkpoint takes the fast path
        pol = self._model.policy
        with torch.no_grad():
            obs_t, _ = pol.obs_to_tensor(o)
            want = pol.extract_features(obs_t, pol.pi_features_extractor)
        got = torch.from_numpy(np.concatenate(
            [np.asarray(o[key]).reshape(1, -1).astype(np.float32) for key in self._flat_keys],
            axis=1))
        assert got.dtype == want.dtype and got.shape == want.shape
        assert torch.equal(got, want)
        seen["epochs"] += 1
        return act(self, o)

    monkeypatch.setattr(PPOPolicy, "_act", both)
    simulate(_world("check-load-v1"), gridshift.load_policy("rl-ppo"))
    assert seen["epochs"] > 50
