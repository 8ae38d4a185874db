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
Marsaglia, G., Tsang, W. W. (2000). The ziggurat method for generating random variables.
Journal of Statistical Software 5(8), 1-7 (the normals' method, as numpy implements it).
O'Neill, M. E. (2014). PCG: a family of simple fast space-efficient statistically good
algorithms for random number generation. HMC-CS-2014-0905 (PCG64, numpy's bit generator).
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


@_jit.njit
def _seed_words_kernel(entropy, out):  # pragma: no cover - compiled; tested against numpy
    """The four 64-bit words ``np.random.SeedSequence(row).generate_state(4, np.uint64)`` of
    each row of ``entropy`` (``[B, W]`` uint64, each value < 2**32, ``W <= 4``, no spawn key)
    into ``out`` ``[B, 4]``: numpy's SeedSequence (O'Neill's seed_seq) — the entropy hashed
    into a pool of four 32-bit words and mixed, then the pool hashed out as eight 32-bit words,
    paired little-endian.  All arithmetic is on 32-bit values held in uint64, masked."""
    M = np.uint64(0xFFFFFFFF)
    INIT_A = np.uint64(0x43B0D7E5)
    MULT_A = np.uint64(0x931E8875)
    INIT_B = np.uint64(0x8B51F9DD)
    MULT_B = np.uint64(0x58F38DED)
    MIX_L = np.uint64(0xCA01F9DD)
    MIX_R = np.uint64(0x4973F715)
    S = np.uint64(16)
    pool = np.empty(4, np.uint64)
    words = np.empty(8, np.uint64)
    for b in range(entropy.shape[0]):
        hc = INIT_A
        for i in range(4):
            v = entropy[b, i] if i < entropy.shape[1] else np.uint64(0)
            v = v ^ hc
            hc = (hc * MULT_A) & M
            v = (v * hc) & M
            pool[i] = v ^ (v >> S)
        for i_src in range(4):
            for i_dst in range(4):
                if i_src != i_dst:
                    v = pool[i_src] ^ hc
                    hc = (hc * MULT_A) & M
                    v = (v * hc) & M
                    v = v ^ (v >> S)
                    x = (MIX_L * pool[i_dst] - MIX_R * v) & M
                    pool[i_dst] = x ^ (x >> S)
        hc = INIT_B
        for i in range(8):
            v = pool[i % 4] ^ hc
            hc = (hc * MULT_B) & M
            v = (v * hc) & M
            words[i] = v ^ (v >> S)
        for j in range(4):
            out[b, j] = words[2 * j] | (words[2 * j + 1] << np.uint64(32))


@_jit.njit
def _pcg64_step(a_hi, a_lo, inc_hi, inc_lo):  # pragma: no cover - compiled; tested
    """PCG64's LCG step ``a * MULT + inc`` mod 2**128 on (high, low) 64-bit halves: the high
    half of the 64 x 64 product ``a_lo * m_lo`` from 32-bit quarters, plus the cross terms,
    then ``inc`` with its carry. Returns the new (high, low) halves."""
    M32 = np.uint64(0xFFFFFFFF)
    S32 = np.uint64(32)
    m_hi = np.uint64(2549297995355413924)
    m_lo = np.uint64(4865540595714422341)
    x0 = a_lo & M32
    x1 = a_lo >> S32
    y0 = m_lo & M32
    y1 = m_lo >> S32
    p00 = x0 * y0
    p01 = x0 * y1
    p10 = x1 * y0
    mid = (p00 >> S32) + (p01 & M32) + (p10 & M32)
    mulhi = x1 * y1 + (p01 >> S32) + (p10 >> S32) + (mid >> S32)
    lo = a_lo * m_lo
    hi = mulhi + a_lo * m_hi + a_hi * m_lo
    n_lo = lo + inc_lo
    n_hi = hi + inc_hi + (np.uint64(1) if n_lo < lo else np.uint64(0))
    return n_hi, n_lo


@_jit.njit
def _pcg64_states_kernel(words, out):  # pragma: no cover - compiled; tested against numpy
    """:func:`_pcg64_state` of each row of ``words`` ``[B, 4]`` (SeedSequence words) into ``out``
    ``[B, 4]`` uint64: the 128-bit ``state`` and ``inc`` as (high, low) word pairs.  The same
    integer arithmetic mod 2**128 on 64-bit halves (:func:`_pcg64_step`)."""
    ONE = np.uint64(1)
    S63 = np.uint64(63)
    for b in range(words.shape[0]):
        inc_hi = (words[b, 2] << ONE) | (words[b, 3] >> S63)
        inc_lo = (words[b, 3] << ONE) | ONE
        a_lo = inc_lo + words[b, 1]  # inc + seed
        a_hi = inc_hi + words[b, 0] + (ONE if a_lo < inc_lo else np.uint64(0))
        st_hi, st_lo = _pcg64_step(a_hi, a_lo, inc_hi, inc_lo)  # a * MULT + inc
        out[b, 0] = st_hi
        out[b, 1] = st_lo
        out[b, 2] = inc_hi
        out[b, 3] = inc_lo


@_jit.njit
def _pcg64_next(st_hi, st_lo, inc_hi, inc_lo):  # pragma: no cover - compiled; tested
    """numpy's ``PCG64`` ``next_uint64`` (``pcg_setseq_128_xsl_rr_64``): one LCG step of the
    128-bit state (:func:`_pcg64_step`), then the output of the *new* state, ``high ^ low``
    rotated right by the state's top six bits. Returns the new state's halves and the
    output."""
    n_hi, n_lo = _pcg64_step(st_hi, st_lo, inc_hi, inc_lo)
    v = n_hi ^ n_lo
    rot = n_hi >> np.uint64(58)
    out = (v >> rot) | (v << ((np.uint64(64) - rot) & np.uint64(63)))
    return n_hi, n_lo, out


@_jit.njit
def _pcg64_normals_kernel(states, wi, ki, fi, nor_r, nor_inv_r, out):  # pragma: no cover
    """``Generator(PCG64).standard_normal(out=out[b])`` for each row ``b`` of ``states``
    (``[B, 4]`` uint64, the (high, low) words of :func:`_pcg64_states_kernel`), ``out``
    ``[B, ...]`` float64 filled in C order: numpy's ziggurat (``random_standard_normal`` of
    numpy's ``distributions.c``, 256 layers, Marsaglia & Tsang 2000) with its tables
    ``wi``/``ki``/``fi`` and tail constants, on PCG64's ``next_uint64`` and ``next_double``
    (``(u >> 11) * 2**-53``), with the same ``log1p`` and ``exp`` — the same draws and the same
    roundings, so the same normals (checked against numpy once per process, :func:`_fast_normals`,
    and in tests/models/test_forecast.py)."""
    ONE = np.uint64(1)
    S8 = np.uint64(8)
    S11 = np.uint64(11)
    MASK52 = np.uint64(0x000FFFFFFFFFFFFF)
    D53 = 1.0 / 9007199254740992.0
    flat = out.reshape(out.shape[0], -1)
    for b in range(states.shape[0]):
        st_hi = states[b, 0]
        st_lo = states[b, 1]
        inc_hi = states[b, 2]
        inc_lo = states[b, 3]
        row = flat[b]
        i = 0
        n = row.shape[0]
        while i < n:
            st_hi, st_lo, r = _pcg64_next(st_hi, st_lo, inc_hi, inc_lo)
            idx = np.int64(r & np.uint64(0xFF))
            r = r >> S8
            rabs = (r >> ONE) & MASK52
            x = rabs * wi[idx]
            if r & ONE:
                x = -x
            if rabs < ki[idx]:  # 99.3 % of draws
                row[i] = x
                i += 1
            elif idx == 0:  # the tail beyond nor_r: 1 - U, so that log1p(-U) is finite
                while True:
                    st_hi, st_lo, u = _pcg64_next(st_hi, st_lo, inc_hi, inc_lo)
                    xx = -nor_inv_r * np.log1p(-(np.float64(u >> S11) * D53))
                    st_hi, st_lo, u = _pcg64_next(st_hi, st_lo, inc_hi, inc_lo)
                    yy = -np.log1p(-(np.float64(u >> S11) * D53))
                    if yy + yy > xx * xx:
                        break
                row[i] = -(nor_r + xx) if (rabs >> S8) & ONE else nor_r + xx
                i += 1
            else:  # the wedge: accept under the density, else draw again
                st_hi, st_lo, u = _pcg64_next(st_hi, st_lo, inc_hi, inc_lo)
                if ((fi[idx - 1] - fi[idx]) * (np.float64(u >> S11) * D53) + fi[idx]
                        < np.exp(-0.5 * x * x)):
                    row[i] = x
                    i += 1


#: PCG64's 128-bit LCG multiplier (``PCG_DEFAULT_MULTIPLIER_128``).
_PCG_MULT = (2549297995355413924 << 64) + 4865540595714422341
_M128 = (1 << 128) - 1
_FAST_SEEDING: list[bool] = []  # [] not checked yet in this process; [True] / [False]


def _pcg64_state(w: np.ndarray) -> dict:
    """``PCG64(seed_seq).state`` from its SeedSequence's four words ``w``: numpy's
    ``pcg64_set_seed`` (seed = words 0-1, increment = words 2-3, high word first), i.e. state
    0, one LCG step, plus the seed, one more step."""
    seed = (int(w[0]) << 64) | int(w[1])
    inc = ((((int(w[2]) << 64) | int(w[3])) << 1) | 1) & _M128
    st = (((inc + seed) & _M128) * _PCG_MULT + inc) & _M128  # from 0: 0 * MULT + inc = inc
    return {"bit_generator": "PCG64", "state": {"state": st, "inc": inc}, "has_uint32": 0,
            "uinteger": 0}


def _state_dict(st_hi: int, st_lo: int, inc_hi: int, inc_lo: int) -> dict:
    """``PCG64.state`` from the (high, low) words :func:`_pcg64_states_kernel` gives."""
    return {"bit_generator": "PCG64", "state": {"state": (st_hi << 64) | st_lo,
                                                "inc": (inc_hi << 64) | inc_lo},
            "has_uint32": 0, "uinteger": 0}


def _fast_seeding() -> bool:
    """Whether :func:`_seed_words_kernel`, :func:`_pcg64_state` and
    :func:`_pcg64_states_kernel` give numpy's own PCG64 state here: checked once per process on
    three entropies (else numpy seeds every draw)."""
    if not _FAST_SEEDING:
        ent = np.array([[0, 0, 0], [12345, 678, 1], [0xFFFFFFFF, 35039, 3]], dtype=np.uint64)
        words = np.empty((3, 4), dtype=np.uint64)
        _seed_words_kernel(ent, words)
        states = np.empty((3, 4), dtype=np.uint64)
        _pcg64_states_kernel(words, states)
        ok = True
        for b in range(3):
            want = np.random.PCG64(np.random.SeedSequence([int(x) for x in ent[b]])).state
            ok = ok and _pcg64_state(words[b]) == want
            ok = ok and _state_dict(*(int(x) for x in states[b])) == want
        _FAST_SEEDING.append(ok)
    return _FAST_SEEDING[0]


_FAST_NORMALS: list[tuple | None] = []  # [] not checked yet; [tables] or [None]


def _fast_normals() -> tuple | None:
    """numpy's ziggurat tables for :func:`_pcg64_normals_kernel` (numba ships the same tables,
    ``numba.np.random._constants``, for its own ``Generator`` support) if the kernel gives
    numpy's own normals here, else None (numpy draws them). Checked once per process, bit for
    bit against ``standard_normal``: 2 x 65,536 normals of two PCG64 states, 31 of them from
    the tail (the wedges are taken far more often than the tail)."""
    if not _FAST_NORMALS:
        tables = None
        try:
            from numba.np.random import _constants as zc

            tables = (np.ascontiguousarray(zc.wi_double, dtype=np.float64),
                      np.ascontiguousarray(zc.ki_double, dtype=np.uint64),
                      np.ascontiguousarray(zc.fi_double, dtype=np.float64),
                      float(zc.ziggurat_nor_r), float(zc.ziggurat_nor_inv_r))
            if not all(t.shape == (256,) for t in tables[:3]):
                tables = None
        except (ImportError, AttributeError, TypeError, ValueError):  # pragma: no cover
            tables = None
        if tables is not None:
            states = np.empty((2, 4), dtype=np.uint64)
            want = np.empty((2, 65536))
            for b, seed in enumerate((12345, 2**63 + 7)):
                bg = np.random.PCG64(seed)
                st = bg.state["state"]
                states[b] = [st["state"] >> 64, st["state"] & (2**64 - 1), st["inc"] >> 64,
                             st["inc"] & (2**64 - 1)]
                np.random.Generator(bg).standard_normal(out=want[b])
            got = np.empty_like(want)
            _pcg64_normals_kernel(states, *tables, got)
            if got.tobytes() != want.tobytes():  # pragma: no cover - another numpy's ziggurat
                tables = None
        _FAST_NORMALS.append(tables)
    return _FAST_NORMALS[0]


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
    # scipy's lfilter did; the forecasts of the block are then formed together. Each issue's
    # draw, filter and product are unchanged, so the values do not depend on the block.
    cache: dict[int, np.ndarray] = {}  # issue step -> its forecast, for the current block

    def draw(k: int) -> np.ndarray:
        rng = np.random.Generator(np.random.PCG64(np.random.SeedSequence(
            [int(seed) & 0xFFFFFFFF, int(k), int(signal_code)])))
        z = rng.standard_normal((truth.shape[1], horizon)) * scale
        z[:, 0] = 0.0
        return z

    gens: list[np.random.Generator] = []  # one generator, its PCG64 re-seeded for each draw

    def fast(block: range) -> bool:
        """Whether the compiled path serves this block (numba runs; entropies fit 32 bits)."""
        code = int(signal_code)
        return (_jit.active() and block.start >= 0 and block.stop <= 2**32
                and 0 <= code < 2**32 and _fast_seeding())

    def normals(block: range) -> np.ndarray:
        """The unscaled normals of :func:`draw` for each issue of ``block``, ``[B, R, H]``:
        each PCG64 state computed by the seeding kernels (the same state, so the same normals:
        about 2.5 µs instead of 33 µs of seeding per draw), then numpy's ziggurat from it in
        :func:`_pcg64_normals_kernel` where :func:`_fast_normals` holds, else by one reused
        generator set to that state."""
        ent = np.empty((len(block), 3), dtype=np.uint64)
        ent[:, 0] = int(seed) & 0xFFFFFFFF
        ent[:, 1] = np.arange(block.start, block.stop, dtype=np.uint64)
        ent[:, 2] = int(signal_code)
        words = np.empty((len(block), 4), dtype=np.uint64)
        _seed_words_kernel(ent, words)
        states = np.empty((len(block), 4), dtype=np.uint64)
        _pcg64_states_kernel(words, states)
        z = np.empty((len(block), truth.shape[1], horizon), dtype=np.float64)
        tables = _fast_normals()
        if tables is not None:  # the same normals drawn in the kernel (about 3x faster)
            _pcg64_normals_kernel(states, *tables, z)
            return z
        if not gens:
            gens.append(np.random.Generator(np.random.PCG64(0)))
        bg = gens[0].bit_generator
        for b, st in enumerate(states.tolist()):
            bg.state = _state_dict(*st)
            gens[0].standard_normal(out=z[b])  # C order, as standard_normal(size) fills
        return z

    def noisy(i: int) -> np.ndarray:
        f = cache.get(i)
        if f is None:
            cache.clear()
            block = range(i, i + _NOISE_BLOCK)
            if fast(block):  # scale, filter and product in one kernel, the same operations
                values = np.empty((len(block), truth.shape[1], horizon), dtype=np.float64)
                _noisy_block_kernel(normals(block), float(scale), float(ar1), truth, i, values)
            else:
                errors = ar1_recurrence(np.stack([draw(k) for k in block]), ar1)  # [B, R, H]
                # future(k) * (1.0 + e_k) for the whole block: the same operations per value
                rows = np.minimum(np.arange(block.start, block.stop)[:, None] + leads, n - 1)
                values = truth[rows].transpose(0, 2, 1) * (1.0 + errors)
            cache.update(zip(block, values, strict=True))
            f = cache[i]
        return f.copy()  # a fresh C-ordered array per call, as before

    return noisy


@_jit.njit
def _noisy_block_kernel(z, scale, a, truth, i0, out):  # pragma: no cover - compiled
    """The noisy forecasts of issues ``i0 .. i0 + B - 1`` into ``out`` ``[B, R, H]`` from their
    unscaled normals ``z`` ``[B, R, H]``: per value the operations of the numpy path in its
    order: ``z * scale`` (0 at lead 0), the AR(1) step ``e * a + 1.0 * z`` (``0.0 + 1.0 * z``
    at lead 0, :func:`ar1_recurrence`), then ``truth[min(i + h, T - 1), r] * (1.0 + e)``."""
    last = truth.shape[0] - 1
    for b in range(z.shape[0]):
        for r in range(z.shape[1]):
            e = 0.0
            for h in range(z.shape[2]):
                zh = z[b, r, h] * scale if h > 0 else 0.0
                e = e * a + 1.0 * zh if h > 0 else 0.0 + 1.0 * zh
                out[b, r, h] = truth[min(i0 + b + h, last), r] * (1.0 + e)
