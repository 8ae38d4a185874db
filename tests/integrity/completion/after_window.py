"""An adversarial policy: defer everything until the window's end, then run it at the origin."""

import numpy as np

from gridshift.policies.api import DEFER, Decision, Observation, Policy, PolicyInfo


class AfterWindow(Policy):
    """Holds every job until the first epoch after the scenario window."""

    id = "after-window-v1"

    def reset(self, info: PolicyInfo) -> None:
        super().reset(info)
        self._end = info.n_steps

    def decide(self, obs: Observation) -> Decision:
        j = obs.jobs
        if obs.step < self._end:
            return Decision(region=np.full(len(j), DEFER, dtype=np.int64))
        return Decision(region=j.origin.astype(np.int64))
