"""Policy registry: versioned ids with lazy ``"module:Class"`` entry points, files, plugins.

A policy is found by (in order):

1. a path ``path/to/file.py:ClassName`` (the file is imported as a module), or an external
   scheduler ``exec:PROGRAM ARGS...`` / ``tcp:HOST:PORT`` (:mod:`gridshift.policies.external`);
2. a zoo id, with or without its version suffix (``lowest-carbon-now`` = the newest
   ``lowest-carbon-now-vN``);
3. an id registered by an installed package in the ``gridshift.policies`` entry-point group.

An unknown id fails with a "did you mean" (Gymnasium's registration style).
"""

from __future__ import annotations

import difflib
import hashlib
import importlib
import importlib.util
import inspect
import re
import sys
from dataclasses import dataclass
from importlib.metadata import entry_points
from pathlib import Path
from typing import Any

from gridshift.errors import PolicyError
from gridshift.policies.api import Policy

__all__ = [
    "ZOO",
    "ZOO_ARTIFACTS",
    "ZOO_ARTIFACT_PARAMS",
    "PolicySpec",
    "artifact_sha256",
    "identified_by_version",
    "list_policies",
    "load_policy",
    "policy_source_hash",
    "register",
]

#: id -> "module:Class" of the built-in zoo (loaded lazily).
ZOO: dict[str, str] = {
    "local-now-v1": "gridshift.policies.zoo.baselines:LocalNow",
    "round-robin-v1": "gridshift.policies.zoo.baselines:RoundRobin",
    "lowest-carbon-now-v1": "gridshift.policies.zoo.baselines:LowestCarbonNow",
    "random-v1": "gridshift.policies.zoo.load_balancing:RandomPlacement",
    "least-loaded-v1": "gridshift.policies.zoo.load_balancing:LeastLoaded",
    "lowest-price-now-v1": "gridshift.policies.zoo.spatial:LowestPriceNow",
    "lowest-carbon-window-v1": "gridshift.policies.zoo.temporal:LowestCarbonWindow",
    "carbon-threshold-v1": "gridshift.policies.zoo.temporal:CarbonThreshold",
    "carbon-time-v1": "gridshift.policies.zoo.temporal:CarbonTime",
    "interruptible-lowest-slots-v1": "gridshift.policies.zoo.temporal:InterruptibleLowestSlots",
    "deadline-safe-greedy-v1": "gridshift.policies.zoo.safe:DeadlineSafeGreedy",
    "spatiotemporal-greedy-v1": "gridshift.policies.zoo.spatiotemporal:SpatioTemporalGreedy",
    "weighted-greedy-v1": "gridshift.policies.zoo.spatiotemporal:WeightedGreedy",
    "carbon-scaler-v1": "gridshift.policies.zoo.levers:CarbonScaler",
    "carbon-power-cap-v1": "gridshift.policies.zoo.levers:CarbonPowerCap",
    "solar-following-v1": "gridshift.policies.zoo.solar:SolarFollowing",
    "oracle-v1": "gridshift.policies.zoo.oracle:Oracle",
    "oracle-feasible-v1": "gridshift.policies.zoo.oracle:OracleFeasible",
    "oracle-feasible-v2": "gridshift.policies.zoo.oracle:OracleFeasibleV2",
    "oracle-feasible-v3": "gridshift.policies.zoo.oracle:OracleFeasibleV3",
    "reservation-window-v1": "gridshift.policies.zoo.reservation:ReservationWindow",
    "mpc-v1": "gridshift.policies.zoo.mpc:RecedingHorizonMPC",
    "power-down-v1": "gridshift.policies.zoo.power_down:PowerDownConsolidation",
    "rl-ppo-v1": "gridshift.policies.zoo.rl:PPOPolicy",
    "rl-maskppo-v1": "gridshift.policies.zoo.rl_mask:MaskablePPOPolicy",
    "pcaps-v1": "gridshift.policies.zoo.pcaps:PrecedenceCarbonAware",
    "safe-lowest-carbon-now-v1": "gridshift.policies.zoo.guarded:SafeLowestCarbonNow",
    "safe-lowest-carbon-region-v1": "gridshift.policies.zoo.guarded:SafeLowestCarbonRegion",
    "slack-guard-greedy-v1": "gridshift.policies.zoo.guarded:SlackGuardGreedy",
    "slack-guard-window-v1": "gridshift.policies.zoo.guarded:SlackGuardWindow",
    "queue-gated-greedy-v1": "gridshift.policies.zoo.congestion:QueueGatedGreedy",
}

