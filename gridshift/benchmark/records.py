"""Result records: the versioned schema of one sweep cell's outcome, its key, and running it.

A **record** is what one cell (scenario × policy × params × seed × track) of a sweep produces:
a small JSON summary (this module's schema, committed under ``results/``) and the per-job
table as Parquet (kept in the local store; :func:`gridshift.benchmark.verify.verify` can
regenerate it and check it against ``jobs_sha256``).

Schema ``gridshift.record/3`` (every key is always present; ``None`` where not known):

============================  ====================================================================
``schema``                    ``"gridshift.record/3"``
``key``                       :func:`cell_key` of the fields marked (k) below: the record's address
``suite`` (k),                suite name, version and ``"dev"``/``"test"`` split (all ``None`` for
``suite_version`` (k),        ad-hoc sweeps): the same scenario run for two suites gives two
``split`` (k)                 records, each labelled truly
``scenario``                  scenario id
``scenario_ref``              how the scenario was referred to (built-in id or path), for re-runs
``scenario_hash`` (k)         :attr:`gridshift.World.scenario_hash` (spec + every input table)
``input_hashes``              per-input content hashes (:attr:`gridshift.World.input_hashes`)
``policy`` (k)                policy id: the registry id with its declared version
                              (``local-now-v1``) or, for a file, ``"<file name>:<Class>"``
``policy_ref``                how the policy was referred to (id or ``path/file.py:Class``)
``policy_name``               the instance's ``id`` attribute (display name)
``policy_params`` (k)         the parameters the cell passed to the constructor
``policy_params_resolved``    ``policy.get_params()`` (defaults filled in), when constructed
``policy_identity_sha256``    what identifies the policy's code besides its id
(k)                           (:func:`policy_identity`): for a built-in zoo policy the sha256 of
                              the artifacts it loads (``registry.ZOO_ARTIFACTS``: rl-ppo-v1's
                              checkpoint, or the one its ``checkpoint`` parameter names;
                              ``sha256(b"")`` when none); for a policy file or a
                              plugin, the sha256 of its source file
``policy_identity_basis``     ``"declared-version"`` (built-in zoo) or ``"source"`` (file, plugin)
``policy_source_sha256``      sha256 of the file defining the policy class (plus its artifacts):
                              provenance, in the key only for files and plugins (via the above)
``seed`` (k)                  run seed (the scenario's when the cell gave none); ``None`` in an
                              official record, whose ``seed_index`` and ``seed_commitment``
                              (k, in its place) stand for a secret seed
                              (:mod:`gridshift.benchmark.official`)
``track`` (k)                 ``"forecast"`` or ``"clairvoyant"`` (the scenario's when none given)
``status``                    ``"ok"`` or ``"failed"``
``error``                     ``"ExcType: message"`` for a failed cell, else ``None``
``metrics``                   every metric of :func:`gridshift.sim.accounting.account` (NaN→None);
                              ``{}`` for a failed cell
``jobs_digest``               the per-job table's **content digest** (jobs-digest/1:
                              :mod:`gridshift._digest`, ``docs/reference/record-identity.md``):
                              what the run computed, whatever wrote the file (``None`` when
                              failed). This, not the file's bytes, is what ``verify`` compares
``jobs_sha256``               sha256 of the per-job Parquet file as this run wrote it: a
                              checksum of that file only (its bytes name the writer's version)
``breakdown``                 (``/3`` records written since issue 35; absent before) the run's
                              totals per region, from the per-job table (:func:`region_breakdown`):
                              ``{"regions": {<region>: {"jobs", "jobs_moved", "energy_it_kwh",
                              "energy_facility_kwh", "energy_transfer_kwh", "carbon_kg",
                              "carbon_transfer_kg", "carbon_penalty_kg"}}, "idle":
                              {"energy_it_kwh", "carbon_kg"} | None}`` (a column the run
                              lacks is left out; ``energy_grid_kwh`` with on-site solar;
                              jobs that never ran under ``"(unplaced)"``); in ``content_sha256``,
                              so it cannot be edited after signing. ``verify --audit`` checks
                              it against the World's intensities without a re-run
``isolation``                 ``"bwrap"`` (sandboxed process), ``"process"`` (own process, no
                              sandbox available) or ``"none"`` (in-process: zoo policies only)
``provenance``                ``gridshift_version``, ``git_commit``, ``git_dirty``, ``python``,
                              ``platform``, ``wall_time_s``, ``attempt``,
                              ``policy_source_bytes`` (size of the policy's source file),
                              ``libraries`` (versions of the libraries whose behaviour enters a
                              metric: :data:`LIBRARIES`)
``content_sha256``            sha256 of the canonical JSON of every other field except
                              ``provenance`` (so a changed metric or id is detected offline)
============================  ====================================================================

The key does not depend on the machine, the time or the code's bytes: the same cell run
anywhere has the same key, and its metrics and ``jobs_digest`` must be equal bit for bit
(``gridshift verify``).  A record is never mutated after it is written.

**The previous layout, ``gridshift.record/2``**, has the same fields minus ``jobs_digest``:
its per-job table was identified by ``jobs_sha256``, the sha256 of the Parquet bytes, which
embed the writer's name and version (polars, zstd), so a library upgrade alone could make it
DIFFER. ``/3`` keeps ``/2``'s key formula (the cell's identity did not change, only how its
table is identified): a ``/2`` record and its ``/3`` re-run share their key. ``verify``
compares a ``/2`` record's ``jobs_sha256`` as before, and names the library versions that
differ from its provenance when anything differs.

**Identity by declared version.**  A zoo policy is its id and version (``lowest-carbon-now-v1``),
as a Gymnasium environment is: editing its module (a comment, a refactor) changes no key, and
a change of behaviour must come with a new version.  What enforces it is the committed
behaviour digest of every zoo policy (its ``jobs_sha256`` on ``check-v1``, seed 0, in
``tests/policies/behaviour_digests.json``), checked by ``tests/policies/
test_behaviour_digests.py``.  A user's ``file.py:Class`` has no declared version gridshift can
trust, so its file's bytes stay in its identity.

**The previous schema, ``gridshift.record/1``** (the committed gs-v1 records), has the same
fields minus ``policy_identity_sha256`` and ``policy_identity_basis``; its key is sha256 over
``scenario_hash``, ``policy``, ``params``, ``policy_source_sha256`` (the module's bytes),
``seed`` and ``track`` (no suite fields).  :func:`record_key` dispatches on ``schema``, so
``/1`` records keep verifying offline; re-running one gives a ``/2`` record, which
:func:`same_cell_diffs` accepts as the same cell when every cell field and the policy's
identity agree (the metrics and ``jobs_sha256`` must still match bit for bit).  New records
are always ``/2``, for every suite including gs-v1 (keeping ``/1`` for gs-v1 would not have
kept its keys: they hash the module bytes, which the zoo clean-ups changed).  Consequence: a
gs-v1 sweep of zoo policies into a store holding their ``/1`` records finds none of them and
computes ``/2`` records under new keys (do not mix those into a results folder beside the
committed ``/1`` copies of the same cells: the leaderboard would count both); a policy file's
cell, whose identity did not change, may still be answered from the sweep's cell index by its
``/1`` record, which is a valid record of that cell.
"""

