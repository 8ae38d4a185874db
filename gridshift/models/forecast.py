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
    with lead time and saturates at ``error * sqrt(step_s / 3600) / sqrt(1 - ar1**2)`` (the
    AR(1) coefficient is per *step*, so the saturated spread depends on ``step_s``); the error is
    proportional to the signal's level. AR(1) errors of day-ahead carbon-intensity forecasts
    follow the error structure reported for day-ahead load/price forecasts (e.g. Hong & Fan
    2016, "Probabilistic electric load forecasting: a tutorial review", IJF 32(3)). Measured
    skill of the defaults (``error = 0.05``, ``ar1 = 0.9``), by a back-test of this function on
    a constant signal (2,858 issue steps, the 24-h lead's ``|forecast / actual - 1|``; test:
    ``tests/models/test_forecast.py::test_noise_skill_at_24h_matches_the_documented_figure``):
    mean absolute percentage error 4.6 % (RMS 5.8 %) at 15-min steps, 6.4 % at 30-min steps
    and 9.2 % (RMS 11.6 %) at hourly steps. Maji et al. 2022 (CarbonCast, BuildSys '22) report
    day-ahead carbon-intensity MAPEs of about 6-12 %, so at 15-min steps the default is a
    *better* forecaster than published ones; ``error = 0.1`` gives 9.3 % at 15-min steps.
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

from gridshift import _jit

__all__ = ["FORECAST_MODELS", "ar1_recurrence", "make_forecaster"]

FORECAST_MODELS = ("perfect", "persistence", "seasonal-naive", "noisy")
#: Issue steps whose noise is drawn and filtered together (speed only; values are per step).
_NOISE_BLOCK = 16


def ar1_recurrence(z: np.ndarray, ar1: float, gain: float = 1.0) -> np.ndarray:
    """The AR(1) filter ``e_h = gain * z_h + ar1 * e_(h-1)`` (``e_(-1) = 0``) along the last axis.

    The operations are exactly those of ``scipy.signal.lfilter([gain], [1, -ar1], z)`` (the
    transposed direct form II: ``e_h = (ar1 * e_(h-1)) + gain * z_h``), in the same order, so
    the result is bit-identical to it; it replaces that call because importing
    ``scipy.signal`` costs about 0.5 s per process (tests/models/test_forecast.py compares the
    two bit for bit).

    Args:
        z: Innovations, any shape ``[..., H]``.
        ar1: Autoregressive coefficient [-].
        gain: Factor applied to each innovation [-].

    Returns:
        ``e``, the same shape as ``z`` (float64).
    """
    z = np.asarray(z, dtype=np.float64)
    out = np.empty_like(z)
    if z.shape[-1] == 0:
        return out
    a = float(ar1)
    b = float(gain)
    if z.ndim == 1:
        # one long series (the synthetic generators' 8,760 hours): Python floats are IEEE
        # doubles with the same two roundings per step, and 30x faster than numpy scalars
        e = 0.0
        vals = z.tolist()
        for h, zh in enumerate(vals):
            e = e * a + b * zh if h else 0.0 + b * zh
            vals[h] = e
        out[:] = vals
        return out
    if _jit.active():  # numba started in this process (a long run): the same two roundings
        zc = np.ascontiguousarray(z).reshape(-1, z.shape[-1])
        oc = np.empty_like(zc)
        _ar1_rows_kernel(zc, a, b, oc)
        return oc.reshape(z.shape)
    zt = np.moveaxis(z, -1, 0)
    ot = np.moveaxis(out, -1, 0)
    ot[0] = 0.0 + b * zt[0]
    for h in range(1, zt.shape[0]):
        ot[h] = ot[h - 1] * a + b * zt[h]
    return out


@_jit.njit
def _ar1_rows_kernel(z, a, b, out):  # pragma: no cover - compiled; tested against numpy
    """``ar1_recurrence`` along the rows of the 2-D ``z`` into ``out``: per step the product
    ``e * a``, the product ``b * z``, then their sum, as the numpy loop rounds them."""
    for r in range(z.shape[0]):
        e = 0.0 + b * z[r, 0]
        out[r, 0] = e
        for h in range(1, z.shape[1]):
            e = e * a + b * z[r, h]
            out[r, h] = e


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

    # The AR(1) recurrence is a Python loop over leads; it is run for a block of issue steps at
    # once (the simulator asks for consecutive epochs), which costs about as much per issue as
    # scipy's lfilter did. Each issue's draw and filter are unchanged, so the values do not
    # depend on the block.
    cache: dict[int, np.ndarray] = {}

    def draw(k: int) -> np.ndarray:
        rng = np.random.Generator(np.random.PCG64(np.random.SeedSequence(
            [int(seed) & 0xFFFFFFFF, int(k), int(signal_code)])))
        z = rng.standard_normal((truth.shape[1], horizon)) * scale
        z[:, 0] = 0.0
        return z

    def noisy(i: int) -> np.ndarray:
        e = cache.get(i)
        if e is None:
            cache.clear()
            block = range(i, i + _NOISE_BLOCK)
            errors = ar1_recurrence(np.stack([draw(k) for k in block]), ar1)
            cache.update(zip(block, errors, strict=True))
            e = cache[i]
        return future(i) * (1.0 + e)

    return noisy
