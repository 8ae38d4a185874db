"""WattTime v3 surface: ``/login``, ``/v3/signal-index``, ``/v3/forecast``, ``/v3/historical``,
``/v3/forecast/historical`` (and ``/v3/region-from-loc``, ``/v3/my-access``).

Request parameters and response bodies follow WattTime's API v3 documentation
(docs.watttime.org) and its maintained Python client (the ``watttime`` package, 1.4): a
``{"data": [...], "meta": {...}}`` body, ``point_time`` / ``value`` points, the model date in
``meta.model.date``, ``generated_at`` vintages on the historical forecast. Authentication is the
same two steps: HTTP Basic on ``/login`` returns a ``token``; every ``/v3`` call needs
``Authorization: Bearer <token>``. Any username and password are accepted (this is a replay,
not an account service).

What is replayed:

* ``region`` is a scenario region id or (unique) grid zone (``/v3/my-access`` lists them).
* ``co2_aoer`` (average operating emissions rate) is the scenario's carbon intensity, converted
  from gCO2/kWh (= kg/MWh) to lbs_co2_per_mwh with 1 lb = 0.45359237 kg exactly (International
  Yard and Pound Agreement 1959; NIST SP 811, 2008, appendix B.8).
* ``co2_moer`` is served from the same average signal, because a World carries no marginal
  signal; every such response says so in ``meta.warnings`` (the client logs it). A scheduler
  ranked on a gridshift scenario is scored on the average intensity, so this is the signal its
  decisions are judged by.
* ``signal-index`` is a percentile 0..100 (WattTime's index is a relative 0..100 measure, 0 the
  cleanest): here, the share of the forecast issued now for the next 24 hours that is cleaner
  than the current value (0 = cleaner than every coming step, 100 = dirtier than all). It is
  gridshift's definition, computed from the forecast (never from future actuals).
* Errors use WattTime v3's FastAPI form ``{"detail": ...}``: 401 without a valid token, 400 for
  a bad parameter value, 422 for a missing required parameter.
"""

from __future__ import annotations

import base64
import secrets
import threading
from typing import Any

import numpy as np
from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse

from gridshift.serve._http import json_response
from gridshift.serve._times import iso, parse_time
from gridshift.serve.limits import (
    LimitError,
    check_name,
    check_near_data,
    check_points,
    check_window,
    parse_coordinates,
)
from gridshift.serve.replay import Replay, Series

__all__ = ["KG_PER_LB", "MAX_TOKENS", "router"]

#: Kilograms per avoirdupois pound, exact (International Yard and Pound Agreement, 1959;
#: NIST SP 811 (2008), appendix B.8).
KG_PER_LB = 0.45359237
_SIGNALS = ("co2_moer", "co2_aoer")
_MOER_WARNING = ("gridshift replay: co2_moer is served from the scenario's average carbon "
                 "intensity (the scenario has no marginal signal); units lbs_co2_per_mwh")
#: Longest span of one /v3/historical request (WattTime's limit is 32 days per request).
MAX_HISTORICAL_DAYS = 32
#: Longest span of one /v3/forecast/historical request (the client asks one day at a time).
MAX_VINTAGE_DAYS = 2
#: Most login tokens held at once; past it the oldest is forgotten (the store must not grow
#: with every /login, as any username and password get a token). A forgotten token is a 401
#: until its client logs in again, which the official client does every 30 minutes (the
#: lifetime of WattTime's own tokens).
MAX_TOKENS = 10_000


