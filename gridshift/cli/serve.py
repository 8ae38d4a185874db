"""``gridshift serve``: replay a scenario as the WattTime, Electricity Maps and Carbon Aware SDK
APIs (see :mod:`gridshift.serve`)."""

from __future__ import annotations

import click

from gridshift.cli._common import seed_option

__all__ = ["serve_cmd"]


@click.command("serve")
@click.argument("scenario", required=False)
@seed_option
@click.option("--host", default="127.0.0.1", show_default=True,
              help="Address to listen on. Any other than loopback (127.0.0.0/8, ::1, "
                   "localhost) exposes the replay, which has no authentication, to the "
                   "network: a warning is printed.")
@click.option("--port", type=click.IntRange(0, 65535), default=8787, show_default=True,
              help="Port to listen on (0: any free port).")
@click.option("--clock", "clock_spec", default="stepped", show_default=True,
              metavar="realtime|stepped|FACTOR",
              help="Simulated time: stepped (advance with POST /gridshift/clock), realtime, "
                   "or a speed-up factor such as 60.")
def serve_cmd(scenario: str | None, seed: int | None, host: str, port: int,
              clock_spec: str) -> None:
    """Serve SCENARIO's signals on simulated time as the carbon APIs software calls."""
    from gridshift import build_world, load_scenario
    from gridshift.errors import GridshiftError
    from gridshift.serve.clock import ClockError, SimClock, parse_clock

    try:
        mode, factor = parse_clock(clock_spec)
    except ClockError as exc:
        raise click.BadParameter(str(exc), param_hint="--clock") from None
    try:
        from gridshift.serve.app import create_app
        from gridshift.serve.server import free_port, serve_forever
    except ImportError as exc:
        raise GridshiftError(f"{exc}") from None
    sc = load_scenario(scenario)
    world = build_world(sc, seed)
    clock = SimClock(world.start_epoch_s, world.step_s, world.n_steps, mode, factor)
    app = create_app(world, clock)
    port = port or free_port(host)
    click.echo(f"gridshift serve {sc.id} (seed {world.seed}, clock {clock_spec}) on "
               f"http://{host}:{port}", err=True)
    base = f"http://{host}:{port}"
    click.echo(f"  WattTime v3:          WATTTIME_API_URL={base}\n"
               f"  Electricity Maps v3:  {base}/v3\n"
               f"  Carbon Aware SDK:     {base}/emissions/...\n"
               f"  clock, record:        {base}/gridshift/clock | {base}/gridshift/record",
               err=True)
    serve_forever(app, host, port)
