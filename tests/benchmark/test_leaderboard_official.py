"""Official records (seed sealed, ``seed_commitment`` in its place) pair with their reference
per committed seed, as public records pair per seed: two seeds of a scenario do not collide."""

from __future__ import annotations

import copy
import hashlib
import json

import pytest

from gridshift.benchmark.leaderboard import build_leaderboard
from tests.conftest import REPO

DEV = REPO / "results" / "gs-v2-v1" / "dev"

pytestmark = pytest.mark.skipif(not DEV.is_dir(), reason="results/gs-v2-v1 is not in this "
                                "checkout")


def _sealed(rec: dict) -> dict:
    out = copy.deepcopy(rec)
    out["seed_index"] = rec["seed"]
    out["seed_commitment"] = hashlib.sha256(f"seed {rec['seed']}".encode()).hexdigest()
    out["seed"] = None
    out["split"] = "official-test"
    return out


def test_two_sealed_seeds_pair_with_their_own_reference():
    recs = [json.loads(f.read_text()) for f in sorted(DEV.glob("*.json"))]
    recs = [r for r in recs if r["scenario"] == "us-spatial" and r["seed"] in (0, 1)
            and r["policy"] in ("local-now-v1", "lowest-carbon-now-v1")]
    assert len(recs) == 4
    public = build_leaderboard(recs, "gs-v2", split="dev")
    sealed = build_leaderboard([_sealed(r) for r in recs], "gs-v2", split="official-test")
    cols = ["policy", "carbon", "energy", "slo_pct"]
    a = public.per_seed.sort_values(["policy", "seed"])[cols].reset_index(drop=True)
    b = sealed.per_seed.sort_values(["policy", "seed"])[cols].reset_index(drop=True)
    assert len(b) == 4 and not sealed.excluded, sealed.excluded
    assert a.equals(b)
