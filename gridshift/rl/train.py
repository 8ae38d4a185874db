"""Train a PPO agent on the gridshift environment and save a checkpoint (CPU).

Usage::

    python -m gridshift.rl.train --scenario check-v1 --timesteps 40000 --seed 0 \\
        --train-seeds 1-8 --out gridshift/policies/checkpoints/rl-ppo-v1

Writes ``OUT.zip`` (stable-baselines3 model; the optimiser state is dropped to keep it small,
so the file is for inference) and ``OUT.json`` (the layout, the command, seeds, versions,
timesteps and the measured training time). Then evaluates the agent with
:mod:`gridshift.rl.evaluate` on the training scenario's default seed (unless ``--no-eval``).
"""

from __future__ import annotations

import argparse
import json
import platform
import shlex
import sys
import time
from pathlib import Path
from typing import Any

from gridshift.rl import require
from gridshift.rl.seeds import parse_seeds

__all__ = ["main", "parse_seeds", "train"]


def train(scenario: str, timesteps: int, seed: int, train_seeds: list[int], out: Path, *,
          action_mode: str = "per-job", max_jobs: int = 16, max_regions: int = 16,
          window_steps: int | None = None,
          n_steps: int = 512, threads: int = 1, command: str = "") -> dict[str, Any]:
    """Train PPO and write ``out.zip`` and ``out.json``; returns the metadata."""
    require("stable_baselines3")
    import gymnasium as gym
    import stable_baselines3
    import torch
    from stable_baselines3 import PPO
    from stable_baselines3.common.monitor import Monitor

    from gridshift import __version__
    from gridshift.rl import make

    torch.set_num_threads(threads)
    env_kw = dict(action_mode=action_mode, max_jobs=max_jobs, max_regions=max_regions,
                  seeds=train_seeds, window_steps=window_steps)
    env = Monitor(make(scenario, **env_kw))
    model = PPO("MultiInputPolicy", env, n_steps=n_steps, batch_size=128, n_epochs=5,
                learning_rate=3e-4, gamma=0.99, ent_coef=0.0, seed=seed, device="cpu",
                policy_kwargs={"net_arch": [64, 64]}, verbose=0)
    t0 = time.perf_counter()
    model.learn(total_timesteps=timesteps)
    train_s = time.perf_counter() - t0
    returns = [float(r) for r in env.get_episode_rewards()]
    # drop the Adam moments: the checkpoint is for inference (and stays small)
    pol = model.policy
    pol.optimizer = pol.optimizer_class(  # type: ignore[call-arg]
        pol.parameters(), lr=3e-4, **pol.optimizer_kwargs)
    out.parent.mkdir(parents=True, exist_ok=True)
    model.save(str(out.with_suffix(".zip")))
    enc = env.unwrapped.encoding  # type: ignore[attr-defined]
    meta = {
        "policy": "rl-ppo-v1",
        "algorithm": "PPO (stable-baselines3), MultiInputPolicy, net_arch [64, 64]",
        "scenario": scenario,
        "train_seeds": train_seeds,
        "seed": seed,
        "timesteps": timesteps,
        "window_steps": window_steps,
        "action_mode": action_mode,
        "encoding": {k: getattr(enc, k) for k in ("max_jobs", "max_regions", "max_gpu_types",
                                                   "forecast_points", "forecast_stride",
                                                   "overflow")},
        "hyperparameters": {"n_steps": n_steps, "batch_size": 128, "n_epochs": 5,
                            "learning_rate": 3e-4, "gamma": 0.99, "ent_coef": 0.0},
        "reward": "leaderboard composite (gridshift.rl.reward), default weights",
        "train_time_s": round(train_s, 1),
        "threads": threads,
        "episodes": len(returns),
        "episode_return_first10_mean": (sum(returns[:10]) / max(len(returns[:10]), 1)),
        "episode_return_last10_mean": (sum(returns[-10:]) / max(len(returns[-10:]), 1)),
        "command": command,
        "versions": {"gridshift": __version__, "python": platform.python_version(),
                     "torch": torch.__version__, "stable_baselines3": stable_baselines3.__version__,
                     "gymnasium": gym.__version__},
        "machine": f"{platform.machine()}, {threads} torch threads",
    }
    out.with_suffix(".json").write_text(json.dumps(meta, indent=2) + "\n")
    return meta


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    ap = argparse.ArgumentParser(prog="python -m gridshift.rl.train", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--scenario", default="check-v1")
    ap.add_argument("--timesteps", type=int, default=40_000)
    ap.add_argument("--seed", type=int, default=0, help="PPO seed (network init, sampling)")
    ap.add_argument("--train-seeds", default="1-8",
                    help="world seeds episodes are drawn from (default 1-8; 0 is kept for eval)")
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
    meta = train(a.scenario, a.timesteps, a.seed, parse_seeds(a.train_seeds), a.out,
                 action_mode=a.action_mode, max_jobs=a.max_jobs, max_regions=a.max_regions,
                 window_steps=a.window_steps,
                 n_steps=a.n_steps, threads=a.threads, command=cmd)
    print(f"trained {a.timesteps} steps in {meta['train_time_s']} s; episode return "
          f"{meta['episode_return_first10_mean']:.2f} (first 10) -> "
          f"{meta['episode_return_last10_mean']:.2f} (last 10); saved {a.out}.zip")
    if not a.no_eval:
        from gridshift.rl.evaluate import evaluate, format_table

        print(format_table(evaluate(str(a.out.with_suffix(".zip")), [a.scenario], [0])))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
