"""Action masking: ``GridshiftEnv.action_masks``, the ``rl-maskppo-v1`` zoo policy, and
``python -m gridshift.rl.train --algo maskable-ppo``.

The masking tests run check-v1 with eu-central cut to 4 GPUs, so a job of 5-8 GPUs cannot run
there: its mask row forbids that region; padding slots allow only *defer*.
"""

from __future__ import annotations

import dataclasses
import json

import numpy as np
import pytest

pytest.importorskip("gymnasium", reason="the 'rl' extra is not installed: "
                    "pip install 'gridshift[rl]'")

import gridshift.rl as rl  # noqa: E402
from gridshift.policies.registry import load_policy  # noqa: E402
from gridshift.scenario import load_scenario  # noqa: E402
from gridshift.sim.run import simulate  # noqa: E402
from gridshift.sim.world import build_world  # noqa: E402
from tests.rl.conftest import sample_masked  # noqa: E402

SC = "check-v1"
M = 16
SMALL = 4  # eu-central's GPUs in the masking scenario


def _small_eu():
    """check-v1 with eu-central cut to ``SMALL`` GPUs (jobs of up to 8 GPUs arrive)."""
    sc = load_scenario(SC)
    regions = [dataclasses.replace(r, gpus={"A100": SMALL}) if r.id == "eu-central" else r
               for r in sc.regions]
    return dataclasses.replace(sc, regions=regions)


def _expected_mask(env) -> np.ndarray:
    """``[M, R' + 1]`` bool built from the Observation itself (not from the encoding)."""
    base = env.unwrapped
    obs, info, enc = base._obs, base.info_, base.encoding
    Rp = enc.max_regions
    want = np.zeros((enc.max_jobs, Rp + 1), dtype=bool)
    want[:, Rp] = True  # defer: always
    cap = np.asarray(info.capacity)  # [R, G]
    for i in range(min(len(obs.jobs), enc.max_jobs)):
        g, n = int(obs.jobs.gpu_type[i]), int(obs.jobs.gpus[i])
        fits = (cap[:, g] if g >= 0 else cap.max(axis=1)) >= n
        slo = obs.jobs.latency_slo_ms[i]
        if np.isfinite(slo):
            fits &= np.asarray(info.latency_ms)[obs.jobs.origin[i]] <= slo
        want[i, :info.n_regions] = fits
    return want


def test_action_masks_is_the_observation_mask_flattened_and_masks_the_invalid():
    env = rl.make(_small_eu(), max_jobs=M)
    o, _ = env.reset(seed=0)
    base = env.unwrapped
    eu = base.info_.regions.index("eu-central")
    rng = np.random.default_rng(3)
    seen_big = seen_padding = 0
    done = False
    while not done:
        got = base.action_masks()
        assert got.dtype == bool and got.shape == (M * (base.encoding.max_regions + 1),)
        np.testing.assert_array_equal(got, o["action_mask"].astype(bool).reshape(-1))
        want = _expected_mask(env)
        np.testing.assert_array_equal(got.reshape(want.shape), want)
        n = min(len(base._obs.jobs), M)
        for i in range(n):
            big = base._obs.jobs.gpus[i] > SMALL
            assert want[i, eu] == (not big)  # the job that cannot fit that region is masked
            seen_big += big
        if n < M:
            assert not want[n:, :-1].any() and want[n:, -1].all()  # padding: defer only
            seen_padding += 1
        o, _, done, _, _ = env.step(sample_masked(rng, o["action_mask"], False))
    assert seen_big > 0 and seen_padding > 0  # both cases were exercised


def test_action_masks_batch_levers_and_before_reset():
    env = rl.make(SC, max_jobs=M, action_mode="batch")
    with pytest.raises(RuntimeError, match="reset"):
        env.unwrapped.action_masks()
    o, _ = env.reset(seed=0)
    m = env.unwrapped.action_masks()
    n = min(len(env.unwrapped._obs.jobs), M)
    np.testing.assert_array_equal(m, o["action_mask"][:n].astype(bool).any(axis=0) | (
        np.arange(m.size) == m.size - 1))