from __future__ import annotations

import hashlib
import importlib.util
import logging
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

from gridshift._canonical import canonical_json, content_sha256
from gridshift._canonical import clean as _clean

if TYPE_CHECKING:
    from gridshift.runners.cell import Cell
    from gridshift.sim.world import World

__all__ = [
    "LIBRARIES",
    "SCHEMA",
    "SCHEMAS",
    "SCHEMA_V1",
    "SCHEMA_V2",
    "library_versions",
    "cell_key",
    "canonical_json",
    "content_sha256",
    "cell_id",
    "failed_record",
    "policy_identity",
    "provenance",
    "record_key",
    "region_breakdown",
    "policy_source_sha256",
    "resolve_scenario",
    "run_cell",
    "same_cell_diffs",
]

#: Version tag of the record layout above (the one new records get); bump it on any
#: incompatible change.
SCHEMA = "gridshift.record/3"
#: The layout before the content digest (its key formula is ``/3``'s): read, never written.
SCHEMA_V2 = "gridshift.record/2"
#: The first layout: read, verified and re-run, never written.
SCHEMA_V1 = "gridshift.record/1"
#: Every layout this module reads, oldest first.
SCHEMAS = (SCHEMA_V1, SCHEMA_V2, SCHEMA)
#: Libraries whose behaviour enters a metric (arithmetic, kernels, file reading, the LP
#: bounds): their versions are recorded in the provenance and named by ``verify`` when a
#: re-run differs.
LIBRARIES = ("numpy", "numba", "llvmlite", "scipy", "polars", "pyarrow", "pandas", "pvlib",
             "torch", "stable-baselines3")

