"""Python client library of the ``gridshift-external`` protocol: serve a Policy as a scheduler.

The other end of :mod:`gridshift.policies.external`. It turns the protocol's JSON back into a
:class:`~gridshift.policies.api.PolicyInfo` and :class:`~gridshift.policies.api.Observation`
(read-only numpy arrays, exactly as the simulator builds them), calls a
:class:`~gridshift.policies.api.Policy`, and writes its :class:`~gridshift.policies.api.Decision`
back. Use it to run a Python scheduler as its own program (e.g. in another virtualenv, or on a
machine that holds the scheduler's own state), or as the reference for a port to another
language::

    python -m gridshift.policies.external_client lowest-carbon-now            # stdio
    python -m gridshift.policies.external_client my_policy.py:Mine --tcp 127.0.0.1:7001

then ``gridshift run --policy "exec:python -m gridshift.policies.external_client
lowest-carbon-now"`` (or ``--policy tcp:127.0.0.1:7001``).

From code: :func:`serve_stdio` (one session on stdin/stdout) and :func:`serve_tcp` (one session
per connection, a fresh policy each, until stopped). The protocol is in
``docs/external-schedulers.md``.
"""

from __future__ import annotations

import argparse
import json
import socket
import sys
from collections.abc import Callable
from typing import IO, Any

import numpy as np

from gridshift.policies.api import (
    Decision,
    Forecast,
    Observation,
    PendingJobs,
    Policy,
    PolicyInfo,
    RunningJobs,
)

__all__ = ["decode_info", "decode_observation", "encode_decision", "serve_session",
           "serve_stdio", "serve_tcp"]

PROTOCOL = "gridshift-external"
PROTOCOL_VERSION = 1

_INT_JOB = ("job_id", "origin", "data_at", "kind", "gpus", "gpu_type", "min_gpus", "max_gpus")
_BOOL_JOB = ("interruptible",)
_INT_RUNNING = ("job_id", "region", "gpu_type", "gpus")
_BOOL_RUNNING = ("started", "interruptible")


def _ro(a: np.ndarray) -> np.ndarray:
    a.flags.writeable = False
    return a


def _floats(v: Any) -> np.ndarray:
    """JSON numbers (``null`` = NaN) as a float64 array."""
    a = np.asarray(v if v is not None else [], dtype=object)
    if a.size:
        a = np.where(a == None, np.nan, a)  # noqa: E711 - elementwise on an object array
    return _ro(a.astype(np.float64))


def _ints(v: Any) -> np.ndarray:
    return _ro(np.asarray(v, dtype=np.int64).reshape(-1) if v else np.empty(0, np.int64))


def _bools(v: Any) -> np.ndarray:
    return _ro(np.asarray(v, dtype=bool).reshape(-1) if v else np.empty(0, bool))


def _typed(v: Any) -> np.ndarray:
    """A JSON array as the dtype its values have: bool, int64 (integers only), else float64
    (the encoder writes a float column's whole numbers as ``3600.0``, so the type survives)."""
    flat = v
    while isinstance(flat, list) and flat and isinstance(flat[0], list):
        flat = [x for r in flat for x in r]
    if isinstance(flat, list) and flat and all(isinstance(x, bool) for x in flat):
        return _ro(np.asarray(v, dtype=bool))
    if isinstance(flat, list) and flat and all(isinstance(x, int) and not isinstance(x, bool)
                                               for x in flat):
        return _ro(np.asarray(v, dtype=np.int64))
    return _floats(v)


def _opt_floats(v: Any) -> np.ndarray | None:
    return None if v is None else _floats(v)


