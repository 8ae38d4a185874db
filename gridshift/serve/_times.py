"""Time parsing and formatting shared by the HTTP surfaces (UTC throughout)."""

from __future__ import annotations

from datetime import UTC, datetime

__all__ = ["iso", "iso_ms_z", "parse_time"]


def parse_time(text: str) -> float:
    """An ISO 8601 time (``Z``, an offset, or none = UTC; ``T`` or a space) as Unix seconds.

    Raises:
        ValueError: not an ISO 8601 time.
    """
    s = str(text).strip()
    if not s:
        raise ValueError("empty time")
    try:
        dt = datetime.fromisoformat(s.replace("z", "Z"))
    except ValueError:
        shown = s if len(s) <= 60 else s[:60] + "..."
        raise ValueError(f"{shown!r} is not an ISO 8601 time (e.g. 2023-08-01T00:00:00Z)") \
            from None
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=UTC)
    return dt.timestamp()


def iso(t_s: float) -> str:
    """``2023-08-01T00:00:00+00:00`` (WattTime's form)."""
    return datetime.fromtimestamp(float(t_s), UTC).isoformat()


def iso_ms_z(t_s: float) -> str:
    """``2023-08-01T00:00:00.000Z`` (Electricity Maps' form)."""
    return datetime.fromtimestamp(float(t_s), UTC).strftime("%Y-%m-%dT%H:%M:%S.") + \
        f"{int(round((float(t_s) % 1) * 1000)) % 1000:03d}Z"
