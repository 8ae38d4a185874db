"""The wire format between the judge (simulator process) and a sandboxed policy process.

Nothing here unpickles: a frame is a small JSON header followed by raw little-endian array
buffers whose dtype (from a fixed allow-list), shape and byte count are checked before a
single byte is interpreted. Decoding a frame can therefore not execute code in the reader,
whichever side wrote it; the judge only ever decodes *decisions*, *metadata* and *state*
(JSON) from the policy process.

Frame layout::

    b"GSW1"  uint32 LE header length  header JSON  array bytes (concatenated, in header order)

Header JSON: ``{"h": {...}, "a": [[name, dtype, shape, nbytes] | [name, null], ...]}``; a
``null`` dtype stands for ``None`` (e.g. a forecast the scenario does not have).
"""

from __future__ import annotations

import json
import math
import os
import select
import time
from typing import Any

import numpy as np

MAGIC = b"GSW1"
#: dtypes a frame may carry (numeric, little-endian; never object).
ALLOWED_DTYPES = frozenset({"|b1", "|i1", "|u1", "<i2", "<u2", "<i4", "<u4", "<i8", "<u8",
                            "<f4", "<f8"})
#: Largest header [bytes].
MAX_HEADER_BYTES = 4 << 20


class WireError(Exception):
    """A malformed frame, or the other side closed the pipe / missed the deadline."""


class WireTimeout(WireError):
    """The deadline passed before the whole frame arrived."""


class WireClosed(WireError):
    """The pipe was closed (the other process ended)."""


def _arr(a: Any) -> np.ndarray:
    a = np.ascontiguousarray(np.asarray(a))
    if a.dtype.byteorder == ">":
        a = a.astype(a.dtype.newbyteorder("<"))
    return a


def encode(header: dict[str, Any], arrays: dict[str, Any] | None = None) -> bytes:
    """One frame: ``header`` (JSON-able) and named arrays (``None`` allowed)."""
    spec: list[list[Any]] = []
    bufs: list[bytes] = []
    for name, v in (arrays or {}).items():
        if v is None:
            spec.append([name, None])
            continue
        a = _arr(v)
        if a.dtype.str not in ALLOWED_DTYPES:
            raise WireError(f"array {name!r} has dtype {a.dtype}; only numeric arrays cross "
                            "the sandbox boundary")
        b = a.tobytes()
        spec.append([name, a.dtype.str, list(a.shape), len(b)])
        bufs.append(b)
    hb = json.dumps({"h": header, "a": spec}, separators=(",", ":"), allow_nan=True).encode()
    return MAGIC + len(hb).to_bytes(4, "little") + hb + b"".join(bufs)


