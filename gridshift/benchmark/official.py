"""Official scoring: a submission re-run by the maintainers on secret seeds, and their reveal.

A suite's published test seeds (``seeds_test``) are the **public test** split (``split =
"test"``): anyone can run them, so a policy that vendors the open-source generators can
enumerate them against the jobs it observes and predict the rest of the window
(docs/threat-model.md). The **official test** split (``split = "official-test"``) runs the
same scenario files (``file_test``) on seeds nobody outside the maintainers knows:

* **The secret.** A maintainer secret of at least 128 bits (:data:`MIN_SECRET_BYTES`; a file
  holding it in hex, :func:`read_secret`), never in the repository. Each suite version gets
  its own **version key** ``K = HMAC-SHA256(secret, "gridshift.official/1\\0<suite>/<version>")``
  (:func:`version_key`), so revealing one retired version's seeds reveals nothing of another.
* **The seeds.** Seed ``i`` of scenario ``s`` is the first 4 bytes of
  ``HMAC-SHA256(K, "seed\\0<s>/<i>")`` (big-endian): a uniformly drawn 32-bit seed
  (:func:`official_seed`; 32 bits because every seed is, :data:`gridshift.limits.MAX_SEED`:
  the synthetic generators use the low 32 bits). Without ``K`` a policy cannot find it among
  the published small integers; enumerating all 2**32 is the residual risk
  (docs/threat-model.md).
* **The commitment.** An official record holds ``seed = null``, ``seed_index = i`` and
  ``seed_commitment = sha256("gridshift.seed-commitment/1\\0" ‖ seed as 8 bytes big-endian ‖
  nonce)``, where the 16-byte nonce is ``HMAC-SHA256(K, "nonce\\0<s>/<i>")[:16]``
  (:func:`seed_commitment`). The commitment stands for the seed in the record's key
  (:func:`gridshift.benchmark.records.cell_key`), so an official record's key never equals a
  public test record's. Every policy scored on seed ``i`` of ``s`` carries the same
  commitment: one can see that all were scored on the same seeds.
* **Signing.** :func:`score` signs each record with the maintainers' Ed25519 key (a PEM
  PKCS#8 private key file, :meth:`gridshift.benchmark.signing.Signer.from_pem`, or a key
  store folder holding one in ``.keys/ed25519.pem``).
* **The reveal.** When a suite version retires, :func:`reveal` publishes ``K`` with every
  seed and nonce (``gridshift.official-seeds/1`` JSON). ``gridshift verify --reveal FILE``
  then checks that each seed and nonce derive from ``K``, that they open the record's
  commitment, and re-runs the record on that seed (:func:`revealed_seed`).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import hmac
import json
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gridshift.errors import GridshiftError

__all__ = ["MIN_SECRET_BYTES", "OFFICIAL_SPLIT", "SEEDS_SCHEMA", "ScoreReport", "SealedSeed",
           "officialise", "official_seed", "read_reveal", "read_secret", "reveal",
           "revealed_seed", "score", "seed_commitment", "seed_nonce", "version_key"]

#: The split of records scored on secret seeds.
OFFICIAL_SPLIT = "official-test"
#: Schema of a reveal file.
SEEDS_SCHEMA = "gridshift.official-seeds/1"
#: The least secret accepted: 128 bits.
MIN_SECRET_BYTES = 16
_VERSION_TAG = b"gridshift.official/1\0"
_COMMIT_TAG = b"gridshift.seed-commitment/1\0"


# ------------------------------------------------------------------------------ derivation
def read_secret(path: str | Path) -> bytes:
    """The maintainer secret from a file holding it in hex (whitespace ignored).

    Make one with ``python -c "import secrets; print(secrets.token_hex(32))" > secret.hex``
    and keep it outside the repository (mode 0600).

    Raises:
        GridshiftError: the file is not hex, holds fewer than 128 bits, or lies inside this
            gridshift checkout (a secret committed by mistake is no secret).
    """
    from gridshift.policies.sandbox import package_root

    p = Path(path)
    if package_root() in p.resolve().parents:
        raise GridshiftError(f"{p}: the secret lies inside the gridshift checkout "
                             f"({package_root()}); keep it outside every repository")
    if p.stat().st_mode & 0o077:
        import warnings

        warnings.warn(f"{p}: the secret is readable by other users (chmod 600 it)",
                      stacklevel=2)
    text = "".join(p.read_text().split())
    try:
        raw = bytes.fromhex(text)
    except ValueError:
        raise GridshiftError(f"{p}: the secret must be hex digits (e.g. secrets.token_hex(32))"
                             ) from None
    if len(raw) < MIN_SECRET_BYTES:
        raise GridshiftError(f"{p}: the secret has {8 * len(raw)} bits; at least "
                             f"{8 * MIN_SECRET_BYTES} are needed")
    return raw


def version_key(secret: bytes, suite: str, version: str) -> bytes:
    """The key of one suite version's official seeds (revealed when the version retires)."""
    return hmac.new(secret, _VERSION_TAG + f"{suite}/{version}".encode(), hashlib.sha256).digest()


