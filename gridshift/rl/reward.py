"""The reward: the leaderboard's composite score, split exactly over the steps of an episode.

The leaderboard (:mod:`gridshift.benchmark.leaderboard`) ranks by

    score = w_carbon · 100 (1 − C / C_ref) + w_cost · 100 (1 − $ / $_ref)
            + w_water · 100 (1 − W / W_ref) − w_slo · max(0, slo_pct − slo_pct_ref)

with ``w_carbon = w_cost = w_water = 1/3`` (the mean of the three savings), ``w_slo =
SLO_PENALTY = 1``, ``C = carbon_kg``, ``$ = cost_usd``, ``W = water_l``, ``slo_pct = 100 ·
slo_violations / jobs`` and ``_ref`` the same quantities of the reference policy
(``local-now-v1``) on the same scenario window and seed. The score is linear in the run's
totals except for the SLO hinge, so it splits exactly over the intervals ``[t_a, t_b)`` between
the epochs at which the agent acts (the last one ends at the window's end):

    r = Σ_q w_q · 100 · ((t_b − t_a) / window − x_q[t_a, t_b) / x_q_ref)
        − w_slo · (100 / jobs) · (h(V(t_b)) − h(V(t_a))),      h(V) = max(0, V − V_ref)

* ``x_q[t_a, t_b)`` is the engine's exact accounting (:mod:`gridshift.sim.accounting`,
  :func:`~gridshift.sim.accounting.step_integral`) of the run segments clipped to the interval:
  carbon ``P ∫PUE·CI``, energy cost ``P ∫PUE·price``, water ``P ∫WUE + P ∫PUE·WI``. A transfer's
  carbon is its energy times the source's carbon integral over the clipped part of the transfer
  divided by the transfer's whole duration (so the parts add up to the accounting's energy ×
  mean intensity); its egress money is charged in the interval in which it starts.
* ``V(t)`` counts the SLO violations certain at ``t``: jobs whose deadline has passed without
  them having finished by it. At the window's end ``V`` is the accounting's
  ``slo_violations`` (adding unfinished jobs and inference latency violations), so
  ``Σ (h(V_b) − h(V_a)) = max(0, V − V_ref)``: the first ``V_ref`` violations cost nothing, each
  one beyond costs ``w_slo · 100 / jobs`` when it becomes certain. ``V`` never decreases.

With ``[simulation] drain = true`` (docs/accounting.md) the episode goes on after the window
until the drain stops; the constant ``Σ w_q · 100`` is spread over the window only, the
quantities are integrated over the drain too, and the completion penalty of the work dropped at
the drain's horizon (``carbon_penalty_kg``, ``cost_penalty_usd``, ``water_penalty_l``) enters
the **last** step's quantities. With ``[power] idle = "charged"`` each interval also carries the
installed capacity's idle draw over it. So the identity below holds with every key.

Hence the episode's summed reward **equals** the leaderboard score of the run (up to float
rounding), and each step's reward is minus the weighted carbon, cost, water and SLO-penalty
quantities of that step (plus the constant ``Σ w_q · 100`` spread uniformly over time). A term
whose reference total is zero (or unknown, e.g. no price data) is dropped (weight 0) instead of
the leaderboard's NaN.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from gridshift.sim.accounting import job_power_w, step_integral
from gridshift.sim.world import World

__all__ = ["RewardWeights", "StepAccountant", "composite_score"]


@dataclass(frozen=True)
class RewardWeights:
    """Weights of the composite (defaults: the leaderboard's).

    Attributes:
        carbon: Weight of the carbon saving [score points per % saving].
        cost: Weight of the cost saving.
        water: Weight of the water saving.
        slo: Points per percentage point of SLO violations beyond the reference's
            (the leaderboard's ``SLO_PENALTY``).
    """

    carbon: float = 1.0 / 3.0
    cost: float = 1.0 / 3.0
    water: float = 1.0 / 3.0
    slo: float = 1.0

    @classmethod
    def leaderboard(cls) -> RewardWeights:
        """The weights the leaderboard ranks with."""
        from gridshift.benchmark.leaderboard import SLO_PENALTY

        return cls(1.0 / 3.0, 1.0 / 3.0, 1.0 / 3.0, float(SLO_PENALTY))


_Q = ("carbon_kg", "cost_usd", "water_l")


def composite_score(metrics: dict[str, Any], ref: dict[str, Any],
                    weights: RewardWeights = RewardWeights()) -> float:
    """The composite of ``metrics`` vs the reference's, with ``weights`` (module docstring)."""
    w = dict(zip(_Q, (weights.carbon, weights.cost, weights.water), strict=True))
    s = 0.0
    for q in _Q:
        if w[q] and ref[q] and np.isfinite(ref[q]):
            s += w[q] * 100.0 * (1.0 - metrics[q] / ref[q])
    slo = 100.0 * metrics["slo_violation_rate"]
    slo_ref = 100.0 * ref["slo_violation_rate"]
    return s - weights.slo * max(0.0, slo - slo_ref)


class StepAccountant:
    """Exact per-interval carbon, cost, water and SLO quantities of a running simulation.

    Args:
        world: The episode's World.
        ref: Reference totals (``carbon_kg``, ``cost_usd``, ``water_l``, ``slo_violations``).
        weights: The composite's weights.
    """

    def __init__(self, world: World, ref: dict[str, Any], weights: RewardWeights) -> None:
        self.world = world
        self.weights = weights
        w = world.sim_rows  # the window (plus the drain, when the scenario drains)
        self.step_s = float(world.step_s)
        #: The window's end: the constant part of the reward is spread over [0, t_end).
        self.t_end = world.n_steps * self.step_s
        #: The simulation's last possible time (the drain's hard horizon, or the window's end).
        self.t_sim = world.n_sim_steps * self.step_s
        pue = world.pue[w]
        self._x = {
            "carbon": pue * world.carbon[w],
            "cost": pue * np.nan_to_num(world.price[w]),
            "wue": world.wue[w],
            "woff": pue * world.water_offsite[w],
        }
        self._ci = world.carbon[w]
        self.n_jobs = len(world.jobs)
        wts = dict(zip(_Q, (weights.carbon, weights.cost, weights.water), strict=True))
        self.coef: dict[str, float] = {}
        for q in _Q:
            x = ref.get(q)
            ok = wts[q] != 0 and x is not None and np.isfinite(x) and x != 0
            self.coef[q] = 100.0 * wts[q] / float(x) if ok else 0.0  # type: ignore[arg-type]
        self.const = 100.0 * sum(wts[q] for q in _Q if self.coef[q] != 0.0)
        self.v_ref = int(ref["slo_violations"])
        self.v_prev = 0
        self.t_prev = 0.0

    # ------------------------------------------------------------------ quantities
    def quantities(self, segments: dict[str, np.ndarray], transfers: dict[str, np.ndarray],
                   t_a: float, t_b: float, powered_gpus: np.ndarray | None = None
                   ) -> dict[str, float]:
        """Carbon [kg], cost [USD] and water [L] caused in ``[t_a, t_b)``.

        ``powered_gpus`` (``[epochs, R * G]``, with ``[power] power_down``) gives the GPUs
        powered on in each epoch's step; without it the whole installed capacity is on.
        """
        w = self.world
        s = segments
        a = np.clip(s["start_s"], t_a, t_b)
        b = np.clip(s["end_s"], t_a, t_b)
        m = b > a
        out = {"carbon_kg": 0.0, "cost_usd": 0.0, "water_l": 0.0}
        if m.any():
            job, reg, gt = s["job"][m], s["region"][m], s["gpu_type"][m]
            a, b = a[m], b[m]
            p_w = job_power_w(w, job, gt, s["gpus"][m])

            def integ(x: np.ndarray) -> np.ndarray:
                return step_integral(x, self.step_s, reg, a, b)

            out["carbon_kg"] = float((p_w * integ(self._x["carbon"])).sum() / 3.6e9)
            out["cost_usd"] = float((p_w * integ(self._x["cost"])).sum() / 3.6e9)
            out["water_l"] = float((p_w * integ(self._x["wue"])).sum() / 3.6e6
                                   + (p_w * integ(self._x["woff"])).sum() / 3.6e6)
            if w.idle_window_only and w.idle_w_per_gpu is not None and t_b > self.t_end:
                # [power] idle_horizon = "window": after the window a running job also draws
                # its GPUs' idle share (as accounting's drain tail)
                q_w = s["gpus"][m] * w.idle_w_per_gpu[gt]
                a2, b2 = np.maximum(a, self.t_end), np.maximum(b, self.t_end)

                def integ2(x: np.ndarray) -> np.ndarray:
                    return step_integral(x, self.step_s, reg, a2, b2)

                out["carbon_kg"] += float((q_w * integ2(self._x["carbon"])).sum() / 3.6e9)
                out["cost_usd"] += float((q_w * integ2(self._x["cost"])).sum() / 3.6e9)
                out["water_l"] += float((q_w * integ2(self._x["wue"])).sum() / 3.6e6
                                        + (q_w * integ2(self._x["woff"])).sum() / 3.6e6)
        x = transfers
        if x["job"].size:
            xa = np.minimum(x["start_s"], self.t_sim)
            xb = np.minimum(x["start_s"] + x["duration_s"], self.t_sim)
            span = xb - xa
            e_tr = x["data_gb"] * w.transfer_kwh_per_gb
            ca, cb = np.clip(xa, t_a, t_b), np.clip(xb, t_a, t_b)
            part = step_integral(self._ci, self.step_s, x["src"], ca, cb)
            starts_here = (xa >= t_a) & (xa < t_b)
            k0 = np.minimum((xa // self.step_s).astype(np.int64), self._ci.shape[0] - 1)
            g = np.where(span > 0, e_tr * part / np.where(span > 0, span, 1.0),
                         np.where(starts_here, e_tr * self._ci[k0, x["src"]], 0.0))
            out["carbon_kg"] += float(g.sum() / 1000.0)
            eg = x["data_gb"] * w.egress_usd_per_gb[x["src"], x["dst"]]
            out["cost_usd"] += float(eg[starts_here].sum())
        if w.idle_window_only:  # the capacity's idle draw is charged over the window only
            t_b = min(t_b, self.t_end)
        if w.idle_it_w is not None and t_b > t_a and powered_gpus is not None:
            from gridshift.sim.accounting import idle_power_per_step_w

            ka, kb = int(round(t_a / self.step_s)), int(round(t_b / self.step_s))
            pw = idle_power_per_step_w(w, powered_gpus[ka:kb])
            sl = slice(ka, ka + pw.shape[0])
            out["carbon_kg"] += float((pw * self._x["carbon"][sl]).sum() * self.step_s / 3.6e9)
            out["cost_usd"] += float((pw * self._x["cost"][sl]).sum() * self.step_s / 3.6e9)
            out["water_l"] += float(((pw * self._x["wue"][sl]).sum()
                                     + (pw * self._x["woff"][sl]).sum()) * self.step_s / 3.6e6)
        elif w.idle_it_w is not None and t_b > t_a:
            R = len(w.regions)
            r, ta, tb = np.arange(R), np.full(R, float(t_a)), np.full(R, float(t_b))
            p = w.idle_it_w

            def integ_r(x: np.ndarray) -> np.ndarray:
                return step_integral(x, self.step_s, r, ta, tb)

            out["carbon_kg"] += float((p * integ_r(self._x["carbon"])).sum() / 3.6e9)
            out["cost_usd"] += float((p * integ_r(self._x["cost"])).sum() / 3.6e9)
            out["water_l"] += float((p * integ_r(self._x["wue"])).sum() / 3.6e6
                                    + (p * integ_r(self._x["woff"])).sum() / 3.6e6)
        return out

    def violations_certain(self, segments: dict[str, np.ndarray], active: np.ndarray,
                           t: float) -> int:
        """SLO violations certain at epoch ``t``: deadline passed, not finished by it.

        Args:
            segments: Run segments so far.
            active: Job ids pending, placed or running at ``t`` (after ``t``'s completions).
            t: The epoch [s].
        """
        jobs = self.world.jobs
        dl = jobs.deadline_s + 1e-9
        passed = dl < t
        if not passed.any():
            return 0
        last_end = np.full(self.n_jobs, np.inf)
        if segments["job"].size:
            last_end = np.full(self.n_jobs, -np.inf)
            np.maximum.at(last_end, segments["job"], segments["end_s"])
            last_end[np.isneginf(last_end)] = np.inf  # never ran
        done = np.ones(self.n_jobs, dtype=bool)
        done[active] = False
        ok = done & (last_end <= dl)
        return int((passed & ~ok).sum())

    # ------------------------------------------------------------------ reward
    def reward(self, q: dict[str, float], t_a: float, t_b: float, v_b: int) -> float:
        """The reward of interval ``[t_a, t_b)`` with quantities ``q`` and ``V(t_b) = v_b``."""
        # the constant is spread over the window (a drain's steps after it carry none)
        r = self.const * (min(t_b, self.t_end) - min(t_a, self.t_end)) / self.t_end
        r -= sum(self.coef[k] * q[k] for k in _Q)
        h_b = max(0, v_b - self.v_ref)
        h_a = max(0, self.v_prev - self.v_ref)
        r -= self.weights.slo * 100.0 / max(self.n_jobs, 1) * (h_b - h_a)
        self.v_prev = v_b
        return float(r)
