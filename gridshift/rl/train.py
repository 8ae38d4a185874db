"""Train a PPO agent on the gridshift environment and save a checkpoint (CPU).

Usage::

    python -m gridshift.rl.train --scenario check-v1 --timesteps 40000 --seed 0 \\
        --train-seeds 1-8 --out gridshift/policies/checkpoints/rl-ppo-v1
    python -m gridshift.rl.train --algo maskable-ppo --scenario gs-v3/us-spatial \\
        --train-seeds dev --weights carbon=1,slo=20 --skip-idle --no-eval --out OUT

``--algo ppo`` (the default) is stable-baselines3's PPO (``rl-ppo-v1``); ``--algo maskable-ppo``
is sb3-contrib's MaskablePPO, which samples only the choices
:meth:`~gridshift.rl.env.GridshiftEnv.action_masks` allows (``rl-maskppo-v1``). Several
``--scenario`` values (comma-separated) train on one environment each, side by side
(``DummyVecEnv``; their layouts must agree). ``--weights`` sets the reward's
:class:`~gridshift.rl.reward.RewardWeights` (``KEY=NUMBER`` as the leaderboard's ``--weights``;
keys not given are 0); without it, the leaderboard composite.

Writes ``OUT.zip`` (the model; the optimiser state is dropped to keep it small, so the file is
for inference) and ``OUT.json`` (the algorithm, layout, reward weights, the command, seeds,
versions, timesteps, the measured training time and the machine's load). Then, for ``ppo``,
evaluates the agent with :mod:`gridshift.rl.evaluate` on the training scenario's default seed
(unless ``--no-eval``); a MaskablePPO checkpoint is measured through the zoo policy
(``gridshift suite run ... -p rl-maskppo-v1``).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shlex
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

from gridshift.rl import require
from gridshift.rl.seeds import parse_seeds

__all__ = ["ALGORITHMS", "clone_teacher", "main", "parse_seeds", "parse_weights",
           "teacher_actions", "train"]

#: ``--algo`` -> the policy name a checkpoint of it is written for.
ALGORITHMS = {"ppo": "rl-ppo-v1", "maskable-ppo": "rl-maskppo-v1"}


def parse_weights(text: str | None) -> Any:
    """``"carbon=1,slo=20"`` -> :class:`~gridshift.rl.reward.RewardWeights` (keys not given are
    0); None or empty -> the leaderboard's weights.

    Raises:
        ValueError: a malformed item or a key the reward has no term for.
    """
    from gridshift.benchmark.leaderboard import LeaderboardError
    from gridshift.benchmark.leaderboard import parse_weights as parse
    from gridshift.rl.reward import RewardWeights

    try:
        w = parse(text)
    except LeaderboardError as exc:
        raise ValueError(str(exc)) from None
    if w is None:
        return RewardWeights.leaderboard()
    if "energy" in w:
        raise ValueError("--weights: the RL reward has no energy term (keys: carbon, cost, "
                         "water, slo)")
    return RewardWeights(carbon=w.get("carbon", 0.0), cost=w.get("cost", 0.0),
                         water=w.get("water", 0.0), slo=w.get("slo", 0.0))


def train(scenario: str, timesteps: int, seed: int, train_seeds: list[int] | None, out: Path,
          *, action_mode: str = "per-job", max_jobs: int = 16, max_regions: int = 16,
          window_steps: int | None = None,
          n_steps: int = 512, threads: int = 1, command: str = "", algo: str = "ppo",
          weights: Any = None, skip_idle: bool = False, gamma: float = 0.99,
          ent_coef: float = 0.0, warm_start: float | None = None,
          net_arch: tuple[int, ...] = (64, 64), learning_rate: float = 3e-4,
          teacher: str = "local-now-v1", warm_episodes: int = 1, warm_max_epochs: int = 150
          ) -> dict[str, Any]:
    """Train ``algo`` and write ``out.zip`` and ``out.json``; returns the metadata.

    ``scenario`` may name several scenarios, comma-separated (one environment each);
    ``train_seeds`` None: each scenario's dev seeds (:func:`~gridshift.rl.env.resolve_scenario`).
    ``warm_start`` (maskable-ppo, per-job): before training, imitate ``teacher`` (a policy id;
    default ``local-now-v1``) on ``warm_episodes`` episodes per scenario until the mean
    probability of its choice reaches this value (:func:`clone_teacher`).
    """
    if algo not in ALGORITHMS:
        raise ValueError(f"algo must be one of {tuple(ALGORITHMS)}, not {algo!r}")
    require("stable_baselines3")
    if algo == "maskable-ppo":
        require("sb3_contrib")
    import gymnasium as gym
    import stable_baselines3
    import torch
    from stable_baselines3.common.monitor import Monitor
    from stable_baselines3.common.vec_env import DummyVecEnv

    from gridshift import __version__
    from gridshift.rl import make
    from gridshift.rl.reward import RewardWeights

    torch.set_num_threads(threads)
    weights = weights if weights is not None else RewardWeights.leaderboard()
    env_kw = dict(action_mode=action_mode, max_jobs=max_jobs, max_regions=max_regions,
                  seeds=train_seeds, window_steps=window_steps, weights=weights)
    if skip_idle:  # only passed when set: the environment ppo trained on is unchanged
        env_kw["skip_idle"] = True
    scenarios = [s for s in scenario.split(",") if s]
    monitors = [Monitor(make(s, **env_kw)) for s in scenarios]
    env: Any = monitors[0] if len(monitors) == 1 else DummyVecEnv(
        [lambda m=m: m for m in monitors])  # type: ignore[misc]
    hyper = {"n_steps": n_steps, "batch_size": 128, "n_epochs": 5, "learning_rate": learning_rate,
             "gamma": gamma, "ent_coef": ent_coef}
    algo_cls, extra = _algorithm(algo)
    model = algo_cls("MultiInputPolicy", env, **hyper, seed=seed, device="cpu",
                     policy_kwargs={"net_arch": list(net_arch)}, verbose=0)
    load0 = os.getloadavg()
    t0 = time.perf_counter()
    warm = None
    if warm_start is not None:
        if algo != "maskable-ppo" or action_mode != "per-job":
            raise ValueError("warm_start needs algo='maskable-ppo' and action_mode='per-job'")
        warm = clone_teacher(model, [m.unwrapped for m in monitors], warm_start, seed,
                                teacher=teacher, episodes=warm_episodes,
                                max_epochs=warm_max_epochs)
    model.learn(total_timesteps=timesteps)
    train_s = time.perf_counter() - t0
    load1 = os.getloadavg()
    returns = [float(r) for m in monitors for r in m.get_episode_rewards()]
    # drop the Adam moments: the checkpoint is for inference (and stays small)
    pol = model.policy
    pol.optimizer = pol.optimizer_class(  # type: ignore[call-arg]
        pol.parameters(), lr=learning_rate, **pol.optimizer_kwargs)
    out.parent.mkdir(parents=True, exist_ok=True)
    model.save(str(out.with_suffix(".zip")))
    enc = monitors[0].unwrapped.encoding  # type: ignore[attr-defined]
    meta: dict[str, Any] = {
        "policy": ALGORITHMS[algo],
        "algorithm": f"{_ALGO_TEXT[algo]}, MultiInputPolicy, net_arch {list(net_arch)}",
        "scenario": scenario,
        "train_seeds": train_seeds if train_seeds is not None else "dev",
        "seed": seed,
        "timesteps": timesteps,
        "window_steps": window_steps,
        "action_mode": action_mode,
        "encoding": {k: getattr(enc, k) for k in ("max_jobs", "max_regions", "max_gpu_types",
                                                   "forecast_points", "forecast_stride",
                                                   "overflow")},
        "hyperparameters": hyper,
        "reward": ("leaderboard composite (gridshift.rl.reward), default weights"
                   if weights == RewardWeights.leaderboard() else
                   "composite (gridshift.rl.reward) with the weights below"),
        "train_time_s": round(train_s, 1),
        "threads": threads,
        "episodes": len(returns),
        "episode_return_first10_mean": (sum(returns[:10]) / max(len(returns[:10]), 1)),
        "episode_return_last10_mean": (sum(returns[-10:]) / max(len(returns[-10:]), 1)),
        "command": command,
        "versions": {"gridshift": __version__, "python": platform.python_version(),
                     "torch": torch.__version__, "stable_baselines3": stable_baselines3.__version__,
                     "gymnasium": gym.__version__, **extra},
        "machine": f"{platform.machine()}, {threads} torch threads",
    }
    if algo != "ppo" or weights != RewardWeights.leaderboard() or skip_idle:
        # rl-ppo-v1's metadata keeps its keys; the others record what differs
        meta.update({"algo": algo, "skip_idle": skip_idle, "warm_start": warm,
                     "reward_weights": {k: getattr(weights, k)
                                        for k in ("carbon", "cost", "water", "slo")},
                     "episode_returns": [round(r, 3) for r in returns],
                     "machine_load": {"cpus": os.cpu_count(),
                                      "loadavg_1_5_15_start": [round(x, 2) for x in load0],
                                      "loadavg_1_5_15_end": [round(x, 2) for x in load1]}})
    out.with_suffix(".json").write_text(json.dumps(meta, indent=2) + "\n")
    return meta


def teacher_actions(env: Any, teacher: Any) -> tuple[np.ndarray, dict[str, int]]:
    """``[M]`` actions of ``teacher`` (a policy, reset on ``env``'s episode) at ``env``'s
    current epoch, in the layout, and what they hold.

    The teacher decides on the Observation the environment is at
    (:attr:`~gridshift.rl.env.GridshiftEnv.observation`); its ``Decision.region`` of the shown
    jobs (the first ``M`` pending, Observation order) becomes their actions: the region index,
    or *defer* where it defers. A region the action mask forbids (the teacher's choice cannot
    be encoded) falls back to the job's origin (counted in ``"masked_to_origin"``); padding slots
    get *defer*. The teacher's GPU type and any pause or lever are not part of the action (the
    simulator picks the type, as for every agent action); a pause is counted in ``"pauses"``,
    a move of a job beyond the shown ones (it runs at its origin) in ``"unshown_moved"``.
    """
    from gridshift.policies.api import DEFER

    enc = env.encoding
    obs = env.observation
    dec = teacher.decide(obs)
    n_all = len(obs.jobs)
    n = min(n_all, enc.max_jobs)
    region = np.asarray(dec.region, dtype=np.int64)
    origin = obs.jobs.origin.astype(np.int64)
    mask = env.action_masks().reshape(enc.max_jobs, enc.max_regions + 1)
    a = np.full(enc.max_jobs, enc.defer_action, dtype=np.int64)
    r = region[:n]
    defer = r == DEFER
    choice = np.where(defer, enc.defer_action, r)
    ok = mask[np.arange(n), np.clip(choice, 0, enc.max_regions)] & (choice >= 0)
    a[:n] = np.where(ok, choice, origin[:n])
    beyond = region[n:]
    stats = {"epochs": 1, "jobs": int(n_all), "shown": int(n),
             "deferred": int(defer.sum()), "moved": int(((r != origin[:n]) & ~defer & ok).sum()),
             "masked_to_origin": int((~ok).sum()),
             "unshown": int(n_all - n),
             "unshown_moved": int((beyond != origin[n:]).sum()),
             "pauses": int(0 if dec.pause is None else len(dec.pause))}
    return a, stats


def clone_teacher(model: Any, envs: list[Any], target: float, seed: int,
                     max_epochs: int = 150, batch: int = 64, lr: float = 1e-3,
                     teacher: str = "local-now-v1", episodes: int = 1) -> dict[str, Any]:
    """Behaviour cloning of ``teacher`` (default ``local-now-v1``) into a MaskablePPO policy
    before RL.

    ``episodes`` episodes per environment (world seeds: its first ``episodes``, offset 0) are
    run with the teacher's choices: the policy is reset on the episode's :class:`PolicyInfo`
    and asked at every epoch the environment stops at (:func:`teacher_actions`; with
    ``skip_idle`` the epochs without a pending job are not asked, where such a teacher has
    nothing to place). The actor is then fitted by cross-entropy on them (masked as in
    training), and the critic by squared error on the episode's discounted returns (the
    model's ``gamma``), until the mean probability of the teacher's choice per shown job
    reaches ``target`` (at most ``max_epochs`` passes of minibatches of ``batch`` in an order
    drawn from ``seed``, Adam at ``lr``; RL then goes on at its own rate). The agent starts RL
    at the teacher's behaviour (greedy ~ the teacher; sampled = mostly the teacher's choices), so
    it explores away from a schedule that keeps the deadlines instead of from uniformly random
    placements. Returns what was done (for the metadata), with the label statistics.
    """
    import torch

    from gridshift.policies.registry import load_policy

    pol_t = load_policy(teacher)
    if episodes < 1:
        raise ValueError(f"episodes must be >= 1, got {episodes}")

    obs_l: list[dict[str, np.ndarray]] = []
    act_l: list[np.ndarray] = []
    mask_l: list[np.ndarray] = []
    ret_l: list[float] = []
    stats: dict[str, int] = {}
    pending: list[int] = []
    for env, wseed in ((e, s) for e in envs for s in e.seeds[:episodes]):
        o, _ = env.reset(seed=seed, options={"world_seed": wseed, "offset": 0})
        pol_t.reset(env.info_)
        done = False
        rewards: list[float] = []
        while not done:
            pending.append(len(env.observation.jobs))
            a, st = teacher_actions(env, pol_t)
            for k, v in st.items():
                stats[k] = stats.get(k, 0) + v
            obs_l.append(o)
            act_l.append(a)
            mask_l.append(env.action_masks())
            o, r, done, _, _ = env.step(a)
            rewards.append(float(r))
        g, rets = 0.0, []
        for r in reversed(rewards):
            g = r + model.gamma * g
            rets.append(g)
        ret_l += rets[::-1]
    pol = model.policy
    n = len(obs_l)
    obs_all = {k: np.stack([o[k] for o in obs_l]) for k in obs_l[0]}
    acts = torch.as_tensor(np.stack(act_l))
    returns = torch.as_tensor(np.array(ret_l, dtype=np.float32))
    masks = np.stack(mask_l)
    shown = torch.as_tensor(np.stack([o["jobs"][:, 0] > 0.5 for o in obs_l]))
    rng = np.random.default_rng(seed)
    pol.set_training_mode(True)
    lr0 = [g["lr"] for g in pol.optimizer.param_groups]
    for g in pol.optimizer.param_groups:
        g["lr"] = lr
    prob, epochs = 0.0, 0
    while epochs < max_epochs:
        epochs += 1
        for idx in np.array_split(rng.permutation(n), max(1, n // batch)):
            obs_t, _ = pol.obs_to_tensor({k: v[idx] for k, v in obs_all.items()})
            dist = pol.get_distribution(obs_t, action_masks=masks[idx])
            loss = -dist.log_prob(acts[idx]).sum() / shown[idx].sum().clamp(min=1)
            loss = loss + torch.nn.functional.mse_loss(pol.predict_values(obs_t).flatten(),
                                                       returns[idx])
            pol.optimizer.zero_grad()
            loss.backward()
            pol.optimizer.step()
        with torch.no_grad():  # mean probability of the local choice per shown job
            ps = []
            for idx in np.array_split(np.arange(n), max(1, n // 1024)):
                obs_t, _ = pol.obs_to_tensor({k: v[idx] for k, v in obs_all.items()})
                dist = pol.get_distribution(obs_t, action_masks=masks[idx])
                lp = torch.stack([d.log_prob(a) for d, a in zip(
                    dist.distributions, acts[idx].unbind(dim=1), strict=True)], dim=1)
                ps.append(lp.exp()[shown[idx]])
            prob = float(torch.cat(ps).mean())
        if prob >= target:
            break
    pol.set_training_mode(False)
    for g, x in zip(pol.optimizer.param_groups, lr0, strict=True):
        g["lr"] = x
    pend = np.asarray(pending)
    return {
        "imitates": f"{teacher} (its Decision.region of the shown jobs at each epoch)",
        "samples": n, "target_prob": target, "lr": lr, "batch": batch, "epochs": epochs,
        "mean_prob": round(prob, 4), "teacher": teacher,
        "episodes": [[e.scenario.id, int(s)] for e in envs for s in e.seeds[:episodes]],
        "labels": stats,
        "pending_per_epoch": {"mean": round(float(pend.mean()), 2),
                              "p50": float(np.percentile(pend, 50)),
                              "p90": float(np.percentile(pend, 90)),
                              "p99": float(np.percentile(pend, 99)),
                              "max": int(pend.max())}}


_ALGO_TEXT = {"ppo": "PPO (stable-baselines3)",
              "maskable-ppo": "MaskablePPO (sb3-contrib), invalid actions masked"}


def _algorithm(algo: str) -> tuple[Any, dict[str, str]]:
    """The model class of ``algo`` and the versions of the packages it adds."""
    if algo == "maskable-ppo":
        import sb3_contrib
        from sb3_contrib import MaskablePPO

        return MaskablePPO, {"sb3_contrib": sb3_contrib.__version__}
    from stable_baselines3 import PPO

    return PPO, {}


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    ap = argparse.ArgumentParser(prog="python -m gridshift.rl.train", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--algo", default="ppo", choices=tuple(ALGORITHMS),
                    help="ppo (stable-baselines3; rl-ppo-v1) or maskable-ppo (sb3-contrib's "
                         "MaskablePPO; rl-maskppo-v1)")
    ap.add_argument("--scenario", default="check-v1",
                    help="scenario(s) to train on, comma-separated (one environment each)")
    ap.add_argument("--timesteps", type=int, default=40_000)
    ap.add_argument("--seed", type=int, default=0, help="PPO seed (network init, sampling)")
    ap.add_argument("--train-seeds", default="1-8",
                    help="world seeds episodes are drawn from (default 1-8; 0 is kept for "
                         "eval); 'dev': each suite scenario's dev seeds")
    ap.add_argument("--weights", default=None,
                    help="reward weights KEY=NUMBER,... (carbon, cost, water, slo; keys not "
                         "given are 0); default: the leaderboard composite")
    ap.add_argument("--skip-idle", action="store_true",
                    help="do not stop at epochs with no pending job (GridshiftEnv skip_idle)")
    ap.add_argument("--warm-start", type=float, default=None, metavar="P",
                    help="maskable-ppo: imitate --teacher (default local-now-v1) first, until "
                         "its choice has mean probability P (e.g. 0.9)")
    ap.add_argument("--teacher", default="local-now-v1", metavar="POLICY_ID",
                    help="--warm-start's teacher (a policy id; default local-now-v1)")
    ap.add_argument("--warm-episodes", type=int, default=1,
                    help="--warm-start: episodes per scenario (its first N world seeds)")
    ap.add_argument("--warm-max-epochs", type=int, default=150,
                    help="--warm-start: at most this many passes over the samples")
    ap.add_argument("--net-arch", default="64,64",
                    help="hidden layer widths of the actor and critic MLPs (default 64,64)")
    ap.add_argument("--gamma", type=float, default=0.99)
    ap.add_argument("--learning-rate", type=float, default=3e-4)
    ap.add_argument("--ent-coef", type=float, default=0.0)
    ap.add_argument("--action-mode", default="per-job", choices=("per-job", "batch"))
    ap.add_argument("--max-jobs", type=int, default=16)
    ap.add_argument("--max-regions", type=int, default=16,
                    help="region slots of the layout (16: every gs-v1 scenario fits)")
    ap.add_argument("--window-steps", type=int, default=None)
    ap.add_argument("--n-steps", type=int, default=512)
    ap.add_argument("--threads", type=int, default=1,
                    help="torch threads (1 is fastest for this small MLP, esp. on a busy box)")
    ap.add_argument("--out", type=Path, default=Path("rl-ppo-checkpoint"))
    ap.add_argument("--no-eval", action="store_true")
    a = ap.parse_args(argv)
    cmd = "python -m gridshift.rl.train " + " ".join(shlex.quote(x) for x in
                                                      (argv if argv is not None else sys.argv[1:]))
    try:
        weights = parse_weights(a.weights)
    except ValueError as exc:
        ap.error(str(exc))
    if a.warm_start is None and (a.teacher != "local-now-v1" or a.warm_episodes != 1):
        ap.error("--teacher and --warm-episodes need --warm-start P")
    seeds = None if a.train_seeds == "dev" else parse_seeds(a.train_seeds)
    meta = train(a.scenario, a.timesteps, a.seed, seeds, a.out,
                 action_mode=a.action_mode, max_jobs=a.max_jobs, max_regions=a.max_regions,
                 window_steps=a.window_steps,
                 n_steps=a.n_steps, threads=a.threads, command=cmd, algo=a.algo,
                 weights=weights, skip_idle=a.skip_idle, gamma=a.gamma, ent_coef=a.ent_coef,
                 warm_start=a.warm_start,
                 net_arch=tuple(int(x) for x in a.net_arch.split(",") if x),
                 learning_rate=a.learning_rate, teacher=a.teacher,
                 warm_episodes=a.warm_episodes, warm_max_epochs=a.warm_max_epochs)
    print(f"trained {a.timesteps} steps in {meta['train_time_s']} s; episode return "
          f"{meta['episode_return_first10_mean']:.2f} (first 10) -> "
          f"{meta['episode_return_last10_mean']:.2f} (last 10); saved {a.out}.zip")
    if not a.no_eval and a.algo == "maskable-ppo":
        print("(a MaskablePPO checkpoint is measured through the zoo policy: gridshift suite "
              "run SUITE -p rl-maskppo-v1 --split dev)")
    elif not a.no_eval:
        from gridshift.rl.evaluate import evaluate, format_table

        print(format_table(evaluate(str(a.out.with_suffix(".zip")), [a.scenario], [0])))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
