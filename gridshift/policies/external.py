"""External schedulers: a policy in any language, spoken to over a versioned JSON protocol.

A scheduler that is not Python (or not importable) plays the benchmark as a separate program.
gridshift talks to it with newline-delimited JSON (one object per line, UTF-8) over its
stdin/stdout (``exec:``) or over a TCP connection on loopback (``tcp:``):

``exec:PROGRAM [ARGS...]``
    gridshift starts ``PROGRAM ARGS...`` (split like a shell would, no shell involved) inside the
    sandbox of :func:`gridshift.policies.sandbox.sandbox_argv` and speaks on its stdin/stdout.
    What the program sees (:func:`exec_plan`):

    * **its own folder, read-only, and nothing else of ours.** The program's file is the
      ``PROGRAM`` itself when it lies outside the system and Python folders (``./my-sched``),
      else the interpreter's script: the first argument not starting with ``-``, if it names a
      file (``node sched.js``, ``python3 -u sched.py``; nothing for ``python3 -m mod`` or
      ``-c CODE``). That file's folder is bound read-only -- only the file itself where the
      folder is or holds ``/``, the home directory, the gridshift checkout or the working
      directory -- and key files below it are covered. A folder that is or lies inside one
      the sandbox hides (the store, a ``.keys`` folder, the data cache, ``results/``, shared
      data, the suites, the home directory itself, ``~/.ssh``, ``~/.aws``, ...) is refused
      with a PolicyError naming it. Other files named on the command line are not shown.
    * **absolute paths, a known working directory.** A bare ``PROGRAM`` is looked up in the
      Python installation's ``bin`` folder, ``/usr/local/bin``, ``/usr/bin`` and ``/bin``;
      relative paths (``PROGRAM``, the script, files in its folder) are resolved against the
      caller's working directory and passed as absolute paths; the program starts in its own
      folder (``/tmp`` when none is bound).
    * **the sandbox's minimal environment** (:func:`gridshift.policies.sandbox.child_env`, plus
      ``PYTHONPATH`` pointing at gridshift's read-only code for the Python client library),
      a private ``/tmp`` capped in size, ``RLIMIT_AS`` of ``memory_cap_bytes`` (``prlimit``);
    * **its own stderr pipe**, relayed to the judge's stderr as ``[exec:...]`` lines (bounded;
      the last lines are quoted in errors).
``tcp:HOST:PORT``
    gridshift connects to a scheduler already listening on ``HOST:PORT``. Only loopback hosts
    are accepted (``127.0.0.1``, ``::1``, ``localhost``). gridshift cannot sandbox a process it
    did not start, so ``tcp:`` is for developing a scheduler, not for a submission.

The protocol (``gridshift-external``, version :data:`PROTOCOL_VERSION`; documented in
``docs/external-schedulers.md``), one exchange per line, gridshift speaking first:

1. ``{"type": "hello", "protocol": "gridshift-external", "version": 1}`` -- the scheduler answers
   ``{"type": "hello", "protocol": "gridshift-external", "version": 1, "policy": {"id":
   "my-scheduler-v1", "description": "...", "family": "...", "citation": "...", "tracks":
   ["forecast"]}}`` (its own metadata, as a :class:`~gridshift.policies.api.Policy`'s class
   attributes).
2. ``{"type": "reset", "info": {...}}`` -- every field of :class:`PolicyInfo` (arrays as nested
   lists); the scheduler answers ``{"type": "ready"}``.
3. Per decision epoch: ``{"type": "observe", "step": k, ...}`` with every column of the
   :class:`Observation` (``jobs``, ``running`` and ``forecast`` as objects of columns); the
   scheduler answers ``{"type": "decide", "step": k, "region": [...], ...}`` -- every field of
   the :class:`Decision` (``gpu_type``, ``pause``, ``power_on``, ``gpus``, ``rescale``,
   ``rescale_gpus``, ``power_cap_w``, ``battery_kw``; ``null`` or absent: unset). A field whose
   lever the scenario does not enable is refused by name (:data:`DECISION_FIELDS`).
4. ``{"type": "bye", "record": {...} | null}`` -- the run is over (``record`` holds the run's
   record key when the caller knows it); no answer is expected and the scheduler should exit.

At any point the scheduler may answer ``{"type": "error", "message": "..."}``, which ends the
run with a :class:`~gridshift.errors.PolicyError` quoting it. NaN and infinities travel as
``null``; numbers are written with Python's shortest round-trip repr, so a float read by any
conforming JSON parser is the same double.

Each answer must arrive within the time budget (``decide`` within ``time_budget_s``, ``reset``
within ``reset_budget_s``, ``hello`` within ``start_timeout_s``), exactly as for an isolated
Python policy (:mod:`gridshift.policies.isolation`); a scheduler that is late, dies, or answers
out of protocol ends the run with a PolicyError naming it, the epoch and the problem. The
simulator and the checker validate the decisions as they do any policy's.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import queue
import shlex
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import weakref
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np

from gridshift.errors import PolicyError
from gridshift.policies.api import Decision, Observation, Policy, PolicyInfo
from gridshift.policies.sandbox import (
    DEFAULT_MEMORY_CAP_BYTES,
    StderrRelay,
    child_env,
    is_hidden_name,
    memory_cap_argv,
    package_root,
    refusal,
    sandbox_argv,
    system_paths,
)

__all__ = [
    "PROTOCOL",
    "PROTOCOL_VERSION",
    "ExecPlan",
    "ExternalPolicy",
    "encode_info",
    "external_source_sha256",
    "encode_observation",
    "exec_plan",
    "is_external_ref",
]

#: Protocol name sent in every ``hello``.
PROTOCOL = "gridshift-external"
#: Protocol version; a scheduler answering another version is refused.
PROTOCOL_VERSION = 1
#: Longest line accepted from a scheduler [bytes].
MAX_LINE_BYTES = 64 * 1024 * 1024
#: Hosts a ``tcp:`` ref may name.
LOOPBACK_HOSTS = ("127.0.0.1", "::1", "localhost")
#: Where a bare ``exec:`` program name is looked up, after the Python installation's ``bin``
#: (folders the sandbox shows; the caller's ``PATH`` is not used).
PROGRAM_DIRS = ("/usr/local/bin", "/usr/bin", "/bin")

_INFO_FIELDS = ("scenario_id", "regions", "zones", "gpu_types", "capacity", "gpu_idle_w",
                "gpu_max_w", "gpu_speed", "latency_ms", "egress_usd_per_gb",
                "transfer_kwh_per_gb", "bandwidth_gbps", "pue_nominal", "wue_l_per_kwh",
                "step_s", "n_steps", "start_epoch_s", "horizon_steps", "history_steps", "seed",
                "track",
                # the operator levers (docs/levers-elastic.md, docs/levers.md): null without
                "levers", "serial_fraction", "rescale_overhead_s", "power_limit_min_w",
                "power_limit_max_w", "cap_throughput_exponent", "pv_kwp", "battery_energy_kwh",
                "battery_power_kw",
                # epochs the engine runs (window + drain); null where unknown
                "run_steps")
_JOB_FIELDS = ("job_id", "origin", "data_at", "kind", "gpus", "gpu_type", "duration_s",
               "remaining_s", "gpu_util", "data_gb", "submit_s", "deadline_s", "interruptible",
               "checkpoint_s", "latency_slo_ms", "min_gpus", "max_gpus")
_RUNNING_FIELDS = ("job_id", "region", "gpu_type", "gpus", "started", "interruptible",
                   "remaining_s", "deadline_s")
_OBS_ARRAYS = ("free_gpus", "queued_gpus", "carbon_gco2_per_kwh", "price_usd_per_mwh",
               "temp_c", "pue", "history_carbon_gco2_per_kwh", "power_cap_w",
               "running_min_gpus", "running_max_gpus", "battery_soc_kwh", "pv_w")
_FORECAST_FIELDS = ("carbon_gco2_per_kwh", "price_usd_per_mwh", "temp_c", "pv_w")
#: Decision fields of a ``decide`` answer beyond ``region``, and what each needs of the
#: scenario (``None``: always allowed; the simulator validates the values).
DECISION_FIELDS: dict[str, str | None] = {
    "gpu_type": None, "pause": None, "power_on": None, "gpus": "elastic",
    "rescale": "elastic", "rescale_gpus": "elastic", "power_cap_w": "power_capping",
    "battery_kw": "battery"}


class ExecPlan(NamedTuple):
    """How an ``exec:`` command runs (see the module docstring)."""

    #: The command with absolute paths (the program, its script, files in its folder).
    argv: list[str]
    #: The path bound read-only: the program's folder, or its file alone; ``None``: nothing.
    bound: Path | None
    #: The program's working directory (its folder), ``None``: ``/tmp``.
    cwd: Path | None
    #: ``(index in argv, file)`` of the files the identity hashes.
    identity_files: list[tuple[int, Path]]


def _is_file(p: Path) -> bool:
    """``p.is_file()``, false for a string no file can have (too long, a NUL, ...)."""
    try:
        return p.is_file()
    except (OSError, ValueError):
        return False


def _lookup(prog: str) -> Path | None:
    """A bare program name in the folders the sandbox shows (not the caller's ``PATH``)."""
    for d in (os.path.dirname(sys.executable), *PROGRAM_DIRS):
        c = Path(d) / prog
        if _is_file(c) and os.access(c, os.X_OK):
            return c
    return None


def exec_plan(cmd: str, cwd: Path | None = None) -> ExecPlan:
    """Decide what an ``exec:`` command runs with (see the module docstring).

    Args:
        cmd: The command line after ``exec:``.
        cwd: Folder relative paths are resolved against (default: the working directory).

    Raises:
        PolicyError: the command cannot be split, the program is not found, or its folder is
            refused by the sandbox (:func:`gridshift.policies.sandbox.refusal`).
    """
    base = (cwd or Path.cwd()).absolute()
    try:
        argv = shlex.split(cmd)
    except ValueError as exc:
        raise PolicyError(f"exec:{cmd}: cannot split the command line: {exc}") from None
    if not argv:
        raise PolicyError("exec: needs a program, e.g. exec:./my-scheduler or "
                          "exec:node examples/external/scheduler.js")
    prog = argv[0]
    found = base / prog if "/" in prog else _lookup(prog)
    if found is None or not _is_file(found):
        where = "" if "/" in prog else \
            f" in {', '.join((os.path.dirname(sys.executable), *PROGRAM_DIRS))} (the " \
            "folders the sandbox shows); give its path"
        raise PolicyError(f"exec:{cmd}: program {prog} not found{where}")
    exe: Path = found
    out = [str(exe), *argv[1:]]
    system = system_paths()

    def outside_system(p: Path) -> bool:
        rp = p.resolve()
        return not any(rp == s or s in rp.parents for s in system)

    own: Path | None = None  # the program's file
    script_i = 0  # the interpreter's script (a system one is not bound, but hashed)
    if outside_system(exe):
        own = exe.resolve()
        out[0] = str(own)  # (its folder is bound at its real path)
    else:
        i = next((i for i, a in enumerate(argv[1:], 1) if not a.startswith("-")), None)
        if i is not None and _is_file(base / argv[i]):
            script_i = i
            out[i] = str((base / argv[i]).resolve())
            if outside_system(base / argv[i]):
                own = (base / argv[i]).resolve()
    bound = None if own is None else _own_folder(own, base)
    if bound is not None:
        why = refusal(bound)
        if why is not None:
            raise PolicyError(f"exec:{cmd}: {bound} is this program's folder and the sandbox "
                              f"will not show it: {why}")
    ident: list[tuple[int, Path]] = []
    for i, a in enumerate(argv):
        p = base / a
        if i == 0:
            if "/" in a:  # the program named by its path
                ident.append((0, p))
            continue
        if i == script_i:
            if own is None or bound is None or _shown(own, bound):  # (a key is not read)
                ident.append((i, p))
        elif bound is not None and _is_file(p) and _shown(p.resolve(), bound):
            out[i] = str(p.resolve())
            ident.append((i, p))
    run_in = None if bound is None else (bound if bound.is_dir() else bound.parent)
    return ExecPlan(out, bound, run_in, ident)


def _shown(p: Path, bound: Path) -> bool:
    """Whether ``p`` (resolved) is visible in a sandbox that binds ``bound``."""
    if p == bound:
        return True
    if bound not in p.parents:
        return False
    rel = p.relative_to(bound)
    return not (any(is_hidden_name(d, is_dir=True) for d in rel.parts[:-1])
                or is_hidden_name(p.name, is_dir=False))


def _own_folder(file: Path, cwd: Path) -> Path:
    """The program's folder, unless that folder is or holds one of ours (``/``, the home
    folder, the gridshift checkout, the working directory): then the file alone."""
    folder = file.parent
    for o in (Path("/"), Path.home().resolve(), package_root(), cwd.resolve()):
        if o == folder or folder in o.parents:
            return file
    return folder


def external_source_sha256(ref: str) -> str:
    """Identity of an external scheduler, without starting it: sha256 of the ref and of the
    bytes of the files its ``exec:`` program runs with -- the program when named by a path,
    its script (:func:`exec_plan`) and the other files of its own folder named on the command
    line -- so editing the script changes it; for ``tcp:``, whose code gridshift cannot see,
    or a command that cannot run, of the ref alone. Each file enters as ``\\0 ARG \\0 BYTES``
    with ``ARG`` as written in the ref (so moving the checkout keeps the identity)."""
    h = hashlib.sha256(ref.encode())
    if ref.startswith("exec:"):
        try:
            plan = exec_plan(ref[len("exec:"):])
            argv = shlex.split(ref[len("exec:"):])
        except PolicyError:
            return h.hexdigest()
        for i, p in plan.identity_files:
            h.update(b"\0" + argv[i].encode() + b"\0")
            h.update(p.read_bytes())
    return h.hexdigest()


def is_external_ref(ref: Any) -> bool:
    """Whether ``ref`` names an external scheduler (``exec:...`` or ``tcp:...``)."""
    return isinstance(ref, str) and ref.startswith(("exec:", "tcp:"))


# ---------------------------------------------------------------------------- encoding
def _jsonable(a: Any) -> Any:
    """A numpy array or scalar as JSON values, NaN and infinities as ``None``."""
    if isinstance(a, np.ndarray):
        if a.dtype.kind == "f" and not np.isfinite(a).all():
            obj = a.astype(object)
            obj[~np.isfinite(a)] = None
            return obj.tolist()
        return a.tolist()
    if isinstance(a, (np.generic,)):
        a = a.item()
    if isinstance(a, float) and not math.isfinite(a):
        return None
    if isinstance(a, tuple):
        return list(a)
    return a


def encode_info(info: PolicyInfo) -> dict[str, Any]:
    """Every field of a :class:`PolicyInfo` as JSON values (``clairvoyant`` included)."""
    out = {name: _jsonable(getattr(info, name)) for name in _INFO_FIELDS}
    clair = info.clairvoyant
    if clair is None:
        out["clairvoyant"] = None
    else:
        out["clairvoyant"] = {
            k: ({c: _jsonable(np.asarray(v)) for c, v in clair[k].items()} if k == "jobs"
                else _jsonable(np.asarray(clair[k])))
            for k in clair}
    return out


def encode_observation(obs: Observation, forecast_fields: tuple[str, ...] = _FORECAST_FIELDS
                       ) -> dict[str, Any]:
    """An :class:`Observation` as the protocol's ``observe`` message."""
    msg: dict[str, Any] = {"type": "observe", "step": int(obs.step), "time_s": float(obs.time_s)}
    msg["jobs"] = {f: _jsonable(getattr(obs.jobs, f)) for f in _JOB_FIELDS}
    msg["running"] = {f: _jsonable(getattr(obs.running, f)) for f in _RUNNING_FIELDS}
    for f in _OBS_ARRAYS:
        msg[f] = _jsonable(getattr(obs, f))
    fc = {}
    for f in _FORECAST_FIELDS:
        v = getattr(obs.forecast, f) if f in forecast_fields else None
        fc[f] = None if v is None else _jsonable(np.asarray(v))
    msg["forecast"] = fc
    return msg


def _decode_int_column(v: Any, name: str) -> np.ndarray | None:
    if v is None:
        return None
    if not isinstance(v, list):
        raise ValueError(f"{name} must be a JSON array (or null), got {type(v).__name__}")
    if not v:
        return np.empty(0, dtype=np.int64)
    if all(isinstance(x, int) and not isinstance(x, bool) for x in v):
        return np.asarray(v, dtype=np.int64)
    # keep the wrong type so the simulator's and the checker's messages name it
    return np.asarray([np.nan if x is None else x for x in v], dtype=object).astype(np.float64)


def _decode_array(v: Any, name: str, ndim: int, kind: str) -> np.ndarray | None:
    """A JSON array of ``ndim`` dimensions as int64 (``kind`` ``"i"``; a non-integer keeps a
    float dtype so the simulator's message names it) or float64 (``"f"``, ``null`` = NaN)."""
    if v is None:
        return None
    if ndim == 1 and kind == "i":
        return _decode_int_column(v, name)
    if not isinstance(v, list) or (ndim == 2 and not all(isinstance(r, list) for r in v)):
        shape = "a JSON array of arrays (rows)" if ndim == 2 else "a JSON array"
        raise ValueError(f"{name} must be {shape} (or null)")
    flat = [x for r in v for x in r] if ndim == 2 else list(v)
    if any(not (x is None or (isinstance(x, (int, float)) and not isinstance(x, bool)))
           for x in flat):
        raise ValueError(f"{name} must hold numbers only")
    if ndim == 2 and len({len(r) for r in v}) > 1:
        raise ValueError(f"{name}: rows of different lengths")
    ints = kind == "i" and all(isinstance(x, int) for x in flat)
    a = np.asarray([np.nan if x is None else x for x in flat],
                   dtype=np.int64 if ints else np.float64)
    return a.reshape(len(v), -1) if ndim == 2 else a


#: ``(ndim, kind)`` of each Decision array on the wire.
_DECISION_SHAPES = {"region": (1, "i"), "gpu_type": (1, "i"), "pause": (1, "i"),
                    "power_on": (2, "i"), "gpus": (1, "i"), "rescale": (1, "i"),
                    "rescale_gpus": (1, "i"), "power_cap_w": (2, "f"), "battery_kw": (1, "f")}


def allowed_decision_fields(info: PolicyInfo | None) -> set[str]:
    """The ``decide`` fields a scenario takes (``region`` and :data:`DECISION_FIELDS` whose
    lever it enables; every field when ``info`` is None)."""
    if info is None:
        return {"region", *DECISION_FIELDS}
    have = set(getattr(info, "levers", ()) or ())
    bp = getattr(info, "battery_power_kw", None)
    if bp is not None and np.any(np.asarray(bp) > 0):
        have.add("battery")
    return {"region", *(f for f, need in DECISION_FIELDS.items() if need is None or need in have)}


_NEEDS = {"elastic": "[levers] elastic = true", "power_capping": "[levers] power_capping = true",
          "battery": "a site battery ([sites.*] battery_kwh, docs/levers.md)"}


def decode_decision(msg: Any, n_pending: int, info: PolicyInfo | None = None) -> Decision:
    """The protocol's ``decide`` message as a :class:`Decision` (every field of it).

    Shape and value checks are the simulator's; this turns JSON into arrays and refuses, by
    name, a non-null field the scenario of ``info`` does not take (a lever it does not enable).
    """
    if not isinstance(msg, dict):
        raise ValueError(f"expected a JSON object, got {type(msg).__name__}")
    if msg.get("region") is None:
        raise ValueError("the decide message has no 'region' array")
    allowed = allowed_decision_fields(info)
    out: dict[str, np.ndarray | None] = {}
    for name, (ndim, kind) in _DECISION_SHAPES.items():
        v = msg.get(name)
        if v is not None and name not in allowed:
            need = _NEEDS[DECISION_FIELDS[name] or ""]
            sid = getattr(info, "scenario_id", "this scenario")
            raise ValueError(f"field {name!r} is not allowed: scenario {sid} does not enable "
                             f"it (it needs {need}); send null or leave it out")
        try:
            out[name] = _decode_array(v, name, ndim, kind)
        except (TypeError, ValueError) as exc:
            raise ValueError(str(exc)) from None
    return Decision(**out)  # type: ignore[arg-type]


# ---------------------------------------------------------------------------- transport
class _Channel:
    """Lines in from a reader thread, lines out through a write callable."""

    def __init__(self, reader: Any, write: Any, close: Any, what: str) -> None:
        self._q: queue.Queue[bytes | None] = queue.Queue()
        self._wq: queue.Queue[bytes | None] = queue.Queue()
        self._write = write
        self._close = close
        self.what = what
        self.write_error: str | None = None
        self._t = threading.Thread(target=self._pump, args=(reader,), daemon=True,
                                   name=f"gridshift-external-{what}")
        self._t.start()
        # writes go through their own thread: a scheduler that stops reading fills the pipe,
        # and a blocked write must not escape the time budget (the answer just never comes)
        self._w = threading.Thread(target=self._drain, daemon=True,
                                   name=f"gridshift-external-{what}-w")
        self._w.start()

    def _drain(self) -> None:
        while True:
            data = self._wq.get()
            if data is None:
                return
            try:
                self._write(data)
            except (OSError, ValueError) as exc:
                self.write_error = str(exc)
                return

    def _pump(self, reader: Any) -> None:
        try:
            while True:
                line = reader.readline(MAX_LINE_BYTES + 1)
                if not line:
                    break
                self._q.put(line)
        except (OSError, ValueError):
            pass
        finally:
            self._q.put(None)

    def send(self, obj: dict[str, Any]) -> None:
        if self.write_error is not None:
            raise OSError(self.write_error)
        data = json.dumps(obj, separators=(",", ":"), allow_nan=False).encode() + b"\n"
        self._wq.put(data)

    def recv(self, timeout: float) -> bytes | None:
        """The next line, ``None`` at end of stream; raises ``queue.Empty`` on timeout."""
        return self._q.get(timeout=timeout)

    def close(self) -> None:
        self._wq.put(None)
        self._w.join(timeout=2.0)
        self._close(self._w.is_alive())  # True: a write is stuck (the peer stopped reading)


class _Session:
    """One live connection to a scheduler (process or socket)."""

    def __init__(self, ref: str, start_timeout_s: float,
                 memory_cap_bytes: int = DEFAULT_MEMORY_CAP_BYTES) -> None:
        self.ref = ref
        self.proc: subprocess.Popen[bytes] | None = None
        self.sock: socket.socket | None = None
        self.stderr: StderrRelay | None = None
        self.isolation = "process"
        self.argv: list[str] = []
        self.meta: dict[str, Any] = {}
        self.forecast_fields: tuple[str, ...] = _FORECAST_FIELDS
        self.closed = False
        if ref.startswith("exec:"):
            self.chan = self._start_exec(ref[len("exec:"):], memory_cap_bytes)
        else:
            self.chan = self._start_tcp(ref[len("tcp:"):], start_timeout_s)

    # -- starting
    def _start_exec(self, cmd: str, memory_cap_bytes: int) -> _Channel:
        plan = exec_plan(cmd)
        self.argv = plan.argv
        argv = memory_cap_argv(plan.argv, memory_cap_bytes)
        wrapped, self.isolation = sandbox_argv(
            argv, readable=[plan.bound] if plan.bound is not None else [], cwd=plan.cwd)
        env = child_env()
        if self.isolation != "bwrap":  # (bwrap sets it to the read-only copy)
            env["PYTHONPATH"] = str(package_root())
        run_in = plan.cwd if self.isolation != "bwrap" and plan.cwd is not None else None
        try:
            self.proc = subprocess.Popen(
                wrapped, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                env=env, cwd=run_in or tempfile.gettempdir(), start_new_session=True,
                close_fds=True)
        except OSError as exc:
            raise PolicyError(f"exec:{cmd}: cannot start {plan.argv[0]}: "
                              f"{exc.strerror or exc}") from None
        proc = self.proc
        assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None
        self.stderr = StderrRelay(proc.stderr, f"exec:{cmd}"[:80])

        def write(data: bytes) -> None:
            assert proc.stdin is not None
            proc.stdin.write(data)
            proc.stdin.flush()

        return _Channel(proc.stdout, write, self._stop_proc, "exec")

    def _start_tcp(self, addr: str, timeout: float) -> _Channel:
        host, sep, port_s = addr.rpartition(":")
        host = host.strip("[]")
        if not sep or not port_s.isdigit() or not host:
            raise PolicyError(f"tcp:{addr}: expected tcp:HOST:PORT, e.g. tcp:127.0.0.1:7001")
        if host not in LOOPBACK_HOSTS:
            raise PolicyError(f"tcp:{addr}: host {host} is not loopback; external schedulers "
                              f"are reached on {', '.join(LOOPBACK_HOSTS)} only")
        self.isolation = "tcp-unsandboxed"
        try:
            sock = socket.create_connection((host, int(port_s)), timeout=timeout)
        except OSError as exc:
            raise PolicyError(f"tcp:{addr}: cannot connect: {exc.strerror or exc}") from None
        sock.settimeout(None)
        self.sock = sock
        rfile = sock.makefile("rb")

        def write(data: bytes) -> None:
            sock.sendall(data)

        def close(stuck: bool = False) -> None:
            for f in (lambda: sock.shutdown(socket.SHUT_RDWR), rfile.close, sock.close):
                try:
                    f()
                except OSError:
                    pass

        return _Channel(rfile, write, close, "tcp")

    def _stop_proc(self, stuck: bool = False) -> None:
        proc = self.proc
        if proc is None:
            return
        if stuck and proc.poll() is None:  # unblock the writer before touching its stream
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                proc.kill()
            proc.wait(timeout=5.0)
        for stream in (proc.stdin,):
            try:
                if stream is not None:
                    stream.close()
            except OSError:
                pass
        try:
            proc.wait(timeout=2.0)
        except subprocess.TimeoutExpired:
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                proc.kill()
            proc.wait(timeout=5.0)
        try:
            if proc.stdout is not None:
                proc.stdout.close()
        except OSError:
            pass
        if self.stderr is not None:
            self.stderr.close()

    # -- talking
    def tail(self) -> str:
        return "" if self.stderr is None else self.stderr.last(5)

    def exchange(self, msg: dict[str, Any] | None, expect: str, budget: float, what: str,
                 fail: Any) -> dict[str, Any]:
        if msg is not None:
            try:
                self.chan.send(msg)
            except (OSError, ValueError) as exc:
                raise fail(f"the scheduler is gone (sending {what}: {exc}){self.tail()}") \
                    from None
        try:
            line = self.chan.recv(budget)
        except queue.Empty:
            raise fail(f"{what} took longer than the time budget of {budget:g} s; the "
                       "scheduler was stopped") from None
        if line is None:
            code = None
            if self.proc is not None:
                try:
                    code = self.proc.wait(timeout=1.0)
                except subprocess.TimeoutExpired:
                    code = None
            if self.stderr is not None:
                self.stderr.join(timeout=1.0)
            extra = f" (exit code {code})" if code is not None else ""
            raise fail(f"the scheduler closed the connection during {what}{extra}"
                       f"{self.tail()}")
        if len(line) > MAX_LINE_BYTES:
            raise fail(f"{what}: the answer is longer than {MAX_LINE_BYTES} bytes")
        try:
            ans = json.loads(line)
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            text = line[:120].decode("utf-8", "replace").rstrip()
            raise fail(f"{what}: the answer is not one JSON object per line ({exc}): "
                       f"{text!r}") from None
        if not isinstance(ans, dict) or "type" not in ans:
            raise fail(f"{what}: expected a JSON object with a 'type', got {str(ans)[:120]}")
        if ans["type"] == "error":
            raise fail(f"the scheduler reported an error during {what}: "
                       f"{str(ans.get('message', ''))[:2000]}")
        if ans["type"] != expect:
            raise fail(f"{what}: expected a {expect!r} message, got {ans['type']!r}")
        return ans

    def abort(self) -> None:
        """Stop at once (after a protocol failure or a missed budget)."""
        self.closed = True
        if self.proc is not None and self.proc.poll() is None:
            try:
                os.killpg(self.proc.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                self.proc.kill()
            try:
                self.proc.wait(timeout=5.0)
            except subprocess.TimeoutExpired:
                pass
        try:
            self.chan.close()
        except Exception:  # noqa: BLE001 - best effort
            pass

    def close(self, record: dict[str, Any] | None = None) -> None:
        if self.closed:
            return
        self.closed = True
        try:
            self.chan.send({"type": "bye", "record": record})
        except (OSError, ValueError):
            pass
        self.chan.close()


#: live sessions, kept outside the policy object so that the object holds only its
#: constructor parameters (the checker's ``params`` rule)
_SESSIONS: weakref.WeakKeyDictionary[Any, _Session] = weakref.WeakKeyDictionary()


def _close_session(sess: _Session) -> None:
    try:
        sess.close()
    except Exception:  # noqa: BLE001 - best effort at garbage collection / exit
        pass


class _FromHello:
    """A policy attribute read from the scheduler's ``hello`` (the class-level default when read
    on the class, as the checker does before any scheduler is started)."""

    def __init__(self, key: str, default: Any) -> None:
        self.key = key
        self.default = default

    def __get__(self, obj: Any, owner: Any = None) -> Any:
        if obj is None:
            return self.default
        sess = _SESSIONS.get(obj)
        v = self.default if sess is None else sess.meta.get(self.key, self.default)
        if self.key == "tracks":
            return tuple(v) if isinstance(v, (list, tuple)) else ()
        return str(v) if v is not None else ""

    def __set__(self, obj: Any, value: Any) -> None:
        raise AttributeError(f"{self.key} of an external scheduler comes from its hello")


class ExternalPolicy(Policy):
    """A scheduler in another process, spoken to over the ``gridshift-external`` protocol.

    Construction starts (``exec:``) or connects to (``tcp:``) the scheduler and exchanges
    ``hello``; the metadata it sends back becomes this policy's ``id``, ``description``,
    ``family``, ``citation`` and ``tracks``.

    Args:
        ref: ``"exec:PROGRAM ARGS..."`` or ``"tcp:HOST:PORT"`` (see the module docstring).
        time_budget_s: Largest time one ``decide`` may take, including the pipe [s].
        reset_budget_s: Largest time ``reset`` may take [s].
        start_timeout_s: Largest time to start the scheduler and get its ``hello`` [s].
        memory_cap_bytes: Address-space cap of an ``exec:`` program (``RLIMIT_AS`` set by
            ``prlimit`` where util-linux has it; 0: none) [bytes].

    Raises:
        PolicyError: the scheduler cannot be started or reached, or its ``hello`` is late or
            out of protocol.
    """

    def __init__(self, ref: str, time_budget_s: float = 10.0, reset_budget_s: float = 600.0,
                 start_timeout_s: float = 60.0,
                 memory_cap_bytes: int = DEFAULT_MEMORY_CAP_BYTES) -> None:
        self.ref = ref
        self.time_budget_s = time_budget_s
        self.reset_budget_s = reset_budget_s
        self.start_timeout_s = start_timeout_s
        self.memory_cap_bytes = memory_cap_bytes
        if not is_external_ref(ref):
            raise PolicyError(f"{ref!r} is not an external scheduler ref (exec:... or tcp:...)")
        sess = _Session(ref, float(start_timeout_s), int(memory_cap_bytes))
        _SESSIONS[self] = sess
        weakref.finalize(self, _close_session, sess)
        hello = sess.exchange({"type": "hello", "protocol": PROTOCOL,
                               "version": PROTOCOL_VERSION},
                              "hello", float(start_timeout_s), "hello", self._fail)
        if hello.get("protocol") != PROTOCOL or hello.get("version") != PROTOCOL_VERSION:
            raise self._fail(f"hello: the scheduler speaks {hello.get('protocol')!r} version "
                             f"{hello.get('version')!r}; gridshift speaks {PROTOCOL!r} version "
                             f"{PROTOCOL_VERSION}")
        meta = hello.get("policy")
        if not isinstance(meta, dict) or not isinstance(meta.get("id"), str) or not meta["id"]:
            raise self._fail("hello: the answer needs a 'policy' object with at least an 'id' "
                             "string (e.g. \"my-scheduler-v1\")")
        sess.meta = meta
        want = meta.get("forecast")
        if isinstance(want, list):
            sess.forecast_fields = tuple(f for f in _FORECAST_FIELDS if f in want)

    # -- metadata from the scheduler's hello (properties: the instance stores only params)
    @property
    def _sess(self) -> _Session:
        return _SESSIONS[self]

    id = _FromHello("id", "")  # type: ignore[assignment]
    description = _FromHello("description", "")  # type: ignore[assignment]
    family = _FromHello("family", "external")  # type: ignore[assignment]
    citation = _FromHello("citation", "")  # type: ignore[assignment]
    tracks = _FromHello("tracks", ("forecast", "clairvoyant"))  # type: ignore[assignment]

    @property
    def isolation(self) -> str:
        """How the scheduler is isolated: the sandbox's label, ``"process"`` or
        ``"tcp-unsandboxed"``."""
        return self._sess.isolation

    @property
    def source_sha256(self) -> str:
        """Identity of the scheduler (see :func:`external_source_sha256`)."""
        return external_source_sha256(self.ref)

    # -- plumbing
    def _fail(self, msg: str) -> PolicyError:
        sess = _SESSIONS.get(self)
        name = self.ref
        if sess is not None:
            if sess.meta.get("id"):
                name = f"{sess.meta['id']} ({self.ref})"
            sess.abort()
        return PolicyError(f"{name} (external): {msg}")

    # -- policy interface
    def reset(self, info: PolicyInfo) -> None:
        """Send ``reset`` with the PolicyInfo; wait for ``ready``."""
        self.info = info  # type: ignore[misc]
        self._sess.exchange({"type": "reset", "info": encode_info(info)}, "ready",
                            float(self.reset_budget_s), "reset(info)", self._fail)

    def decide(self, obs: Observation) -> Decision:
        """Send ``observe``; wait at most ``time_budget_s`` for ``decide``."""
        sess = self._sess
        if sess.closed:
            raise self._fail("the scheduler connection is closed")
        msg = encode_observation(obs, sess.forecast_fields)
        ans = sess.exchange(msg, "decide", float(self.time_budget_s),
                            f"decide at epoch {obs.step}", self._fail)
        if ans.get("step") is not None and ans.get("step") != obs.step:
            raise self._fail(f"answered step {ans.get('step')} to the observation of epoch "
                             f"{obs.step}")
        try:
            return decode_decision(ans, len(obs.jobs), getattr(self, "info", None))
        except ValueError as exc:
            raise self._fail(f"decide at epoch {obs.step}: {exc}") from None

    def close(self, record: dict[str, Any] | None = None) -> None:
        """Send ``bye`` (with the run's record key if given) and stop the scheduler."""
        sess = _SESSIONS.get(self)
        if sess is not None:
            sess.close(record)

    def get_params(self) -> dict[str, Any]:
        """The constructor parameters."""
        return {"ref": self.ref, "time_budget_s": self.time_budget_s,
                "reset_budget_s": self.reset_budget_s, "start_timeout_s": self.start_timeout_s,
                "memory_cap_bytes": self.memory_cap_bytes}

    def __enter__(self) -> ExternalPolicy:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"ExternalPolicy({self.ref!r})"