#: Fields hashed into ``content_sha256`` (everything but provenance and the hash itself).

#: Worlds built by this process, keyed by (resolved scenario file or id, seed); an LRU bounded
#: by count and by the bytes of their arrays (arrays shared between seeds counted once).
_WORLDS: OrderedDict[tuple[str, int], World] = OrderedDict()
_WORLDS_MAX = 16
#: Byte bound of the cached Worlds' arrays (``GRIDSHIFT_WORLD_CACHE_MIB``, default 1024): the
#: least recently used Worlds are dropped beyond it (the one in use always stays).
_WORLDS_MAX_MIB = 1024.0


def cell_key(scenario_hash: str, policy_id: str, params: dict[str, Any],
             policy_identity_sha256: str, seed: int, track: str, *,
             suite: str | None = None, suite_version: str | None = None,
             split: str | None = None, schema: str = SCHEMA,
             seed_commitment: str | None = None) -> str:
    """The content address of a cell: sha256 over its identifying fields.

    Args:
        scenario_hash: :attr:`World.scenario_hash` (spec and input tables).
        policy_id: Registry id with its version, or ``"<file name>:<Class>"``.
        params: Constructor parameters the cell passes (JSON-able).
        policy_identity_sha256: For ``gridshift.record/2``, the record's
            ``policy_identity_sha256`` (:func:`policy_identity`); for ``gridshift.record/1``,
            the record's ``policy_source_sha256`` (the old formula hashed the source).
        seed: Run seed.
        track: ``"forecast"`` or ``"clairvoyant"``.
        suite: Suite name (``None`` for ad-hoc cells; not part of a ``/1`` key).
        suite_version: Suite version (``None`` for ad-hoc cells; not part of a ``/1`` key).
        split: ``"dev"``/``"test"`` (``None`` for ad-hoc cells; not part of a ``/1`` key).
        schema: :data:`SCHEMA` (default; ``/2`` has the same formula) or :data:`SCHEMA_V1`.
        seed_commitment: An official record's commitment to its secret seed
            (:mod:`gridshift.benchmark.official`): it stands in the key for the seed, which
            is then ``None`` (so an official record never shares a public test record's key).

    Returns:
        64 hex digits.

    Raises:
        ValueError: an unknown ``schema``.
    """
    if schema == SCHEMA_V1:
        body: dict[str, Any] = {
            "schema": SCHEMA_V1, "scenario_hash": scenario_hash, "policy": policy_id,
            "params": params, "policy_source_sha256": policy_identity_sha256,
            "seed": int(seed), "track": track,
        }
    elif schema in (SCHEMA_V2, SCHEMA):  # /3 kept /2's key: the cell's identity is the same
        body = {
            "schema": SCHEMA_V2, "suite": suite, "suite_version": suite_version, "split": split,
            "scenario_hash": scenario_hash, "policy": policy_id, "params": params,
            "policy_identity_sha256": policy_identity_sha256,
            "seed": None if seed_commitment is not None else int(seed), "track": track,
        }
        if seed_commitment is not None:
            body["seed_commitment"] = seed_commitment
    else:
        raise ValueError(f"unknown record schema {schema!r} (known: {', '.join(SCHEMAS)})")
    return hashlib.sha256(canonical_json(body).encode()).hexdigest()


