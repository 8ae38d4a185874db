"""Reinforcement learning over gridshift (optional extra ``rl``: ``pip install 'gridshift[rl]'``).

``gridshift.rl.make("check-v1")`` returns a :class:`~gridshift.rl.env.GridshiftEnv`; importing
this package also registers Gymnasium ids ``gridshift/<scenario>-v<N>`` for the built-in
scenarios and the dev split of the built-in suites, so ``gymnasium.make("gridshift/check-v1")``
works. The environment, its observation/action layout (:mod:`gridshift.rl.encoding`) and its
reward (:mod:`gridshift.rl.reward`) are documented in those modules and in README.md,
"Train an RL agent".
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

INSTALL_HINT = "pip install 'gridshift[rl]'"


def require(module: str = "gymnasium") -> Any:
    """Import ``module`` of the ``rl`` extra or fail with the install command."""
    import importlib

    try:
        return importlib.import_module(module)
    except ImportError as exc:
        raise ImportError(f"gridshift.rl needs the optional extra 'rl' ({module} is missing): "
                          f"{INSTALL_HINT}") from exc


require("gymnasium")

from gridshift.rl.encoding import Encoding  # noqa: E402
from gridshift.rl.env import ACTION_MODES, GridshiftEnv, resolve_scenario  # noqa: E402
from gridshift.rl.reward import RewardWeights, StepAccountant, composite_score  # noqa: E402

__all__ = [
    "ACTION_MODES",
    "INSTALL_HINT",
    "Encoding",
    "GridshiftEnv",
    "RewardWeights",
    "StepAccountant",
    "composite_score",
    "env_ids",
    "make",
    "require",
    "resolve_scenario",
]

_ENTRY = "gridshift.rl.env:GridshiftEnv"


def _scenario_ids() -> dict[str, str]:
    """Gymnasium id -> scenario reference (built-ins and the dev split of built-in suites)."""
    import re

    from gridshift.benchmark.suite import SUITES_DIR, load_suite
    from gridshift.scenario import builtin_scenarios

    out: dict[str, str] = {}
    root = Path(__file__).resolve().parent.parent / "scenarios"
    for sid, p in builtin_scenarios().items():
        if p.parent == root and re.search(r"-v\d+$", sid):
            out[f"gridshift/{sid}"] = sid
    for d in sorted(SUITES_DIR.glob("*/suite.toml")):
        su = load_suite(d.parent)
        for s in su.scenarios:
            out[f"gridshift/{s.id}-v{su.version}"] = s.id
    return out


def env_ids() -> list[str]:
    """The registered Gymnasium ids."""
    return sorted(_scenario_ids())


def _register() -> None:
    import gymnasium as gym

    for gid, ref in _scenario_ids().items():
        if gid not in gym.registry:
            gym.register(id=gid, entry_point=_ENTRY, kwargs={"scenario": ref})


def make(scenario: str | Path | Any = "check-v1", **kwargs: Any) -> Any:
    """A :class:`GridshiftEnv` through ``gymnasium.make`` (with its checks and spec).

    Args:
        scenario: A registered id (``"gridshift/check-v1"``), a scenario id
            (``"quickstart-v1"``), a suite scenario id (``"global-5dc-week"``) or a path.
        **kwargs: :class:`GridshiftEnv` options (``action_mode``, ``max_jobs``, ``weights``,
            ``seeds``, ``window_steps``, ...) and ``gymnasium.make`` options.
    """
    import gymnasium as gym

    ids = _scenario_ids()
    ref = str(scenario)
    if ref in ids:
        return gym.make(ref, **kwargs)
    for gid, sref in ids.items():
        if ref == sref:
            return gym.make(gid, **kwargs)
    return gym.make(_ENTRY, scenario=scenario, **kwargs)


_register()
