"""Documented request limits of ``gridshift serve``, checked before any work is done.

One request must not stall or crash the server for everyone else: every route checks its
inputs against these bounds and answers 400 (413 for a body over :data:`MAX_BODY_BYTES`) in
its service's error shape, naming the limit, before it generates a forecast or builds a
response. The limits are engineering bounds, not facts about the services replayed; they are
listed with their reasons in ``docs/serve.md`` ("Request limits").

Sizes are measured on this code base (Python 3.11, quickstart-v1, 15-minute steps, 2 shared
cores): a served point costs about 100 bytes of JSON (a Carbon Aware SDK forecast point is
103 B, a WattTime point about 60 B), and the largest forecast batch allowed (520 forecasts of
192 points, 99,840 points, 10.3 MB) is answered in 1.2 to 2.9 s. So
:data:`MAX_RESPONSE_POINTS` (100,000) caps a response near 10 MB and a couple of seconds of
work; the unbounded 40,000-item forecast batch that motivated these limits was 7.7 million
points, 792 MB and 45 s, during which no other request was answered.

This module is framework-free: the checks raise :class:`LimitError` and each HTTP surface
translates it into its own error body.
"""

from __future__ import annotations

import math
from typing import Any

__all__ = [
    "MAX_BATCH_ITEMS",
    "MAX_BODY_BYTES",
    "MAX_LOCATIONS",
    "MAX_NAME_CHARS",
    "MAX_RESPONSE_POINTS",
    "MAX_WINDOW_DAYS",
    "LimitError",
    "check_count",
    "check_name",
    "check_near_data",
    "check_points",
    "check_window",
    "parse_coordinates",
]

#: Largest request body [bytes] (the POST routes: the two Carbon Aware SDK batches and the
#: clock). A full batch of :data:`MAX_BATCH_ITEMS` items with every field is about 160 kB.
MAX_BODY_BYTES = 1 << 20
#: Most requests in one Carbon Aware SDK batch (``/emissions/forecasts/batch``,
#: ``/emissions/average-carbon-intensity/batch``).
MAX_BATCH_ITEMS = 1_000
#: Most ``location`` values in one Carbon Aware SDK GET request (``bylocations``,
#: ``bylocations/best``, ``forecasts/current``); a scenario has a few dozen regions at most.
MAX_LOCATIONS = 100
#: Most data points (a time and a value) in one response, counted before any is built.
MAX_RESPONSE_POINTS = 100_000
#: Longest region, zone, location, signal or policy name [characters].
MAX_NAME_CHARS = 100
#: Longest time window of a Carbon Aware SDK request (``time``..``toTime``,
#: ``dataStartAt``..``dataEndAt``) [days], WattTime's per-request span; also how far outside
#: the replay's data a requested time may lie (a window that touches the data at all has both
#: ends within this margin, so a time farther out can only ask for nothing).
MAX_WINDOW_DAYS = 32

_DAY_S = 86400.0


class LimitError(ValueError):
    """A request outside a documented limit or a valid range.

    Args:
        message: What is wrong and what is accepted.
        field: The request parameter at fault (``None`` for the request as a whole).
        status: HTTP status to answer (400, or 413 for a body over :data:`MAX_BODY_BYTES`).
    """

    def __init__(self, message: str, field: str | None = None, status: int = 400) -> None:
        super().__init__(message)
        self.field = field
        self.status = status


def check_name(value: Any, field: str) -> str:
    """``value`` as a name of at most :data:`MAX_NAME_CHARS` characters.

    Raises:
        LimitError: not a string, or longer than :data:`MAX_NAME_CHARS`.
    """
    if not isinstance(value, str):
        raise LimitError(f"{field} must be a string, not {type(value).__name__}", field)
    if len(value) > MAX_NAME_CHARS:
        raise LimitError(f"{field} is {len(value)} characters long; names here are at most "
                         f"{MAX_NAME_CHARS} (MAX_NAME_CHARS)", field)
    return value


def check_count(n: int, limit: int, what: str, field: str | None = None) -> None:
    """Refuse ``n`` items of ``what`` above ``limit`` (the name of the constant is in ``what``).

    Raises:
        LimitError: ``n > limit``.
    """
    if n > limit:
        raise LimitError(f"the request has {n} {what}; at most {limit} are served per "
                         "request: split it", field)


def check_points(n: int, what: str = "the response") -> None:
    """Refuse a response of more than :data:`MAX_RESPONSE_POINTS` data points.

    Raises:
        LimitError: ``n > MAX_RESPONSE_POINTS``.
    """
    if n > MAX_RESPONSE_POINTS:
        raise LimitError(f"{what} would hold {n} data points; at most {MAX_RESPONSE_POINTS} "
                         "(MAX_RESPONSE_POINTS) are served per request: ask for fewer "
                         "locations or items, or a shorter time window")


def _number(text: Any, field: str) -> float:
    try:
        return float(text)
    except (TypeError, ValueError, OverflowError):
        raise LimitError(f"{field} is {text!r}; expected a number", field) from None


def parse_coordinates(lat_text: Any, lon_text: Any, lat_field: str = "latitude",
                      lon_field: str = "longitude") -> tuple[float, float]:
    """Latitude and longitude [degrees] from request text, finite and in range.

    Raises:
        LimitError: not a number, not finite, ``|lat| > 90`` or ``|lon| > 180``.
    """
    lat, lon = _number(lat_text, lat_field), _number(lon_text, lon_field)
    for v, field, bound in ((lat, lat_field, 90.0), (lon, lon_field, 180.0)):
        if not math.isfinite(v):
            raise LimitError(f"{field} is {v}; expected a finite number of degrees", field)
        if abs(v) > bound:
            raise LimitError(f"{field} is {v:g}; expected -{bound:g}..{bound:g} degrees", field)
    return lat, lon


def check_window(a_s: float, b_s: float, a_field: str, b_field: str,
                 max_days: float = MAX_WINDOW_DAYS) -> None:
    """A time window ``[a_s, b_s]`` [Unix s] that is finite, in order and at most ``max_days``.

    Raises:
        LimitError: non-finite bound, ``b_s < a_s``, or longer than ``max_days``.
    """
    for v, field in ((a_s, a_field), (b_s, b_field)):
        if not math.isfinite(v):
            raise LimitError(f"{field} is not a finite time", field)
    if b_s < a_s:
        raise LimitError(f"{b_field} must not be before {a_field}", b_field)
    if b_s - a_s > max_days * _DAY_S:
        raise LimitError(f"the window from {a_field} to {b_field} is "
                         f"{(b_s - a_s) / _DAY_S:.4g} days; at most {max_days:g} days are "
                         "served per request: ask in smaller chunks", b_field)


def check_near_data(t_s: float, field: str, data_start_s: float, data_end_s: float) -> None:
    """A requested time [Unix s] no farther than :data:`MAX_WINDOW_DAYS` outside the data.

    Args:
        t_s: The time asked for.
        field: Its parameter name.
        data_start_s: Start of the replay's first data step [Unix s].
        data_end_s: End of its last data step (window end plus forecast horizon) [Unix s].

    Raises:
        LimitError: non-finite, or more than :data:`MAX_WINDOW_DAYS` days outside the data.
    """
    from gridshift.serve._times import iso

    margin = MAX_WINDOW_DAYS * _DAY_S
    if not math.isfinite(t_s) or not data_start_s - margin <= t_s <= data_end_s + margin:
        raise LimitError(f"{field} is more than {MAX_WINDOW_DAYS} days (MAX_WINDOW_DAYS) "
                         f"outside this replay's data, {iso(data_start_s)} to "
                         f"{iso(data_end_s)}", field)