def official_seed(key: bytes, scenario: str, index: int) -> int:
    """Seed ``index`` of ``scenario`` under a version key: an integer in ``[0, 2**32)``."""
    d = hmac.new(key, f"seed\0{scenario}/{int(index)}".encode(), hashlib.sha256).digest()
    return int.from_bytes(d[:4], "big")


def seed_nonce(key: bytes, scenario: str, index: int) -> str:
    """The commitment's nonce for seed ``index`` of ``scenario`` (16 bytes, hex)."""
    d = hmac.new(key, f"nonce\0{scenario}/{int(index)}".encode(), hashlib.sha256).digest()
    return d[:16].hex()


def seed_commitment(seed: int, nonce_hex: str) -> str:
    """``sha256(tag ‖ seed as 8 bytes big-endian ‖ nonce)`` in hex."""
    return hashlib.sha256(_COMMIT_TAG + int(seed).to_bytes(8, "big")
                          + bytes.fromhex(nonce_hex)).hexdigest()


def officialise(rec: dict[str, Any], index: int, seed: int, nonce_hex: str) -> dict[str, Any]:
    """An official record from the record of a run on a secret seed: the seed replaced by its
    index and commitment, the key and content hash recomputed (a new dict)."""
    from gridshift.benchmark.records import content_sha256, record_key

    out = dict(rec)
    if out.get("seed") not in (None, int(seed)):
        raise ValueError(f"the record was run on seed {out.get('seed')}, not the secret seed")
    out["seed"] = None
    out["seed_index"] = int(index)
    out["seed_commitment"] = seed_commitment(seed, nonce_hex)
    if out.get("scenario_hash") is not None:
        out["key"] = record_key(out)
    out["content_sha256"] = content_sha256(out)
    return out


# ------------------------------------------------------------------------------ score
@dataclass
class ScoreReport:
    """What :func:`score` wrote: the folder, the record keys, the failed ones."""

    out: Path
    keys: list[str]
    failed: list[str]

    def lines(self) -> list[str]:
        """Human-readable summary."""
        return [f"{len(self.keys)} official records ({len(self.failed)} failed) signed and "
                f"written to {self.out / 'records'}", *(f"  FAILED {k}" for k in self.failed)]


def _suite_of(meta: dict[str, Any], suite_dir: str | Path | None) -> Any:
    from gridshift.benchmark.judge import _builtin_suite
    from gridshift.benchmark.suite import load_suite

    name, version = meta.get("suite"), str(meta.get("suite_version"))
    su = load_suite(suite_dir) if suite_dir is not None else _builtin_suite(name)
    if su is None or su.name != name:
        raise GridshiftError(f"suite {name!r} is not a suite of this gridshift; give its folder "
                             "with --suite DIR")
    if str(su.version) != version:
        raise GridshiftError(f"the submission is of {name} version {version}, this suite is "
                             f"version {su.version}")
    return su


def _independent_stream(scenario_file: Path) -> None:
    from gridshift.scenario import load_scenario

    sc = load_scenario(scenario_file)
    if (sc.extra.get("policy") or {}).get("seed_stream", "legacy") != "independent":
        raise GridshiftError(f"{scenario_file}: official scoring needs [policy] seed_stream = "
                             "\"independent\" (with the legacy stream info.seed would hand the "
                             "secret seed to the policy)")


def _write_json(path: Path, obj: Any) -> None:
    from gridshift.runners.store import atomic_write

    atomic_write(path, (json.dumps(obj, indent=2, sort_keys=True) + "\n").encode())


