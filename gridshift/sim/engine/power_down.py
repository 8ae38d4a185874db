"""Power-down with wake-up (``[power] power_down = true``): idle GPUs can be switched off.

A policy asks for the GPUs it wants powered on per pool (``Decision.power_on``); free, awake
GPUs above the target go off at once (a GPU holding a job never does), GPUs below it wake and
take jobs ``wake_s`` later (rounded up to whole steps; at once with ``wake_s = 0``). The
accounting charges the idle power of the GPUs powered on (awake or waking) in each step.

Interface (:class:`PowerDown`, constructed only with power-down on and an idle-power model):
``begin(ep)`` adds the GPUs woken by ``ep.k`` to ``free``; ``decide(ep, dec, obs)`` applies
``Decision.power_on`` (changes ``free`` and the GPUs on); ``act(ep)`` logs the GPUs on in the
epoch's step (``Schedule.powered_gpus``).
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from gridshift.sim.engine.state import Epoch, Mechanism, State

__all__ = ["PowerDown"]


class PowerDown(Mechanism):
    """GPUs switched off and woken (see the module docstring).

    Args:
        st: The run's state.
        wake_s: ``[power] wake_s``: a GPU's wake-up time [s].
    """

    def __init__(self, st: State, wake_s: float) -> None:
        self.st = st
        self.wake_steps = int(math.ceil(float(wake_s) / st.step - 1e-9))
        self.on = st.world.capacity.reshape(-1).astype(np.int64)  # powered on: awake + waking
        self.waking: dict[int, np.ndarray] = {}  # epoch -> GPUs that become usable then
        self.on_log = np.zeros((st.T_sim, self.on.size), dtype=np.int64)

    def begin(self, ep: Epoch) -> None:
        """Woken GPUs take jobs from this epoch on."""
        if ep.k in self.waking:
            self.st.free += self.waking.pop(ep.k)

    def decide(self, ep: Epoch, dec: Any, obs: Any) -> None:
        """Apply ``Decision.power_on``, in place."""
        want = getattr(dec, "power_on", None)
        if want is None:
            return
        st, k = self.st, ep.k
        cap = st.world.capacity
        a = np.asarray(want)
        if a.shape != cap.shape or (a.size and not np.issubdtype(a.dtype, np.integer)):
            raise st.err(k, f"Decision.power_on must be an integer array of shape "
                            f"{cap.shape} (regions x GPU types), got {a.dtype} {a.shape}")
        if ((a < 0) | (a > cap)).any():
            raise st.err(k, "Decision.power_on must lie in 0 .. the installed GPUs of each "
                            "pool (PolicyInfo.capacity)")
        target = a.reshape(-1).astype(np.int64)
        on, free = self.on, st.free
        off = np.minimum(np.maximum(on - target, 0), free)  # only free, awake GPUs go off
        free -= off
        on -= off
        up = np.maximum(target - on, 0)
        if up.any():
            on += up
            if self.wake_steps == 0:
                free += up
            else:
                ready = k + self.wake_steps
                self.waking[ready] = self.waking.get(ready, 0) + up

    def act(self, ep: Epoch) -> None:
        """The GPUs on in this epoch's step (nothing after the decision changes them)."""
        self.on_log[ep.k] = self.on

    def schedule(self, fields: dict[str, Any], k_stop: int) -> None:
        """``Schedule.powered_gpus``."""
        fields["powered_gpus"] = self.on_log[:k_stop].copy()