def router(replay: Replay) -> Any:
    """The WattTime routes over ``replay`` (a FastAPI ``APIRouter``)."""

    api = APIRouter()
    tokens: dict[str, None] = {}  # insertion-ordered: the oldest is forgotten first
    tokens_lock = threading.Lock()

    def err(status: int, detail: Any) -> JSONResponse:
        return JSONResponse({"detail": detail}, status_code=status)

    def refuse(exc: LimitError) -> JSONResponse:
        return err(exc.status, str(exc))

    def missing(name: str) -> JSONResponse:
        return err(422, [{"type": "missing", "loc": ["query", name], "msg": "Field required",
                          "input": None}])

    def authed(request: Request) -> bool:
        h = request.headers.get("authorization", "")
        return h.startswith("Bearer ") and h[7:] in tokens

    def lbs(v: np.ndarray) -> list[float]:
        return [float(x) for x in np.asarray(v, float) / KG_PER_LB]

    def meta(region: str, signal: str, units: str, warnings: list[str]) -> dict[str, Any]:
        w = list(warnings)
        if signal == "co2_moer":
            w.append(_MOER_WARNING)
        return {
            "data_point_period_seconds": replay.step_s,
            "region": region,
            "signal_type": signal,
            "model": {"date": replay.world.scenario.start.date().isoformat()},
            "units": units,
            "warnings": w,
            "generated_at_period_seconds": replay.step_s,
            "generated_at": iso(replay.time_of(replay.now_row)),
            "gridshift": {"scenario": replay.world.scenario.id,
                          "scenario_hash": replay.world.scenario_hash,
                          "forecast_model": replay.forecast_model},
        }

    def points(s: Series) -> list[dict[str, Any]]:
        return [{"point_time": iso(t), "value": v}
                for t, v in zip(s.start_s.tolist(), lbs(s.value), strict=True)]

    def common(request: Request) -> tuple[int, str, str] | JSONResponse:
        if not authed(request):
            return err(401, "Not authenticated: GET /login with HTTP Basic auth first, then "
                            "send Authorization: Bearer <token>")
        q = request.query_params
        region = q.get("region")
        if region is None:
            return missing("region")
        signal = q.get("signal_type", "co2_moer")
        try:
            check_name(region, "region")
            check_name(signal, "signal_type")
        except LimitError as exc:
            return refuse(exc)
        r = replay.region(region)
        if r is None:
            return err(400, f"Unknown region {region!r}; this replay has "
                            f"{', '.join(replay.names())} (see /v3/my-access)")
        if signal not in _SIGNALS:
            return err(400, f"signal_type {signal!r} is not available in this replay; expected "
                            f"one of {', '.join(_SIGNALS)}")
        return r, region, signal

    def span(request: Request, max_days: float) -> tuple[float, float] | JSONResponse:
        q = request.query_params
        for name in ("start", "end"):
            if q.get(name) is None:
                return missing(name)
        try:
            a, b = parse_time(q["start"]), parse_time(q["end"])
        except ValueError as exc:
            return err(400, str(exc))
        try:
            for t, name in ((a, "start"), (b, "end")):
                check_near_data(t, name, replay.data_start_s, replay.data_end_s)
            check_window(a, b, "start", "end", max_days)
        except LimitError as exc:
            return refuse(exc)
        return a, b

    def horizon(request: Request) -> int | JSONResponse:
        h = request.query_params.get("horizon_hours", "24")
        try:
            hh = float(h)
        except ValueError:
            return err(400, f"horizon_hours is {h[:60]!r}; expected a number of hours (0..72)")
        if not 0 <= hh <= 72:
            return err(400, f"horizon_hours is {h[:60]}; expected 0..72")
        return int(np.ceil(hh * 3600 / replay.step_s)) + 1  # lead 0 plus the horizon

    @api.get("/login")
    def login(request: Request) -> Any:
        h = request.headers.get("authorization", "")
        if not h.startswith("Basic "):
            return err(401, "HTTP Basic authentication (username, password) is required")
        try:
            user, _, _pw = base64.b64decode(h[6:]).decode().partition(":")
        except (ValueError, UnicodeDecodeError):
            return err(401, "malformed HTTP Basic credentials")
        if not user:
            return err(401, "a username is required")
        tok = secrets.token_urlsafe(24)
        with tokens_lock:
            while len(tokens) >= MAX_TOKENS:
                del tokens[next(iter(tokens))]
            tokens[tok] = None
        return {"token": tok}

    @api.get("/v3/my-access")
    def my_access(request: Request) -> Any:
        if not authed(request):
            return err(401, "Not authenticated")
        return {"signal_types": [{
            "signal_type": s,
            "regions": [{"region": r, "region_full_name": f"{r} ({z})", "parent": r,
                         "data_point_period_seconds": replay.step_s,
                         "endpoints": [{"endpoint": e, "models": [{
                             "model": replay.world.scenario.start.date().isoformat(),
                             "data_start": iso(replay.time_of(0)),
                             "train_start": iso(replay.time_of(0)),
                             "train_end": iso(replay.time_of(0)),
                             "type": "binned_regression"}]}
                             for e in ("v3/historical", "v3/forecast", "v3/signal-index")]}
                        for r, z in zip(replay.regions, replay.zones, strict=True)]}
            for s in _SIGNALS]}

    @api.get("/v3/region-from-loc")
    def region_from_loc(request: Request) -> Any:
        if not authed(request):
            return err(401, "Not authenticated")
        q = request.query_params
        for name in ("latitude", "longitude"):
            if q.get(name) is None:
                return missing(name)
        try:
            lat, lon = parse_coordinates(q["latitude"], q["longitude"])
            check_name(q.get("signal_type", "co2_moer"), "signal_type")
        except LimitError as exc:
            return refuse(exc)
        r = replay.nearest(lat, lon)
        if r is None:
            return err(400, "no region of this scenario has coordinates (lat, lon)")
        return json_response({"region": replay.regions[r], "region_full_name": replay.regions[r],
                              "signal_type": q.get("signal_type", "co2_moer")})

    @api.get("/v3/signal-index")
    def signal_index(request: Request) -> Any:
        c = common(request)
        if isinstance(c, JSONResponse):
            return c
        r, region, signal = c
        now = replay.actual_now(r)
        cur = float(now.value[0])
        warnings: list[str] = []
        if replay.has_forecast:
            day = int(np.ceil(86400 / replay.step_s)) + 1
            fc = replay.forecast(r).value[1:day]
            pct = 100.0 * float(np.mean(fc < cur)) if fc.size else 50.0
        else:
            pct = 50.0
            warnings.append("gridshift replay: the scenario issues no forecast; index is 50")
        return json_response({"data": [{"point_time": iso(now.start_s[0]),
                                        "value": round(pct, 1)}],
                              "meta": meta(region, signal, "percentile", warnings)})

    @api.get("/v3/forecast")
    def forecast(request: Request) -> Any:
        c = common(request)
        if isinstance(c, JSONResponse):
            return c
        r, region, signal = c
        n = horizon(request)
        if isinstance(n, JSONResponse):
            return n
        if not replay.has_forecast:
            return err(400, "this scenario issues no forecasts (forecast.horizon_h = 0)")
        s = replay.forecast(r)
        warnings = []
        if n > s.value.size:
            warnings.append(f"gridshift replay: the scenario's forecasts reach "
                            f"{replay.horizon_steps * replay.step_s / 3600:g} h; the horizon "
                            "was cut there")
        s = Series(r, s.start_s[:n], s.value[:n])
        return json_response({"data": points(s),
                              "meta": meta(region, signal, "lbs_co2_per_mwh", warnings)})

    @api.get("/v3/historical")
    def historical(request: Request) -> Any:
        c = common(request)
        if isinstance(c, JSONResponse):
            return c
        r, region, signal = c
        sp = span(request, MAX_HISTORICAL_DAYS)
        if isinstance(sp, JSONResponse):
            return sp
        a, b = sp
        warnings = []
        try:
            check_points(replay.n_actuals(a, b))
        except LimitError as exc:
            return refuse(exc)
        if b > replay.now_s:
            warnings.append("gridshift replay: end is after the simulated now; data stop at now")
        s = replay.actuals(r, a, b)
        return json_response({"data": points(s),
                              "meta": meta(region, signal, "lbs_co2_per_mwh", warnings)})

    @api.get("/v3/forecast/historical")
    def forecast_historical(request: Request) -> Any:
        c = common(request)
        if isinstance(c, JSONResponse):
            return c
        r, region, signal = c
        sp = span(request, MAX_VINTAGE_DAYS)
        if isinstance(sp, JSONResponse):
            return sp
        n = horizon(request)
        if isinstance(n, JSONResponse):
            return n
        if not replay.has_forecast:
            return err(400, "this scenario issues no forecasts (forecast.horizon_h = 0)")
        a, b = sp
        rows = replay.vintages(a, b)
        try:
            check_points(len(rows) * min(n, replay.horizon_steps))
        except LimitError as exc:
            return refuse(exc)
        data = []
        for row in rows:
            s = replay.forecast(r, row)
            s = Series(r, s.start_s[:n], s.value[:n])
            data.append({"generated_at": iso(replay.time_of(row)), "forecast": points(s)})
        warnings = []
        if b > replay.now_s:
            warnings.append("gridshift replay: end is after the simulated now; forecasts "
                            "issued later do not exist yet")
        return json_response({"data": data,
                              "meta": meta(region, signal, "lbs_co2_per_mwh", warnings)})

    return api
