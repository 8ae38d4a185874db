"""Attack: zero the carbon series by writing through every array of the Observation."""

import numpy as np

from gridshift import Decision, Policy


def _zero(a):
    seen = 0
    while isinstance(a, np.ndarray):
        try:
            a.flags.writeable = True
        except ValueError:
            pass
        try:
            a[...] = 0.0
            seen += 1
        except (ValueError, TypeError):
            pass
        a = a.base
    return seen


class Attack(Policy):
    id = "attack-base-write-v1"
    description = "writes 0 into the carbon series through .base and the write flag"

    def decide(self, obs):
        for name in ("carbon_gco2_per_kwh", "history_carbon_gco2_per_kwh", "price_usd_per_mwh",
                     "pue"):
            _zero(getattr(obs, name))
        return Decision(region=np.asarray(obs.jobs.origin, dtype=np.int64).copy())