def test_skip_idle_keeps_the_run_and_the_return():
    """skip_idle drops the epochs without a pending job: the same schedule and return."""
    out = {}
    for skip in (False, True):
        env = rl.make(SC, max_jobs=M, skip_idle=skip)
        o, _ = env.reset(seed=0, options={"world_seed": 0})
        base, steps, done = env.unwrapped, 0, False
        while not done:
            a = np.full(M, base.encoding.defer_action, dtype=np.int64)
            n = min(len(base._obs.jobs), M)
            a[:n] = base._obs.jobs.origin[:n]
            o, _, done, _, info = env.step(a)
            steps += 1
        out[skip] = (steps, info["episode_return"], info["metrics"]["carbon_kg"])
    assert out[True][0] <= out[False][0]
    np.testing.assert_allclose(out[True][1:], out[False][1:], rtol=1e-9, atol=1e-9)


def _tiny_checkpoint(tmp_path):
    from gridshift.rl.train import main

    out = tmp_path / "tiny"
    rc = main(["--algo", "maskable-ppo", "--scenario", SC, "--train-seeds", "1",
               "--weights", "carbon=1,slo=20", "--skip-idle", "--max-jobs", "8",
               "--net-arch", "16,16", "--n-steps", "128", "--timesteps", "256",
               "--warm-start", "0.3", "--no-eval", "--out", str(out)])
    assert rc == 0
    return out


def test_train_maskable_ppo_writes_a_loadable_checkpoint(tmp_path):
    pytest.importorskip("sb3_contrib", reason="sb3-contrib (the 'rl' extra) is not installed")
    out = _tiny_checkpoint(tmp_path)
    meta = json.loads(out.with_suffix(".json").read_text())
    assert meta["policy"] == "rl-maskppo-v1" and meta["algo"] == "maskable-ppo"
    assert meta["reward_weights"] == {"carbon": 1.0, "cost": 0.0, "water": 0.0, "slo": 20.0}
    assert meta["skip_idle"] is True and meta["train_seeds"] == [1]
    assert meta["warm_start"]["mean_prob"] >= 0.3
    assert meta["versions"]["sb3_contrib"] and meta["timesteps"] == 256
    assert "--algo maskable-ppo" in meta["command"]
    from sb3_contrib import MaskablePPO

    MaskablePPO.load(str(out.with_suffix(".zip")), device="cpu")
    pol = load_policy("rl-maskppo-v1", checkpoint=str(out.with_suffix(".zip")))
    m = simulate(build_world(load_scenario(SC), 0), pol).metrics
    assert m["jobs"] > 0


def test_train_refuses_unknown_weight_keys():
    from gridshift.rl.train import parse_weights

    with pytest.raises(ValueError, match="energy"):
        parse_weights("carbon=1,energy=1")
    assert parse_weights("carbon=1,slo=20").cost == 0.0


@pytest.fixture(scope="module")
def committed():
    pytest.importorskip("sb3_contrib", reason="sb3-contrib (the 'rl' extra) is not installed")
    from gridshift.policies.zoo.rl import resolve_checkpoint

    resolve_checkpoint("rl-maskppo-v1")  # the committed files are there
    return "rl-maskppo-v1"


def test_policy_is_deterministic(committed):
    w = build_world(load_scenario(SC), 0)
    a = simulate(w, load_policy(committed))
    b = simulate(w, load_policy(committed))
    assert a.jobs_digest() == b.jobs_digest()


def test_policy_never_emits_a_masked_action_and_matches_predict(committed):
    """Every raw action the policy takes is allowed by the observation's mask, and it is
    ``MaskablePPO.predict(..., action_masks, deterministic=True)``'s."""
    pol = load_policy(committed)
    act = pol._act
    calls = []

    def spy(o):
        a = act(o)
        mask = np.asarray(o["action_mask"]) != 0
        calls.append(bool(mask[np.arange(a.size), a].all()))
        want, _ = pol._model.predict({k: np.array(v) for k, v in o.items()},
                                     deterministic=True, action_masks=mask.reshape(-1))
        np.testing.assert_array_equal(a, np.asarray(want).reshape(-1))
        return a

    pol._act = spy
    simulate(build_world(load_scenario(SC), 0), pol)
    assert calls and all(calls)