def record_key(rec: dict[str, Any]) -> str:
    """Recompute :func:`cell_key` from a record's own fields, by the formula of its ``schema``.

    Raises:
        ValueError: the record's ``schema`` is not one of :data:`SCHEMAS`.
        KeyError: a field the key needs is missing.
    """
    schema = rec.get("schema")
    if schema == SCHEMA_V1:
        return cell_key(rec["scenario_hash"], rec["policy"], rec["policy_params"] or {},
                        rec["policy_source_sha256"], rec["seed"], rec["track"],
                        schema=SCHEMA_V1)
    if schema not in (SCHEMA_V2, SCHEMA):
        raise ValueError(f"unknown record schema {schema!r} (known: {', '.join(SCHEMAS)})")
    return cell_key(rec["scenario_hash"], rec["policy"], rec["policy_params"] or {},
                    rec["policy_identity_sha256"], rec["seed"], rec["track"],
                    suite=rec["suite"], suite_version=rec["suite_version"], split=rec["split"],
                    seed_commitment=rec.get("seed_commitment"))


#: Fields naming the same cell in records of either schema (what a re-run must reproduce
#: besides the key; a ``/1`` record's key cannot be reproduced once its source file is edited).
_CELL_FIELDS = ("suite", "suite_version", "split", "scenario_hash", "policy", "policy_params",
                "seed", "track")


def _key_formula(rec: dict[str, Any]) -> str | None:
    s = rec.get("schema")
    return SCHEMA_V2 if s in (SCHEMA_V2, SCHEMA) else s


def same_cell_diffs(old: dict[str, Any], new: dict[str, Any]) -> list[str]:
    """Why a re-run ``new`` is not the same cell as the record ``old`` (``[]`` when it is).

    Records of the same schema must have equal keys.  A ``gridshift.record/1`` record re-run
    today gives a ``/2`` record; it is the same cell when every field of the cell agrees and
    the policy's identity does: for a zoo policy identified by its declared version, the id
    (the re-run's ``policy_source_sha256`` may differ: the module was edited without a change
    of behaviour, which the metrics and ``jobs_sha256`` comparison checks); for a policy file
    or plugin, its source hash.
    """
    if _key_formula(old) == _key_formula(new):
        if old.get("key") == new.get("key"):
            return []
        return [f"key: recorded {str(old.get('key'))[:12]}…, re-run {str(new.get('key'))[:12]}… "
                "(scenario inputs or policy identity changed)"]
    def norm(f: str, rec: dict[str, Any]) -> Any:
        return (rec.get(f) or {}) if f == "policy_params" else rec.get(f)

    diffs = [f"{f}: recorded {old.get(f)!r}, re-run {new.get(f)!r}" for f in _CELL_FIELDS
             if norm(f, old) != norm(f, new)]
    if (new.get("policy_identity_basis") != "declared-version"
            and old.get("policy_source_sha256") != new.get("policy_source_sha256")):
        diffs.append(f"policy_source_sha256: recorded {str(old.get('policy_source_sha256'))[:12]}"
                     f"…, re-run {str(new.get('policy_source_sha256'))[:12]}… (policy file "
                     "changed)")
    return diffs


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


_LIBS: dict[str, str | None] | None = None


def library_versions() -> dict[str, str | None]:
    """Installed versions of :data:`LIBRARIES` (``None``: not installed), without importing
    them (read once per process)."""
    global _LIBS
    if _LIBS is None:
        from importlib import metadata

        out: dict[str, str | None] = {}
        for name in LIBRARIES:
            try:
                out[name] = metadata.version(name)
            except metadata.PackageNotFoundError:
                out[name] = None
        _LIBS = out
    return dict(_LIBS)


def provenance(wall_time_s: float | None = None, attempt: int = 1) -> dict[str, Any]:
    """Where and with what a record was made: version, git commit, Python, platform."""
    from gridshift import __version__

    return {
        "gridshift_version": __version__, **_git_info(),
        "python": platform.python_version(), "platform": platform.platform(),
        "wall_time_s": wall_time_s, "attempt": attempt, "libraries": library_versions(),
    }


# ------------------------------------------------------------------------------ identity
def resolve_scenario(ref: str | Path) -> tuple[Any, str]:
    """Load a scenario; return it and the string the world cache keys it by."""
    from gridshift.scenario import load_scenario

    sc = load_scenario(ref)
    return sc, str(sc.path.resolve()) if sc.path is not None else sc.id


