"""Record signatures: each record a store writes is signed with a key of that store.

**Algorithm.** Ed25519 (RFC 8032, via the ``cryptography`` package) when it is importable:
the private key stays in the store (``<store>/.keys/ed25519.pem``, mode 0600, folder 0700;
created on first use), the public key (``<store>/.keys/ed25519.pub``, hex) travels with a
submission, so anyone can check a signature without the secret. Without ``cryptography``,
HMAC-SHA256 with a 32-byte random store key (``<store>/.keys/hmac.key``, 0600): checkable only
by the key's holder. The store folder is never visible inside the policy sandbox, so a policy
cannot sign anything.

**What is signed.** The canonical JSON of ``{"schema": "gridshift.signature/1", "key": <record
key>, "content_sha256": <the record's content hash>}``. ``content_sha256`` covers every field
but the provenance, ``jobs_sha256`` included, and ``jobs.parquet`` is checked against
``jobs_sha256``; so one signature covers the metrics, identity and per-job table.

**Where.** In a sidecar ``<record>.sig`` (JSON) beside the record JSON (``summary.sig`` in a
store, ``<key>.sig`` in a submission's ``records/``), never inside the record: records
written before signatures existed (the committed gs-v1 results) keep their bytes and their
content hashes, and are reported as *unsigned*.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import re
import secrets
import tempfile
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

__all__ = ["KEYS_DIR", "SIG_SCHEMA", "Signer", "SignatureCheck", "check_signature",
           "sidecar_path", "signed_message"]

SIG_SCHEMA = "gridshift.signature/1"
#: Folder (inside a store root) holding the store's keys.
KEYS_DIR = ".keys"
#: File name of a public key carried by a submission folder.
PUBLIC_KEY_FILE = "signing-key.pub"


def _have_ed25519() -> bool:
    try:
        from cryptography.hazmat.primitives.asymmetric import ed25519  # noqa: F401
    except ImportError:
        return False
    return True


#: The maintainers' public keys, shipped in the package (:mod:`gridshift.benchmark.project_keys`).
MAINTAINER_KEYS = Path(__file__).with_name("maintainer-keys.txt")
_KEY_LINE = re.compile(r"^([0-9a-f]{64})(?:\s+(.*))?$")


class KeyListError(ValueError):
    """A key list line that is not ``<64 hex> [label]``."""


def parse_key_list(path: Path) -> dict[str, str]:
    """Public key (hex) -> label, from a key list file (``#`` comments, blank lines ignored).

    Raises:
        KeyListError: The file cannot be read, or a line is not ``<64 hex> [label]``
            (names the file and line).
    """
    out: dict[str, str] = {}
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise KeyListError(f"{path}: cannot be read: {exc}") from exc
    for i, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        m = _KEY_LINE.match(line)
        if m is None:
            raise KeyListError(f"{path} line {i}: expected '<64 lowercase hex digits> [label]' "
                               f"(an Ed25519 public key), got {line[:80]!r}")
        out[m.group(1)] = (m.group(2) or "").strip()
    return out


@lru_cache(maxsize=1)
def _maintainer_keys() -> tuple[tuple[str, str], ...]:
    if not MAINTAINER_KEYS.is_file():
        return ()
    return tuple(sorted(parse_key_list(MAINTAINER_KEYS).items()))


def maintainer_keys() -> dict[str, str]:
    """The maintainers' public keys this gridshift ships (hex -> label)."""
    return dict(_maintainer_keys())


def sidecar_path(record_file: Path) -> Path:
    """``summary.json`` -> ``summary.sig`` (not ``*.json``: globs for records never see it)."""
    name = record_file.name
    return record_file.with_name((name[: -len(".json")] if name.endswith(".json") else name)
                                 + ".sig")


def signed_message(rec: dict[str, Any]) -> bytes:
    """The bytes a signature covers (from the record's *recomputed* content hash)."""
    from gridshift._canonical import canonical_json, content_sha256

    return canonical_json({"schema": SIG_SCHEMA, "key": rec.get("key"),
                           "content_sha256": content_sha256(rec)}).encode()


def _create_exclusive(path: Path, data: bytes) -> None:
    """Write ``path`` with mode 0600 unless it exists (atomic: temp file + link)."""
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    try:
        os.fchmod(fd, 0o600)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        try:
            os.link(tmp, path)
        except FileExistsError:
            pass
    finally:
        os.unlink(tmp)


class Signer:
    """The signing key of one store (created on first use).

    Args:
        store_root: The store's root folder.
        algorithm: ``"ed25519"`` or ``"hmac-sha256"`` (default: Ed25519 when available).
    """

    def __init__(self, store_root: str | Path, algorithm: str | None = None) -> None:
        self.root = Path(store_root)
        self.dir = self.root / KEYS_DIR
        if algorithm is None:
            algorithm = "ed25519" if _have_ed25519() else "hmac-sha256"
        if algorithm not in ("ed25519", "hmac-sha256"):
            raise ValueError(f"unknown signature algorithm {algorithm!r}")
        if algorithm == "ed25519" and not _have_ed25519():
            raise ValueError("ed25519 needs the cryptography package")
        self.algorithm = algorithm
        self._priv: Any = None
        self._secret: bytes | None = None
        self.public_hex: str | None = None

    @classmethod
    def from_pem(cls, key_file: str | Path) -> Signer:
        """A signer holding the Ed25519 private key of a PEM (PKCS#8) file: the maintainers'
        key (``openssl genpkey -algorithm ed25519 -out maintainer.pem``, or a store's
        ``.keys/ed25519.pem``). Nothing is written beside it.

        Raises:
            GridshiftError: the file is not an unencrypted Ed25519 private key.
        """
        from cryptography.hazmat.primitives import serialization
        from cryptography.hazmat.primitives.asymmetric import ed25519

        from gridshift.errors import GridshiftError

        p = Path(key_file)
        try:
            priv = serialization.load_pem_private_key(p.read_bytes(), password=None)
        except (ValueError, TypeError) as exc:
            raise GridshiftError(f"{p}: not an unencrypted PEM private key ({exc})") from None
        if not isinstance(priv, ed25519.Ed25519PrivateKey):
            raise GridshiftError(f"{p}: an Ed25519 private key is needed, not "
                                 f"{type(priv).__name__}")
        s = cls(p.parent, "ed25519")
        s._priv = priv
        s.public_hex = priv.public_key().public_bytes(serialization.Encoding.Raw,
                                                      serialization.PublicFormat.Raw).hex()
        return s

    # -- keys --------------------------------------------------------------------------
    def _ensure_dir(self) -> None:
        self.dir.mkdir(parents=True, exist_ok=True)
        os.chmod(self.dir, 0o700)

    def _load(self) -> None:
        if self._priv is not None or self._secret is not None:
            return
        self._ensure_dir()
        if self.algorithm == "ed25519":
            from cryptography.hazmat.primitives import serialization
            from cryptography.hazmat.primitives.asymmetric import ed25519

            kp = self.dir / "ed25519.pem"
            if not kp.exists():
                pem = ed25519.Ed25519PrivateKey.generate().private_bytes(
                    serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                    serialization.NoEncryption())
                _create_exclusive(kp, pem)
            self._priv = serialization.load_pem_private_key(kp.read_bytes(), password=None)
            pub = self._priv.public_key().public_bytes(serialization.Encoding.Raw,
                                                       serialization.PublicFormat.Raw)
            self.public_hex = pub.hex()
            pp = self.dir / "ed25519.pub"
            if not pp.exists():
                _create_exclusive(pp, (self.public_hex + "\n").encode())
                os.chmod(pp, 0o644)
        else:
            kp = self.dir / "hmac.key"
            if not kp.exists():
                _create_exclusive(kp, secrets.token_bytes(32))
            self._secret = kp.read_bytes()

    @property
    def key_id(self) -> str:
        """First 16 hex digits of sha256 of the public key (HMAC: of the secret)."""
        self._load()
        material = bytes.fromhex(self.public_hex) if self.public_hex else (self._secret or b"")
        return hashlib.sha256(material).hexdigest()[:16]

    def public_key(self) -> str | None:
        """The Ed25519 public key in hex (``None`` for HMAC)."""
        self._load()
        return self.public_hex

    # -- sign / verify -----------------------------------------------------------------
    def sign(self, rec: dict[str, Any]) -> dict[str, Any]:
        """The sidecar JSON object for ``rec``."""
        self._load()
        msg = signed_message(rec)
        if self.algorithm == "ed25519":
            sig = self._priv.sign(msg).hex()
        else:
            assert self._secret is not None
            sig = hmac.new(self._secret, msg, hashlib.sha256).hexdigest()
        from gridshift._canonical import content_sha256

        return {"schema": SIG_SCHEMA, "algorithm": self.algorithm, "key_id": self.key_id,
                "public_key": self.public_hex, "record_key": rec.get("key"),
                "content_sha256": content_sha256(rec), "signature": sig}

    def hmac_ok(self, rec: dict[str, Any], sig_hex: str) -> bool:
        """Whether an HMAC signature is right under this store's secret."""
        self._load()
        if self._secret is None:
            return False
        want = hmac.new(self._secret, signed_message(rec), hashlib.sha256).hexdigest()
        return hmac.compare_digest(want, str(sig_hex))


@dataclass(frozen=True)
class SignatureCheck:
    """Outcome of checking one record's sidecar.

    ``status``: ``"valid"`` (checked against a pinned key: the store's own, or a given one),
    ``"valid-unpinned"`` (a correct Ed25519 signature by a key nobody vouched for),
    ``"unchecked"`` (HMAC, and the store's secret is not here), ``"unsigned"`` (no sidecar)
    or ``"invalid"`` (a forged or mismatched signature: the record counts as tampered).
    """

    status: str
    detail: str = ""


def _find_anchors(record_file: Path) -> tuple[set[str], list[Path]]:
    """Public keys vouched for near a record (store keys, a submission's key) and the store
    roots above it (for HMAC secrets)."""
    pubs: set[str] = set()
    roots: list[Path] = []
    for d in [record_file.parent, *record_file.parents]:
        kd = d / KEYS_DIR
        if kd.is_dir():
            roots.append(d)
            pp = kd / "ed25519.pub"
            if pp.is_file():
                pubs.add(pp.read_text().strip())
        sp = d / PUBLIC_KEY_FILE
        if sp.is_file():
            pubs.add(sp.read_text().strip())
    return pubs, roots


def check_signature(record_file: Path, rec: dict[str, Any],
                    trusted_keys: set[str] | None = None) -> SignatureCheck:
    """Check the sidecar of ``record_file`` (see :class:`SignatureCheck`)."""
    sp = sidecar_path(record_file)
    if not sp.exists():
        return SignatureCheck("unsigned", "no signature")
    try:
        sig = json.loads(sp.read_text())
        if not isinstance(sig, dict) or sig.get("schema") != SIG_SCHEMA:
            return SignatureCheck("invalid", f"{sp.name} is not a {SIG_SCHEMA} object")
        alg = sig.get("algorithm")
        from gridshift._canonical import content_sha256

        if sig.get("content_sha256") != content_sha256(rec) or \
                sig.get("record_key") != rec.get("key"):
            return SignatureCheck("invalid", "the signature is for other content")
        msg = signed_message(rec)
        anchors, roots = _find_anchors(record_file)
        anchors |= set(trusted_keys or ())
        ours = set(maintainer_keys())  # the maintainers' keys (in the package) vouch everywhere
        if alg == "ed25519":
            from cryptography.exceptions import InvalidSignature
            from cryptography.hazmat.primitives.asymmetric import ed25519

            pub = str(sig.get("public_key") or "")
            try:
                ed25519.Ed25519PublicKey.from_public_bytes(bytes.fromhex(pub)).verify(
                    bytes.fromhex(str(sig.get("signature"))), msg)
            except (InvalidSignature, ValueError):
                return SignatureCheck("invalid", "the Ed25519 signature does not verify")
            kid = hashlib.sha256(bytes.fromhex(pub)).hexdigest()[:16]
            if anchors and pub not in anchors and pub not in ours:
                return SignatureCheck("invalid", f"signed by key {kid}, which is not the "
                                                 "store's or a trusted key")
            if pub in ours:
                return SignatureCheck("valid", f"Ed25519, maintainer key {kid}")
            if pub in anchors:
                return SignatureCheck("valid", f"Ed25519, key {kid}")
            return SignatureCheck("valid-unpinned", f"Ed25519, key {kid} (not pinned: give "
                                                    "the signer's public key to trust it)")
        if alg == "hmac-sha256":
            for r in roots:
                if (r / KEYS_DIR / "hmac.key").is_file():
                    ok = Signer(r, "hmac-sha256").hmac_ok(rec, str(sig.get("signature")))
                    return SignatureCheck("valid" if ok else "invalid",
                                          "HMAC-SHA256" if ok else "the HMAC does not verify")
            return SignatureCheck("unchecked", "HMAC-SHA256: the store's key is not here")
        return SignatureCheck("invalid", f"unknown signature algorithm {alg!r}")
    except (OSError, ValueError, TypeError, KeyError) as exc:
        return SignatureCheck("invalid", f"{sp.name} cannot be read: {type(exc).__name__}: "
                                         f"{exc}")
