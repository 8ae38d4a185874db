"""Power-down consolidation: keep powered on only the GPUs the plan needs, plus a spare.

Under ``[power] idle = "charged"`` the installed capacity draws idle power whether it works or
not; with ``[power] power_down = true`` a policy may switch free GPUs off
(``Decision.power_on``, docs/accounting.md "Powering capacity down"). Consolidating load onto
few servers and switching the rest off is the classic answer (Chase et al. 2001; Lin et al.
2013, dynamic right-sizing). This policy places jobs as ``deadline-safe-greedy-v1`` (its
reservation book knows which GPUs each pool needs over the next hours) and at each decision
keeps powered on, per pool, the larger of the GPUs in use (plus those it places now) and the
book's peak over the next ``lookahead_steps``, plus ``spare`` of the pool for arrivals that
start at once; never more than installed. Without ``power_down`` in the scenario ``power_on``
is ignored and the policy is ``deadline-safe-greedy-v1`` (so on the standard gs-v2 scenarios,
which do not enable it, the two give the same schedule).

References
----------
* Chase, J. S., Anderson, D. C., Thakar, P. N., Vahdat, A. M., Doyle, R. P. (2001). Managing
  energy and server resources in hosting centers. SOSP '01, 103-116.
* Lin, M., Wierman, A., Andrew, L. L. H., Thereska, E. (2013). Dynamic right-sizing for
  power-proportional data centers. IEEE/ACM Trans. Netw. 21(5), 1378-1391.
"""

from __future__ import annotations

import numpy as np

from gridshift.policies.api import Decision, Observation
from gridshift.policies.zoo.safe import DeadlineSafeGreedy

__all__ = ["PowerDownConsolidation"]


class PowerDownConsolidation(DeadlineSafeGreedy):
    """``deadline-safe-greedy-v1`` placements + ``power_on`` from the reservation book.

    Args:
        headroom: As ``deadline-safe-greedy-v1``.
        spare: Share of each pool (0..1) kept on beyond the plan's need.
        lookahead_steps: Epochs of the book read ahead (cover the wake-up time).
    """

    id = "power-down-v1"
    family = "consolidation"
    description = ("Deadline-safe greedy placement; GPUs the reservation book does not need "
                   "over the next epochs (beyond a spare share) are powered down")
    citation = ("Chase et al. 2001 (SOSP '01); Lin et al. 2013, dynamic right-sizing "
                "(IEEE/ACM Trans. Netw.)")

    def __init__(self, headroom: float = 0.25, spare: float = 0.1,
                 lookahead_steps: int = 4) -> None:
        super().__init__(headroom=headroom)
        s = float(spare)
        if not 0.0 <= s <= 1.0:
            raise ValueError(f"power-down-v1: spare must be in [0, 1], got {s!r}")
        if int(lookahead_steps) < 1:
            raise ValueError("power-down-v1: lookahead_steps must be >= 1")
        self.spare = s
        self.lookahead_steps = int(lookahead_steps)

    def decide(self, obs: Observation) -> Decision:
        d = super().decide(obs)
        info = self.info
        R, G = info.capacity.shape
        used = np.zeros((R, G), np.int64)
        run = obs.running
        if len(run):
            np.add.at(used, (np.asarray(run.region, np.int64),
                             np.asarray(run.gpu_type, np.int64)), np.asarray(run.gpus, np.int64))
        placed = d.region >= 0
        gt = d.gpu_type if d.gpu_type is not None else np.full(d.region.size, -1, np.int64)
        if placed.any():
            g = np.where(gt[placed] >= 0, gt[placed], 0)
            np.add.at(used, (d.region[placed], g), np.asarray(obs.jobs.gpus[placed], np.int64))
        k = int(obs.step)
        ahead = self._book[:, :, k:k + self.lookahead_steps]
        need = np.maximum(used, ahead.max(axis=2) if ahead.shape[2] else 0)
        on = np.minimum(info.capacity, need + np.ceil(self.spare * info.capacity)).astype(
            np.int64)
        return Decision(region=d.region, gpu_type=d.gpu_type, power_on=on)
