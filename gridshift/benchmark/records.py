"""Result records: the versioned schema of one sweep cell's outcome, its key, and running it.

A **record** is what one cell (scenario × policy × params × seed × track) of a sweep produces:
a small JSON summary (this module's schema, committed under ``results/``) and the per-job
table as Parquet (kept in the local store; :func:`gridshift.benchmark.verify.verify` can
regenerate it and check it against ``jobs_sha256``).

Schema ``gridshift.record/1`` (every key is always present; ``None`` where not known):

============================  ====================================================================
``schema``                    ``"gridshift.record/1"``
``key``                       :func:`cell_key` of the fields marked (k) below: the record's address
``suite``, ``suite_version``  suite name and version (``None`` for ad-hoc sweeps)
``split``                     ``"dev"`` or ``"test"`` (``None`` for ad-hoc sweeps)
``scenario``                  scenario id
``scenario_ref``              how the scenario was referred to (built-in id or path), for re-runs
``scenario_hash`` (k)         :attr:`gridshift.World.scenario_hash` (spec + every input table)
``input_hashes``              per-input content hashes (:attr:`gridshift.World.input_hashes`)
``policy`` (k)                policy id: the registry id (``local-now-v1``) or, for a file,
                              ``"<file name>:<Class>"`` (machine-independent)
``policy_ref``                how the policy was referred to (id or ``path/file.py:Class``)
``policy_name``               the instance's ``id`` attribute (display name)
``policy_params`` (k)         the parameters the cell passed to the constructor
``policy_params_resolved``    ``policy.get_params()`` (defaults filled in), when constructed
``policy_source_sha256`` (k)  sha256 of the file defining the policy class (plus, for a
                              trained zoo policy, its weights: ``registry.ZOO_ARTIFACTS``)
``seed`` (k)                  run seed (the scenario's when the cell gave none)
``track`` (k)                 ``"forecast"`` or ``"clairvoyant"`` (the scenario's when none given)
``status``                    ``"ok"`` or ``"failed"``
``error``                     ``"ExcType: message"`` for a failed cell, else ``None``
``metrics``                   every metric of :func:`gridshift.sim.accounting.account` (NaN→None);
                              ``{}`` for a failed cell
``jobs_sha256``               sha256 of the per-job Parquet bytes (``None`` when failed)
``isolation``                 ``"bwrap"`` (sandboxed process), ``"process"`` (own process, no
                              sandbox available) or ``"none"`` (in-process: zoo policies only)
``provenance``                ``gridshift_version``, ``git_commit``, ``git_dirty``, ``python``,
                              ``platform``, ``wall_time_s``, ``attempt``,
                              ``policy_source_bytes`` (size of the policy's source file)
``content_sha256``            sha256 of the canonical JSON of every other field except
                              ``provenance`` (so a changed metric or id is detected offline)
============================  ====================================================================

The key does not depend on the machine, the time or the code version: the same cell run
anywhere has the same key, and its metrics and ``jobs_sha256`` must be equal bit for bit
(``gridshift verify``).  A record is never mutated after it is written.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import math
import platform
import subprocess
import sys
import time
import traceback
from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from gridshift.runners.sweep import Cell
    from gridshift.sim.world import World

__all__ = [
    "SCHEMA",
    "cell_key",
    "canonical_json",
    "content_sha256",
    "failed_record",
    "policy_identity",
    "provenance",
    "record_key",
    "resolve_scenario",
    "run_cell",
]

#: Version tag of the record layout above; bump it on any incompatible change.
SCHEMA = "gridshift.record/1"

#: Fields hashed into ``content_sha256`` (everything but provenance and the hash itself).
_CONTENT_EXCLUDE = ("provenance", "content_sha256")

#: Worlds built by this process, keyed by (resolved scenario file or id, seed); bounded LRU.
_WORLDS: OrderedDict[tuple[str, int], World] = OrderedDict()
_WORLDS_MAX = 16


def canonical_json(obj: Any) -> str:
    """Sorted, compact JSON with NaN/inf mapped to ``None`` (the form every hash is taken of)."""
    return json.dumps(_clean(obj), sort_keys=True, separators=(",", ":"), allow_nan=False)


def _clean(v: Any) -> Any:
    if isinstance(v, dict):
        return {str(k): _clean(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)):
        return [_clean(x) for x in v]
    if isinstance(v, float) and not math.isfinite(v):
        return None
    if hasattr(v, "item") and not isinstance(v, (str, bytes)):  # numpy scalars
        return _clean(v.item())
    return v


def cell_key(scenario_hash: str, policy_id: str, params: dict[str, Any],
             policy_source_sha256: str, seed: int, track: str) -> str:
    """The content address of a cell: sha256 over its identifying fields.

    Args:
        scenario_hash: :attr:`World.scenario_hash` (spec and input tables).
        policy_id: Registry id or ``"<file name>:<Class>"``.
        params: Constructor parameters the cell passes (JSON-able).
        policy_source_sha256: sha256 of the policy's source file.
        seed: Run seed.
        track: ``"forecast"`` or ``"clairvoyant"``.

    Returns:
        64 hex digits.
    """
    blob = canonical_json({
        "schema": SCHEMA, "scenario_hash": scenario_hash, "policy": policy_id,
        "params": params, "policy_source_sha256": policy_source_sha256,
        "seed": int(seed), "track": track,
    })
    return hashlib.sha256(blob.encode()).hexdigest()


def record_key(rec: dict[str, Any]) -> str:
    """Recompute :func:`cell_key` from a record's own fields."""
    return cell_key(rec["scenario_hash"], rec["policy"], rec["policy_params"] or {},
                    rec["policy_source_sha256"], rec["seed"], rec["track"])


