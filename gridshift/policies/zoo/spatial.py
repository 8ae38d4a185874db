"""Spatial shifting on the current price: send each job where it costs least to run now.

References
----------
* ``lowest-price-now-v1``: price-driven geographic load balancing (Qureshi et al. 2009, "Cutting
  the electric bill for internet-scale systems", SIGCOMM '09; Rao et al. 2010, "Minimizing
  electricity cost", INFOCOM '10).
"""

from __future__ import annotations

import numpy as np

from gridshift.policies.api import Decision, Observation, Policy
from gridshift.policies.helpers import free_gpus, greedy_fill, host_mask, latency_ok
from gridshift.policies.zoo._common import it_power_w, nan_to_num, run_s

__all__ = ["LowestPriceNow"]


class LowestPriceNow(Policy):
    """Send each job where it costs least now (energy at ``price x PUE`` + egress), with free GPUs.

    Where a region has no price the policy treats it as the most expensive. Jobs are considered
    in arrival order; a job that fits nowhere now queues at its origin.
    """

    id = "lowest-price-now-v1"
    family = "spatial"
    description = "Region where the job costs least now (energy price x PUE + egress), else origin"
    citation = ("Qureshi et al. 2009, Cutting the electric bill for internet-scale systems "
                "(SIGCOMM '09)")

    def decide(self, obs: Observation) -> Decision:
        info = self.info
        jobs = obs.jobs
        avail = free_gpus(obs)
        host = host_mask(info, jobs)
        # money per job and region: facility energy at the current price (on the best GPU type
        # there), plus egress when the data has to move
        energy_kwh = it_power_w(info, jobs) * run_s(info, jobs) / 3.6e6  # [N, G]
        e = np.where(host, energy_kwh[:, None, :], np.inf).min(axis=2)  # [N, R]
        price = nan_to_num(obs.price_usd_per_mwh * obs.pue, nan=1e9)  # missing = dearest
        src = jobs.data_at
        egress = np.where(src[:, None] != np.arange(info.n_regions)[None, :],
                          jobs.data_gb[:, None] * info.egress_usd_per_gb[src], 0.0)
        money = e * price[None, :] / 1000.0 + egress
        score = np.where(latency_ok(info, jobs) & np.isfinite(money), money, np.inf)
        region, gtype = greedy_fill(score, jobs, avail, host)
        miss = region < 0
        region[miss] = jobs.origin[miss]
        gtype[miss] = jobs.gpu_type[miss]
        return Decision(region=region, gpu_type=gtype)
