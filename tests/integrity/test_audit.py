"""``gridshift verify --audit``: impossible numbers are flagged offline; honest ones never."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from gridshift.benchmark.audit import audit_path, range_flags
from gridshift.benchmark.records import content_sha256, record_key
from gridshift.benchmark.signing import PUBLIC_KEY_FILE, Signer, sidecar_path
from gridshift.benchmark.verify import Given, verify
from gridshift.cli import main
from gridshift.runners.executors import SerialExecutor
from gridshift.runners.store import Store
from gridshift.runners.sweep import Cell, run_sweep
from tests.runners.gs_fixtures import TINY_A, TINY_B

REPO = Path(__file__).resolve().parents[2]
GS_V2 = REPO / "results" / "gs-v2-v1"
POLICIES = ("local-now", "lowest-carbon-now", "round-robin", "lowest-carbon-window",
            "spatiotemporal-greedy")


@pytest.fixture(scope="module")
def store(tmp_path_factory) -> Path:
    """Fresh records (with breakdowns) of several zoo policies on the two tiny scenarios."""
    root = tmp_path_factory.mktemp("audit-store")
    cells = [Cell(sc, p, seed=s) for sc in (TINY_A, TINY_B) for p in POLICIES for s in (1, 2)]
    rep = run_sweep(cells, Store(root), SerialExecutor(), progress=False)
    assert rep.ok
    return root


def _given() -> Given:
    return Given.load(scenarios=[TINY_A, TINY_B])


def _record(store: Path, policy: str, scenario: str = "tiny-a", seed: int = 1) -> dict:
    for p in store.rglob("summary.json"):
        r = json.loads(p.read_text())
        if (r["policy"], r["scenario"], r["seed"]) == (policy, scenario, seed):
            return r
    raise AssertionError(f"no record of {policy} on {scenario} seed {seed}")


def _forge_into(folder: Path, rec: dict) -> Path:
    """What the issue's forger does: re-key, re-hash and re-sign with their own key, and put
    the public key beside the record (as a submission carries it)."""
    rec["key"] = record_key(rec)
    rec["content_sha256"] = content_sha256(rec)
    folder.mkdir(parents=True, exist_ok=True)
    p = folder / f"{rec['key']}.json"
    p.write_text(json.dumps(rec))
    forger = Signer(folder.parent / "forger-store")
    sidecar_path(p).write_text(json.dumps(forger.sign(rec)))
    (folder / PUBLIC_KEY_FILE).write_text(forger.public_key() + "\n")
    return p


def test_fresh_honest_records_are_never_flagged(store):
    _, rep = audit_path(store, given=_given())
    assert rep.audited == 2 * len(POLICIES) * 2 and not rep.flags, rep.lines()


def test_every_committed_gs_v2_record_passes_the_audit():
    if not GS_V2.is_dir():
        pytest.skip("results/gs-v2-v1 is not in this checkout")
    _, rep = audit_path(GS_V2)
    assert rep.audited > 100 and not rep.flags, rep.lines()[:20]


def test_the_issues_forged_record_is_flagged(tmp_path, store):
    """carbon_kg cut 30 %, content hash recomputed, re-signed with another key: the
    signature checks (by the forger's key), the audit does not."""
    rec = _record(store, "lowest-carbon-now-v1")
    true = rec["metrics"]["carbon_kg"]
    rec["metrics"]["carbon_kg"] = 0.7 * true
    p = _forge_into(tmp_path / "sub" / "records", rec)
    rep = verify(p.parent, rerun=False, scenarios=[TINY_A, TINY_B])
    assert rep.ok and rep.checks[0].signature == "valid", rep.lines()  # it *looks* fine
    r = CliRunner().invoke(main, ["verify", str(p.parent), "--audit", "--scenario", TINY_A,
                                  "--scenario", TINY_B])
    assert r.exit_code == 1, r.output
    assert f"FLAG [{rec['key'][:12]}]" in r.output and "carbon_kg: Σ breakdown" in r.output
    assert repr(0.7 * true) in r.output


def test_a_consistent_forgery_of_the_references_schedule_is_flagged(tmp_path, store):
    """A forger who copies local-now's record under another policy and cuts its carbon in
    the totals and in every region alike: the breakdown adds up, but the per-job table is
    the reference's (jobs_digest), so the carbon must be its carbon."""
    ref = _record(store, "local-now-v1")
    shutil.copytree(store, tmp_path / "s")
    rec = json.loads(json.dumps(ref))
    rec["policy"] = rec["policy_ref"] = "lowest-carbon-now-v1"
    rec["metrics"]["carbon_kg"] *= 0.7
    for r in rec["breakdown"]["regions"].values():
        for k in ("carbon_kg", "carbon_transfer_kg"):
            if k in r:
                r[k] *= 0.7
    folder = tmp_path / "s" / "forged"
    _forge_into(folder, rec)
    _, rep = audit_path(tmp_path / "s", given=_given())
    flagged = {(f.key, f.field) for f in rep.flags}
    assert (rec["key"], "carbon_kg") in flagged, rep.lines()
    assert all(k == rec["key"] for k, _ in flagged), rep.lines()


def test_a_region_carbon_outside_its_intensity_range_is_flagged(tmp_path, store):
    rec = _record(store, "round-robin-v1")
    reg = max(rec["breakdown"]["regions"],
              key=lambda r: rec["breakdown"]["regions"][r]["energy_facility_kwh"])
    r = rec["breakdown"]["regions"][reg]
    cut = r["carbon_kg"]  # the region's carbon, all of it: energy at zero intensity
    r["carbon_kg"] -= cut
    rec["metrics"]["carbon_kg"] -= cut
    folder = tmp_path / "s"
    _forge_into(folder, rec)
    _, rep = audit_path(folder, given=_given())
    assert [f.field for f in rep.flags] == [f"breakdown.{reg}.carbon_kg"], rep.lines()
    assert "is outside" in rep.flags[0].detail and "cleanest (dirtiest) steps" in \
        rep.flags[0].detail


def test_the_capacity_limited_carbon_range_by_hand():
    """Steps of 100, 300, 200 gCO2/kWh, each holding 1 kWh: 1.5 kWh emits at least
    1 x 100 + 0.5 x 200 g and at most 1 x 300 + 0.5 x 200 g; 4 kWh cannot be drawn."""
    import numpy as np
    from numpy.testing import assert_allclose

    from gridshift.benchmark.audit import Intensity

    ci = np.array([100.0, 200.0, 300.0])  # sorted
    it = Intensity(("r",), ci[:1], ci[-1:], 0.0, 0.0, None, False,
                   ((np.cumsum(np.ones(3)), np.cumsum(ci), ci),))
    assert_allclose(it.carbon_range_kg(0, 1.5), (0.2, 0.4), rtol=1e-12)
    assert_allclose(it.carbon_range_kg(0, 3.0), (0.6, 0.6), rtol=1e-12)
    assert it.carbon_range_kg(0, 4.0) == (float("inf"), float("inf"))


def test_a_signed_record_edited_afterwards_is_tampered(tmp_path, store):
    """The signature covers the key and content hash: a re-hashed edit keeps a signature for
    other content, and the record is TAMPERED (no audit needed)."""
    shutil.copytree(store, tmp_path / "s")
    p = next((tmp_path / "s").rglob("summary.json"))
    rec = json.loads(p.read_text())
    rec["breakdown"]["regions"][next(iter(rec["breakdown"]["regions"]))]["jobs"] += 1
    rec["content_sha256"] = content_sha256(rec)
    p.write_text(json.dumps(rec))
    rep = verify(p, rerun=False, scenarios=[TINY_A, TINY_B])
    assert rep.checks[0].status == "tampered", rep.lines()
    assert "signature" in rep.checks[0].diffs[0]


@pytest.mark.parametrize(("metric", "value"), [
    ("energy_it_kwh", -1.0), ("slo_violation_rate", 1.5), ("carbon_kg", -0.1),
    ("jobs_completed", 10**9)])
def test_metrics_outside_physical_ranges_are_flagged(metric, value):
    m = {"jobs": 100, "jobs_completed": 90, "energy_it_kwh": 1.0, "energy_facility_kwh": 1.2,
         "slo_violation_rate": 0.1, "carbon_kg": 1.0, "utilisation": {"a": 0.5}}
    assert range_flags(m) == []
    m[metric] = value
    assert [f for f, _ in range_flags(m)] == [metric]
    assert "utilisation.a" in [f for f, _ in range_flags({**m, "utilisation": {"a": 1.2}})]


def test_no_rerun_says_it_did_not_rerun_and_only_a_rerun_says_reproduced(store):
    r = CliRunner().invoke(main, ["verify", str(store), "--no-rerun", "--scenario", TINY_A,
                                  "--scenario", TINY_B])
    assert r.exit_code == 0, r.output
    assert "hashes and signatures check (not re-run)" in r.output
    assert "reproduced exactly" not in r.output
    r = CliRunner().invoke(main, ["verify", str(store), "--audit", "--scenario", TINY_A,
                                  "--scenario", TINY_B])
    assert r.exit_code == 0 and "reproduced exactly" not in r.output, r.output