class Reader:
    """Reads whole frames from a file descriptor, optionally before a deadline."""

    def __init__(self, fd: int, max_bytes: int = 1 << 30) -> None:
        self.fd = fd
        self.max_bytes = int(max_bytes)

    def _read(self, n: int, deadline: float | None) -> bytes:
        chunks: list[bytes] = []
        got = 0
        while got < n:
            if deadline is not None:
                left = deadline - time.monotonic()
                if left <= 0:
                    raise WireTimeout("deadline passed")
                r, _, _ = select.select([self.fd], [], [], left)
                if not r:
                    raise WireTimeout("deadline passed")
            b = os.read(self.fd, min(n - got, 1 << 20))
            if not b:
                raise WireClosed("pipe closed")
            chunks.append(b)
            got += len(b)
        return b"".join(chunks)

    def read(self, timeout_s: float | None = None) -> tuple[dict[str, Any],
                                                             dict[str, np.ndarray | None]]:
        """The next frame's header and arrays (read-only, backed by an immutable buffer)."""
        deadline = None if timeout_s is None else time.monotonic() + timeout_s
        pre = self._read(8, deadline)
        if pre[:4] != MAGIC:
            raise WireError("not a gridshift frame (bad magic)")
        hlen = int.from_bytes(pre[4:], "little")
        if hlen > MAX_HEADER_BYTES:
            raise WireError(f"frame header of {hlen} bytes exceeds {MAX_HEADER_BYTES}")
        try:
            head = json.loads(self._read(hlen, deadline))
        except ValueError as exc:
            raise WireError(f"frame header is not JSON: {exc}") from None
        if not isinstance(head, dict) or not isinstance(head.get("h"), dict) \
                or not isinstance(head.get("a"), list):
            raise WireError("frame header has the wrong shape")
        layout: list[tuple[str, np.dtype[Any] | None, tuple[int, ...], int]] = []
        total = 0
        for ent in head["a"]:
            if not isinstance(ent, list) or not ent or not isinstance(ent[0], str):
                raise WireError("bad array entry in frame header")
            if len(ent) == 2 and ent[1] is None:
                layout.append((ent[0], None, (), 0))
                continue
            if len(ent) != 4 or ent[1] not in ALLOWED_DTYPES or not isinstance(ent[2], list) \
                    or not all(isinstance(d, int) and not isinstance(d, bool) and d >= 0
                               for d in ent[2]) or not isinstance(ent[3], int):
                raise WireError(f"bad array entry {ent[:2]!r} in frame header")
            dt: np.dtype[Any] = np.dtype(ent[1])
            shape = tuple(ent[2])
            nbytes = math.prod(shape) * dt.itemsize
            if nbytes != ent[3]:
                raise WireError(f"array {ent[0]!r}: {ent[3]} bytes for shape {shape} of "
                                f"{dt}")
            total += nbytes
            layout.append((ent[0], dt, shape, nbytes))
        if total > self.max_bytes:
            raise WireError(f"frame of {total} bytes exceeds the limit of {self.max_bytes}")
        body = self._read(total, deadline) if total else b""
        out: dict[str, np.ndarray | None] = {}
        off = 0
        for name, dtype, shape, nbytes in layout:
            if dtype is None:
                out[name] = None
                continue
            out[name] = np.frombuffer(body, dtype=dtype, count=math.prod(shape),
                                      offset=off).reshape(shape)
            off += nbytes
        return head["h"], out


def write_all(fd: int, data: bytes) -> None:
    """Write every byte of ``data`` to ``fd``."""
    view = memoryview(data)
    while view:
        n = os.write(fd, view)
        view = view[n:]


# ------------------------------------------------------------------------------ codecs
_INFO_ARRAYS = ("capacity", "gpu_idle_w", "gpu_max_w", "gpu_speed", "latency_ms",
                "egress_usd_per_gb", "pue_nominal", "wue_l_per_kwh",
                "pv_kwp", "battery_energy_kwh", "battery_power_kw")
_INFO_SCALARS = ("scenario_id", "transfer_kwh_per_gb", "bandwidth_gbps", "step_s", "n_steps",
                 "start_epoch_s", "horizon_steps", "history_steps", "seed", "track")
_OBS_ARRAYS = ("free_gpus", "queued_gpus", "carbon_gco2_per_kwh", "price_usd_per_mwh",
               "temp_c", "pue", "history_carbon_gco2_per_kwh", "battery_soc_kwh", "pv_w")
#: Lever fields (docs/levers-elastic.md): optional, ``None`` where the scenario has no levers.
_INFO_LEVER_SCALARS = ("rescale_overhead_s", "cap_throughput_exponent")
_INFO_LEVER_ARRAYS = ("serial_fraction", "power_limit_min_w", "power_limit_max_w")
_OBS_LEVER_ARRAYS = ("power_cap_w", "running_min_gpus", "running_max_gpus")
#: Workload fields (docs/workloads.md): optional, ``None`` where the scenario has no
#: ``[workflows]``, ``[tiers]`` or ``[events]``.
_OBS_WORKLOAD_ARRAYS = ("workflow_id", "critical_path_s", "workflow_deadline_s", "tier",
                        "tenant", "event_held_gpus", "dr_cap_fraction")
#: Decision arrays the judge reads back from a sandboxed policy (numeric only, see encode).
DECISION_ARRAYS = ("region", "gpu_type", "pause", "power_on", "battery_kw", "gpus", "rescale",
                   "rescale_gpus", "power_cap_w")


def _py(v: Any) -> Any:
    return v.item() if hasattr(v, "item") else v


