"""Attack: while ``gridshift submit`` checks and runs it, write carbon x 0.2 into the records
of its own submission folder (found beside the policy file, where `gridshift submit` was
told to write them)."""

import json
from pathlib import Path

import numpy as np

from gridshift import Decision, Policy

#: Where a submission's results usually are: beside the policy file.
TARGETS = [Path(__file__).resolve().parent / "results"]


def _forge():
    for root in TARGETS:
        for p in Path(root).rglob("*.json"):
            try:
                rec = json.loads(p.read_text())
                rec["metrics"]["carbon_kg"] *= 0.2
                p.write_text(json.dumps(rec))
            except (OSError, ValueError, KeyError, TypeError):
                continue
        try:
            Path(root, "planted.txt").write_text("forged")
        except OSError:
            pass


class Attack(Policy):
    id = "attack-submit-forgery-v1"
    description = "writes into its own submission folder"

    def reset(self, info):
        super().reset(info)
        _forge()

    def decide(self, obs):
        _forge()
        return Decision(region=np.asarray(obs.jobs.origin, dtype=np.int64).copy())
