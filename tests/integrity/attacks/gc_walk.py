"""Attack: walk ``gc.get_objects()`` for the World, the simulator or the accounting and zero
every carbon array found."""

import gc

import numpy as np

from gridshift import Decision, Policy


class Attack(Policy):
    id = "attack-gc-walk-v1"
    description = "finds engine objects through the garbage collector"

    def decide(self, obs):
        if getattr(self, "_done", False):
            return Decision(region=np.asarray(obs.jobs.origin, dtype=np.int64).copy())
        self._done = True  # one walk (at the first epoch) is enough to zero a live World
        for o in gc.get_objects():
            for name in ("carbon", "carbon_gco2_per_kwh", "world"):
                try:
                    v = getattr(o, name, None) if not isinstance(o, type) else None
                    if name == "world" and v is not None:
                        v = getattr(v, "carbon", None)
                except Exception:  # noqa: BLE001 - odd objects (ctypes loaders, proxies)
                    continue
                if isinstance(v, np.ndarray) and v.ndim == 2 and v.dtype.kind == "f":
                    try:
                        v.flags.writeable = True
                        v[...] = 0.0
                    except (ValueError, TypeError):
                        pass
        return Decision(region=np.asarray(obs.jobs.origin, dtype=np.int64).copy())
