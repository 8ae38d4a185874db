"""Scoring all the work: under the drain, doing less never pays (issue 12, item 1).

Each attack is an actual policy file under ``completion/``, loaded the way a user's policy is
(``FILE.py:Class``): defer everything, never run jobs above 4 GPU-hours, hold everything until
the window's end. On a small scenario with ``[simulation] drain = true`` each one scores strictly
worse than ``local-now`` on carbon and on SLO violations, and its composite score is negative
(``local-now``'s is 0). Without the drain (the gs-v1 rules) defer-all reports 0 kg: the reason
the key exists.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from numpy.testing import assert_allclose

import gridshift
from gridshift.policies.registry import load_policy
from gridshift.scenario import load_scenario
from gridshift.sim.run import simulate
from gridshift.sim.world import build_world


def _reward_module():
    """``gridshift/rl/reward.py`` (the leaderboard composite split over steps) loaded on its
    own: it needs only numpy and the simulator, while the ``gridshift.rl`` package needs the
    optional ``rl`` extra, so these integrity tests run on a ``[dev]``-only install too."""
    import importlib.util
    import sys

    name = "gridshift_rl_reward_for_tests"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(
            name, Path(gridshift.__file__).parent / "rl" / "reward.py")
        assert spec is not None and spec.loader is not None
        mod = importlib.util.module_from_spec(spec)
        sys.modules[name] = mod
        spec.loader.exec_module(mod)
    return sys.modules[name]


composite_score = _reward_module().composite_score

HERE = Path(__file__).parent / "completion"
ATTACKS = {
    "defer-all": f"{HERE / 'defer_all.py'}:DeferAll",
    "drop-largest": f"{HERE / 'drop_largest.py'}:DropLargest",
    "finish-after-window": f"{HERE / 'after_window.py'}:AfterWindow",
}


def _drained(tmp_path: Path, extra: str = "") -> Path:
    src = load_scenario("check-v1").path
    assert src is not None
    text = src.read_text().replace('id = "check-v1"', 'id = "check-drain"')
    p = tmp_path / "check-drain.toml"
    p.write_text(text + "\n[simulation]\ndrain = true\n" + extra)
    return p


@pytest.fixture(scope="module")
def world(tmp_path_factory):
    return build_world(load_scenario(_drained(tmp_path_factory.mktemp("drain"))))


@pytest.fixture(scope="module")
def reference(world):
    return simulate(world, load_policy("local-now")).metrics


@pytest.mark.parametrize("attack", sorted(ATTACKS))
def test_doing_less_scores_worse_than_local_now(world, reference, attack):
    m = simulate(world, load_policy(ATTACKS[attack])).metrics
    ref = reference
    assert ref["jobs_dropped"] == 0 and ref["slo_violations"] == 0
    assert m["carbon_kg"] > ref["carbon_kg"], attack
    assert m["slo_violations"] > ref["slo_violations"], attack
    assert composite_score(m, ref) < 0.0, attack
    assert m["gpu_hours_completed"] <= ref["gpu_hours_completed"]
    # the penalty is part of the totals, never beside them
    assert m["carbon_kg"] >= m["carbon_penalty_kg"]
    assert m["water_l"] >= m["water_penalty_l"]


def test_defer_all_drops_everything_and_is_charged_for_all_of_it(world, reference):
    r = simulate(world, load_policy(ATTACKS["defer-all"]))
    m = r.metrics
    assert m["jobs_dropped"] == m["jobs"] == len(world.jobs) > 0
    assert m["jobs_completed"] == 0 and m["gpu_hours_completed"] == 0.0
    assert_allclose(m["carbon_kg"], m["carbon_penalty_kg"], rtol=1e-12)
    assert m["carbon_penalty_kg"] > reference["carbon_kg"]
    assert m["cost_usd"] > reference["cost_usd"] and m["water_l"] > reference["water_l"]
    assert r.jobs["dropped"].all() and r.jobs["slo_violated"].all()
    # it ran to the drain's hard horizon
    assert r.schedule.horizon_s == world.n_sim_steps * world.step_s


def test_drop_largest_is_charged_for_exactly_the_jobs_it_dropped(world):
    r = simulate(world, load_policy(ATTACKS["drop-largest"]))
    big = world.jobs.gpus * world.jobs.duration_s / 3600.0 > 4.0
    assert 0 < big.sum() < len(world.jobs)
    assert np.array_equal(r.jobs["dropped"].to_numpy(), big)
    assert r.metrics["jobs_dropped"] == int(big.sum())
    pen = r.jobs["carbon_penalty_kg"].to_numpy()
    assert (pen[big] > 0).all() and (pen[~big] == 0).all()


def test_finish_after_window_completes_the_work_late(world, reference):
    m = simulate(world, load_policy(ATTACKS["finish-after-window"])).metrics
    # the drain lets it finish every job, so it is charged the real signals after the
    # window; it still misses the deadlines it deferred past
    assert m["jobs_dropped"] == 0
    assert m["gpu_hours_completed"] == reference["gpu_hours_completed"]
    assert m["slo_violations"] > 0.5 * m["jobs"]


def test_without_the_drain_defer_all_looks_free():
    world = build_world(load_scenario("check-v1"))
    m = simulate(world, load_policy(ATTACKS["defer-all"])).metrics
    assert m["carbon_kg"] == 0.0 and "jobs_dropped" not in m  # the gs-v1 rules, unchanged


def test_penalties_also_hold_with_idle_power_charged(tmp_path):
    world = build_world(load_scenario(_drained(tmp_path, '\n[power]\nidle = "charged"\n')))
    ref = simulate(world, load_policy("local-now")).metrics
    for attack in sorted(ATTACKS):
        m = simulate(world, load_policy(ATTACKS[attack])).metrics
        assert m["carbon_kg"] > ref["carbon_kg"], attack
        assert composite_score(m, ref) < 0.0, attack


@pytest.mark.parametrize("agent", ["defer-all", "random"])
@pytest.mark.parametrize("idle", ["none", "charged", "power_down", "window", "window_down"])
def test_rl_reward_follows_the_drain_and_sums_to_the_score(tmp_path, agent, idle):
    pytest.importorskip("gymnasium", reason="the 'rl' extra is not installed: "
                        "pip install 'gridshift[rl]'")
    from gridshift.rl.env import GridshiftEnv
    RewardWeights = _reward_module().RewardWeights  # noqa: N806

    extra = {"none": "", "charged": '\n[power]\nidle = "charged"\n',
             "power_down": '\n[power]\nidle = "charged"\npower_down = true\nwake_s = 0\n',
             "window": '\n[power]\nidle = "charged"\nidle_horizon = "window"\n',
             "window_down": '\n[power]\nidle = "charged"\nidle_horizon = "window"\n'
                            'power_down = true\nwake_s = 0\n'}[idle]
    env = GridshiftEnv(_drained(tmp_path, extra), max_jobs=16, overflow="defer",
                       levers=False)  # placements only: the reward is what is checked
    o, _ = env.reset(seed=0)
    rng = np.random.default_rng(3)
    rewards, done, info = [], False, {}
    while not done:
        if agent == "defer-all":
            a = np.full(16, env.encoding.defer_action, dtype=np.int64)
        else:
            m = o["action_mask"].astype(bool)
            a = np.array([rng.choice(np.flatnonzero(row)) for row in m], dtype=np.int64)
        o, r, done, trunc, info = env.step(a)
        assert not trunc
        rewards.append(r)
    m, ref = info["metrics"], info["reference"]
    score = composite_score(m, ref, RewardWeights.leaderboard())
    assert_allclose(sum(rewards), score, rtol=1e-9, atol=1e-9)
    if agent == "defer-all":
        assert m["jobs_dropped"] == m["jobs"]
        assert score < 0.0
        # the penalty is charged in the last step
        assert rewards[-1] < min(rewards[:-1])


def test_drained_runs_are_deterministic(world):
    a = simulate(world, load_policy(ATTACKS["drop-largest"]))
    b = simulate(world, load_policy(ATTACKS["drop-largest"]))
    assert a.jobs_sha256() == b.jobs_sha256() and a.metrics == b.metrics
    assert {"dropped", "carbon_penalty_kg", "cost_penalty_usd",
            "water_penalty_l"} <= set(a.jobs.columns)


def test_power_down_attack_is_caught_by_completed_work(tmp_path):
    # the known gap (docs/accounting.md): with power_down, deferring everything and switching
    # every GPU off undercuts local-now's carbon, since local-now keeps idle capacity on. The
    # completed-work rule and the SLO constraint are what rank it below the reference.
    extra = '\n[power]\nidle = "charged"\npower_down = true\nwake_s = 900\n'
    world = build_world(load_scenario(_drained(tmp_path, extra)))
    ref = simulate(world, load_policy("local-now")).metrics
    m = simulate(world, load_policy(f"{HERE / 'defer_all.py'}:DeferAllPowerOff")).metrics
    assert m["carbon_idle_kg"] < 0.01 * ref["carbon_idle_kg"]
    assert m["carbon_kg"] < ref["carbon_kg"]  # the gap: carbon alone would rank it higher
    assert m["gpu_hours_completed"] == 0.0 < ref["gpu_hours_completed"]
    assert m["slo_violations"] == m["jobs"] and composite_score(m, ref) < 0.0
