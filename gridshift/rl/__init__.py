"""Reinforcement learning over gridshift (optional extra ``rl``: ``pip install 'gridshift[rl]'``).

``gridshift.rl.make("check-v1")`` returns a :class:`~gridshift.rl.env.GridshiftEnv`; importing
this package also registers Gymnasium ids for the built-in scenarios
(``gridshift/check-v1``) and for the dev split of every suite scenario, named by suite
(``gridshift/gs-v2.us-spatial-v1``; the ids and their rules are in
:mod:`gridshift.rl.registration`), so ``gymnasium.make("gridshift/gs-v2.us-spatial-v1")``
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

def env_ids(legacy: bool = True) -> list[str]:
    """The registered Gymnasium ids (:mod:`gridshift.rl.registration`); ``legacy=False``
    leaves out the deprecated unqualified gs-v1 ids."""
    from gridshift.rl.registration import entries

    return sorted(e.id for e in entries() if legacy or not e.legacy)


def make(scenario: str | Path | Any = "check-v1", **kwargs: Any) -> Any:
    """A :class:`GridshiftEnv` through ``gymnasium.make`` (with its checks and spec).

    Args:
        scenario: A registered id (``"gridshift/check-v1"``, ``"gridshift/gs-v2.us-spatial-v1"``
            or its path-like spelling ``"gridshift/gs-v2/us-spatial-v1"``), a scenario id
            (``"quickstart-v1"``), a suite scenario (``"gs-v2/us-spatial"``; a bare
            ``"global-5dc-week"`` is gs-v1's) or a path.
        **kwargs: :class:`GridshiftEnv` options (``action_mode``, ``max_jobs``, ``weights``,
            ``seeds``, ``window_steps``, ``levers``, ...) and ``gymnasium.make`` options.
    """
    import gymnasium as gym

    from gridshift.rl.registration import ENTRY_POINT, canonical_id

    gid = canonical_id(str(scenario)) if isinstance(scenario, str | Path) else None
    if gid is not None:
        return gym.make(gid, **kwargs)
    # a path or a Scenario object: an unregistered spec (id "gridshift/custom-v0")
    spec = gym.envs.registration.EnvSpec("gridshift/custom-v0", entry_point=ENTRY_POINT,
                                         kwargs={"scenario": scenario})
    return gym.make(spec, **kwargs)


def _register() -> None:
    from gridshift.rl.registration import register

    register()


_register()
