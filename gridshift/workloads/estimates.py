"""Runtime estimates: the requested time a job's user gives, which is what a scheduler sees.

A batch scheduler (SLURM, PBS, LSF) never knows a job's run time; it knows the time the user
*requested* (the walltime limit). Traces in the Standard Workload Format carry it (field 9,
``requested_s`` of :func:`gridshift.datasets.swf.read_swf`); where a trace has none (synthetic
jobs, GAIA, Alibaba, Azure), :func:`requested_s` draws one from the error model
``user-walltime-v1`` below, calibrated on the parallel-workload literature:

* **Accuracy is roughly uniform.** Mu'alem & Feitelson (2001) found the accuracy
  ``A = run time / requested time`` of the jobs of the CTC and KTH SP2 logs spread almost
  uniformly over ``(0, 1]``, with a spike of jobs that reach their limit. The model draws
  ``A ~ U(ACCURACY_MIN, 1)`` and requests ``duration_s / A``.
* **Estimates are modal.** Tsafrir, Etsion & Feitelson (2005, 2007) showed users pick a few
  round values (some 20 values cover 90 % of the jobs of their logs), so the model rounds the
  request up to the next value of :data:`ROUND_VALUES_S`.
* **Some jobs reach their limit.** A fraction :data:`P_REACH_LIMIT` of jobs run at least as
  long as they asked (under SLURM they are killed there). For them the request is
  ``duration_s * U(UNDER_MIN, 1)``.

The constants, their sources and the range they are uncertain over are in docs/validity.md
("Runtime estimates"). The draws use their own random stream (``SeedSequence([seed,
STREAM])``), one uniform triple per job whatever the trace holds, so turning estimates on moves
no other random draw and a job's estimate does not depend on the other jobs.

References:
    A. W. Mu'alem, D. G. Feitelson, "Utilization, predictability, workloads, and user runtime
    estimates in scheduling the IBM SP2 with backfilling", IEEE TPDS 12(6):529-543, 2001.
    D. Tsafrir, Y. Etsion, D. G. Feitelson, "Modeling user runtime estimates", JSSPP 2005,
    LNCS 3834:1-35.
    D. Tsafrir, Y. Etsion, D. G. Feitelson, "Backfilling using system-generated predictions
    rather than user runtime estimates", IEEE TPDS 18(6):789-803, 2007.
"""

from __future__ import annotations

import numpy as np

__all__ = ["ACCURACY_MIN", "MODEL", "P_REACH_LIMIT", "ROUND_VALUES_S", "STREAM", "UNDER_MIN",
           "requested_s", "round_up"]

#: The error model's name (docs/validity.md, "Runtime estimates").
MODEL = "user-walltime-v1"
#: Fraction of jobs whose run reaches their requested time (killed there under SLURM).
#: Mu'alem & Feitelson 2001 and Tsafrir et al. 2005 report such a spike at accuracy 1 in every
#: log they study; 0.10 here, uncertain over 0.05..0.20 (docs/validity.md).
P_REACH_LIMIT = 0.10
#: A job that reaches its limit asked for ``duration_s * U(UNDER_MIN, 1)`` (its true need is
#: longer than it asked). Assumed (no trace records the need of a killed job); 0.3..0.9.
UNDER_MIN = 0.5
#: The other jobs' accuracy ``duration / requested ~ U(ACCURACY_MIN, 1)`` (Mu'alem & Feitelson
#: 2001: roughly uniform); uncertain over 0.01..0.2 (the floor bounds the overestimate at
#: 1 / ACCURACY_MIN = 20x).
ACCURACY_MIN = 0.05
#: The round values users request [s] (Tsafrir et al. 2005: modal estimates; the common
#: SLURM/PBS walltimes): requests are rounded up to the next one; beyond the last, to whole
#: days.
ROUND_VALUES_S = np.array([
    1, 2, 5, 10, 15, 20, 30,                                  # sub-minute (inference)
    60, 120, 300, 600, 900, 1200, 1800, 2700,                 # minutes
    3600, 2 * 3600, 3 * 3600, 4 * 3600, 6 * 3600, 8 * 3600, 10 * 3600, 12 * 3600,
    18 * 3600, 24 * 3600, 36 * 3600, 48 * 3600, 72 * 3600, 96 * 3600, 120 * 3600,
    168 * 3600], dtype=np.float64)
#: The estimates' random stream (``SeedSequence([seed, STREAM])``): no other draw uses it.
STREAM = 0x3707E5


def round_up(x: np.ndarray) -> np.ndarray:
    """``x`` [s] rounded up to the next of :data:`ROUND_VALUES_S` (beyond the last: whole
    days); a value already round stays."""
    x = np.asarray(x, dtype=np.float64)
    i = np.searchsorted(ROUND_VALUES_S, x, side="left")
    top = ROUND_VALUES_S[-1]
    days = np.ceil(x / 86400.0) * 86400.0
    return np.where(i < ROUND_VALUES_S.size, ROUND_VALUES_S[np.minimum(i, ROUND_VALUES_S.size - 1)],
                    np.maximum(days, top))


def requested_s(duration_s: np.ndarray, seed: int,
                trace_requested_s: np.ndarray | None = None, *,
                accuracy_min: float = ACCURACY_MIN,
                p_reach_limit: float = P_REACH_LIMIT) -> np.ndarray:
    """Each job's requested time [s, reference GPU]: the trace's where it has one (finite and
    > 0), else a draw of ``user-walltime-v1`` (module docstring).

    Args:
        duration_s: True run time on the reference GPU [s], one per job (> 0).
        seed: The scenario's (run's) seed.
        trace_requested_s: The trace's requested times [s] (NaN or <= 0 where unknown), or
            None.
        accuracy_min: The accuracy floor (default :data:`ACCURACY_MIN`; a scenario sets it
            with ``[jobs] estimate_accuracy_min``).
        p_reach_limit: The share of jobs that reach their limit (default
            :data:`P_REACH_LIMIT`; ``[jobs] estimate_reach_limit``).

    Returns:
        ``[J]`` float64, every value > 0.
    """
    d = np.asarray(duration_s, dtype=np.float64)
    rng = np.random.default_rng(np.random.SeedSequence([int(seed), STREAM]))
    u = rng.random((d.size, 3)).T  # reach the limit?, accuracy, shortfall: a triple per job
    reach = u[0] < p_reach_limit
    acc = accuracy_min + (1.0 - accuracy_min) * u[1]
    over = round_up(d / acc)
    under = d * (UNDER_MIN + (1.0 - UNDER_MIN) * u[2])
    out = np.where(reach, under, over)
    if trace_requested_s is not None:
        t = np.asarray(trace_requested_s, dtype=np.float64)
        known = np.isfinite(t) & (t > 0)
        out = np.where(known, t, out)
    return out
