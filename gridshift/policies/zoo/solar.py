"""Solar-following deferral: run deferrable jobs at on-site-PV sites in hours of forecast surplus.

``solar-following-v1`` keeps every job where its data is (like ``local-now-v1``) and only
chooses *when* a job at a site with on-site PV starts: at the start offset, within its deadline
and the forecast horizon, whose window covers the largest share of the job's facility power
with forecast PV surplus (``obs.forecast.pv_w`` minus the site's current draw), waiting at
most half its slack (``slack_reserve``). It starts now
when now is such an offset (ties go to the earliest), when no later offset is better by more
than ``min_gain`` of the job's energy, or when the deadline forces it. Jobs at sites without PV
start at once. The battery is left to the scenario's default dispatch rule.

The site's current draw is estimated from what an operator sees: GPUs in use (capacity minus
free) at full board power times the current PUE (an upper bound, so surplus is never
overstated). Jobs deferred in the same epoch do not see each other's claim on the surplus (a
documented simplification: several may wait for the same sunny hours).

References
----------
* Wiesner, P., Behnke, I., Scheinert, D., Gontarska, K., Thamsen, L. (2021). Let's Wait Awhile:
  how temporal workload shifting can reduce carbon emissions in the cloud. Middleware '21
  (deferral to forecast windows within deadlines).
* Wiesner, P., Steinke, M., Nickel, H., Kitana, Y., Kao, O. (2023). Software-in-the-loop
  simulation for developing and testing carbon-aware applications (Vessim). Software: Practice
  and Experience 53(12) (on-site solar and batteries co-simulated with computing).
"""

from __future__ import annotations

import numpy as np

from gridshift.policies.api import DEFER, Decision, Observation
from gridshift.policies.zoo._common import it_power_w, latest_start_steps, run_s
from gridshift.policies.zoo._warm import Warmed

__all__ = ["SolarFollowing"]


class SolarFollowing(Warmed):
    """Defer jobs at PV sites to the forecast hours whose PV surplus covers them best.

    Args:
        min_gain: Smallest gain in PV-covered share of a job's energy (0..1) worth waiting for.
        slack_reserve: Share of a job's slack (latest start minus now) kept in reserve (0..1):
            a job waits at most ``(1 - slack_reserve)`` of it, so queueing behind other jobs
            that waited for the same hours still leaves time to meet the deadline.
    """

    id = "solar-following-v1"
    family = "solar"
    description = "Defer jobs at on-site-PV sites to forecast PV-surplus hours within deadlines"
    citation = ("Wiesner et al. 2021, Let's Wait Awhile (Middleware '21); Wiesner et al. 2023, "
                "Vessim (SPE 53(12))")

    def __init__(self, min_gain: float = 0.05, slack_reserve: float = 0.5) -> None:
        self.min_gain = min_gain
        self.slack_reserve = slack_reserve

    def decide(self, obs: Observation) -> Decision:
        info = self.info
        jobs = obs.jobs
        n = len(jobs)
        home = jobs.data_at.astype(np.int64)
        kwp = info.pv_kwp
        fc = obs.forecast.pv_w
        if fc is None and obs.pv_w is not None:
            fc = np.asarray(obs.pv_w, dtype=np.float64)[:, None]  # persistence
        if n == 0 or kwp is None or fc is None or not np.any(kwp > 0):
            return Decision(region=home.copy())
        fc = np.asarray(fc, dtype=np.float64)
        H = fc.shape[1]
        used = info.capacity - obs.free_gpus                                  # [R, G]
        base_w = (used * info.gpu_max_w[None, :]).sum(axis=1) * obs.pue        # [R]
        surplus = np.maximum(fc - base_w[:, None], 0.0)                        # [R, H]
        # power and run time on the home region's largest installed type able to host
        pw = it_power_w(info, jobs)                                            # [N, G]
        rs = run_s(info, jobs)
        cap = info.capacity[home]                                              # [N, G]
        ok = cap >= jobs.gpus[:, None]
        own = jobs.gpu_type
        ok &= (own[:, None] < 0) | (own[:, None] == np.arange(cap.shape[1])[None, :])
        g = np.argmax(np.where(ok, cap, -1), axis=1)
        rows = np.arange(n)
        p_fac = pw[rows, g] * obs.pue[home]                                    # [N] W
        run = rs[rows, g]
        step = float(info.step_s)
        L = np.maximum(np.ceil(run / step - 1e-9).astype(np.int64), 1)
        last = latest_start_steps(obs, run, step)
        wait_max = np.floor(np.maximum(last, 0) * (1.0 - float(self.slack_reserve)))
        cover = np.minimum(surplus[home], p_fac[:, None]) / np.maximum(p_fac, 1e-9)[:, None]
        csum = np.concatenate([np.zeros((n, 1)), np.cumsum(cover, axis=1)], axis=1)
        s = np.arange(H)[None, :]
        end = np.minimum(s + L[:, None], H)
        mean = (csum[rows[:, None], end] - csum[rows[:, None], s]) / np.maximum(end - s, 1)
        valid = ((s + L[:, None] <= H) & (s <= wait_max[:, None])) | (s == 0)
        score = np.where(valid, mean, -np.inf)
        best = score.max(axis=1)
        wait = best > score[:, 0] + float(self.min_gain)
        solar_site = kwp[home] > 0
        go = ~(solar_site & wait) | (last <= 0)
        return Decision(region=np.where(go, home, DEFER).astype(np.int64))