def _policy_ident(ref: str, params: dict[str, Any] | None = None
                  ) -> tuple[str, str, str, str]:
    """``(policy_id, identity_sha256, source_sha256, basis)`` of a policy ref (no user import)."""
    from gridshift.errors import PolicyError
    from gridshift.policies import registry

    if ref.startswith(("exec:", "tcp:")):  # an external scheduler: its command and files
        from gridshift.policies.external import external_source_sha256

        src = external_source_sha256(ref)
        return ref, src, src, "source"
    if ".py:" in ref:
        path_s, _, cls = ref.rpartition(":")
        p = Path(path_s)
        data = p.read_bytes() if p.is_file() else b""
        src = hashlib.sha256(data).hexdigest()
        return f"{p.name}:{cls}", src, src, "source"
    try:
        pid = registry._resolve_id(ref)
    except PolicyError:
        empty = hashlib.sha256(b"").hexdigest()
        return ref, empty, empty, "source"
    origin = _module_file(registry._all_ids()[pid])
    try:
        data = origin.read_bytes() if origin is not None else b""
    except OSError:
        data = b""
    src = registry.identity_hash(data, pid)
    if registry.identified_by_version(pid):
        return pid, registry.artifact_sha256(pid, params), src, "declared-version"
    return pid, src, src, "source"


def _module_file(entry: str) -> Path | None:
    """The file of the module of a ``"module:Class"`` entry point (found, not imported)."""
    mod = entry.partition(":")[0]
    try:
        spec = importlib.util.find_spec(mod)
    except (ImportError, ValueError):
        return None
    origin = spec.origin if spec is not None else None
    return Path(origin) if origin and Path(origin).is_file() else None


def policy_identity(ref: str, params: dict[str, Any] | None = None) -> tuple[str, str]:
    """``(policy_id, policy_identity_sha256)`` of a policy ref, without importing a user file.

    * A built-in zoo id resolves through the registry (``local-now`` → ``local-now-v1``) and is
      identified by that **declared version**: its identity hash covers only the artifacts it
      loads (``registry.ZOO_ARTIFACTS``, e.g. rl-ppo-v1's checkpoint, or the files a parameter
      such as ``checkpoint`` names in ``params``: ``registry.ZOO_ARTIFACT_PARAMS``;
      ``sha256(b"")`` when none), not its module's bytes, so a refactor keeps every record
      key while a change of behaviour fails the behaviour-digest test until the id's version
      is bumped.
    * A ``path/file.py:Class`` ref is identified as ``"file.py:Class"`` and by the sha256 of
      the file's bytes (edit the file, get new keys).
    * A plugin id (or one added by ``registry.register``) is identified by its module file's
      bytes, as a file is.

    Never imports user code, so it is safe to call in the sweep's parent process.
    """
    pid, ident, _, _ = _policy_ident(ref, params)
    return pid, ident


def policy_source_sha256(ref: str) -> str:
    """sha256 of the file defining a policy (plus its ``ZOO_ARTIFACTS``): provenance only."""
    return _policy_ident(ref)[2]


def get_world(scenario_ref: str | Path, seed: int | None) -> World:
    """Build (or reuse, per process) the World of a scenario and seed."""
    from gridshift.sim.world import build_world, freeze_world, share_arrays

    sc, skey = resolve_scenario(scenario_ref)
    s = sc.seed if seed is None else int(seed)
    k = (skey, s)
    w = _WORLDS.get(k)
    if w is None:
        # arrays the seed does not change (card/file signals, PUE, WUE, network) are shared
        # with this scenario's Worlds of other seeds, byte for byte (sim.world.share_arrays)
        w, _ = share_arrays(build_world(sc, s), [v for (kk, _s), v in _WORLDS.items()
                                                 if kk == skey])
        w = freeze_world(w)  # shared by every cell of this process: read-only
        _WORLDS[k] = w
        _trim_worlds()
    else:
        _WORLDS.move_to_end(k)
    return w


def _trim_worlds() -> None:
    """Drop least recently used Worlds beyond the count and byte bounds (keep the newest)."""
    import os

    from gridshift.sim.world import world_nbytes

    raw = os.environ.get("GRIDSHIFT_WORLD_CACHE_MIB")
    try:
        cap = (_WORLDS_MAX_MIB if raw is None else float(raw)) * 2**20
    except ValueError:
        cap = float("nan")
    if not cap >= 0:  # a typo must not silently become the default (nor NaN/negative)
        from gridshift.errors import ConfigError

        raise ConfigError(f"environment variable GRIDSHIFT_WORLD_CACHE_MIB={raw!r}: expected "
                          "a number of MiB >= 0 (the byte bound of the cached Worlds)")
    while len(_WORLDS) > 1 and (len(_WORLDS) > _WORLDS_MAX
                                or world_nbytes(*_WORLDS.values()) > cap):
        _WORLDS.popitem(last=False)


