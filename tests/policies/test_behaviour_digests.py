"""Behaviour digests: a zoo policy's id and version pin what it does.

A record's key identifies a built-in zoo policy by its declared version (``lowest-carbon-now-v1``),
not by its module's bytes (:func:`gridshift.benchmark.records.policy_identity`), so a refactor
keeps every record key.  What makes that safe is this test: every zoo policy's per-job output on
``check-v1`` (seed 0; the forecast track, or the policy's only track) must have the content
digest (``jobs_digest``, jobs-digest/1: the table's values, not the bytes a Parquet writer
produced) committed in ``behaviour_digests.json``.  A change of behaviour without a new
version fails here; the fix is a new id (``-v2``, registered beside ``-v1`` or replacing it),
whose digest is then added with::

    PYTHONPATH=. python -m tests.policies.test_behaviour_digests --add-missing

which adds digests for ids that have none and never rewrites an existing one (changing a
committed digest is a hand edit a reviewer sees in the diff).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from tests.conftest import rl_missing

DIGESTS = Path(__file__).with_name("behaviour_digests.json")
SCENARIO = "check-v1"
SEED = 0


def _builtin_ids() -> list[str]:
    from gridshift.policies import registry

    return sorted(registry._BUILTIN)


def behaviour_digest(policy_id: str) -> str:
    """``jobs_digest`` of ``policy_id`` on :data:`SCENARIO`, seed :data:`SEED` (as a record)."""
    from gridshift.benchmark.records import run_cell
    from gridshift.policies.registry import load_policy
    from gridshift.runners.sweep import Cell

    tracks = tuple(getattr(load_policy(policy_id), "tracks", ()) or ())
    track = tracks[0] if len(tracks) == 1 else "forecast"
    rec, _ = run_cell(Cell(SCENARIO, policy_id, seed=SEED, track=track))
    if rec["status"] != "ok":
        raise RuntimeError(f"{policy_id} on {SCENARIO}: {rec['error']}")
    return rec["jobs_digest"]


def _committed() -> dict[str, dict[str, object]]:
    return json.loads(DIGESTS.read_text())["policies"]


def test_every_zoo_policy_has_a_committed_digest():
    missing = sorted(set(_builtin_ids()) - set(_committed()))
    assert not missing, (f"no behaviour digest for {missing}: run `python -m "
                         "tests.policies.test_behaviour_digests --add-missing`")
    for pid, d in _committed().items():
        assert d["scenario"] == SCENARIO and d["seed"] == SEED, pid


@pytest.mark.parametrize("policy_id", _builtin_ids())
def test_behaviour_matches_the_declared_version(policy_id):
    if rl_missing(policy_id):
        pytest.skip(rl_missing(policy_id))
    want = _committed().get(policy_id, {}).get("jobs_digest")
    got = behaviour_digest(policy_id)
    assert got == want, (
        f"{policy_id} now schedules {SCENARIO} (seed {SEED}) differently: jobs_digest {got}, "
        f"committed {want}. Records identify it by its version, so a change of behaviour needs "
        f"a new version ({policy_id.rsplit('-v', 1)[0]}-v2) and its digest, or a revert.")


def _add_missing() -> int:
    data = json.loads(DIGESTS.read_text()) if DIGESTS.exists() else {
        "about": "jobs_digest of each zoo policy on check-v1, seed 0 "
                 "(tests/policies/test_behaviour_digests.py); never rewrite an entry: bump the "
                 "policy's version instead", "policies": {}}
    added = []
    for pid in _builtin_ids():
        if pid not in data["policies"]:
            data["policies"][pid] = {"scenario": SCENARIO, "seed": SEED,
                                     "jobs_digest": behaviour_digest(pid)}
            added.append(pid)
    data["policies"] = dict(sorted(data["policies"].items()))
    DIGESTS.write_text(json.dumps(data, indent=2) + "\n")
    print(f"added {len(added)} digests: {', '.join(added) or 'none'}")
    return 0


if __name__ == "__main__":
    if sys.argv[1:] != ["--add-missing"]:
        print("usage: python -m tests.policies.test_behaviour_digests --add-missing",
              file=sys.stderr)
        sys.exit(2)
    sys.exit(_add_missing())
