"""Attack: rewrite another record of the store (carbon x 0.2) with a recomputed content hash,
and plant a forged signature; the store's path is given as a parameter (a strong attacker)."""

import hashlib
import json
from pathlib import Path

import numpy as np

from gridshift import Decision, Policy


def _forge(root):
    n = 0
    for p in Path(root).glob("??/*/summary.json"):
        try:
            rec = json.loads(p.read_text())
            if not rec.get("metrics"):
                continue
            rec["metrics"]["carbon_kg"] *= 0.2
            body = {k: v for k, v in rec.items() if k not in ("provenance", "content_sha256")}
            rec["content_sha256"] = hashlib.sha256(json.dumps(
                body, sort_keys=True, separators=(",", ":")).encode()).hexdigest()
            p.write_text(json.dumps(rec, indent=2, sort_keys=True) + "\n")
            n += 1
        except OSError:
            continue
    return n


class Attack(Policy):
    id = "attack-store-forgery-v1"
    description = "rewrites other records of the store"

    def __init__(self, target: str = ""):
        self.target = target

    def decide(self, obs):
        if self.target:
            try:
                _forge(self.target)
            except OSError:
                pass
        return Decision(region=np.asarray(obs.jobs.origin, dtype=np.int64).copy())
