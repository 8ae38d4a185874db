"""Compare a checkpoint with baselines by the leaderboard composite on given scenarios and seeds.

Usage::

    python -m gridshift.rl.evaluate --checkpoint rl-ppo-v1 --scenarios check-v1 --seeds 0
    python -m gridshift.rl.evaluate --scenarios global-5dc-week,us-spatial --seeds dev

Each policy runs through :func:`gridshift.sim.run.simulate` (the normal Policy path); scores
are :func:`gridshift.rl.reward.composite_score` vs ``local-now-v1`` on the same World, i.e. the
leaderboard's per-seed score. ``--seeds dev`` uses each suite scenario's dev seeds.
"""

from __future__ import annotations

import argparse
import time
from typing import Any

__all__ = ["evaluate", "format_table", "main"]

BASELINES = ("local-now-v1", "lowest-carbon-now-v1")


def evaluate(checkpoint: str, scenarios: list[str], seeds: list[int] | None = None,
             baselines: tuple[str, ...] = BASELINES) -> list[dict[str, Any]]:
    """One row per (scenario, seed, policy): score, savings, SLO %, run time."""
    from gridshift.policies.registry import load_policy
    from gridshift.rl.env import resolve_scenario
    from gridshift.rl.reward import composite_score
    from gridshift.sim.run import simulate
    from gridshift.sim.world import build_world

    rows = []
    for sid in scenarios:
        sc, dev = resolve_scenario(sid)
        for seed in (seeds if seeds is not None else list(dev)):
            world = build_world(sc, seed)
            ref = simulate(world, load_policy("local-now-v1")).metrics
            for pid in ("rl-ppo-v1", *baselines):
                pol = load_policy(pid, **({"checkpoint": checkpoint} if pid == "rl-ppo-v1"
                                          else {}))
                t0 = time.perf_counter()
                m = simulate(world, pol).metrics
                rows.append({
                    "scenario": sc.id, "seed": seed, "policy": pid,
                    "score": composite_score(m, ref),
                    "carbon_saving_pct": 100 * (1 - m["carbon_kg"] / ref["carbon_kg"]),
                    "cost_saving_pct": 100 * (1 - m["cost_usd"] / ref["cost_usd"]),
                    "water_saving_pct": 100 * (1 - m["water_l"] / ref["water_l"]),
                    "slo_pct": 100 * m["slo_violation_rate"],
                    "run_s": time.perf_counter() - t0,
                })
    return rows


def format_table(rows: list[dict[str, Any]]) -> str:
    """A Markdown table of :func:`evaluate`'s rows."""
    cols = ["scenario", "seed", "policy", "score", "carbon_saving_pct", "cost_saving_pct",
            "water_saving_pct", "slo_pct", "run_s"]
    out = ["| " + " | ".join(cols) + " |", "|" + "---|" * len(cols)]
    for r in rows:
        out.append("| " + " | ".join(f"{r[c]:.2f}" if isinstance(r[c], float) else str(r[c])
                                     for c in cols) + " |")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    from gridshift.rl.seeds import parse_seeds

    ap = argparse.ArgumentParser(prog="python -m gridshift.rl.evaluate", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--checkpoint", default="rl-ppo-v1")
    ap.add_argument("--scenarios", default="check-v1")
    ap.add_argument("--seeds", default="dev", help="'dev' (the scenario's dev seeds) or 0,1,2")
    a = ap.parse_args(argv)
    seeds = None if a.seeds == "dev" else parse_seeds(a.seeds)
    print(format_table(evaluate(a.checkpoint, a.scenarios.split(","), seeds)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