def content_sha256(rec: dict[str, Any]) -> str:
    """sha256 of a record's canonical JSON without ``provenance`` and ``content_sha256``."""
    body = {k: v for k, v in rec.items() if k not in _CONTENT_EXCLUDE}
    return hashlib.sha256(canonical_json(body).encode()).hexdigest()


# ------------------------------------------------------------------------------ provenance
_GIT: dict[str, Any] | None = None


def _git_info() -> dict[str, Any]:
    global _GIT
    if _GIT is None:
        here = Path(__file__).resolve().parent
        info: dict[str, Any] = {"git_commit": None, "git_dirty": None}
        try:
            commit = subprocess.run(["git", "rev-parse", "HEAD"], cwd=here, capture_output=True,
                                    text=True, timeout=10, check=True).stdout.strip()
            dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"],
                                   cwd=here, capture_output=True, text=True, timeout=10,
                                   check=True).stdout.strip()
            info = {"git_commit": commit or None, "git_dirty": bool(dirty)}
        except (OSError, subprocess.SubprocessError):
            pass  # not a git checkout (an installed wheel): commit unknown
        _GIT = info
    return dict(_GIT)


def provenance(wall_time_s: float | None = None, attempt: int = 1) -> dict[str, Any]:
    """Where and with what a record was made: version, git commit, Python, platform."""
    from gridshift import __version__

    return {
        "gridshift_version": __version__, **_git_info(),
        "python": platform.python_version(), "platform": platform.platform(),
        "wall_time_s": wall_time_s, "attempt": attempt,
    }


# ------------------------------------------------------------------------------ identity
def resolve_scenario(ref: str | Path) -> tuple[Any, str]:
    """Load a scenario; return it and the string the world cache keys it by."""
    from gridshift.scenario import load_scenario

    sc = load_scenario(ref)
    return sc, str(sc.path.resolve()) if sc.path is not None else sc.id


