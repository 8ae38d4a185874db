"""IT power of jobs and of powered-on capacity: the pure functions accounting, the engine's
site balance and the RL reward share (re-exported by :mod:`gridshift.sim.accounting`).

Its own module, importing nothing of the package, so that :mod:`gridshift.sim.site_energy`
(used by the simulator and the World build) need not import the accounting, which imports
the simulator. ``world`` is a :class:`gridshift.sim.world.World` (typed ``Any`` here: naming
the type would import the World's module back).
"""

from __future__ import annotations

from typing import Any

import numpy as np

World = Any

__all__ = ["idle_power_per_step_w", "job_power_w"]


def job_power_w(world: World, job: np.ndarray, gpu_type: np.ndarray, gpus: np.ndarray,
                cap_w: np.ndarray | None = None) -> np.ndarray:
    """IT power a job draws on ``gpus`` GPUs of ``gpu_type`` [W].

    ``gpus * (idle_w + (max_w - idle_w) * gpu_util)``; when the world charges idle power for
    the installed capacity (``[power] idle = "charged"``) only the dynamic part
    ``gpus * (max_w - idle_w) * gpu_util`` (the idle part is in the capacity's idle draw).
    With a power limit per GPU ``cap_w`` (``[levers] power_capping``; NaN = none) each GPU
    draws ``min(idle_w + (max_w - idle_w) * gpu_util, cap_w)``
    (:func:`gridshift.models.levers.capped_gpu_power_w`), the idle part counted as above.
    """
    dyn = (world.gpu_max_w[gpu_type] - world.gpu_idle_w[gpu_type]) * world.jobs.gpu_util[job]
    if cap_w is not None:
        from gridshift.models.levers import capped_gpu_power_w

        idle = world.gpu_idle_w[gpu_type]
        dyn = capped_gpu_power_w(idle + dyn, cap_w) - idle
    if world.idle_it_w is not None:
        return gpus * dyn
    return gpus * (world.gpu_idle_w[gpu_type] + dyn)


def idle_power_per_step_w(world: World, powered_gpus: np.ndarray) -> np.ndarray:
    """Idle IT power per epoch and region ``[K, R]`` [W] from the GPUs powered on per pool."""
    assert world.idle_w_per_gpu is not None
    R, G = world.capacity.shape
    on = powered_gpus.reshape(-1, R, G).astype(np.float64)
    return (on * world.idle_w_per_gpu[None, None, :]).sum(axis=2)
