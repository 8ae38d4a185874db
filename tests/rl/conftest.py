"""Shared helpers of the RL tests (skipped, with the reason shown, without the ``rl`` extra)."""

from __future__ import annotations

import importlib.util

import numpy as np

from gridshift.policies.api import Decision, Observation, Policy

# Without the extra, gridshift.rl cannot be imported: each test module then skips itself
# (pytest.importorskip with the install hint) before it uses the helpers below.
if importlib.util.find_spec("gymnasium") is not None:
    from gridshift.rl.encoding import Encoding
else:  # pragma: no cover - exercised on machines without the extra
    Encoding = None  # type: ignore[assignment,misc]


def sample_masked(rng: np.random.Generator, mask: np.ndarray, batch: bool) -> np.ndarray | int:
    """A uniformly random allowed action (per job, or one for the batch: a column allowed
    for every shown job)."""
    m = mask.astype(bool)
    if batch:
        return int(rng.choice(np.flatnonzero(m.all(axis=0))))
    return np.array([rng.choice(np.flatnonzero(row)) for row in m], dtype=np.int64)


class EncodedAgent(Policy):
    """A Policy that acts through the RL layout: random allowed actions, or 'origin'."""

    id = "test-encoded-agent-v1"
    description = "test agent"

    def __init__(self, mode: str = "random", batch: bool = False, seed: int = 1,
                 max_jobs: int = 16, overflow: str = "origin") -> None:
        self.mode = mode
        self.batch = batch
        self.seed = seed
        self.max_jobs = max_jobs
        self.overflow = overflow

    def reset(self, info):  # noqa: D102
        super().reset(info)
        self.enc = Encoding(max_jobs=self.max_jobs, overflow=self.overflow)
        self.rng = np.random.default_rng(self.seed)

    def decide(self, obs: Observation) -> Decision:  # noqa: D102
        o = self.enc.encode(self.info, obs)
        if self.mode == "origin":
            a = origin_action(self.enc, obs)
        else:
            a = sample_masked(self.rng, o["action_mask"], self.batch)
        return self.enc.decode(self.info, obs, a, batch=self.batch)


def origin_action(enc: Encoding, obs: Observation) -> np.ndarray:
    """Per-job action 'run at the origin' (padding slots: defer)."""
    a = np.full(enc.max_jobs, enc.defer_action, dtype=np.int64)
    n = min(len(obs.jobs), enc.max_jobs)
    a[:n] = obs.jobs.origin[:n]
    return a
