"""Carbon Aware SDK WebAPI surface: ``/emissions/bylocation``, ``/emissions/bylocations``,
``/emissions/bylocations/best``, ``/emissions/forecasts/current``, ``/emissions/forecasts/batch``,
``/emissions/average-carbon-intensity`` (and its ``/batch``).

Shapes follow the Green Software Foundation's Carbon Aware SDK WebAPI (its
``CarbonAware.WebApi`` controller and models, read for this module; no code taken): an
``EmissionsData`` point is ``{"location", "time", "rating", "duration"}`` (``duration`` a .NET
``TimeSpan``, ``"hh:mm:ss"``); a forecast is an ``EmissionsForecastDTO`` (``generatedAt``,
``requestedAt``, ``location``, ``dataStartAt``, ``dataEndAt``, ``windowSize`` [min],
``optimalDataPoints`` and ``forecastData`` of ``{"location", "timestamp", "duration" [min],
"value"}``); an average is a ``CarbonIntensityDTO`` (``location``, ``startTime``, ``endTime``,
``carbonIntensity``). Query names are the SDK's: ``location`` (repeatable), ``time``,
``toTime``, ``dataStartAt``, ``dataEndAt``, ``windowSize``, ``startTime``, ``endTime``. Errors
are ASP.NET ``ValidationProblemDetails`` with status 400 (``errors`` per field for a missing or
malformed parameter; ``title`` ``ArgumentException`` and a ``detail`` for a bad value), and an
empty result of the emissions routes is 204, as there.

What is replayed: locations are the scenario's region ids (or unique zones, or a real name of
:mod:`gridshift.serve.names` such as ``westus``; ``GET /locations`` lists them); ratings are its
average carbon intensity [gCO2/kWh]; observed data stop at the simulated now; forecasts are the
scenario's forecast issued now (``current``) or at ``requestedAt`` (``batch``, the vintage the
SDK's users back-test against). ``windowSize`` averages consecutive forecast points over that
many minutes (the SDK's rolling window); the optimal point is the lowest such average.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
from fastapi import APIRouter, Request, Response

from gridshift.serve._http import json_response, off_loop, read_json
from gridshift.serve._times import iso, parse_time
from gridshift.serve.limits import (
    MAX_BATCH_ITEMS,
    MAX_LOCATIONS,
    LimitError,
    check_count,
    check_name,
    check_near_data,
    check_points,
    check_window,
)
from gridshift.serve.replay import Replay, Series

__all__ = ["router"]

_VALIDATION_TYPE = "https://tools.ietf.org/html/rfc7231#section-6.5.1"


def _timespan(seconds: int) -> str:
    h, rem = divmod(int(seconds), 3600)
    m, s = divmod(rem, 60)
    if h >= 24:
        d, h = divmod(h, 24)
        return f"{d}.{h:02d}:{m:02d}:{s:02d}"
    return f"{h:02d}:{m:02d}:{s:02d}"


def _z(t: float) -> str:
    return iso(t).replace("+00:00", "Z")


def _clip(v: Any, n: int = 60) -> str:
    """``v`` as text for a message, cut to ``n`` characters."""
    t = str(v)
    return t if len(t) <= n else t[:n] + f"... ({len(t)} characters)"


class _Bad(Exception):
    """A request refused with an ASP.NET problem body."""

    def __init__(self, body: dict[str, Any], status: int = 400) -> None:
        self.body = body
        self.status = status


def _field_error(name: str, msg: str) -> _Bad:
    return _Bad({"type": _VALIDATION_TYPE, "title": "One or more validation errors "
                 "occurred.", "status": 400, "errors": {name: [msg]}})


def _arg_error(detail: str) -> _Bad:
    return _Bad({"title": "ArgumentException", "status": 400, "detail": detail})


def _limit_error(exc: LimitError) -> _Bad:
    title = "PayloadTooLarge" if exc.status == 413 else "ArgumentException"
    return _Bad({"title": title, "status": exc.status, "detail": str(exc)}, exc.status)


def _refuse(b: _Bad) -> Response:
    return json_response(b.body, b.status, "application/problem+json")


def _reply(fn: Any) -> Response:
    """``fn()`` as a JSON response encoded in this thread, or its refusal."""
    try:
        out = fn()
    except LimitError as exc:
        out = _limit_error(exc)
    except _Bad as b:
        out = b
    if isinstance(out, _Bad):
        return _refuse(out)
    return out if isinstance(out, Response) else json_response(out)


@dataclass(frozen=True)
class _Forecast:
    """One validated forecast request: what to serve, before anything is computed."""

    name: str
    region: int
    issue_row: int
    requested_s: float
    start_s: float | None
    end_s: float | None
    window_min: int | None
    window_steps: int


def router(replay: Replay) -> Any:
    """The Carbon Aware SDK routes over ``replay`` (a FastAPI ``APIRouter``)."""

    api = APIRouter(prefix="/emissions")
    horizon_min = replay.horizon_steps * replay.step_s // 60

    def loc(name: Any, field: str = "location") -> int:
        if name is None or name == "":
            raise _field_error(field, f"The {field} field is required.")
        check_name(name, field)
        r = replay.region(name)
        if r is None:
            raise _arg_error(f"Unknown location: '{name}'; this replay has "
                             f"{', '.join(replay.names())} (and the real names GET /locations "
                             "lists)")
        return r

    def when(v: Any, field: str) -> float | None:
        if v is None or v == "":
            return None
        try:
            t = parse_time(str(v))
        except ValueError:
            raise _field_error(field, f"The value '{_clip(v)}' is not valid for {field}."
                               ) from None
        check_near_data(t, field, replay.data_start_s, replay.data_end_s)
        return t

    def int_param(v: Any, field: str) -> int | None:
        if v is None or v == "":
            return None
        try:
            return int(v)
        except (TypeError, ValueError):
            raise _field_error(field, f"The value '{_clip(v)}' is not valid for {field}."
                               ) from None

    def locations(names: list[str]) -> list[str]:
        check_count(len(names), MAX_LOCATIONS, "locations (MAX_LOCATIONS)", "location")
        return names or [""]

    def emissions(name: str, s: Series) -> list[dict[str, Any]]:
        dur = _timespan(replay.step_s)
        return [{"location": name, "time": _z(t), "rating": float(v), "duration": dur}
                for t, v in zip(s.start_s.tolist(), s.value.tolist(), strict=True)]

    def observed(names: list[str], t_a: float | None, t_b: float | None
                 ) -> list[dict[str, Any]]:
        names = locations(names)
        regions = [loc(n) for n in names]
        if t_a is None and t_b is None:
            return [e for n, r in zip(names, regions, strict=True)
                    for e in emissions(n, replay.actual_now(r))]
        a = t_a if t_a is not None else replay.time_of(replay.now_row)
        b = t_b if t_b is not None else replay.now_s
        if (t_a is not None and t_b is not None) or b >= a:
            check_window(a, b, "time", "toTime")
        # steps overlapping [a, b]: the one containing a, through the one containing b
        a_step = replay.time_of(replay.row_of(a))
        check_points(len(regions) * replay.n_actuals(a_step, b))
        return [e for n, r in zip(names, regions, strict=True)
                for e in emissions(n, replay.actuals(r, a_step, b))]

    def plan(name: Any, issue_row: int, requested_s: float, start_s: float | None,
             end_s: float | None, window_min: int | None, prefix: str = "") -> _Forecast:
        r = loc(name, f"{prefix}location")
        if issue_row > replay.now_row:
            raise _arg_error("a forecast from the future has not been issued yet")
        if issue_row < replay.first_row:
            raise _arg_error("no forecast was issued before the data starts")
        if start_s is not None and end_s is not None:
            check_window(start_s, end_s, f"{prefix}dataStartAt", f"{prefix}dataEndAt")
        if window_min is not None and not 0 <= window_min <= horizon_min:
            raise _field_error(f"{prefix}windowSize", f"windowSize is {window_min}; expected "
                               f"0..{horizon_min} minutes (the forecast horizon)")
        step_min = replay.step_s // 60
        w = max(1, int(np.ceil((window_min or step_min) * 60 / replay.step_s)))
        return _Forecast(str(name), r, issue_row, requested_s, start_s, end_s, window_min, w)

    def leads(fc: _Forecast, t: np.ndarray) -> np.ndarray:
        """Which forecast points (start times ``t``) fall in the requested data window."""
        keep = np.ones(t.size, dtype=bool)
        if fc.start_s is not None:
            keep &= t + replay.step_s > fc.start_s
        if fc.end_s is not None:
            keep &= t <= fc.end_s
        return keep

    def n_points(fc: _Forecast) -> int:
        t = replay.time_of(fc.issue_row + np.arange(replay.horizon_steps))
        n = int(leads(fc, t).sum())
        return n if fc.window_steps == 1 else max(0, n - fc.window_steps + 1)

    def forecast_dto(fc: _Forecast) -> dict[str, Any]:
        s = replay.forecast(fc.region, fc.issue_row)
        keep = leads(fc, s.start_s)
        t, v = s.start_s[keep], s.value[keep]
        w = fc.window_steps
        if w > 1:
            if v.size >= w:
                c = np.concatenate([[0.0], np.cumsum(v)])
                v = (c[w:] - c[:-w]) / w
                t = t[: v.size]
            else:
                t, v = t[:0], v[:0]
        step_min = replay.step_s // 60
        dur = int(fc.window_min or step_min)
        data = [{"location": fc.name, "timestamp": _z(a), "duration": dur, "value": float(b)}
                for a, b in zip(t.tolist(), v.tolist(), strict=True)]
        best = [d for d in data if v.size and d["value"] == float(v.min())][:1]
        start = fc.start_s if fc.start_s is not None else (t[0] if t.size else replay.now_s)
        end = fc.end_s if fc.end_s is not None else (t[-1] if t.size else replay.now_s)
        return {"generatedAt": _z(replay.time_of(fc.issue_row)),
                "requestedAt": _z(fc.requested_s), "location": fc.name,
                "dataStartAt": _z(start), "dataEndAt": _z(end),
                "windowSize": int(fc.window_min or 0), "optimalDataPoints": best,
                "forecastData": data}

    def forecasts(plans: list[_Forecast]) -> list[dict[str, Any]]:
        """Serve validated requests, once their total size is known to be within bounds."""
        check_points(sum(n_points(p) for p in plans))
        return [forecast_dto(p) for p in plans]

    def rows_or_204(rows: list[dict[str, Any]]) -> Any:
        return rows if rows else Response(status_code=204)

    @api.get("/bylocation")
    def bylocation(request: Request) -> Any:
        q = request.query_params
        return _reply(lambda: rows_or_204(observed(
            [q.get("location") or ""], when(q.get("time"), "time"),
            when(q.get("toTime"), "toTime"))))

    @api.get("/bylocations")
    def bylocations(request: Request) -> Any:
        q = request.query_params
        return _reply(lambda: rows_or_204(observed(
            q.getlist("location"), when(q.get("time"), "time"),
            when(q.get("toTime"), "toTime"))))

    @api.get("/bylocations/best")
    def best(request: Request) -> Any:
        q = request.query_params

        def run() -> Any:
            rows = observed(q.getlist("location"), when(q.get("time"), "time"),
                            when(q.get("toTime"), "toTime"))
            if not rows:
                return Response(status_code=204)
            lo = min(d["rating"] for d in rows)
            return [d for d in rows if d["rating"] == lo]

        return _reply(run)

    @api.get("/forecasts/current")
    def current(request: Request) -> Any:
        q = request.query_params

        def run() -> Any:
            names = q.getlist("location")
            if not names:
                raise _field_error("location", "The location field is required.")
            locations(names)
            if not replay.has_forecast:
                raise _Bad({"title": "NotImplementedException", "status": 400,
                            "detail": "this scenario issues no forecasts"})
            a, b = when(q.get("dataStartAt"), "dataStartAt"), when(q.get("dataEndAt"),
                                                                   "dataEndAt")
            w = int_param(q.get("windowSize"), "windowSize")
            return forecasts([plan(n, replay.now_row, replay.now_s, a, b, w) for n in names])

        return _reply(run)

    def batch_plan(i: int, item: Any) -> _Forecast:
        if not isinstance(item, dict):
            raise _field_error(f"[{i}]", "Each item must be an object.")
        req = when(item.get("requestedAt"), f"[{i}].requestedAt")
        if req is None:
            raise _field_error(f"[{i}].requestedAt", "The requestedAt field is required.")
        if req > replay.now_s:
            raise _arg_error(f"[{i}].requestedAt {_clip(item['requestedAt'])} is after the "
                             f"simulated now {_z(replay.now_s)}: that forecast has not been "
                             "issued yet")
        return plan(item.get("location") or "", replay.row_of(req), req,
                    when(item.get("dataStartAt"), f"[{i}].dataStartAt"),
                    when(item.get("dataEndAt"), f"[{i}].dataEndAt"),
                    int_param(item.get("windowSize"), f"[{i}].windowSize"), f"[{i}].")

    def batch_body(body: Any, field: str, what: str) -> list[Any]:
        if not isinstance(body, list):
            raise _field_error(field, f"The request body must be a JSON array of {what}.")
        check_count(len(body), MAX_BATCH_ITEMS, f"{what} (MAX_BATCH_ITEMS)", field)
        return body

    @api.post("/forecasts/batch")
    async def batch(request: Request) -> Any:
        try:
            body = await read_json(request)
        except LimitError as exc:
            return _refuse(_limit_error(exc))

        def run() -> Any:
            items = batch_body(body, "requestedForecasts", "forecast requests")
            return forecasts([batch_plan(i, it) for i, it in enumerate(items)])

        return await off_loop(lambda: _reply(run))

    def average(name: Any, a: float | None, b: float | None, prefix: str = ""
                ) -> dict[str, Any]:
        r = loc(name, f"{prefix}location")
        if a is None:
            raise _field_error(f"{prefix}startTime", "The startTime field is required.")
        if b is None:
            raise _field_error(f"{prefix}endTime", "The endTime field is required.")
        if b <= a:
            raise _arg_error("endTime must be after startTime")
        if b > replay.now_s:
            raise _arg_error(f"endTime {_z(b)} is after the simulated now "
                             f"{_z(replay.now_s)}: no observed data there yet")
        if replay.row_of(a) < replay.first_row:
            raise _arg_error(f"startTime {_z(a)} is before the data of this replay start")
        return {"location": name, "startTime": _z(a), "endTime": _z(b),
                "carbonIntensity": replay.mean_actual(r, a, b)}

    @api.get("/average-carbon-intensity")
    def avg(request: Request) -> Any:
        q = request.query_params
        return _reply(lambda: average(q.get("location") or "",
                                      when(q.get("startTime"), "startTime"),
                                      when(q.get("endTime"), "endTime")))

    @api.post("/average-carbon-intensity/batch")
    async def avg_batch(request: Request) -> Any:
        try:
            body = await read_json(request)
        except LimitError as exc:
            return _refuse(_limit_error(exc))

        def run() -> Any:
            items = batch_body(body, "requestedCarbonIntensities", "carbon intensity requests")
            out = []
            for i, it in enumerate(items):
                if not isinstance(it, dict):
                    raise _field_error(f"[{i}]", "Each item must be an object.")
                out.append(average(it.get("location") or "",
                                   when(it.get("startTime"), f"[{i}].startTime"),
                                   when(it.get("endTime"), f"[{i}].endTime"), f"[{i}]."))
            return out

        return await off_loop(lambda: _reply(run))

    outer = APIRouter()
    outer.include_router(api)

    @outer.get("/locations")
    def locations_all() -> Any:
        """The SDK's ``GET /locations``: ``{name: {"latitude", "longitude", "name"}}`` for every
        name the replay answers (its regions, zones and the real names of
        :mod:`gridshift.serve.names` that map to them), at the coordinates of the scenario region
        each stands for."""
        out = {}
        for name, r in sorted(replay.real_names().items()):
            lat, lon = replay.lat[r], replay.lon[r]
            out[name] = {"latitude": None if lat is None else float(lat),
                         "longitude": None if lon is None else float(lon), "name": name}
        return json_response(out)

    return outer
