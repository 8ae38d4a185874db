"""Canonical JSON and content hashes of records (shared by records, signing and the store).

A record's ``content_sha256`` is the sha256 of its canonical JSON without ``provenance`` and
``content_sha256`` itself. Its own module so that the runners' store can check a record's
integrity without importing the benchmark's record schema.
"""

from __future__ import annotations

import hashlib
import json
import math
from typing import Any

__all__ = ["CONTENT_EXCLUDE", "canonical_json", "clean", "content_sha256"]

#: Fields a record's content hash leaves out.
CONTENT_EXCLUDE = ("provenance", "content_sha256")


def canonical_json(obj: Any) -> str:
    """Sorted, compact JSON with NaN/inf mapped to ``None`` (the form every hash is taken of)."""
    return json.dumps(clean(obj), sort_keys=True, separators=(",", ":"), allow_nan=False)


def clean(v: Any) -> Any:
    """``v`` as plain JSON values: string keys, lists, numpy scalars unwrapped, NaN/inf None."""
    if isinstance(v, dict):
        return {str(k): clean(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)):
        return [clean(x) for x in v]
    if isinstance(v, float) and not math.isfinite(v):
        return None
    if hasattr(v, "item") and not isinstance(v, (str, bytes)):  # numpy scalars
        return clean(v.item())
    return v


def content_sha256(rec: dict[str, Any]) -> str:
    """sha256 of a record's canonical JSON without ``provenance`` and ``content_sha256``."""
    body = {k: v for k, v in rec.items() if k not in CONTENT_EXCLUDE}
    return hashlib.sha256(canonical_json(body).encode()).hexdigest()