def score(submission: str | Path, secret_file: str | Path, key_file: str | Path,
          out: str | Path | None = None, *, suite_dir: str | Path | None = None,
          scenarios: list[str] | None = None, n_seeds: int | None = None,
          reference: bool = True, time_budget_s: float | None = None,
          progress: Any = None) -> ScoreReport:
    """Score a submission on the official (secret) seeds and sign the records.

    Re-runs the policy its ``submission.toml`` declares (a private copy of the hash-checked
    file, sandboxed: :func:`gridshift.benchmark.judge.submission_policy`) and, with
    ``reference``, local-now-v1, on ``n_seeds`` official seeds (default: as many as the public
    test split has) of each scenario of the submission's suite and version (``scenarios``:
    only these). Writes ``out/records/<key>.json`` with signature sidecars ``<key>.sig``
    (the maintainers' key), ``out/signing-key.pub``, the policy file and an
    ``out/submission.toml`` declaring it with ``split = "official-test"`` (so ``gridshift
    verify out --reveal FILE`` re-runs it later). The secret and the key file are hidden from
    the sandbox. ``progress(label)``, if given, is called before each cell runs (its label
    names the scenario, policy and seed index, never the seed).

    Raises:
        GridshiftError: a bad secret, key, submission or suite.
    """
    import tomllib

    from gridshift.benchmark.judge import JudgeRefusal, submission_policy
    from gridshift.benchmark.signing import PUBLIC_KEY_FILE, Signer
    from gridshift.benchmark.suite import REFERENCE, suite_cells
    from gridshift.policies.sandbox import deny

    sub = Path(submission)
    toml = sub / "submission.toml" if sub.is_dir() else sub
    sub = toml.parent
    for p in (secret_file, key_file, sub):
        deny(Path(p).resolve())
    secret = read_secret(secret_file)
    signer = Signer.from_pem(_key_pem(Path(key_file)))
    meta = tomllib.loads(toml.read_text())
    su = _suite_of(meta, suite_dir)
    outp = Path(out) if out is not None else sub.parent / f"{sub.name}.official"
    if outp.resolve() == sub.resolve():
        raise GridshiftError(f"--out {outp}: not the submission folder itself")
    deny(outp.resolve())
    key = version_key(secret, su.name, str(su.version))
    work = Path(tempfile.mkdtemp(prefix="gridshift-score-"))
    try:
        try:
            pid, sha, ref = submission_policy(toml, work)
        except JudgeRefusal as exc:
            raise GridshiftError(str(exc)) from None
        pols = [REFERENCE, ref] if reference else [ref]
        chosen = [s for s in su.scenarios if scenarios is None or s.id in scenarios]
        for s in chosen:
            _independent_stream(s.file_test)
        rep = ScoreReport(outp, [], [])
        (outp / "records").mkdir(parents=True, exist_ok=True)
        for s in chosen:
            n = len(s.seeds_test) if n_seeds is None else int(n_seeds)
            index = {official_seed(key, s.id, i): i for i in range(n)}
            # the public test split's file and cells, on the secret seeds
            for c in suite_cells(su, pols, seeds=list(index), split="test", isolate=True,
                                 scenarios=[s.id], include_reference=False):
                seed = int(c.seed)  # type: ignore[arg-type]  # suite_cells gave it
                i = index[seed]
                if progress is not None:
                    progress(f"{s.id} / {pid if c.policy == ref else c.policy} / "
                             f"official seed #{i}")
                rec = _score_cell(c, i, seed, seed_nonce(key, s.id, i), time_budget_s)
                _write_json(outp / "records" / f"{rec['key']}.json", rec)
                _write_json(outp / "records" / f"{rec['key']}.sig", signer.sign(rec))
                rep.keys.append(rec["key"])
                if rec["status"] != "ok":
                    rep.failed.append(rec["key"])
        shutil.copyfile(ref.rpartition(":")[0], outp / pid.rpartition(":")[0])
    finally:
        shutil.rmtree(work, ignore_errors=True)
    pub = signer.public_key()
    if pub:
        (outp / PUBLIC_KEY_FILE).write_text(pub + "\n")
    _write_declaration(outp, meta, pid, sha, su, len(rep.keys), len(rep.failed))
    return rep


def _key_pem(key: Path) -> Path:
    """The PEM file of ``--key``: the file itself, or a key store's ``.keys/ed25519.pem``
    (never created here: a missing key is an error, not a new key)."""
    from gridshift.benchmark.signing import KEYS_DIR

    if not key.is_dir():
        return key
    pem = key / KEYS_DIR / "ed25519.pem"
    if not pem.is_file():
        raise GridshiftError(f"{key}: a key store without {KEYS_DIR}/ed25519.pem (make one with "
                             "gridshift sign --new-key-store)")
    return pem


def _score_cell(cell: Any, index: int, seed: int, nonce: str,
                time_budget_s: float | None) -> dict[str, Any]:
    """Run one official cell (the public test file on a secret seed) into its record."""
    from dataclasses import replace

    from gridshift.benchmark.records import run_cell

    rec, _ = run_cell(replace(cell, split=OFFICIAL_SPLIT), time_budget_s=time_budget_s)
    if rec.get("error"):  # never let an error message carry the seed out
        rec["error"] = rec["error"].replace(str(seed), "<secret seed>")
    return officialise(rec, index, seed, nonce)


