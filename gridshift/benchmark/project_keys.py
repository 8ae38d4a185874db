"""The project's signing keys: which records a board ranks.

**Whose keys.** The maintainers' Ed25519 public keys ship inside the package
(``gridshift/benchmark/maintainer-keys.txt``), like the suites: a board trusts the keys of the
gridshift that builds it, never a key that a record, a sidecar or a file beside them names.
``results/maintainer-keys.txt`` is a copy of that list: its presence marks a folder as an
official results folder, and then ``leaderboard``, ``site build`` and ``plot`` rank only
records whose signature sidecar verifies under a key of the package's list (on by default
there; ``--project-keys`` elsewhere). A copy that lists a key the package does not ship is an
error (a planted list can only make a board stricter, never trust a new key).

**File format.** One key per line: ``<64 hex digits: the raw Ed25519 public key>  <label>``;
``#`` starts a comment; blank lines are ignored.

**Signing.** ``gridshift sign PATH --key-store DIR`` signs every record under ``PATH`` that
passes the offline checks with the key of ``DIR`` (a folder holding ``.keys/ed25519.pem``:
:class:`gridshift.benchmark.signing.Signer`'s layout). The private key never enters the
repository (``docs/maintainers.md`` says where the maintainers keep it).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gridshift.errors import GridshiftError

__all__ = ["KEYS_FILE", "ProjectKeyError", "SignReport", "board_keys", "keys_file_for",
           "parse_keys", "project_keys", "sign_records", "unverified_reason"]

#: Name of the key list (in the package, and copied into an official results folder).
KEYS_FILE = "maintainer-keys.txt"
_PACKAGE_KEYS = Path(__file__).with_name(KEYS_FILE)


class ProjectKeyError(GridshiftError, ValueError):
    """A malformed key list, one that names a key the package does not ship, or a bad key store."""


def parse_keys(path: Path) -> dict[str, str]:
    """Public key (hex) -> label, from a key list file.

    Raises:
        ProjectKeyError: A line that is not ``<64 hex> [label]`` (names the file and line).
    """
    from gridshift.benchmark.signing import KeyListError, parse_key_list

    try:
        return parse_key_list(path)
    except KeyListError as exc:
        raise ProjectKeyError(str(exc)) from exc


def project_keys() -> dict[str, str]:
    """The maintainers' public keys this gridshift ships (hex -> label)."""
    from gridshift.benchmark import signing

    return signing.maintainer_keys()


def keys_file_for(path: str | Path) -> Path | None:
    """The key list that marks ``path`` (or a folder above it) as official results, if any."""
    p = Path(path).resolve()
    for d in ([p] if p.is_dir() else []) + list(p.parents):
        f = d / KEYS_FILE
        if f.is_file() and f.resolve() != _PACKAGE_KEYS.resolve():
            return f
    return None


def board_keys(path: str | Path, require: bool | None = None) -> set[str] | None:
    """The keys a board built from ``path`` ranks, or ``None`` when any record may rank.

    Args:
        path: The results folder (or one record file).
        require: ``True``: rank only project-signed records; ``False``: do not require it;
            ``None`` (default): require it when ``path`` is an official results folder (it
            or a folder above it holds :data:`KEYS_FILE`).

    Raises:
        ProjectKeyError: The folder's key list names a key this gridshift does not ship, or
            the package ships no key while one is required.
    """
    marker = keys_file_for(path)
    if require is False or (require is None and marker is None):
        return None
    ours = project_keys()
    if marker is not None:
        foreign = sorted(set(parse_keys(marker)) - set(ours))
        if foreign:
            raise ProjectKeyError(
                f"{marker}: lists key {foreign[0][:16]}… that this gridshift does not ship "
                f"({_PACKAGE_KEYS.name} in the package); a board trusts only the package's "
                "keys, never a list found beside records")
    if not ours:
        raise ProjectKeyError(f"this gridshift ships no maintainer key ({_PACKAGE_KEYS}); "
                              "records cannot be checked against the project's keys")
    return set(ours)


def _sidecar_key(record_file: Path) -> str | None:
    from gridshift.benchmark.signing import sidecar_path

    try:
        sig = json.loads(sidecar_path(record_file).read_text())
    except (OSError, ValueError, UnicodeDecodeError):
        return None
    pub = sig.get("public_key") if isinstance(sig, dict) else None
    return pub if isinstance(pub, str) else None


def unverified_reason(record_file: Path, rec: dict[str, Any], keys: set[str]) -> str | None:
    """Why ``rec`` is not signed by one of ``keys`` (``None``: it is, and the signature holds)."""
    from gridshift.benchmark.signing import check_signature

    chk = check_signature(record_file, rec)
    if chk.status == "unsigned":
        return "unverified: not signed by a maintainer key (unsigned)"
    pub = _sidecar_key(record_file)
    if chk.status not in ("valid", "valid-unpinned") or pub is None:
        return f"unverified: {chk.detail}"
    if pub not in keys:
        import hashlib

        kid = hashlib.sha256(bytes.fromhex(pub)).hexdigest()[:16]
        return (f"unverified: signed by key {kid}, which is not a maintainer key "
                f"({KEYS_FILE})")
    return None


@dataclass
class SignReport:
    """What :func:`sign_records` did: record files signed, and skipped with the reason."""

    signed: list[Path]
    skipped: list[tuple[Path, str]]


def sign_records(path: str | Path, key_store: str | Path, *, force: bool = False) -> SignReport:
    """Sign every record under ``path`` that passes the offline checks with ``key_store``'s key.

    A record that fails the checks (TAMPERED, UNREADABLE) is never signed. A record that
    already has a sidecar keeps it unless ``force`` (the sidecar is replaced: the caller made
    the record and takes its signature over).

    Raises:
        ProjectKeyError: ``key_store`` holds no Ed25519 private key (``.keys/ed25519.pem``).
    """
    from gridshift.benchmark.signing import KEYS_DIR, Signer, sidecar_path
    from gridshift.benchmark.verify import scan_records
    from gridshift.runners.store import atomic_write

    pem = Path(key_store) / KEYS_DIR / "ed25519.pem"
    if not pem.is_file():
        raise ProjectKeyError(f"{key_store}: no {KEYS_DIR}/ed25519.pem (create one with "
                              f"`gridshift sign --new-key-store {key_store}`)")
    signer = Signer(key_store, "ed25519")
    rep = SignReport([], [])
    for rf in scan_records(path, trusted_keys={signer.public_key() or ""}):
        if rf.record is None or rf.status != "ok":
            rep.skipped.append((rf.path, f"{rf.status.upper()}: {'; '.join(rf.problems)}"))
            continue
        sc = sidecar_path(rf.path)
        if sc.exists() and not force:
            rep.skipped.append((rf.path, f"already signed ({sc.name}; --force replaces it)"))
            continue
        body = json.dumps(signer.sign(rf.record), indent=2, sort_keys=True) + "\n"
        atomic_write(sc, body.encode())
        rep.signed.append(rf.path)
    return rep


def new_key_store(key_store: str | Path) -> str:
    """Create an Ed25519 key store at ``key_store`` (refuses an existing key); its public key.

    Raises:
        ProjectKeyError: ``key_store`` already holds a key.
    """
    from gridshift.benchmark.signing import KEYS_DIR, Signer

    if (Path(key_store) / KEYS_DIR / "ed25519.pem").exists():
        raise ProjectKeyError(f"{key_store}: already holds a key; a new key store needs an "
                              "empty folder")
    pub = Signer(key_store, "ed25519").public_key()
    assert pub is not None
    return pub