def policy_identity(ref: str) -> tuple[str, str]:
    """``(policy_id, policy_source_sha256)`` of a policy ref, without importing a user file.

    Zoo and plugin ids resolve through the registry (``local-now`` → ``local-now-v1``) and hash
    the module file of their entry point; a ``path/file.py:Class`` ref is identified as
    ``"file.py:Class"`` and hashes the file's bytes.  Never imports user code, so it is safe to
    call in the sweep's parent process.
    """
    from gridshift.errors import PolicyError
    from gridshift.policies import registry

    if ".py:" in ref:
        path_s, _, cls = ref.rpartition(":")
        p = Path(path_s)
        data = p.read_bytes() if p.is_file() else b""
        return f"{p.name}:{cls}", hashlib.sha256(data).hexdigest()
    try:
        pid = registry._resolve_id(ref)
    except PolicyError:
        return ref, hashlib.sha256(b"").hexdigest()
    entry = registry._all_ids()[pid]
    mod = entry.partition(":")[0]
    try:
        spec = importlib.util.find_spec(mod)
        origin = spec.origin if spec is not None else None
        data = Path(origin).read_bytes() if origin and Path(origin).is_file() else b""
    except (ImportError, ValueError, OSError):
        data = b""
    return pid, registry.identity_hash(data, pid)


def get_world(scenario_ref: str | Path, seed: int | None) -> World:
    """Build (or reuse, per process) the World of a scenario and seed."""
    from gridshift.sim.world import build_world

    sc, skey = resolve_scenario(scenario_ref)
    s = sc.seed if seed is None else int(seed)
    k = (skey, s)
    w = _WORLDS.get(k)
    if w is None:
        w = build_world(sc, s)
        _WORLDS[k] = w
        while len(_WORLDS) > _WORLDS_MAX:
            _WORLDS.popitem(last=False)
    else:
        _WORLDS.move_to_end(k)
    return w


def _base_record(cell: Cell) -> dict[str, Any]:
    pid, src = policy_identity(cell.policy)
    return {
        "schema": SCHEMA, "key": None, "suite": cell.suite, "suite_version": cell.suite_version,
        "split": cell.split, "scenario": None, "scenario_ref": str(cell.scenario),
        "scenario_hash": None, "input_hashes": {}, "policy": pid, "policy_ref": cell.policy,
        "policy_name": None, "policy_params": dict(cell.params),
        "policy_params_resolved": None, "policy_source_sha256": src, "seed": cell.seed,
        "track": cell.track, "status": "failed", "error": None, "metrics": {},
        "jobs_sha256": None, "isolation": "none", "provenance": None, "content_sha256": None,
    }


def _finish(rec: dict[str, Any], t0: float, attempt: int) -> dict[str, Any]:
    if rec["scenario_hash"] is not None and rec["seed"] is not None and rec["track"]:
        rec["key"] = record_key(rec)
    else:  # the scenario itself could not be loaded: address by what the cell names
        rec["key"] = hashlib.sha256(canonical_json(
            {"unresolved": [rec["scenario_ref"], rec["policy"], rec["policy_params"],
                            rec["policy_source_sha256"], rec["seed"], rec["track"]]}
        ).encode()).hexdigest()
    rec["provenance"] = provenance(round(time.perf_counter() - t0, 6), attempt)
    # outside content_sha256: an auditor's pointer (a policy can ship data in its source)
    rec["provenance"]["policy_source_bytes"] = _policy_source_bytes(rec["policy_ref"])
    rec["content_sha256"] = content_sha256(rec)
    return rec


def _resolve_into(rec: dict[str, Any], cell: Cell) -> World:
    """Fill the record's scenario id, seed, track and hashes; return the (cached) World."""
    sc, _ = resolve_scenario(cell.scenario)
    rec["scenario"] = sc.id
    rec["seed"] = sc.seed if cell.seed is None else int(cell.seed)
    rec["track"] = cell.track or sc.track
    world = get_world(cell.scenario, rec["seed"])
    rec["scenario_hash"], rec["input_hashes"] = world.scenario_hash, dict(world.input_hashes)
    return world


def failed_record(cell: Cell, error: str, attempt: int = 1) -> dict[str, Any]:
    """A ``failed`` record for a cell whose worker died (built in the parent; runs no policy)."""
    t0 = time.perf_counter()
    rec = _base_record(cell)
    try:
        _resolve_into(rec, cell)
    except Exception:  # noqa: BLE001 - keep the primary error; the key falls back below
        pass
    rec["error"] = error
    return _finish(rec, t0, attempt)


