"""The lever policies of the zoo (carbon-scaler-v1, carbon-power-cap-v1): they use their lever
on a scenario that enables it, save carbon there without doing less, and their behaviour there
is pinned like every zoo policy's on check-v1 (``lever_digests.json``; a change needs a new
version). Add a digest with ``PYTHONPATH=. python -m tests.policies.test_zoo_levers``."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

DIGESTS = Path(__file__).with_name("lever_digests.json")
LEVER_POLICIES = ("carbon-scaler-v1", "carbon-power-cap-v1")
#: check-v1 with both levers, the drain and the breakdown metrics (every job scored).
LEVERS = """
[levers]
elastic = true
power_capping = true
elastic_kinds = ["train"]
elastic_range = [0.5, 2.0]
rescale_overhead_s = 120

[simulation]
drain = true
breakdown = true
"""


def lever_scenario(folder: Path) -> Path:
    """check-v1 plus :data:`LEVERS`, written into ``folder``."""
    from gridshift.scenario import load_scenario

    p = folder / "check-levers.toml"
    p.write_text(load_scenario("check-v1").path.read_text() + LEVERS)
    return p


def lever_digest(policy_id: str, folder: Path) -> str:
    """``jobs_digest`` of ``policy_id`` on the lever scenario, seed 0."""
    import gridshift

    return gridshift.run(lever_scenario(folder), policy=policy_id).jobs_digest()


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    import gridshift

    p = lever_scenario(tmp_path_factory.mktemp("zl"))
    return {pid: gridshift.run(p, policy=pid) for pid in ("local-now-v1",) + LEVER_POLICIES}


def test_each_lever_policy_uses_its_lever_and_completes_the_work(runs):
    base = runs["local-now-v1"].metrics
    sc, pc = runs["carbon-scaler-v1"].metrics, runs["carbon-power-cap-v1"].metrics
    assert sc["rescales"] > 0 and pc["gpu_hours_capped"] > 0
    assert base["rescales"] == 0 and base["gpu_hours_capped"] == 0
    for m in (sc, pc):
        assert m["jobs_dropped"] == 0
        assert m["gpu_hours_completed"] == pytest.approx(base["gpu_hours_completed"], rel=1e-12)
        assert m["slo_violations"] <= base["slo_violations"]
        assert m["carbon_kg"] < base["carbon_kg"]


@pytest.mark.parametrize("policy_id", LEVER_POLICIES)
def test_lever_behaviour_matches_the_declared_version(policy_id, runs):
    want = json.loads(DIGESTS.read_text())["digests"].get(policy_id)
    got = runs[policy_id].jobs_digest()
    assert got == want, (f"{policy_id} now schedules the lever scenario differently ({got}, "
                         f"committed {want}): a change of behaviour needs a new version")


def test_without_levers_they_are_local_now():
    import gridshift

    base = gridshift.run("check-v1", policy="local-now-v1").jobs_digest()
    for pid in LEVER_POLICIES:
        assert gridshift.run("check-v1", policy=pid).jobs_digest() == base


def _add_missing() -> int:  # pragma: no cover - maintenance entry point
    import tempfile

    data = json.loads(DIGESTS.read_text()) if DIGESTS.exists() else {
        "about": "jobs_digest of each lever zoo policy on check-v1 + tests/policies/"
                 "test_zoo_levers.py LEVERS, seed 0; never rewrite an entry: bump the version",
        "digests": {}}
    with tempfile.TemporaryDirectory() as d:
        for pid in LEVER_POLICIES:
            data.setdefault("digests", {}).setdefault(pid, lever_digest(pid, Path(d)))
    DIGESTS.write_text(json.dumps(data, indent=2, sort_keys=True) + "\n")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(_add_missing())
