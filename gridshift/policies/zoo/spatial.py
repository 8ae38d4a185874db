"""Spatial shifting on the current price: send each job where facility energy is cheapest now.

References
----------
* ``lowest-price-now-v1``: price-driven geographic load balancing (Qureshi et al. 2009, "Cutting
  the electric bill for internet-scale systems", SIGCOMM '09; Rao et al. 2010, "Minimizing
  electricity cost", INFOCOM '10).
"""

from __future__ import annotations

import numpy as np

from gridshift.policies.api import Decision, Observation, Policy
from gridshift.policies.zoo._common import greedy_fill, host_mask, latency_ok

__all__ = ["LowestPriceNow"]


class LowestPriceNow(Policy):
    """Send each job to the region where ``price x PUE`` is lowest now and GPUs are free.

    Where a region has no price the policy treats it as the most expensive. Jobs are considered
    in arrival order; a job that fits nowhere now queues at its origin.
    """

    id = "lowest-price-now-v1"
    family = "spatial"
    description = "Region with the lowest current price x PUE and free GPUs, else the origin"
    citation = ("Qureshi et al. 2009, Cutting the electric bill for internet-scale systems "
                "(SIGCOMM '09)")

    def decide(self, obs: Observation) -> Decision:
        info = self.info
        jobs = obs.jobs
        avail = np.maximum(obs.free_gpus - obs.queued_gpus, 0).astype(np.int64)
        price = np.nan_to_num(obs.price_usd_per_mwh * obs.pue, nan=np.finfo(float).max)
        score = np.where(latency_ok(info, jobs), price[None, :], np.inf)
        region, gtype = greedy_fill(score, jobs, avail, host_mask(info, jobs))
        miss = region < 0
        region[miss] = jobs.origin[miss]
        gtype[miss] = jobs.gpu_type[miss]
        return Decision(region=region, gpu_type=gtype)