def encode_info(info: Any) -> tuple[dict[str, Any], dict[str, Any]]:
    """Header and arrays of a :class:`PolicyInfo`."""
    h: dict[str, Any] = {k: _py(getattr(info, k)) for k in _INFO_SCALARS}
    h["regions"], h["zones"] = list(info.regions), list(info.zones)
    h["gpu_types"] = list(info.gpu_types)
    arrays: dict[str, Any] = {f"info.{k}": getattr(info, k) for k in _INFO_ARRAYS}
    h["levers"] = [str(v) for v in getattr(info, "levers", ())]
    for k in _INFO_LEVER_SCALARS:
        v = getattr(info, k, None)
        h[k] = None if v is None else float(v)
    for k in _INFO_LEVER_ARRAYS:
        arrays[f"info.{k}"] = getattr(info, k, None)
    rs = getattr(info, "run_steps", None)  # optional: None where the engine does not know it
    h["run_steps"] = None if rs is None else int(rs)
    if info.clairvoyant is None:
        h["clairvoyant"] = None
    else:
        c = info.clairvoyant
        h["clairvoyant"] = {"series": [k for k in c if k != "jobs"],
                            "jobs": list(c.get("jobs", {}))}
        for k in h["clairvoyant"]["series"]:
            arrays[f"clair.{k}"] = c[k]
        for k in h["clairvoyant"]["jobs"]:
            arrays[f"clair.jobs.{k}"] = c["jobs"][k]
    return h, arrays


def decode_info(h: dict[str, Any], arrays: dict[str, Any]) -> Any:
    """Rebuild the :class:`PolicyInfo` (child side)."""
    from gridshift.policies.api import PolicyInfo

    clair: dict[str, Any] | None = None
    if h.get("clairvoyant") is not None:
        c = h["clairvoyant"]
        clair = {k: arrays[f"clair.{k}"] for k in c["series"]}
        clair["jobs"] = {k: arrays[f"clair.jobs.{k}"] for k in c["jobs"]}
    return PolicyInfo(
        regions=tuple(h["regions"]), zones=tuple(h["zones"]), gpu_types=tuple(h["gpu_types"]),
        clairvoyant=clair, **{k: h[k] for k in _INFO_SCALARS},
        **{k: arrays[f"info.{k}"] for k in _INFO_ARRAYS},
        levers=tuple(str(v) for v in h.get("levers") or ()),
        **{k: (None if h.get(k) is None else float(h[k])) for k in _INFO_LEVER_SCALARS},
        **{k: arrays.get(f"info.{k}") for k in _INFO_LEVER_ARRAYS},
        run_steps=None if h.get("run_steps") is None else int(h["run_steps"]),
    )


def encode_obs(obs: Any) -> tuple[dict[str, Any], dict[str, Any]]:
    """Header and arrays of an :class:`Observation` (forecasts and running jobs computed)."""
    import dataclasses

    from gridshift.policies.api import Forecast, RunningJobs

    h = {"step": int(obs.step), "time_s": float(obs.time_s)}
    arrays: dict[str, Any] = {}
    for f in dataclasses.fields(obs.jobs):
        arrays[f"jobs.{f.name}"] = getattr(obs.jobs, f.name)
    for name in RunningJobs.FIELDS:
        arrays[f"running.{name}"] = getattr(obs.running, name)
    for name in _OBS_ARRAYS:
        arrays[name] = getattr(obs, name)
    for name in (*_OBS_LEVER_ARRAYS, *_OBS_WORKLOAD_ARRAYS):
        arrays[name] = getattr(obs, name, None)
    for name in Forecast.FIELDS:
        arrays[f"forecast.{name}"] = getattr(obs.forecast, name)
    return h, arrays


def decode_obs(h: dict[str, Any], arrays: dict[str, Any]) -> Any:
    """Rebuild the :class:`Observation` (child side); every array read-only."""
    import dataclasses

    from gridshift.policies.api import Forecast, Observation, PendingJobs, RunningJobs

    jobs = PendingJobs(**{f.name: arrays.get(f"jobs.{f.name}")
                          for f in dataclasses.fields(PendingJobs)})
    running = RunningJobs(*(arrays[f"running.{n}"] for n in RunningJobs.FIELDS))
    fc = Forecast(*(arrays[f"forecast.{n}"] for n in Forecast.FIELDS))
    return Observation(step=int(h["step"]), time_s=float(h["time_s"]), jobs=jobs,
                       running=running, forecast=fc, **{n: arrays[n] for n in _OBS_ARRAYS},
                       **{n: arrays.get(n) for n in (*_OBS_LEVER_ARRAYS,
                                                     *_OBS_WORKLOAD_ARRAYS)})
