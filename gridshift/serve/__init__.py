"""Software in the loop: replay a scenario as the carbon-intensity APIs real software calls.

``gridshift serve SCENARIO`` serves a scenario's World on simulated time with the request
shapes and response schemas of WattTime v3 (:mod:`gridshift.serve.watttime`), Electricity
Maps v3 (:mod:`gridshift.serve.electricitymaps`) and the Carbon Aware SDK WebAPI
(:mod:`gridshift.serve.carbon_aware`), under the simulator's information rules
(:mod:`gridshift.serve.replay`): actuals up to now, forecasts as the scenario's forecast model
issues them, historical forecasts as they were issued. The clock (:mod:`gridshift.serve.clock`)
is stepped, real-time or sped up. Needs the ``serve`` extra (fastapi, uvicorn).

Example::

    from gridshift import build_world, load_scenario
    from gridshift.serve import SimClock, create_app, ServerThread

    world = build_world(load_scenario("quickstart-v1"))
    clock = SimClock(world.start_epoch_s, world.step_s, world.n_steps, "stepped")
    with ServerThread(create_app(world, clock)) as srv:
        print(srv.url)   # point WATTTIME_API_URL or a client's host here
"""

from __future__ import annotations

from typing import Any

from gridshift.serve.clock import ClockError, SimClock, parse_clock
from gridshift.serve.replay import Replay

__all__ = ["ClockError", "Replay", "ServerThread", "SimClock", "create_app", "parse_clock"]


def create_app(world: Any, clock: SimClock) -> Any:
    """The FastAPI app (see :func:`gridshift.serve.app.create_app`)."""
    from gridshift.serve.app import create_app as _create

    return _create(world, clock)


def __getattr__(name: str) -> Any:
    if name == "ServerThread":
        from gridshift.serve.server import ServerThread

        return ServerThread
    raise AttributeError(name)
