"""A sweep's cell: one run of (scenario, policy, params, seed, track) in a suite split.

Its own module (re-exported by :mod:`gridshift.runners.sweep`) so that the record layer can
name the type without importing the sweep.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

__all__ = ["Cell"]


@dataclass(frozen=True)
class Cell:
    """One run of a sweep.

    Attributes:
        scenario: Built-in scenario id or path to a scenario TOML.
        policy: Policy id or ``path/file.py:Class``.
        params: Constructor parameters of the policy (JSON-able).
        seed: Seed (``None``: the scenario's).
        track: ``"forecast"`` / ``"clairvoyant"`` (``None``: the scenario's).
        suite: Suite name (``None`` for ad-hoc sweeps).
        suite_version: Suite version.
        split: ``"dev"`` or ``"test"``.
        isolate: Run the policy in its own process (leaderboard runs).
    """

    scenario: str
    policy: str
    params: dict[str, Any] = field(default_factory=dict)
    seed: int | None = None
    track: str | None = None
    suite: str | None = None
    suite_version: str | None = None
    split: str | None = None
    isolate: bool = False

    def label(self) -> str:
        """``scenario / policy[params] / seed N`` for messages."""
        sc = Path(self.scenario).stem if self.scenario.endswith(".toml") else self.scenario
        pol = self.policy.rpartition("/")[2]
        p = f"{self.params}" if self.params else ""
        return f"{sc} / {pol}{p} / seed {self.seed}"
