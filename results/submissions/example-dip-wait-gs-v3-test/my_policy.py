"""A complete gridshift policy in ~20 lines of numpy: run at the origin, or wait for a carbon dip.

Run it::

    python -c "import gridshift; print(gridshift.run(policy='examples/my_policy.py:MyPolicy'))"
    gridshift policies check examples/my_policy.py:MyPolicy
"""

import numpy as np

from gridshift import DEFER, Decision, Policy


class MyPolicy(Policy):
    """Run each job at its origin, but wait while the forecast shows a clearly cleaner hour soon.

    Args:
        patience_h: How far ahead to look for a cleaner hour [h].
        min_saving: Wait only if the forecast minimum is this fraction below now (0..1).
    """

    id = "my-policy-v1"
    description = "Run at the origin; wait for a forecast carbon dip if the deadline allows"

    def __init__(self, patience_h: float = 3.0, min_saving: float = 0.2) -> None:
        self.patience_h = patience_h  # constructors only store their parameters
        self.min_saving = min_saving

    def decide(self, obs):
        jobs, info = obs.jobs, self.info
        home = jobs.origin.astype(np.int64)                         # [N] region per job
        fc = obs.forecast.carbon_gco2_per_kwh                       # [R, H] or None
        if fc is None or len(jobs) == 0:
            return Decision(region=home)
        ahead = max(1, min(fc.shape[1], int(self.patience_h * 3600 / info.step_s)))
        now = obs.carbon_gco2_per_kwh[home]                         # [N]
        soon = fc[home, :ahead].min(axis=1)                         # [N] best hour ahead
        dip = soon < (1.0 - self.min_saving) * now
        slack_s = jobs.deadline_s - obs.time_s - jobs.remaining_s  # time to spare
        wait = dip & (slack_s > self.patience_h * 3600)
        return Decision(region=np.where(wait, DEFER, home))
