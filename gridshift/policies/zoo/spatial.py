"""Spatial shifting on the current price: send each job where it costs least to run now.

References
----------
* ``lowest-price-now-v1``: price-driven geographic load balancing (Qureshi et al. 2009, "Cutting
  the electric bill for internet-scale systems", SIGCOMM '09; Rao et al. 2010, "Minimizing
  electricity cost", INFOCOM '10).
"""

from __future__ import annotations

import numpy as np

from gridshift._jit import active as _jit_active
from gridshift.policies.api import Decision, Observation, PolicyInfo
from gridshift.policies.helpers import free_gpus, greedy_fill, host_mask, latency_ok
from gridshift.policies.zoo._common import it_power_w, nan_to_num, run_s
from gridshift.policies.zoo._warm import Warmed

__all__ = ["LowestPriceNow"]


class LowestPriceNow(Warmed):
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
        region, gtype = greedy_fill(self._scores(info, obs, host), jobs, avail, host)
        miss = region < 0
        region[miss] = jobs.origin[miss]
        gtype[miss] = jobs.gpu_type[miss]
        return Decision(region=region, gpu_type=gtype)

    @staticmethod
    def _scores(info: PolicyInfo, obs: Observation, host: np.ndarray) -> np.ndarray:
        """``[N, R]`` money per job and region (``inf`` where it may not or cannot run); a
        kernel once numba runs in the process (``price_scores``, the same floats)."""
        jobs = obs.jobs
        # money per job and region: facility energy at the current price (on the best GPU type
        # there), plus egress when the data has to move
        energy_kwh = it_power_w(info, jobs) * run_s(info, jobs) / 3.6e6  # [N, G]
        price = nan_to_num(obs.price_usd_per_mwh * obs.pue, nan=1e9)  # missing = dearest
        if _jit_active() and len(jobs):
            from gridshift.policies.zoo._kernels import price_scores

            score = np.empty((len(jobs), info.n_regions))
            price_scores(np.ascontiguousarray(host, dtype=bool),
                         np.ascontiguousarray(energy_kwh, dtype=np.float64),
                         np.asarray(jobs.data_at, np.int64), np.asarray(jobs.data_gb, np.float64),
                         np.asarray(info.egress_usd_per_gb, np.float64),
                         np.asarray(price, np.float64),
                         np.ascontiguousarray(latency_ok(info, jobs)), score)
            return score
        e = np.where(host, energy_kwh[:, None, :], np.inf).min(axis=2)  # [N, R]
        src = jobs.data_at
        egress = np.where(src[:, None] != np.arange(info.n_regions)[None, :],
                          jobs.data_gb[:, None] * info.egress_usd_per_gb[src], 0.0)
        money = e * price[None, :] / 1000.0 + egress
        return np.where(latency_ok(info, jobs) & np.isfinite(money), money, np.inf)
