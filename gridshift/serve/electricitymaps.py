"""Electricity Maps v3 surface: ``/v3/carbon-intensity/latest|history|forecast|past|past-range``
and ``/v3/power-breakdown/latest``.

Shapes follow the Electricity Maps API v3 documentation and the models of its official Python
SDK (the ``electricitymaps`` package, 0.0.1, generated from the service's OpenAPI description):
``CarbonIntensity`` (``zone``, ``carbonIntensity`` [gCO2eq/kWh], ``datetime``, ``updatedAt``,
``createdAt``, ``emissionFactorType``, ``isEstimated``, ``estimationMethod``,
``temporalGranularity``), ``HistoryResponseCarbonIntensity`` (``zone``, ``history``,
``temporalGranularity``), ``CarbonIntensityForecastResponse`` (``zone``, ``forecast`` of
``carbonIntensity``/``datetime``, ``updatedAt``), ``past`` as one flat ``CarbonIntensity`` (the
service's answer; the SDK's own ``past`` adapter is disabled there as "currently broken") and
``past-range`` as ``{zone, data, temporalGranularity}``. The zone is ``zone`` (the API) or
``zoneKey`` (what the SDK sends), or ``lat``/``lon`` (nearest region); any ``auth-token`` is
accepted, a missing one is a 401 ``{"error": ...}``. Input errors are 400 ``{"status": "error",
"message": ...}``; no data is 404 in the same shape.

What is replayed: the scenario's average carbon intensity, reported with
``emissionFactorType = "lifecycle"`` and ``isEstimated = false`` (the factor type of
Electricity Maps' own data, on which the real-data scenarios run and the synthetic ones are
calibrated; gridshift converts nothing). ``history`` is the 24 hours up to now, ``forecast``
the scenario's forecast issued now (``horizonHours``, default 24, cut at the scenario's
horizon). The power breakdown is answered with 404: a World carries the intensity, not the
generation mix.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse

from gridshift.serve._http import json_response
from gridshift.serve._times import iso_ms_z, parse_time
from gridshift.serve.limits import (
    LimitError,
    check_name,
    check_near_data,
    check_points,
    parse_coordinates,
)
from gridshift.serve.replay import Replay, Series

__all__ = ["GRANULARITY", "router"]

#: step_s -> Electricity Maps' ``temporalGranularity`` label
GRANULARITY = {300: "5_minutes", 900: "15_minutes", 3600: "hourly", 86400: "daily"}
#: Longest span of one past-range request [days] (Electricity Maps: 10 days at hourly data).
MAX_RANGE_DAYS = 10


def _bad(status: int, message: str) -> JSONResponse:
    """An error answer in Electricity Maps' shape."""
    return JSONResponse({"status": "error", "message": message}, status_code=status)


def _refuse(exc: LimitError) -> JSONResponse:
    """A request over a limit (:mod:`gridshift.serve.limits`), with its status."""
    return _bad(exc.status, str(exc))


def _when(replay: Replay, text: str, field: str) -> float:
    """A time parameter; ValueError (LimitError included) if malformed or far off."""
    t = parse_time(text)
    check_near_data(t, field, replay.data_start_s, replay.data_end_s)
    return t


def _zone_of(replay: Replay, gran: str | None, request: Request
             ) -> tuple[int, str] | JSONResponse:
    """The region and zone name a request asks for (by zone or nearest to lat/lon), or the
    error response."""
    if not request.headers.get("auth-token"):
        return JSONResponse({"error": "Unauthorized: the auth-token header is missing"},
                            status_code=401)
    q = request.query_params
    g = q.get("temporalGranularity")
    z = q.get("zone") or q.get("zoneKey")
    try:
        for v, field in ((g, "temporalGranularity"), (z, "zone")):
            if v is not None:
                check_name(v, field)
    except LimitError as exc:
        return _refuse(exc)
    if g is not None and g != gran:
        return _bad(400, f"temporalGranularity {g!r} is not available: this replay runs on "
                         f"a {gran or f'{replay.step_s} s'} grid")
    if z is not None:
        r = replay.region(z)
        if r is None:
            return _bad(400, f"Zone '{z}' does not exist in this replay; zones: "
                             f"{', '.join(replay.names())}")
        return r, z
    if q.get("lat") is not None and q.get("lon") is not None:
        try:
            r = replay.nearest(*parse_coordinates(q["lat"], q["lon"], "lat", "lon"))
        except LimitError as exc:
            return _refuse(exc)
        if r is None:
            return _bad(400, "no region of this scenario has coordinates")
        return r, replay.zones[r]
    return _bad(400, "Either zone or lat and lon must be provided")