def _base_record(cell: Cell) -> dict[str, Any]:
    pid, ident, src, basis = _policy_ident(cell.policy, dict(cell.params))
    return {
        "schema": SCHEMA, "key": None, "suite": cell.suite, "suite_version": cell.suite_version,
        "split": cell.split, "scenario": None, "scenario_ref": str(cell.scenario),
        "scenario_hash": None, "input_hashes": {}, "policy": pid, "policy_ref": cell.policy,
        "policy_name": None, "policy_params": dict(cell.params),
        "policy_params_resolved": None, "policy_source_sha256": src,
        "policy_identity_sha256": ident, "policy_identity_basis": basis, "seed": cell.seed,
        "track": cell.track, "status": "failed", "error": None, "metrics": {},
        "jobs_digest": None, "jobs_sha256": None, "isolation": "none", "provenance": None,
        "content_sha256": None,
    }


def _finish(rec: dict[str, Any], t0: float, attempt: int) -> dict[str, Any]:
    if rec["scenario_hash"] is not None and rec["seed"] is not None and rec["track"]:
        rec["key"] = record_key(rec)
    else:  # the scenario itself could not be loaded: address by what the cell names
        rec["key"] = hashlib.sha256(canonical_json(
            {"unresolved": [rec["scenario_ref"], rec["policy"], rec["policy_params"],
                            rec["policy_identity_sha256"], rec["seed"], rec["track"]]}
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


def cell_id(cell: Cell) -> str | None:
    """Cheap identity of a cell (no World, no user code); ``None`` if the scenario won't load.

    The sweep's store index key (:class:`gridshift.runners.sweep.CellRunner`): scenario spec
    hash, seed, track, policy identity and parameters, suite cell and isolation.
    """
    try:
        sc, _ = resolve_scenario(cell.scenario)
    except Exception:  # noqa: BLE001 - the worker will record the error
        return None
    pid, src = policy_identity(cell.policy, dict(cell.params))
    blob = canonical_json({
        "spec": sc.spec_hash, "seed": sc.seed if cell.seed is None else int(cell.seed),
        "track": cell.track or sc.track, "policy": pid, "params": dict(cell.params),
        "src": src, "suite": [cell.suite, cell.suite_version, cell.split],
        # an isolated run never reuses a record made in-process (the policy could have read
        # the World there); both write the same key (same cell), the record says how it ran
        "isolate": bool(cell.isolate),
    })
    return hashlib.sha256(blob.encode()).hexdigest()


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


def _reports_bound(world: Any, policy_id: str) -> str | None:
    """Whether (and how) a record carries the lower bound ``carbon_bound_kg`` in its metrics.

    * ``"world"``: under the drain rules (``[simulation] drain = true``, gs-v2) the oracle's
      and the reference's (``local-now-v1``) records carry the bound computed from the World
      (:func:`gridshift.benchmark.bound.world_bound_kg`: every schedule, deadlines or not,
      the idle draw included), so every such scenario has one even where the oracle's plan
      does not fit in time; ``None`` where it is withheld (``[levers]``, site solar...).
    * ``"oracle"``: with ``[simulation] breakdown = true`` but no drain, the oracle's record
      carries its own deadline-meeting bound (``state()["carbon_bound_kg"]``).
    * ``None``: no bound; gs-v1's records stay as they were, so they keep verifying.
    """
    sim = (getattr(world.scenario, "extra", None) or {}).get("simulation") or {}
    if lever_bound_note(world) is not None:
        return None  # no bound ignores the levers (docs/levers-elastic.md)
    if sim.get("drain") and (policy_id.startswith("oracle-") or policy_id == "local-now-v1"):
        return "world"
    if sim.get("breakdown") and policy_id.startswith("oracle-"):
        return "oracle"
    return None


def _deadline_bound(world: Any, rec: dict[str, Any]) -> dict[str, Any]:
    """The reference's deadline-aware bound where the scenario asks for it, else ``{}``.

    With ``[simulation] deadline_bound_slack_pp = s`` (gs-v3) the reference's
    (``local-now-v1``) record carries ``bound_deadline_kg = B(V)``, ``V`` = its own SLO
    violations + ``floor(s / 100 x jobs)``: a lower bound on the carbon of every schedule of
    this seed within the ranking's SLO constraint
    (:func:`gridshift.benchmark.bound_lp.deadline_bound_metrics`), which the leaderboard's
    regret then uses. Computed from the World and the reference's count only (never from a
    policy's state); without a wall-time budget, so a re-run gives the same number.
    """
    slack = (getattr(world.scenario, "extra", None) or {}).get("simulation", {}).get(
        "deadline_bound_slack_pp")
    if slack is None or rec["policy"] != "local-now-v1":
        return {}
    from gridshift.benchmark.bound_lp import deadline_bound_metrics

    return deadline_bound_metrics(world, int(rec["metrics"]["slo_violations"]),
                                  slack_pp=float(slack), lp_time_limit_s=math.inf)


def lever_bound_note(world: Any) -> str | None:
    """Why no oracle bound is recorded on a scenario with operator levers, or None.

    The oracle (and its LP bound) schedules every job rigid on its declared ``gpus`` at full
    power; with ``[levers] elastic`` a job on fewer GPUs, and with ``power_capping`` a capped
    GPU, does the same work for less energy, so its bound is no lower bound there.
    """
    lv = (getattr(world.scenario, "extra", None) or {}).get("levers") or {}
    on = [k for k in ("elastic", "power_capping") if lv.get(k)]
    if not on:
        return None
    return (f"no carbon_bound_kg: the oracle's bound ignores the levers {', '.join(on)} "
            "([levers]); it is not a lower bound on this scenario (docs/levers-elastic.md)")


#: Per-job columns summed per region into a record's ``breakdown`` (those the run has).
BREAKDOWN_COLUMNS = ("energy_it_kwh", "energy_facility_kwh", "energy_transfer_kwh", "carbon_kg",
                     "carbon_transfer_kg", "carbon_penalty_kg", "energy_grid_kwh")
#: The ``breakdown`` name of jobs that never ran (their carbon is the completion penalty).
UNPLACED = "(unplaced)"


def region_breakdown(result: Any) -> dict[str, Any]:
    """A run's totals per region, so an audit can re-check its carbon without a re-run.

    Each job is counted in the region it ran last (the per-job table's ``region``; jobs that
    never ran under :data:`UNPLACED`); ``jobs_moved`` counts the jobs of that region whose run
    segments lie in more than one region (their energy and carbon were partly spent
    elsewhere). The per-job columns of :data:`BREAKDOWN_COLUMNS` the run has are summed
    (``carbon_kg`` includes the job's transfers and completion penalty, as in the per-job
    table); ``idle`` is the installed capacity's idle draw (``[power] idle = "charged"``:
    ``energy_idle_kwh`` and ``carbon_idle_kg`` of the metrics), which belongs to no job.
    So ``Σ regions carbon_kg + idle carbon_kg == metrics carbon_kg`` up to float rounding.

    Args:
        result: The :class:`gridshift.sim.run.RunResult` (before its table is released).

    Returns:
        ``{"regions": {region: {"jobs": int, "jobs_moved": int, <column>: float}},
        "idle": {"energy_it_kwh": float, "carbon_kg": float} | None}`` (kWh, kg CO2e).
    """
    import numpy as np

    w, t, sched = result.world, result.jobs, result.schedule
    names = [*w.regions, UNPLACED]
    R = len(w.regions)
    last = np.asarray(sched.region, dtype=np.int64)
    code = np.where(last < 0, R, last)
    seg = sched.segments
    lo = np.full(len(code), R, dtype=np.int64)
    hi = np.full(len(code), -1, dtype=np.int64)
    if len(seg["job"]):
        np.minimum.at(lo, seg["job"], seg["region"])
        np.maximum.at(hi, seg["job"], seg["region"])
    moved = (hi >= 0) & (hi != lo)
    n = np.bincount(code, minlength=R + 1)
    n_moved = np.bincount(code, weights=moved, minlength=R + 1)
    sums = {c: np.bincount(code, weights=t[c].to_numpy().astype(np.float64), minlength=R + 1)
            for c in BREAKDOWN_COLUMNS if c in t.columns}
    regions = {}
    for i, name in enumerate(names):
        if i == R and n[i] == 0:
            continue
        regions[name] = {"jobs": int(n[i]), "jobs_moved": int(n_moved[i]),
                         **{c: float(v[i]) for c, v in sums.items()}}
    m = result.metrics
    idle = ({"energy_it_kwh": float(m["energy_idle_kwh"]), "carbon_kg": float(m["carbon_idle_kg"])}
            if "carbon_idle_kg" in m else None)
    return _clean({"regions": regions, "idle": idle})


def run_cell(cell: Cell, attempt: int = 1, time_budget_s: float | None = None,
             existing: Callable[[str], dict[str, Any] | None] | None = None,
             legacy_table: bool = False) -> tuple[dict[str, Any], bytes | None]:
    """Run one cell and return its record and the per-job Parquet bytes.

    The World is built once per process for each (scenario, seed) and reused.  Any exception
    from the scenario, data or policy makes a ``failed`` record (with the error) instead of
    raising; only ``KeyboardInterrupt``/``SystemExit`` and a full disk
    (:func:`gridshift.runners.diskfull.disk_full`) escape.

    Args:
        cell: The cell.
        attempt: 1 for the first try; recorded in the provenance.
        time_budget_s: Per-run policy time budget for isolated runs.
        existing: Called with the cell's key once the World is built; if it returns a record,
            that record is returned as is (with ``None`` bytes) and nothing is run.
        legacy_table: Encode the table as records before ``/3`` did (the whole table through
            polars' writer), so ``jobs_sha256`` can be compared with a ``/1`` or ``/2``
            record's (``verify``); the table is held whole, which streaming avoids.

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
        rec["breakdown"] = region_breakdown(result.numeric())  # sums: no string columns
        # the table streamed to Parquet a row group at a time (never whole), digest alongside
        if legacy_table:
            from gridshift._digest import jobs_digest

            rec["jobs_digest"] = jobs_digest(result.jobs)
            pq = result.jobs_parquet_bytes(release=True)
        else:
            rec["jobs_digest"], pq = result.stream_jobs(release=True)
        rec["metrics"] = _clean(result.metrics)
        note = lever_bound_note(world) if rec["policy"].startswith("oracle-") else None
        if note is not None:
            rec["bound_note"] = note
            logging.getLogger("gridshift.records").info("%s: %s", rec["policy"], note)
        how = _reports_bound(world, rec["policy"])
        if how == "world":  # from the World, never from the policy's own state
            from gridshift.benchmark.bound import bound_metrics

            rec["metrics"].update(_clean(bound_metrics(world)))
            rec["metrics"].update(_clean(_deadline_bound(world, rec)))
        elif how == "oracle":
            from gridshift.policies.zoo.oracle import oracle_bound_metrics

            rec["metrics"].update(_clean(oracle_bound_metrics(result.schedule.policy_state)))
        rec["jobs_sha256"] = hashlib.sha256(pq).hexdigest()
        rec["status"] = "ok"
    except Exception as exc:  # noqa: BLE001 - a failing cell is a result, not a crash
        from gridshift.runners.diskfull import disk_full

        if disk_full(exc) is not None:  # ... but a full disk is the machine's: the sweep stops
            raise
        tb = traceback.extract_tb(exc.__traceback__)
        where = f" (at {Path(tb[-1].filename).name}:{tb[-1].lineno})" if tb else ""
        rec["error"] = f"{type(exc).__name__}: {exc}{where}"
        rec["status"], rec["metrics"], rec["jobs_sha256"], pq = "failed", {}, None, None
        rec["jobs_digest"] = None
        rec.pop("breakdown", None)
    finally:
        close = getattr(pol, "close", None)  # an IsolatedPolicy ends its process
        if callable(close):
            try:
                close()
            except Exception:  # noqa: BLE001
                print("gridshift: closing the isolated policy failed", file=sys.stderr)
    return _finish(rec, t0, attempt), pq
