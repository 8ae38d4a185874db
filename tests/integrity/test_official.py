"""Official scoring on secret seeds: the seed-regeneration attack, score, reveal, verify."""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from gridshift import build_world, load_scenario, simulate
from gridshift.benchmark import official
from gridshift.benchmark.records import content_sha256
from gridshift.benchmark.verify import verify
from gridshift.cli import main
from gridshift.policies.isolation import IsolatedPolicy
from tests.integrity.conftest import attack

FIX = Path(__file__).resolve().parents[1] / "benchmark" / "fixtures"
SECRET = "00112233445566778899aabbccddeeff" * 2  # a throw-away secret (256 bits)


@pytest.fixture
def suite_dir(tmp_path: Path) -> Path:
    """The tiny fixture suite with gs-v2's independent policy seed stream."""
    d = tmp_path / "tiny-suite"
    d.mkdir()
    shutil.copy(FIX / "tiny-suite" / "suite.toml", d / "suite.toml")
    for name in ("tiny-a.toml", "tiny-b.toml"):
        (d / name).write_text((FIX / "tiny-suite" / name).read_text()
                              + '\n[policy]\nseed_stream = "independent"\n')
    return d


@pytest.fixture
def secret(tmp_path: Path) -> Path:
    f = tmp_path / "keys" / "secret.hex"
    f.parent.mkdir()
    f.write_text(SECRET + "\n")
    f.chmod(0o600)
    return f


@pytest.fixture
def maintainer_key(tmp_path: Path) -> Path:
    from cryptography.hazmat.primitives import serialization
    from cryptography.hazmat.primitives.asymmetric import ed25519

    f = tmp_path / "keys" / "maintainer.pem"
    f.parent.mkdir(exist_ok=True)
    f.write_bytes(ed25519.Ed25519PrivateKey.generate().private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption()))
    return f


def _official_seed(scenario: str, i: int) -> int:
    key = official.version_key(bytes.fromhex(SECRET), "tiny", "1")
    return official.official_seed(key, scenario, i)


# ------------------------------------------------------------------------------ derivation
def test_official_seeds_are_keyed_32_bit_seeds_and_committed():
    key = official.version_key(bytes.fromhex(SECRET), "tiny", "1")
    seeds = [official.official_seed(key, s, i) for s in ("tiny-a", "tiny-b") for i in range(3)]
    assert len(set(seeds)) == 6 and all(0 <= s < 2**32 for s in seeds)
    assert min(seeds) > 10**6  # nowhere near the small public seeds
    other = official.version_key(bytes.fromhex(SECRET), "tiny", "2")
    assert official.official_seed(other, "tiny-a", 0) != seeds[0]
    nonce = official.seed_nonce(key, "tiny-a", 0)
    c = official.seed_commitment(seeds[0], nonce)
    assert c == hashlib.sha256(b"gridshift.seed-commitment/1\0" + seeds[0].to_bytes(8, "big")
                               + bytes.fromhex(nonce)).hexdigest()
    assert official.seed_commitment(seeds[0] + 1, nonce) != c


def test_a_short_or_non_hex_secret_is_refused(tmp_path):
    from gridshift.errors import GridshiftError

    f = tmp_path / "s"
    f.write_text("ab" * 15)
    f.chmod(0o600)
    with pytest.raises(GridshiftError, match="at least 128"):
        official.read_secret(f)
    f.write_text("not hex at all, no")
    with pytest.raises(GridshiftError, match="hex"):
        official.read_secret(f)
    inside = Path(official.__file__).resolve().parents[2] / "tests" / "integrity" / \
        "test_official.py"  # any file of the checkout
    with pytest.raises(GridshiftError, match="inside the gridshift checkout"):
        official.read_secret(inside)


# ------------------------------------------------------------------------------ the attack
def _attack_run(scenario: Path, seed: int) -> tuple[dict, set]:
    """Run the regeneration attack (sandboxed) on a seed; its state and the true jobs."""
    w = build_world(load_scenario(scenario), seed)
    params = {"scenario_toml": scenario.read_text(), "candidates": [101, 102, 0, 1, 2, 3]}
    with IsolatedPolicy(attack("seed_regenerate"), params) as pol:
        res = simulate(w, pol)
    truth = {(round(float(s), 6), int(g), float(d)) for s, g, d in
             zip(w.jobs.submit_s, w.jobs.gpus, w.jobs.duration_s, strict=True)}
    return res.schedule.policy_state, truth


def _hits(state: dict, truth: set) -> int:
    return sum((round(s, 6), g, d) in truth for s, g, d in state["predicted"])