def router(replay: Replay) -> Any:
    """The Electricity Maps routes over ``replay`` (a FastAPI ``APIRouter``)."""

    api = APIRouter(prefix="/v3")
    gran = GRANULARITY.get(replay.step_s)

    def point(r: int, zone: str, t: float, v: float) -> dict[str, Any]:
        now = iso_ms_z(replay.time_of(replay.now_row))
        out = {"zone": zone, "carbonIntensity": float(v), "datetime": iso_ms_z(t),
               "updatedAt": now, "createdAt": now, "emissionFactorType": "lifecycle",
               "isEstimated": False, "estimationMethod": None}
        if gran is not None:
            out["temporalGranularity"] = gran
        return out

    def series(r: int, zone: str, s: Series) -> list[dict[str, Any]]:
        return [point(r, zone, t, v) for t, v in zip(s.start_s.tolist(), s.value.tolist(),
                                                     strict=True)]

    @api.get("/carbon-intensity/latest")
    def latest(request: Request) -> Any:
        z = _zone_of(replay, gran, request)
        if isinstance(z, JSONResponse):
            return z
        r, zone = z
        s = replay.actual_now(r)
        return json_response(point(r, zone, s.start_s[0], s.value[0]))

    @api.get("/carbon-intensity/history")
    def history(request: Request) -> Any:
        z = _zone_of(replay, gran, request)
        if isinstance(z, JSONResponse):
            return z
        r, zone = z
        now = replay.time_of(replay.now_row)
        s = replay.actuals(r, now - 86400 + replay.step_s, now)
        return json_response({"zone": zone, "history": series(r, zone, s),
                              "temporalGranularity": gran or "hourly"})

    @api.get("/carbon-intensity/forecast")
    def forecast(request: Request) -> Any:
        z = _zone_of(replay, gran, request)
        if isinstance(z, JSONResponse):
            return z
        r, zone = z
        h = request.query_params.get("horizonHours", "24")
        try:
            hh = float(h)
        except ValueError:
            return _bad(400, f"horizonHours is {h[:60]!r}; expected a number of hours")
        if not 0 < hh <= 72:
            return _bad(400, f"horizonHours is {h[:60]}; expected more than 0 and at most 72")
        if not replay.has_forecast:
            return _bad(404, f"No forecast available for zone {zone}: the scenario issues none")
        s = replay.forecast(r)
        n = min(s.value.size, int(np.ceil(hh * 3600 / replay.step_s)) + 1)
        return json_response({
            "zone": zone,
            "forecast": [{"carbonIntensity": float(v), "datetime": iso_ms_z(t)}
                         for t, v in zip(s.start_s[:n].tolist(), s.value[:n].tolist(),
                                         strict=True)],
            "updatedAt": iso_ms_z(replay.time_of(replay.now_row))})

    @api.get("/carbon-intensity/past")
    def past(request: Request) -> Any:
        z = _zone_of(replay, gran, request)
        if isinstance(z, JSONResponse):
            return z
        r, zone = z
        d = request.query_params.get("datetime")
        if d is None:
            return _bad(400, "datetime is required (ISO 8601, e.g. 2023-08-01T00:00:00Z)")
        try:
            t = _when(replay, d, "datetime")
        except LimitError as exc:
            return _refuse(exc)
        except ValueError as exc:
            return _bad(400, str(exc))
        if t > replay.now_s:
            return _bad(400, f"datetime {d} is in the future (the simulated now is "
                             f"{iso_ms_z(replay.now_s)}); use /carbon-intensity/forecast")
        row = replay.row_of(t)
        if row < replay.first_row:
            return _bad(404, f"No data for zone {zone} at {d}")
        return json_response(point(r, zone, replay.time_of(row), replay.world.carbon[row, r]))

    @api.get("/carbon-intensity/past-range")
    def past_range(request: Request) -> Any:
        z = _zone_of(replay, gran, request)
        if isinstance(z, JSONResponse):
            return z
        r, zone = z
        q = request.query_params
        if q.get("start") is None or q.get("end") is None:
            return _bad(400, "start and end are required (ISO 8601)")
        try:
            a, b = _when(replay, q["start"], "start"), _when(replay, q["end"], "end")
        except LimitError as exc:
            return _refuse(exc)
        except ValueError as exc:
            return _bad(400, str(exc))
        if b <= a:
            return _bad(400, "end must be after start")
        if b - a > MAX_RANGE_DAYS * 86400:
            return _bad(400, f"the range is longer than {MAX_RANGE_DAYS} days")
        if b > replay.now_s + replay.step_s:
            return _bad(400, f"end {q['end']} is in the future (the simulated now is "
                             f"{iso_ms_z(replay.now_s)})")
        try:
            check_points(replay.n_actuals(a, b, inclusive_end=False))
        except LimitError as exc:
            return _refuse(exc)
        s = replay.actuals(r, a, b, inclusive_end=False)
        return json_response({"zone": zone, "data": series(r, zone, s),
                              "temporalGranularity": gran or "hourly"})

    @api.get("/power-breakdown/latest")
    def power_latest(request: Request) -> Any:
        z = _zone_of(replay, gran, request)
        if isinstance(z, JSONResponse):
            return z
        _, zone = z
        return _bad(404, f"No power breakdown for zone {zone}: a gridshift scenario replays the "
                         "carbon intensity, not the generation mix")

    return api