def decode_info(d: dict[str, Any]) -> PolicyInfo:
    """The ``reset`` message's ``info`` as a :class:`PolicyInfo` (the lever fields included)."""
    clair = d.get("clairvoyant")
    if clair is not None:
        clair = {k: ({c: _typed(v) for c, v in clair[k].items()} if k == "jobs"
                     else _floats(clair[k])) for k in clair}

    def opt_float(k: str) -> float | None:
        return None if d.get(k) is None else float(d[k])

    return PolicyInfo(
        scenario_id=d["scenario_id"], regions=tuple(d["regions"]), zones=tuple(d["zones"]),
        gpu_types=tuple(d["gpu_types"]),
        capacity=_ro(np.asarray(d["capacity"], dtype=np.int64)),
        gpu_idle_w=_floats(d["gpu_idle_w"]), gpu_max_w=_floats(d["gpu_max_w"]),
        gpu_speed=_floats(d["gpu_speed"]), latency_ms=_floats(d["latency_ms"]),
        egress_usd_per_gb=_floats(d["egress_usd_per_gb"]),
        transfer_kwh_per_gb=float(d["transfer_kwh_per_gb"]),
        bandwidth_gbps=float(d["bandwidth_gbps"]), pue_nominal=_floats(d["pue_nominal"]),
        wue_l_per_kwh=_floats(d["wue_l_per_kwh"]), step_s=int(d["step_s"]),
        n_steps=int(d["n_steps"]), start_epoch_s=int(d["start_epoch_s"]),
        horizon_steps=int(d["horizon_steps"]), history_steps=int(d["history_steps"]),
        seed=int(d["seed"]), track=str(d["track"]), clairvoyant=clair,
        levers=tuple(str(v) for v in d.get("levers") or ()),
        serial_fraction=_opt_floats(d.get("serial_fraction")),
        rescale_overhead_s=opt_float("rescale_overhead_s"),
        power_limit_min_w=_opt_floats(d.get("power_limit_min_w")),
        power_limit_max_w=_opt_floats(d.get("power_limit_max_w")),
        cap_throughput_exponent=opt_float("cap_throughput_exponent"),
        pv_kwp=_opt_floats(d.get("pv_kwp")),
        battery_energy_kwh=_opt_floats(d.get("battery_energy_kwh")),
        battery_power_kw=_opt_floats(d.get("battery_power_kw")),
        run_steps=None if d.get("run_steps") is None else int(d["run_steps"]),
    )


def decode_observation(m: dict[str, Any], n_regions: int) -> Observation:
    """An ``observe`` message as an :class:`Observation` (read-only arrays; the lever, PV and
    battery fields ``None`` where the message has ``null``)."""
    j = m["jobs"]
    cols: dict[str, np.ndarray | None] = {}
    for f, v in j.items():
        if v is None:
            cols[f] = None
            continue
        cols[f] = _ints(v) if f in _INT_JOB else _bools(v) if f in _BOOL_JOB else _floats(v)
    jobs = PendingJobs(**cols)  # type: ignore[arg-type]
    r = m["running"]
    rcols = {f: (_ints(v) if f in _INT_RUNNING else _bools(v) if f in _BOOL_RUNNING
                 else _floats(v)) for f, v in r.items()}
    running = RunningJobs(**rcols)

    def grid(v: Any, dtype: Any) -> np.ndarray:
        a = np.asarray(v, dtype=dtype) if dtype is np.int64 else _floats(v).copy()
        return _ro(a.reshape(n_regions, -1))

    fc = m.get("forecast") or {}
    forecast = Forecast(*[None if fc.get(f) is None else grid(fc[f], np.float64)
                          for f in Forecast.FIELDS])
    return Observation(
        step=int(m["step"]), time_s=float(m["time_s"]), jobs=jobs, running=running,
        free_gpus=grid(m["free_gpus"], np.int64), queued_gpus=grid(m["queued_gpus"], np.int64),
        carbon_gco2_per_kwh=_floats(m["carbon_gco2_per_kwh"]),
        price_usd_per_mwh=_floats(m["price_usd_per_mwh"]), temp_c=_floats(m["temp_c"]),
        pue=_floats(m["pue"]),
        history_carbon_gco2_per_kwh=grid(m["history_carbon_gco2_per_kwh"], np.float64),
        forecast=forecast,
        power_cap_w=None if m.get("power_cap_w") is None else grid(m["power_cap_w"], np.float64),
        running_min_gpus=None if m.get("running_min_gpus") is None
        else _ints(m["running_min_gpus"]),
        running_max_gpus=None if m.get("running_max_gpus") is None
        else _ints(m["running_max_gpus"]),
        battery_soc_kwh=_opt_floats(m.get("battery_soc_kwh")), pv_w=_opt_floats(m.get("pv_w")),
    )


#: Decision fields the ``decide`` message carries, in the protocol's order.
DECISION_FIELDS = ("region", "gpu_type", "pause", "power_on", "gpus", "rescale",
                   "rescale_gpus", "power_cap_w", "battery_kw")


def encode_decision(dec: Decision, step: int) -> dict[str, Any]:
    """A :class:`Decision` as the protocol's ``decide`` message: every field, ``null`` where
    the policy left it ``None``, NaN as ``null``."""
    def col(a: Any) -> Any:
        if a is None:
            return None
        a = np.asarray(a)
        if a.dtype.kind == "f" and not np.isfinite(a).all():
            obj = a.astype(object)
            obj[~np.isfinite(a)] = None
            return obj.tolist()
        return a.tolist()

    msg: dict[str, Any] = {"type": "decide", "step": int(step)}
    for f in DECISION_FIELDS:
        msg[f] = col(getattr(dec, f, None))
    return msg


