"""Signal-blind load balancing: random placement and least-loaded placement.

References
----------
* ``random-v1``: uniform random assignment, the standard signal-blind baseline of load-balancing
  studies (Mitzenmacher 2001, "The power of two choices in randomized load balancing", IEEE TPDS
  12(10)); DCcluster-Opt ships it as its ``random`` controller (Sarkar et al. 2025).
* ``least-loaded-v1``: send work to the least utilised server pool (join-the-least-loaded; Winston
  1977, "Optimality of the shortest line discipline", J. Appl. Prob. 14(1)); DCcluster-Opt's
  ``least_load`` controller.
"""

from __future__ import annotations

import numpy as np

from gridshift.policies.api import Decision, Observation, PolicyInfo
from gridshift.policies.helpers import free_gpus, greedy_fill, host_mask, latency_ok
from gridshift.policies.zoo._warm import Warmed

__all__ = ["LeastLoaded", "RandomPlacement"]


class RandomPlacement(Warmed):
    """Each arriving job goes now to a region drawn uniformly among those that can host it."""

    id = "random-v1"
    family = "load-balancing"
    description = "Uniformly random region among those able to host the job, immediately"
    citation = ("Mitzenmacher 2001, The power of two choices (IEEE TPDS); DCcluster-Opt random "
                "controller (Sarkar et al. 2025)")

    def reset(self, info: PolicyInfo) -> None:
        super().reset(info)
        self._rng = np.random.default_rng(info.seed)

    def decide(self, obs: Observation) -> Decision:
        jobs = obs.jobs
        ok = host_mask(self.info, jobs).any(axis=2) & latency_ok(self.info, jobs)  # [N, R]
        u = self._rng.random(ok.shape)
        pick = np.argmax(np.where(ok, u, -1.0), axis=1)
        region = np.where(ok.any(axis=1), pick, jobs.origin).astype(np.int64)
        return Decision(region=region)


class LeastLoaded(Warmed):
    """Place each job in the region with the smallest share of its GPUs busy or spoken for.

    Jobs are considered in arrival order and fill regions least-loaded first while they fit;
    a job that fits nowhere now queues at its origin.
    """

    id = "least-loaded-v1"
    family = "load-balancing"
    description = "Least-utilised region (busy + queued GPUs / capacity) with room, else origin"
    citation = ("Winston 1977, Optimality of the shortest line discipline (J. Appl. Prob.); "
                "DCcluster-Opt least_load controller (Sarkar et al. 2025)")

    def decide(self, obs: Observation) -> Decision:
        info = self.info
        jobs = obs.jobs
        avail = free_gpus(obs)
        cap = np.maximum(info.capacity.sum(axis=1), 1)
        load = 1.0 - avail.sum(axis=1) / cap  # [R]
        score = np.where(latency_ok(info, jobs), load[None, :], np.inf)
        region, gtype = greedy_fill(score, jobs, avail, host_mask(info, jobs))
        miss = region < 0
        region[miss] = jobs.origin[miss]
        gtype[miss] = jobs.gpu_type[miss]
        return Decision(region=region, gpu_type=gtype)