def test_teacher_labels_are_the_teachers_decisions_for_the_shown_jobs():
    """--teacher: at every epoch the env stops at (skip_idle), the labels of the shown jobs
    decode to the teacher's own Decision.region (region or defer), padding slots defer, and
    the teacher is never needed at an epoch the env skips (it has no pending job there)."""
    from gridshift.policies.api import DEFER
    from gridshift.rl.train import teacher_actions

    m = 4  # fewer slots than check-v1's busy epochs: some jobs are not shown
    env = rl.make(SC, max_jobs=m, skip_idle=True).unwrapped
    env.reset(seed=0, options={"world_seed": 0})
    teacher = load_policy("safe-lowest-carbon-now-v1")
    teacher.reset(env.info_)
    seen = []
    decide = teacher.decide

    def spy(obs):
        d = decide(obs)
        seen.append(d)
        return d

    teacher.decide = spy
    done, steps, unshown, moved = False, 0, 0, 0
    while not done:
        obs = env.observation
        assert len(obs.jobs) > 0  # skip_idle: only epochs with a pending job
        a, st = teacher_actions(env, teacher)
        d = seen[-1]
        n = min(len(obs.jobs), m)
        assert st["masked_to_origin"] == 0 and st["pauses"] == 0 and st["shown"] == n
        want = np.where(d.region[:n] == DEFER, env.encoding.defer_action, d.region[:n])
        np.testing.assert_array_equal(a[:n], want)
        assert (a[n:] == env.encoding.defer_action).all()
        np.testing.assert_array_equal(env.decision(a).region[:n], d.region[:n])
        unshown += st["unshown"]
        moved += st["moved"]
        _, _, done, _, _ = env.step(a)
        steps += 1
    assert steps == len(seen) > 0 and unshown > 0 and moved > 0


def test_train_warm_start_from_a_teacher_records_it(tmp_path):
    pytest.importorskip("sb3_contrib", reason="sb3-contrib (the 'rl' extra) is not installed")
    from gridshift.rl.train import main

    out = tmp_path / "taught"
    rc = main(["--algo", "maskable-ppo", "--scenario", SC, "--train-seeds", "1",
               "--weights", "carbon=1,slo=20", "--skip-idle", "--max-jobs", "8",
               "--net-arch", "16,16", "--n-steps", "128", "--timesteps", "0",
               "--warm-start", "0.5", "--teacher", "safe-lowest-carbon-now-v1",
               "--no-eval", "--out", str(out)])
    assert rc == 0
    w = json.loads(out.with_suffix(".json").read_text())["warm_start"]
    assert w["teacher"] == "safe-lowest-carbon-now-v1" and w["episodes"] == [["check-v1", 1]]
    lab = w["labels"]
    assert lab["epochs"] == w["samples"] > 0 and lab["masked_to_origin"] == 0
    assert lab["shown"] + lab["unshown"] == lab["jobs"]


def test_committed_checkpoint_is_the_teacher_warm_started_one(committed):
    """The committed rl-maskppo-v1: BC from safe-lowest-carbon-now-v1 (0.99) on the two gs-v3
    dev weeks, 32 job slots, then 24,576 MaskablePPO steps (docs/zoo.md)."""
    from gridshift.policies.zoo.rl import resolve_checkpoint

    meta = json.loads(resolve_checkpoint(committed)[1].read_text())
    assert meta["algo"] == "maskable-ppo" and meta["encoding"]["max_jobs"] == 32
    assert meta["scenario"] == "gs-v3/us-spatial,gs-v3/global-5dc-week"
    assert meta["train_seeds"] == "dev" and meta["timesteps"] == 24576
    w = meta["warm_start"]
    assert w["teacher"] == "safe-lowest-carbon-now-v1" and w["mean_prob"] >= 0.99
    assert w["labels"]["masked_to_origin"] == 0 and w["labels"]["pauses"] == 0