def test_the_seed_regeneration_attack_wins_on_public_seeds_only(suite_dir):
    """On a published test seed the attack identifies the seed and predicts every later job;
    on an official (secret) seed it identifies none and predicts nothing that comes true."""
    sc = suite_dir / "tiny-a.toml"
    state, truth = _attack_run(sc, 101)
    assert isinstance(state["at_s"], float), state["at_s"]
    assert state["found_seed"] == 101
    assert len(state["predicted"]) >= 10 and _hits(state, truth) == len(state["predicted"])
    state, truth = _attack_run(sc, _official_seed("tiny-a", 0))
    assert isinstance(state["at_s"], float), state["at_s"]
    assert state["found_seed"] is None
    assert len(state["predicted"]) >= 10  # its best guess among the public seeds ...
    assert _hits(state, truth) == 0  # ... predicts no job (chance: exact-match probability 0)


# ------------------------------------------------------------------------------ end to end
def _submission(tmp_path: Path) -> Path:
    sub = tmp_path / "sub"
    sub.mkdir()
    src = FIX / "policies" / "greedy_submission.py"
    shutil.copy(src, sub / src.name)
    cls = "CleanestNow"
    sha = hashlib.sha256(src.read_bytes()).hexdigest()
    (sub / "submission.toml").write_text(
        f'name = "sub"\npolicy = "{src.name}:{cls}"\npolicy_sha256 = "{sha}"\n'
        'suite = "tiny"\nsuite_version = "1"\nsplit = "test"\ncells = 3\n')
    return sub


def test_score_reveal_and_verify_end_to_end(tmp_path, suite_dir, secret, maintainer_key):
    sub = _submission(tmp_path)
    out = tmp_path / "official"
    r = CliRunner().invoke(main, ["score", str(sub), "--secret", str(secret), "--key",
                                  str(maintainer_key), "--out", str(out), "--suite",
                                  str(suite_dir), "--seeds", "1"])
    assert r.exit_code == 0, r.output
    recs = {p: json.loads(p.read_text()) for p in (out / "records").glob("*.json")}
    assert len(recs) == 4  # 2 scenarios x (policy + reference) x 1 seed
    public_keys = set()
    for rec in recs.values():
        assert rec["seed"] is None and rec["split"] == "official-test"
        assert rec["seed_index"] == 0 and len(rec["seed_commitment"]) == 64
        assert str(_official_seed(rec["scenario"], 0)) not in json.dumps(rec)
        assert rec["status"] == "ok", rec["error"]
    pub = (out / "signing-key.pub").read_text().strip()
    # offline: hashes and signatures check; a re-run needs the revealed seeds
    rep = verify(out, rerun=False, suites=[suite_dir], trusted_keys={pub},
                 require_signature=True)
    assert rep.ok and all(c.signature == "valid" for c in rep.checks), rep.lines()
    rep = verify(out, suites=[suite_dir])
    assert {c.status for c in rep.checks} == {"not-rerun"}
    assert "secret until that version retires" in rep.checks[0].diffs[0]
    # the reveal: every record reproduces exactly on its revealed seed
    seeds = tmp_path / "seeds.json"
    r = CliRunner().invoke(main, ["reveal", "--secret", str(secret), "--suite", "tiny",
                                  "--version", "1", "--out", str(seeds), "--suite-dir",
                                  str(suite_dir), "--seeds", "1"])
    assert r.exit_code == 0, r.output
    doc = json.loads(seeds.read_text())
    assert doc["seeds"]["tiny-a"][0]["seed"] == _official_seed("tiny-a", 0)
    r = CliRunner().invoke(main, ["verify", str(out), "--suite", str(suite_dir), "--reveal",
                                  str(seeds)])
    assert r.exit_code == 0 and "4 reproduced exactly" in r.output, r.output
    # an official record's key is not the public test record's of the same cell
    from gridshift.benchmark.records import record_key

    rec = next(iter(recs.values()))
    public = {**rec, "split": "test", "seed": 101}
    public.pop("seed_commitment")
    public_keys.add(record_key(public))
    assert rec["key"] not in public_keys
    # a record claiming an official seed it was not run on: the commitment is not opened
    p, rec = next(iter(recs.items()))
    rec["seed_index"] = 1
    rec["content_sha256"] = content_sha256(rec)
    p.write_text(json.dumps(rec))
    p.with_suffix(".sig").unlink()
    rep = verify(p, suites=[suite_dir], reveals=[seeds])
    assert rep.checks[0].status == "tampered", rep.lines()
    assert "not opened by the revealed seed" in rep.checks[0].diffs[0]


def test_a_forged_reveal_file_is_refused(tmp_path, secret, suite_dir):
    from gridshift.errors import GridshiftError

    f = tmp_path / "seeds.json"
    official.reveal(secret, "tiny", "1", f, suite_dir=suite_dir, n_seeds=1)
    doc = json.loads(f.read_text())
    doc["seeds"]["tiny-a"][0]["seed"] = 101  # "the official seed was a public one"
    f.write_text(json.dumps(doc))
    with pytest.raises(GridshiftError, match="does not derive from the file's version_key"):
        official.read_reveal(f)