def _meta(pol: Policy) -> dict[str, Any]:
    return {"id": pol.id, "description": pol.description, "family": pol.family,
            "citation": pol.citation, "tracks": list(pol.tracks)}


def serve_session(make_policy: Callable[[], Policy], rfile: IO[bytes], wfile: IO[bytes]) -> None:
    """Answer one protocol session (hello .. bye) on a pair of byte streams."""
    def send(obj: dict[str, Any]) -> None:
        wfile.write(json.dumps(obj, separators=(",", ":")).encode() + b"\n")
        wfile.flush()

    pol: Policy | None = None
    n_regions = 0
    for line in iter(rfile.readline, b""):
        msg = json.loads(line)
        kind = msg.get("type")
        try:
            if kind == "hello":
                if msg.get("version") != PROTOCOL_VERSION:
                    send({"type": "error", "message": f"this client speaks version "
                          f"{PROTOCOL_VERSION}, not {msg.get('version')}"})
                    return
                pol = make_policy()
                send({"type": "hello", "protocol": PROTOCOL, "version": PROTOCOL_VERSION,
                      "policy": _meta(pol)})
            elif kind == "reset":
                assert pol is not None, "reset before hello"
                info = decode_info(msg["info"])
                n_regions = info.n_regions
                pol.reset(info)
                send({"type": "ready"})
            elif kind == "observe":
                assert pol is not None, "observe before hello"
                obs = decode_observation(msg, n_regions)
                send(encode_decision(pol.decide(obs), obs.step))
            elif kind == "bye":
                return
            else:
                send({"type": "error", "message": f"unknown message type {kind!r}"})
        except Exception as exc:  # noqa: BLE001 - reported to gridshift, which ends the run
            send({"type": "error", "message": f"{type(exc).__name__}: {exc}"})
            return


def serve_stdio(make_policy: Callable[[], Policy]) -> None:
    """Serve one session on stdin/stdout (for ``exec:`` refs)."""
    serve_session(make_policy, sys.stdin.buffer, sys.stdout.buffer)


def serve_tcp(make_policy: Callable[[], Policy], host: str = "127.0.0.1", port: int = 0, *,
              ready: Callable[[int], None] | None = None, max_sessions: int | None = None
              ) -> None:
    """Serve sessions on a loopback TCP port, one at a time, a fresh policy for each.

    Args:
        make_policy: Builds the policy of one session.
        host: Loopback address to listen on.
        port: Port (0: any free port; ``ready`` is told which).
        ready: Called with the bound port once listening.
        max_sessions: Stop after this many sessions (``None``: serve until killed).
    """
    if host not in ("127.0.0.1", "::1", "localhost"):
        raise ValueError(f"listen on loopback only, not {host}")
    fam = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(fam, socket.SOCK_STREAM) as srv:
        srv.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        srv.bind((host, port))
        srv.listen(1)
        if ready is not None:
            ready(srv.getsockname()[1])
        n = 0
        while max_sessions is None or n < max_sessions:
            conn, _ = srv.accept()
            with conn, conn.makefile("rb") as rf, conn.makefile("wb") as wf:
                try:
                    serve_session(make_policy, rf, wf)
                except (OSError, ValueError):
                    pass
            n += 1


def main(argv: list[str] | None = None) -> None:
    """``python -m gridshift.policies.external_client POLICY [--tcp HOST:PORT]``."""
    ap = argparse.ArgumentParser(prog="python -m gridshift.policies.external_client",
                                 description=__doc__.split("\n", 1)[0])
    ap.add_argument("policy", help="Policy id or path/to/file.py:Class")
    ap.add_argument("--tcp", metavar="HOST:PORT", default=None,
                    help="Listen on a loopback TCP port instead of stdin/stdout.")
    args = ap.parse_args(argv)
    from gridshift.policies.registry import load_policy

    def make() -> Policy:
        return load_policy(args.policy)

    if args.tcp:
        host, _, port = args.tcp.rpartition(":")
        serve_tcp(make, host or "127.0.0.1", int(port),
                  ready=lambda p: print(f"listening on {host}:{p}", file=sys.stderr, flush=True))
    else:
        serve_stdio(make)


if __name__ == "__main__":  # pragma: no cover
    main()