#: The built-in entries as shipped: these (and only these) are identified by their declared
#: version (see :func:`identified_by_version`); an id added by :func:`register` or a plugin is
#: identified by its source file's bytes.
_BUILTIN: dict[str, str] = dict(ZOO)

#: id -> files (relative to the ``gridshift`` package) whose bytes are part of a zoo policy's
#: identity: a trained policy's weights change its results as surely as its code does, so they
#: enter its identity hash (and the record key) although its version did not change.
ZOO_ARTIFACTS: dict[str, tuple[str, ...]] = {
    "rl-ppo-v1": ("policies/checkpoints/rl-ppo-v1.zip", "policies/checkpoints/rl-ppo-v1.json"),
    "rl-maskppo-v1": ("policies/checkpoints/rl-maskppo-v1.zip",
                      "policies/checkpoints/rl-maskppo-v1.json"),
}

#: id -> (parameter, its default, ``"module:function"``): a constructor parameter that makes a
#: zoo policy load other artifacts than its :data:`ZOO_ARTIFACTS` (rl-ppo-v1's ``checkpoint``);
#: the function maps the parameter's value to the files it loads, whose bytes then identify it.
ZOO_ARTIFACT_PARAMS: dict[str, tuple[str, Any, str]] = {
    "rl-ppo-v1": ("checkpoint", "rl-ppo-v1", "gridshift.policies.zoo.rl:checkpoint_files"),
    "rl-maskppo-v1": ("checkpoint", "rl-maskppo-v1",
                      "gridshift.policies.zoo.rl:checkpoint_files"),
}

_VERSION = re.compile(r"^(?P<base>.+)-v(?P<v>\d+)$")


@dataclass(frozen=True)
class PolicySpec:
    """A registry entry: id, entry point and the class's metadata."""

    id: str
    entry_point: str
    family: str
    description: str
    citation: str


def register(policy_id: str, entry_point: str) -> None:
    """Register ``policy_id`` (``name-vN``) to a lazy ``"module:Class"`` entry point."""
    if not _VERSION.match(policy_id):
        raise PolicyError(f"policy id {policy_id!r} must end in a version, e.g. {policy_id}-v1")
    ZOO[policy_id] = entry_point


def _plugins() -> dict[str, str]:
    return {ep.name: ep.value for ep in entry_points(group="gridshift.policies")}


def _all_ids() -> dict[str, str]:
    return {**_plugins(), **ZOO}


def _resolve_id(ref: str) -> str:
    ids = _all_ids()
    if ref in ids:
        return ref
    versions = [(int(m["v"]), i) for i in ids if (m := _VERSION.match(i)) and m["base"] == ref]
    if versions:
        return max(versions)[1]
    close = difflib.get_close_matches(ref, list(ids), n=3)
    hint = f"; did you mean {', '.join(repr(c) for c in close)}?" if close else ""
    raise PolicyError(f"unknown policy {ref!r}{hint} (`gridshift policies list` shows them; "
                      "or give path/to/file.py:ClassName)")


def _load_class(entry: str) -> type[Policy]:
    mod, _, cls = entry.partition(":")
    try:
        module = importlib.import_module(mod)
    except ImportError as exc:
        raise PolicyError(f"cannot import {mod} for policy entry point {entry!r}: {exc}") from exc
    try:
        return getattr(module, cls)
    except AttributeError:
        raise PolicyError(f"{mod} has no class {cls!r} (entry point {entry!r})") from None


def _load_file(ref: str) -> type[Policy]:
    path_s, _, cls = ref.rpartition(":")
    path = Path(path_s)
    if not path.exists():
        raise PolicyError(f"{path}: policy file not found")
    name = f"gridshift_user_policy_{hashlib.sha256(str(path.resolve()).encode()).hexdigest()[:12]}"
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise PolicyError(f"{path}: cannot be imported as a Python module")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except Exception as exc:
        raise PolicyError(f"{path}: importing it failed: {type(exc).__name__}: {exc}") from exc
    if not hasattr(module, cls):
        found = [n for n, v in vars(module).items()
                 if inspect.isclass(v) and issubclass(v, Policy) and v is not Policy]
        raise PolicyError(f"{path} has no class {cls!r}; policy classes there: "
                          f"{', '.join(found) or 'none'}")
    return getattr(module, cls)