def _write_declaration(outp: Path, meta: dict[str, Any], pid: str, sha: str, su: Any,
                       cells: int, failed: int) -> None:
    from gridshift.benchmark.suite import _toml_str

    fields = {"name": meta.get("name", outp.name), "policy": pid, "policy_sha256": sha,
              "suite": su.name, "suite_version": str(su.version), "split": OFFICIAL_SPLIT,
              "scored": dt.datetime.now(dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
              "cells": cells, "failed_cells": failed}
    lines = ["# official scoring of a submission (written by `gridshift score`)"]
    lines += [f"{k} = {v}" if isinstance(v, int) else f"{k} = {_toml_str(str(v))}"
              for k, v in fields.items()]
    (outp / "submission.toml").write_text("\n".join(lines) + "\n")


# ------------------------------------------------------------------------------ reveal
def reveal(secret_file: str | Path, suite: str, version: str, out: str | Path, *,
           suite_dir: str | Path | None = None, n_seeds: int | None = None) -> dict[str, Any]:
    """Publish a retired suite version's official seeds: its version key, every seed, nonce
    and commitment (``gridshift.official-seeds/1``), written to ``out``.

    The scenario ids come from the suite (built in, or ``suite_dir``); ``n_seeds`` per
    scenario (default: as many as its public test split).
    """
    from gridshift.benchmark.judge import _builtin_suite
    from gridshift.benchmark.suite import load_suite

    su = load_suite(suite_dir) if suite_dir is not None else _builtin_suite(suite)
    if su is None or su.name != suite:
        raise GridshiftError(f"suite {suite!r} is not a suite of this gridshift; give its "
                             "folder with --suite DIR")
    key = version_key(read_secret(secret_file), suite, str(version))
    seeds: dict[str, list[dict[str, Any]]] = {}
    for s in su.scenarios:
        n = len(s.seeds_test) if n_seeds is None else int(n_seeds)
        seeds[s.id] = []
        for i in range(n):
            seed, nonce = official_seed(key, s.id, i), seed_nonce(key, s.id, i)
            seeds[s.id].append({"index": i, "seed": seed, "nonce": nonce,
                                "commitment": seed_commitment(seed, nonce)})
    doc = {"schema": SEEDS_SCHEMA, "suite": suite, "suite_version": str(version),
           "version_key": key.hex(), "seeds": seeds}
    Path(out).write_text(json.dumps(doc, indent=2, sort_keys=True) + "\n")
    return doc


def read_reveal(path: str | Path) -> dict[str, Any]:
    """A reveal file, checked: every seed and nonce must derive from its version key.

    Raises:
        GridshiftError: not a reveal file, or a seed or nonce that its key does not give.
    """
    p = Path(path)
    try:
        doc = json.loads(p.read_text())
        key = bytes.fromhex(doc["version_key"])
        assert doc["schema"] == SEEDS_SCHEMA
        for sid, items in doc["seeds"].items():
            for it in items:
                i = int(it["index"])
                if (it["seed"], it["nonce"]) != (official_seed(key, sid, i),
                                                 seed_nonce(key, sid, i)):
                    raise GridshiftError(f"{p}: {sid} seed {i} does not derive from the file's "
                                         "version_key")
    except (OSError, ValueError, KeyError, TypeError, AttributeError, AssertionError) as exc:
        raise GridshiftError(f"{p}: not a {SEEDS_SCHEMA} file ({type(exc).__name__}: {exc})"
                             ) from None
    return doc


class SealedSeed(GridshiftError):
    """An official record whose seed no reveal file given covers (it is still secret)."""


def revealed_seed(rec: dict[str, Any], reveals: list[dict[str, Any]]) -> tuple[int, str]:
    """The revealed ``(seed, nonce)`` of an official record, checked against its commitment.

    Raises:
        SealedSeed: no reveal covers the record's suite version.
        GridshiftError: the revealed seed does not open the record's commitment.
    """
    for doc in reveals:
        if (doc["suite"], doc["suite_version"]) != (rec.get("suite"),
                                                    str(rec.get("suite_version"))):
            continue
        key = bytes.fromhex(doc["version_key"])
        i = rec.get("seed_index")
        if not isinstance(i, int) or i < 0:
            raise GridshiftError(f"seed_index {i!r}: expected an index >= 0")
        seed, nonce = official_seed(key, str(rec.get("scenario")), i), \
            seed_nonce(key, str(rec.get("scenario")), i)
        if seed_commitment(seed, nonce) != rec.get("seed_commitment"):
            raise GridshiftError(f"seed_commitment {str(rec.get('seed_commitment'))[:12]}… is "
                                 f"not opened by the revealed seed {i} of {rec.get('scenario')}"
                                 " (the record was not scored on the official seed)")
        return seed, nonce
    raise SealedSeed(f"an official record of {rec.get('suite')} v{rec.get('suite_version')}"
                         ": its seed is secret until that version retires (verify --reveal "
                         "FILE with the revealed seeds)")
