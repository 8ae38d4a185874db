"""Forecast models: what a policy is told about a signal's future at a decision epoch.

Each model turns the signal's actuals *up to and including* the issue step into a forecast for
the next ``H`` steps (column 0 is the issue step itself, which is known). Only ``perfect``
reads the future, and the simulator allows it only on the clairvoyant track.

Models
------
``perfect``
    The actuals.
``persistence``
    The current value for every lead.
``seasonal-naive``
    The value one day earlier at the same time of day (for leads beyond a day, the most recent
    day that is already observed).
``noisy``
    Actuals times ``1 + e_h`` where ``e`` is an AR(1) process along the lead time:
    ``e_0 = 0``, ``e_h = ar1 * e_(h-1) + error * sqrt(step_s / 3600) * z_h``, so the spread grows
    with lead time and saturates at ``error / sqrt(1 - ar1**2)`` (per-hour units); the error is
    proportional to the signal's level. AR(1) errors of day-ahead carbon-intensity forecasts
    follow the error structure reported for day-ahead load/price forecasts (e.g. Hong & Fan
    2016, "Probabilistic electric load forecasting: a tutorial review", IJF 32(3)); with
    ``error = 0.05`` the 24-h lead relative error is about 10 %, in line with the 6-12 % MAPE of
    day-ahead carbon-intensity forecasts reported by Maji et al. 2022 (CarbonCast, BuildSys '22).
    The draw for issue step ``i`` is seeded by ``(seed, i, signal)``, so forecasts do not depend
    on which other epochs were asked for.

References
----------
Hong, T., Fan, S. (2016). Probabilistic electric load forecasting: A tutorial review.
International Journal of Forecasting 32(3), 914-938.
Maji, D., Shenoy, P., Sitaraman, R. K. (2022). CarbonCast: multi-day forecasting of grid carbon
intensity. BuildSys '22, 198-207.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

__all__ = ["FORECAST_MODELS", "make_forecaster"]

FORECAST_MODELS = ("perfect", "persistence", "seasonal-naive", "noisy")


def make_forecaster(
    model: str,
    truth: np.ndarray,
    step_s: int,
    horizon: int,
    *,
    error: float = 0.05,
    ar1: float = 0.9,
    seed: int = 0,
    signal_code: int = 0,
) -> Callable[[int], np.ndarray]:
    """Return ``issue(i) -> [R, horizon]`` forecasts from row ``i`` of ``truth`` ([T, R]).

    Rows after ``i`` are read only by ``perfect`` and by ``noisy`` (which perturbs them: the
    simulator's stand-in for a forecaster with the stated skill). Leads past the last row of
    ``truth`` repeat its last row.
    """
    if model not in FORECAST_MODELS:
        raise ValueError(f"forecast model {model!r}; expected one of {', '.join(FORECAST_MODELS)}")
    truth = np.asarray(truth, dtype=np.float64)
    n = truth.shape[0]
    leads = np.arange(horizon)
    day = max(1, int(round(86400 / step_s)))
    scale = error * np.sqrt(step_s / 3600.0)

    def future(i: int) -> np.ndarray:
        rows = np.minimum(i + leads, n - 1)
        return truth[rows].T

    if model == "perfect":
        return future
    if model == "persistence":
        return lambda i: np.repeat(truth[i][:, None], horizon, axis=1)
    if model == "seasonal-naive":
        def seasonal(i: int) -> np.ndarray:
            rows = i + leads - day * (leads // day + 1)
            out = truth[np.maximum(rows, 0)].T.copy()
            out[:, 0] = truth[i]
            return out
        return seasonal

    def noisy(i: int) -> np.ndarray:
        from scipy.signal import lfilter

        rng = np.random.Generator(np.random.PCG64(np.random.SeedSequence(
            [int(seed) & 0xFFFFFFFF, int(i), int(signal_code)])))
        z = rng.standard_normal((truth.shape[1], horizon)) * scale
        z[:, 0] = 0.0
        e = lfilter([1.0], [1.0, -ar1], z, axis=1)
        return future(i) * (1.0 + e)

    return noisy