def _make_policy(cell: Cell, time_budget_s: float | None) -> tuple[Any, dict[str, Any], str]:
    """(policy used to run, its metadata, isolation label).

    Zoo policies run in-process (guarded: errors, ``SystemExit`` and the time budget become a
    :class:`~gridshift.errors.PolicyError`) unless the cell asks for isolation; every other
    policy (a file, a plugin) runs in the sandbox, always: its code is never imported here.
    """
    from gridshift.policies.isolation import GuardedPolicy, is_trusted, make_runner

    runner, label = make_runner(cell.policy, dict(cell.params), time_budget_s=time_budget_s,
                                sandbox=bool(cell.isolate) or not is_trusted(cell.policy))
    if isinstance(runner, GuardedPolicy):
        meta = {"id": runner.id, "params": runner.get_params()}
    elif hasattr(runner, "params_resolved"):  # the sandboxed policy process reported them
        meta = {"id": runner.id, "params": runner.params_resolved}
    else:  # an external scheduler's proxy
        meta = {"id": getattr(runner, "id", cell.policy), "params": runner.get_params()}
    return runner, meta, label


def _policy_source_bytes(ref: str) -> int | None:
    """Size of the policy's source file (a file ref, or a zoo/plugin module), for audits."""
    from gridshift.errors import PolicyError
    from gridshift.policies import registry

    try:
        if ".py:" in ref:
            p = Path(ref.rpartition(":")[0])
            return p.stat().st_size if p.is_file() else None
        entry = registry._all_ids()[registry._resolve_id(ref)]
        spec = importlib.util.find_spec(entry.partition(":")[0])
        origin = spec.origin if spec is not None else None
        return Path(origin).stat().st_size if origin else None
    except (PolicyError, ImportError, ValueError, OSError, KeyError):
        return None


def run_cell(cell: Cell, attempt: int = 1, time_budget_s: float | None = None,
             existing: Callable[[str], dict[str, Any] | None] | None = None
             ) -> tuple[dict[str, Any], bytes | None]:
    """Run one cell and return its record and the per-job Parquet bytes.

    The World is built once per process for each (scenario, seed) and reused.  Any exception
    from the scenario, data or policy makes a ``failed`` record (with the error) instead of
    raising; only ``KeyboardInterrupt``/``SystemExit`` escape.

    Args:
        cell: The cell.
        attempt: 1 for the first try; recorded in the provenance.
        time_budget_s: Per-run policy time budget for isolated runs.
        existing: Called with the cell's key once the World is built; if it returns a record,
            that record is returned as is (with ``None`` bytes) and nothing is run.

    Returns:
        ``(record, parquet_bytes)``; the bytes are ``None`` for a failed or existing cell.
    """
    from gridshift.sim.run import simulate

    t0 = time.perf_counter()
    rec = _base_record(cell)
    pq: bytes | None = None
    pol: Any = None
    try:
        world = _resolve_into(rec, cell)
        if existing is not None:
            found = existing(record_key(rec))
            if found is not None:
                return found, None
        pol, meta, rec["isolation"] = _make_policy(cell, time_budget_s)
        rec["policy_name"] = meta["id"] or rec["policy"]
        rec["policy_params_resolved"] = _clean(meta["params"])
        result = simulate(world, pol, track=rec["track"], policy_name=rec["policy_name"])
        pq = result.jobs_parquet_bytes()
        rec["metrics"] = _clean(result.metrics)
        rec["jobs_sha256"] = hashlib.sha256(pq).hexdigest()
        rec["status"] = "ok"
    except Exception as exc:  # noqa: BLE001 - a failing cell is a result, not a crash
        tb = traceback.extract_tb(exc.__traceback__)
        where = f" (at {Path(tb[-1].filename).name}:{tb[-1].lineno})" if tb else ""
        rec["error"] = f"{type(exc).__name__}: {exc}{where}"
        rec["status"], rec["metrics"], rec["jobs_sha256"], pq = "failed", {}, None, None
    finally:
        close = getattr(pol, "close", None)  # an IsolatedPolicy ends its process
        if callable(close):
            try:
                close()
            except Exception:  # noqa: BLE001
                print("gridshift: closing the isolated policy failed", file=sys.stderr)
    return _finish(rec, t0, attempt), pq