def load_policy(ref: str | Policy, **params: Any) -> Policy:
    """Construct a policy from an id, a ``file.py:Class`` path or an instance.

    Raises:
        PolicyError: unknown id (with suggestions), missing file or class, or a class that is
            not a :class:`Policy`.
    """
    if isinstance(ref, Policy):
        return ref
    if ref.startswith(("exec:", "tcp:")):  # an external scheduler (any language)
        from gridshift.policies.external import ExternalPolicy

        return ExternalPolicy(ref, **params)
    if ".py:" in ref:
        cls = _load_file(ref)
        label = ref
    else:
        pid = _resolve_id(ref)
        cls = _load_class(_all_ids()[pid])
        label = pid
    if not (inspect.isclass(cls) and issubclass(cls, Policy)):
        raise PolicyError(f"{label} is not a subclass of gridshift.Policy")
    try:
        pol = cls(**params)
    except TypeError as exc:
        raise PolicyError(f"{label}: cannot construct with parameters {params}: {exc}") from None
    if not getattr(pol, "id", ""):
        pol.id = label  # type: ignore[misc]
    return pol


def identified_by_version(policy_id: str) -> bool:
    """Whether a registry id is identified by its declared version rather than its source bytes.

    True for the built-in zoo (``lowest-carbon-now-v1``): its behaviour is pinned by the
    committed behaviour digests (``tests/policies/behaviour_digests.json``), so editing its
    module without changing behaviour keeps its identity, and a change of behaviour must come
    with a new version (``-v2``).  False for ids added by :func:`register` or by a plugin, whose
    code gridshift does not pin.
    """
    entry = _all_ids().get(policy_id)
    return entry is not None and _BUILTIN.get(policy_id) == entry


def artifact_sha256(policy_id: str, params: dict[str, Any] | None = None) -> str:
    """sha256 over the artifacts a zoo policy loads (``sha256(b"")`` when it loads none).

    By default its :data:`ZOO_ARTIFACTS`; when ``params`` set its
    :data:`ZOO_ARTIFACT_PARAMS` parameter to another value (rl-ppo-v1 with
    ``checkpoint="my-run"``), the files that value names.  Each artifact enters as
    ``"\\0<path>\\0"`` followed by its bytes (``<missing>`` if absent).
    """
    spec = ZOO_ARTIFACT_PARAMS.get(policy_id)
    if spec is None or not params or params.get(spec[0], spec[1]) == spec[1]:
        return identity_hash(b"", policy_id)
    mod, _, fn = spec[2].partition(":")
    h = hashlib.sha256()
    try:
        files = getattr(importlib.import_module(mod), fn)(params[spec[0]])
    except PolicyError:
        files = ()
        h.update(f"<unresolved {spec[0]}={params[spec[0]]!r}>".encode())
    for f in files:
        p = Path(f)
        h.update(f"\0{p.name}\0".encode())
        h.update(p.read_bytes() if p.is_file() else b"<missing>")
    return h.hexdigest()


def identity_hash(source: bytes, policy_id: str | None = None) -> str:
    """sha256 of a policy's source bytes, followed by its :data:`ZOO_ARTIFACTS` (if any).

    Without artifacts this is the plain sha256 of the source file.
    """
    h = hashlib.sha256(source)
    pkg = Path(__file__).resolve().parents[1]
    for rel in ZOO_ARTIFACTS.get(policy_id or "", ()):
        p = pkg / rel
        h.update(f"\0{rel}\0".encode())
        h.update(p.read_bytes() if p.is_file() else b"<missing>")
    return h.hexdigest()


def policy_source_hash(policy: Policy) -> str:
    """sha256 of the source file that defines the policy's class (and its zoo artifacts).

    An external scheduler (:class:`~gridshift.policies.external.ExternalPolicy`) gives its own
    ``source_sha256`` (its command line and the files it names).
    """
    own = getattr(policy, "source_sha256", None)
    if isinstance(own, str):
        return own
    try:
        src = inspect.getsourcefile(type(policy))
        data = Path(src).read_bytes() if src else b""
    except (TypeError, OSError):
        data = b""
    return identity_hash(data, getattr(policy, "id", None))


def list_policies() -> list[PolicySpec]:
    """Every registered policy with its metadata (imports each class)."""
    out = []
    for pid, entry in sorted(_all_ids().items()):
        cls = _load_class(entry)
        out.append(PolicySpec(pid, entry, cls.family, cls.description, cls.citation))
    return out
