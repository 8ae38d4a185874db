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

What is replayed: locations are the scenario's region ids (or unique zones); ratings are its
average carbon intensity [gCO2/kWh]; observed data stop at the simulated now; forecasts are the
scenario's forecast issued now (``current``) or at ``requestedAt`` (``batch``, the vintage the
SDK's users back-test against). ``windowSize`` averages consecutive forecast points over that
many minutes (the SDK's rolling window); the optimal point is the lowest such average.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from fastapi import APIRouter, Request, Response
from fastapi.responses import JSONResponse

from gridshift.serve._times import iso, parse_time
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


def router(replay: Replay) -> Any:
    """The Carbon Aware SDK routes over ``replay`` (a FastAPI ``APIRouter``)."""

    api = APIRouter(prefix="/emissions")

    class _Bad(Exception):
        def __init__(self, body: dict[str, Any]) -> None:
            self.body = body

    def field_error(name: str, msg: str) -> _Bad:
        return _Bad({"type": _VALIDATION_TYPE, "title": "One or more validation errors "
                     "occurred.", "status": 400, "errors": {name: [msg]}})

    def arg_error(detail: str) -> _Bad:
        return _Bad({"title": "ArgumentException", "status": 400, "detail": detail})

    def reply(fn: Any) -> Any:
        try:
            return fn()
        except _Bad as b:
            return JSONResponse(b.body, status_code=400,
                                media_type="application/problem+json")

    def loc(name: str | None, field: str = "location") -> int:
        if not name:
            raise field_error(field, f"The {field} field is required.")
        r = replay.region(name)
        if r is None:
            raise arg_error(f"Unknown location: '{name}'; this replay has "
                            f"{', '.join(replay.names())}")
        return r

    def when(v: Any, field: str) -> float | None:
        if v is None or v == "":
            return None
        try:
            return parse_time(str(v))
        except ValueError:
            raise field_error(field, f"The value '{v}' is not valid for {field}.") from None

    def emissions(r: int, name: str, s: Series) -> list[dict[str, Any]]:
        dur = _timespan(replay.step_s)
        return [{"location": name, "time": _z(t), "rating": float(v), "duration": dur}
                for t, v in zip(s.start_s.tolist(), s.value.tolist(), strict=True)]

    def observed(names: list[str], t_a: float | None, t_b: float | None
                 ) -> list[dict[str, Any]]:
        if t_a is not None and t_b is not None and t_b < t_a:
            raise arg_error("toTime must not be before time")
        out: list[dict[str, Any]] = []
        for name in names:
            r = loc(name)
            if t_a is None and t_b is None:
                s = replay.actual_now(r)
            else:
                a = t_a if t_a is not None else replay.time_of(replay.now_row)
                b = t_b if t_b is not None else replay.now_s
                # steps overlapping [a, b]: the one containing a, through the one containing b
                a_step = replay.time_of(replay.row_of(a))
                s = replay.actuals(r, a_step, b)
            out.extend(emissions(r, name, s))
        return out

    def forecast_dto(name: str, issue_row: int, requested_s: float, start_s: float | None,
                     end_s: float | None, window_min: int | None) -> dict[str, Any]:
        r = loc(name)
        try:
            s = replay.forecast(r, issue_row)
        except ValueError as exc:
            raise arg_error(str(exc)) from None
        t, v = s.start_s, s.value
        keep = np.ones(t.size, dtype=bool)
        if start_s is not None:
            keep &= t + replay.step_s > start_s
        if end_s is not None:
            keep &= t <= end_s
        t, v = t[keep], v[keep]
        step_min = replay.step_s // 60
        if window_min is not None and window_min < 0:
            raise field_error("windowSize", "windowSize must be >= 0 minutes")
        w = max(1, int(np.ceil((window_min or step_min) * 60 / replay.step_s)))
        if w > 1:
            if v.size >= w:
                c = np.concatenate([[0.0], np.cumsum(v)])
                v = (c[w:] - c[:-w]) / w
                t = t[: v.size]
            else:
                t, v = t[:0], v[:0]
        dur = int(window_min or step_min)
        data = [{"location": name, "timestamp": _z(a), "duration": dur, "value": float(b)}
                for a, b in zip(t.tolist(), v.tolist(), strict=True)]
        best = [d for d in data if v.size and d["value"] == float(v.min())][:1]
        return {"generatedAt": _z(replay.time_of(issue_row)), "requestedAt": _z(requested_s),
                "location": name,
                "dataStartAt": _z(start_s if start_s is not None else (t[0] if t.size else
                                                                        replay.now_s)),
                "dataEndAt": _z(end_s if end_s is not None else (t[-1] if t.size else
                                                                  replay.now_s)),
                "windowSize": int(window_min or 0), "optimalDataPoints": best,
                "forecastData": data}

    def int_param(v: Any, field: str) -> int | None:
        if v is None or v == "":
            return None
        try:
            return int(v)
        except (TypeError, ValueError):
            raise field_error(field, f"The value '{v}' is not valid for {field}.") from None

    def rows_or_204(rows: list[dict[str, Any]]) -> Any:
        return rows if rows else Response(status_code=204)

    @api.get("/bylocation")
    def bylocation(request: Request) -> Any:
        q = request.query_params
        return reply(lambda: rows_or_204(observed(
            [q.get("location") or ""], when(q.get("time"), "time"),
            when(q.get("toTime"), "toTime"))))

    @api.get("/bylocations")
    def bylocations(request: Request) -> Any:
        q = request.query_params
        return reply(lambda: rows_or_204(observed(
            q.getlist("location") or [""], when(q.get("time"), "time"),
            when(q.get("toTime"), "toTime"))))

    @api.get("/bylocations/best")
    def best(request: Request) -> Any:
        q = request.query_params

        def run() -> Any:
            rows = observed(q.getlist("location") or [""], when(q.get("time"), "time"),
                            when(q.get("toTime"), "toTime"))
            if not rows:
                return Response(status_code=204)
            lo = min(d["rating"] for d in rows)
            return [d for d in rows if d["rating"] == lo]

        return reply(run)

    @api.get("/forecasts/current")
    def current(request: Request) -> Any:
        q = request.query_params

        def run() -> Any:
            names = q.getlist("location")
            if not names:
                raise field_error("location", "The location field is required.")
            if not replay.has_forecast:
                raise _Bad({"title": "NotImplementedException", "status": 400,
                            "detail": "this scenario issues no forecasts"})
            a, b = when(q.get("dataStartAt"), "dataStartAt"), when(q.get("dataEndAt"),
                                                                   "dataEndAt")
            w = int_param(q.get("windowSize"), "windowSize")
            return [forecast_dto(n, replay.now_row, replay.now_s, a, b, w) for n in names]

        return reply(run)

    @api.post("/forecasts/batch")
    async def batch(request: Request) -> Any:
        try:
            body = await request.json()
        except ValueError:
            body = None

        def run() -> Any:
            if not isinstance(body, list):
                raise field_error("requestedForecasts", "The request body must be a JSON "
                                  "array of forecast requests.")
            out = []
            for i, item in enumerate(body):
                if not isinstance(item, dict):
                    raise field_error(f"[{i}]", "Each item must be an object.")
                req = when(item.get("requestedAt"), f"[{i}].requestedAt")
                if req is None:
                    raise field_error(f"[{i}].requestedAt", "The requestedAt field is "
                                      "required.")
                if req > replay.now_s:
                    raise arg_error(f"[{i}].requestedAt {item['requestedAt']} is after the "
                                    f"simulated now {_z(replay.now_s)}: that forecast has not "
                                    "been issued yet")
                out.append(forecast_dto(
                    item.get("location") or "", replay.row_of(req), req,
                    when(item.get("dataStartAt"), f"[{i}].dataStartAt"),
                    when(item.get("dataEndAt"), f"[{i}].dataEndAt"),
                    int_param(item.get("windowSize"), f"[{i}].windowSize")))
            return out

        return reply(run)

    def average(name: str, a: float | None, b: float | None, prefix: str = ""
                ) -> dict[str, Any]:
        r = loc(name, f"{prefix}location")
        if a is None:
            raise field_error(f"{prefix}startTime", "The startTime field is required.")
        if b is None:
            raise field_error(f"{prefix}endTime", "The endTime field is required.")
        if b <= a:
            raise arg_error("endTime must be after startTime")
        if b > replay.now_s:
            raise arg_error(f"endTime {_z(b)} is after the simulated now {_z(replay.now_s)}: "
                            "no observed data there yet")
        if replay.row_of(a) < replay.first_row:
            raise arg_error(f"startTime {_z(a)} is before the data of this replay start")
        return {"location": name, "startTime": _z(a), "endTime": _z(b),
                "carbonIntensity": replay.mean_actual(r, a, b)}

    @api.get("/average-carbon-intensity")
    def avg(request: Request) -> Any:
        q = request.query_params
        return reply(lambda: average(q.get("location") or "", when(q.get("startTime"),
                                                                   "startTime"),
                                     when(q.get("endTime"), "endTime")))

    @api.post("/average-carbon-intensity/batch")
    async def avg_batch(request: Request) -> Any:
        try:
            body = await request.json()
        except ValueError:
            body = None

        def run() -> Any:
            if not isinstance(body, list):
                raise field_error("requestedCarbonIntensities", "The request body must be a "
                                  "JSON array.")
            out = []
            for i, it in enumerate(body):
                if not isinstance(it, dict):
                    raise field_error(f"[{i}]", "Each item must be an object.")
                out.append(average(it.get("location") or "",
                                   when(it.get("startTime"), f"[{i}].startTime"),
                                   when(it.get("endTime"), f"[{i}].endTime"), f"[{i}]."))
            return out

        return reply(run)

    return api
