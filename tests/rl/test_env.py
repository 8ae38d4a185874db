"""The Gymnasium environment: checker, exact reward, equivalence with Policy runs, seeding."""

from __future__ import annotations

import numpy as np
import pytest
from numpy.testing import assert_allclose

pytest.importorskip("gymnasium", reason="the 'rl' extra is not installed: "
                    "pip install 'gridshift[rl]'")

import gymnasium as gym  # noqa: E402
from gymnasium.utils.env_checker import check_env  # noqa: E402

import gridshift  # noqa: E402
import gridshift.rl as rl  # noqa: E402
from gridshift.benchmark.leaderboard import build_leaderboard  # noqa: E402
from gridshift.rl.reward import RewardWeights  # noqa: E402
from tests.rl.conftest import EncodedAgent, origin_action, sample_masked  # noqa: E402

SC = "check-v1"
M = 16


def _episode(env, agent: str, batch: bool = False, seed: int = 1):
    """Run one episode; return rewards, per-step infos and the final info."""
    base = env.unwrapped
    o, _ = env.reset(seed=0)
    rng = np.random.default_rng(seed)
    rewards, infos, done = [], [], False
    while not done:
        if agent == "origin":
            a = origin_action(base.encoding, base._obs)
        else:
            a = sample_masked(rng, o["action_mask"], batch)
        o, r, done, trunc, info = env.step(a)
        assert not trunc
        rewards.append(r)
        infos.append(info)
    return np.array(rewards), infos


def _record(metrics, policy):
    return {"policy": policy, "scenario": SC, "seed": 0, "status": "ok", "suite": "t",
            "suite_version": "1", "split": "dev", "metrics": metrics}


@pytest.mark.parametrize("mode", ["per-job", "batch"])
def test_check_env_passes(mode):
    env = rl.make(SC, action_mode=mode, max_jobs=M)
    assert env.spec.id == "gridshift/check-v1"
    check_env(env.unwrapped)


def test_registered_ids_and_make():
    ids = rl.env_ids()
    assert "gridshift/quickstart-v1" in ids and "gridshift/global-5dc-week-v1" in ids
    env = gym.make("gridshift/check-v1", max_jobs=4)
    assert env.observation_space["jobs"].shape[0] == 4
    assert isinstance(rl.make(SC, action_mode="batch").action_space, gym.spaces.Discrete)


def test_test_split_is_refused():
    from gridshift.benchmark.suite import load_suite

    s = load_suite("gs-v1").scenarios[0]
    with pytest.raises(ValueError, match="test split"):
        rl.GridshiftEnv(s.file_test)


@pytest.mark.parametrize("batch", [False, True])
def test_random_agent_equals_policy_run_and_reward_sums_to_composite(batch):
    env = rl.make(SC, max_jobs=M, action_mode="batch" if batch else "per-job")
    rewards, infos = _episode(env, "random", batch=batch)
    final = infos[-1]
    run = gridshift.run(SC, EncodedAgent(mode="random", batch=batch, seed=1, max_jobs=M))
    ref = gridshift.run(SC, "local-now-v1")
    # the env's episode is the Policy run, metric by metric
    for k in ("carbon_kg", "cost_usd", "water_l", "energy_it_kwh", "slo_violations",
              "mean_wait_s", "data_moved_gb", "jobs_completed"):
        assert final["metrics"][k] == run.metrics[k], k
    # per-step quantities add up to the accounting's totals
    for k in ("carbon_kg", "cost_usd", "water_l"):
        assert_allclose(sum(i[k] for i in infos), run.metrics[k], rtol=1e-10)
    # summed reward == the leaderboard's composite of the run's record
    lb = build_leaderboard([_record(run.metrics, "agent"), _record(ref.metrics, "local-now-v1")])
    score = float(lb.per_seed.set_index("policy").loc["agent", "score"])
    assert_allclose(rewards.sum(), score, rtol=1e-9, atol=1e-9)
    assert not np.isclose(score, 0.0)  # the test would catch a wrong sign or scale
    # certain SLO violations never decrease and end at the accounting's count
    v = [i.get("slo_violations_certain", final["metrics"]["slo_violations"]) for i in infos]
    assert np.all(np.diff(v) >= 0)


def test_origin_actions_equal_local_now():
    env = rl.make(SC, max_jobs=M)
    rewards, infos = _episode(env, "origin")
    run = gridshift.run(SC, "local-now-v1")
    m = infos[-1]["metrics"]
    for k in ("carbon_kg", "cost_usd", "water_l", "slo_violations", "p95_wait_s"):
        assert m[k] == run.metrics[k], k
    # local-now is the reference: its composite is exactly 0
    assert_allclose(rewards.sum(), 0.0, atol=1e-9)
    sched = env.unwrapped.schedule
    assert np.array_equal(sched.region, run.schedule.region)


def test_weights_are_parameters():
    w = RewardWeights(carbon=1.0, cost=0.0, water=0.0, slo=0.0)
    env = rl.make(SC, max_jobs=M, weights=w)
    rewards, infos = _episode(env, "random")
    f = infos[-1]
    expect = 100.0 * (1 - f["metrics"]["carbon_kg"] / f["reference"]["carbon_kg"])
    assert_allclose(rewards.sum(), expect, rtol=1e-9)


def test_seeding_and_sub_windows():
    env = rl.make(SC, max_jobs=M, seeds=[3, 4, 5], window_steps=96).unwrapped
    _, i1 = env.reset(seed=7)
    _, i2 = env.reset(seed=7)
    assert (i1["world_seed"], i1["offset"]) == (i2["world_seed"], i2["offset"])
    assert i1["world_seed"] in (3, 4, 5) and i1["offset"] in (0, 96)
    seen = {(env.reset()[1]["world_seed"], env.reset()[1]["offset"]) for _ in range(6)}
    assert len(seen) > 1
    assert env.world.n_steps == 96

