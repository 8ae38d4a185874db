"""The ASGI app of ``gridshift serve``: the three carbon-API surfaces plus gridshift's own routes.

gridshift routes (JSON):

``GET /gridshift/scenario``
    Scenario id and hash, regions and zones, window, step, forecast model, track.
``GET /gridshift/clock``
    Mode, simulated now, current step and the window.
``POST /gridshift/clock``
    Advance a stepped clock: body ``{"steps": n}``, ``{"seconds": s}`` or ``{"to": "ISO"}``.
    409 when the clock is not stepped; 400 for a malformed body or a move backwards.
``GET /gridshift/record?policy=ID``
    Once the clock has reached the window's last step: the record summary (metrics and
    ``jobs_sha256``) of a registered policy run on this scenario and seed (default
    ``local-now``, the reference a leaderboard normalises to). Only registered ids are accepted:
    an HTTP request never makes the server load a file or start a program. Before the end it
    is 409 (the record holds the whole window's outcome, the future of a replay in progress).
"""

from __future__ import annotations

import threading
from typing import Any

try:
    from fastapi import FastAPI, Request
    from fastapi.responses import JSONResponse
except ImportError as exc:  # pragma: no cover - depends on the environment
    raise ImportError("gridshift serve needs the serve extra: pip install "
                      "'gridshift[serve]' (fastapi, uvicorn)") from exc

from gridshift.serve._http import read_json
from gridshift.serve.clock import ClockError, SimClock
from gridshift.serve.limits import LimitError, check_name
from gridshift.serve.replay import Replay

__all__ = ["create_app"]


def create_app(world: Any, clock: SimClock) -> Any:
    """A FastAPI app replaying ``world`` on ``clock``.

    Raises:
        ImportError: the ``serve`` extra (fastapi) is not installed.
    """
    from gridshift.serve import carbon_aware, electricitymaps, watttime
    from gridshift.serve._times import iso, parse_time

    replay = Replay(world, clock)
    sc = world.scenario
    app = FastAPI(title=f"gridshift serve: {sc.id}", version="1",
                  description="WattTime v3, Electricity Maps v3 and Carbon Aware SDK WebAPI "
                              "surfaces replaying a gridshift scenario on simulated time")
    app.state.replay = replay
    app.include_router(watttime.router(replay))
    app.include_router(electricitymaps.router(replay))
    app.include_router(carbon_aware.router(replay))
    records: dict[str, dict[str, Any]] = {}
    lock = threading.Lock()

    def clock_state() -> dict[str, Any]:
        return {"mode": clock.mode, "factor": clock.factor, "now": iso(clock.now_s()),
                "step": clock.step(), "n_steps": clock.n_steps, "step_s": clock.step_s,
                "start": iso(clock.start_s), "last_step": iso(clock.end_s),
                "at_end": clock.step() == clock.n_steps - 1}

    @app.get("/gridshift/scenario")
    def scenario() -> Any:
        return {"id": sc.id, "scenario_hash": world.scenario_hash, "seed": world.seed,
                "regions": list(world.regions), "zones": list(world.zones),
                "start": iso(world.start_epoch_s), "step_s": world.step_s,
                "n_steps": world.n_steps, "track": sc.track,
                "forecast": {"model": replay.forecast_model,
                             "horizon_steps": replay.horizon_steps}}

    @app.get("/gridshift/clock")
    def get_clock() -> Any:
        return clock_state()

    @app.post("/gridshift/clock")
    async def post_clock(request: Request) -> Any:
        try:
            body = await read_json(request)
        except LimitError as exc:
            return JSONResponse({"detail": str(exc)}, status_code=exc.status)
        if not isinstance(body, dict):
            return JSONResponse({"detail": "expected a JSON object: {\"steps\": n}, "
                                           "{\"seconds\": s} or {\"to\": \"ISO time\"}"},
                                status_code=400)
        if clock.mode != "stepped":
            return JSONResponse({"detail": f"the clock runs in {clock.mode} mode; only a "
                                           "stepped clock can be advanced"}, status_code=409)
        unknown = sorted(set(body) - {"steps", "seconds", "to"})
        if unknown:
            return JSONResponse({"detail": f"unknown field(s) {', '.join(unknown)}; expected "
                                           "steps, seconds or to"}, status_code=400)
        try:
            to = None if body.get("to") is None else parse_time(body["to"])
            steps = body.get("steps")
            secs = body.get("seconds")
            if steps is not None and (isinstance(steps, bool) or not isinstance(steps, int)):
                raise ClockError(f"steps is {steps!r:.60}; expected an integer >= 0")
            if secs is not None and (isinstance(secs, bool) or
                                     not isinstance(secs, (int, float))):
                raise ClockError(f"seconds is {secs!r:.60}; expected a number >= 0")
            try:
                secs_f = None if secs is None else float(secs)
            except OverflowError:
                raise ClockError("seconds is too large for a number of seconds") from None
            clock.advance(steps=steps, seconds=secs_f, to_s=to)
        except (ClockError, ValueError) as exc:
            return JSONResponse({"detail": str(exc)}, status_code=400)
        return clock_state()

    @app.get("/gridshift/record")
    def record(policy: str = "local-now") -> Any:
        from gridshift.errors import PolicyError
        from gridshift.policies.registry import _all_ids, _resolve_id, load_policy
        from gridshift.sim.run import simulate

        try:
            check_name(policy, "policy")
        except LimitError as exc:
            return JSONResponse({"detail": str(exc)}, status_code=400)
        if clock.step() != clock.n_steps - 1:
            return JSONResponse({"detail": f"the replay is at step {clock.step()} of "
                                           f"{clock.n_steps}; the record exists at the end "
                                           "(advance the clock to the last step)"},
                                status_code=409)
        if ":" in policy or "/" in policy:
            return JSONResponse({"detail": "only registered policy ids are run here (no files, "
                                           "exec: or tcp: refs over HTTP); use gridshift run "
                                           "for those"}, status_code=400)
        try:
            pid = _resolve_id(policy)
        except PolicyError as exc:
            return JSONResponse({"detail": str(exc)}, status_code=400)
        assert pid in _all_ids()
        with lock:
            if pid not in records:
                try:
                    res = simulate(world, load_policy(pid))
                except PolicyError as exc:
                    return JSONResponse({"detail": str(exc)}, status_code=400)
                records[pid] = {**res.summary(), "jobs_sha256": res.jobs_sha256()}
        return records[pid]

    return app
