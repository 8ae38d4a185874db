"""Attack: read the future carbon series through ``obs.carbon_gco2_per_kwh.base``."""

import numpy as np

from gridshift import Decision, Policy


class Attack(Policy):
    id = "attack-base-read-v1"
    description = "reads the whole carbon series (future included) through .base"

    def decide(self, obs):
        base = obs.carbon_gco2_per_kwh.base
        if isinstance(base, np.ndarray) and base.ndim == 2 and base.shape[0] > obs.step + 1:
            best = int(np.argmin(base[obs.step + 1:].mean(axis=0)))  # the future's best region
            return Decision(region=np.full(len(obs.jobs), best, dtype=np.int64))
        return Decision(region=np.asarray(obs.jobs.origin, dtype=np.int64).copy())
