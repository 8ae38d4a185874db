"""Forecast models: no peeking at future actuals, error growing with lead, seeded."""

from __future__ import annotations

import numpy as np
import pytest

from gridshift.models.forecast import FORECAST_MODELS, make_forecaster

STEP = 900
H = 96  # one day of 15-min leads
DAY = 86400 // STEP


@pytest.fixture
def truth() -> np.ndarray:
    rng = np.random.default_rng(42)
    t = np.arange(6 * DAY)[:, None]
    return 300 + 100 * np.sin(2 * np.pi * t / DAY + np.array([0.0, 1.0, 2.0])) \
        + rng.normal(0, 10, (t.size, 3))


@pytest.mark.parametrize("model", ["persistence", "seasonal-naive"])
def test_no_peeking_outputs_unchanged_when_future_altered(model, truth):
    i = 3 * DAY + 17
    f = make_forecaster(model, truth, STEP, H)(i)
    altered = truth.copy()
    altered[i + 1:] = np.random.default_rng(1).uniform(0, 1000, altered[i + 1:].shape)
    g = make_forecaster(model, altered, STEP, H)(i)
    np.testing.assert_array_equal(f, g)
    # and the past does matter (the test would catch a model that ignored its input)
    past = truth.copy()
    past[: i + 1] += 50.0
    assert not np.array_equal(make_forecaster(model, past, STEP, H)(i), f)


def test_column_zero_is_the_current_actual(truth):
    i = 2 * DAY + 5
    for model in FORECAST_MODELS:
        f = make_forecaster(model, truth, STEP, H, seed=3)(i)
        assert f.shape == (3, H)
        np.testing.assert_allclose(f[:, 0], truth[i], rtol=1e-12)


def test_seasonal_naive_repeats_yesterday(truth):
    i = 3 * DAY
    f = make_forecaster("seasonal-naive", truth, STEP, H)(i)
    np.testing.assert_array_equal(f[:, 1:], truth[i + 1 - DAY: i + H - DAY].T)


def test_persistence_is_flat(truth):
    f = make_forecaster("persistence", truth, STEP, H)(100)
    np.testing.assert_array_equal(f, np.repeat(truth[100][:, None], H, axis=1))


def test_noisy_error_spread_grows_with_lead():
    flat = np.full((4 * DAY, 200), 100.0)  # many regions = many independent error paths
    fc = make_forecaster("noisy", flat, STEP, H, error=0.05, ar1=0.9, seed=7)
    rel = np.concatenate([fc(i) / 100.0 - 1.0 for i in range(0, 40, 4)])  # [paths, H]
    spread = rel.std(axis=0)
    assert spread[0] == 0.0
    # grows with lead: each 4-step (1 h) block of leads is wider than the one before, for the
    # first few hours, then saturates near error / sqrt(1 - ar1^2) * sqrt(step/h) (AR(1) limit)
    blocks = spread[1:25].reshape(6, 4).mean(axis=1)
    assert np.all(np.diff(blocks) > 0)
    limit = 0.05 * np.sqrt(STEP / 3600) / np.sqrt(1 - 0.9 ** 2)
    np.testing.assert_allclose(spread[-24:].mean(), limit, rtol=0.15)


def test_noisy_same_seed_same_forecast_other_seed_differs(truth):
    a = make_forecaster("noisy", truth, STEP, H, seed=5, signal_code=1)
    b = make_forecaster("noisy", truth, STEP, H, seed=5, signal_code=1)
    c = make_forecaster("noisy", truth, STEP, H, seed=6, signal_code=1)
    np.testing.assert_array_equal(a(123), b(123))
    # issued forecasts do not depend on which other epochs were asked for, or in what order
    b(7), b(500)
    np.testing.assert_array_equal(a(123), b(123))
    assert not np.array_equal(a(123), c(123))


def test_perfect_is_the_future(truth):
    f = make_forecaster("perfect", truth, STEP, H)(10)
    np.testing.assert_array_equal(f, truth[10: 10 + H].T)
    with pytest.raises(ValueError, match="expected one of"):
        make_forecaster("crystal-ball", truth, STEP, H)


def test_ar1_recurrence_is_bit_identical_to_lfilter():
    signal = pytest.importorskip("scipy.signal")
    from gridshift.models.forecast import ar1_recurrence

    rng = np.random.default_rng(7)
    for k in range(200):
        z = rng.standard_normal((int(rng.integers(1, 6)), int(rng.integers(1, 120)))) * 3.0
        a = float(rng.uniform(0.0, 1.0))
        g = 1.0 if k % 2 else float(rng.uniform(0.1, 2.0))
        want = signal.lfilter([g], [1.0, -a], z, axis=1)
        assert ar1_recurrence(z, a, g).tobytes() == want.tobytes()
        assert ar1_recurrence(z[0], a, g).tobytes() == signal.lfilter([g], [1.0, -a],
                                                                      z[0]).tobytes()
    for n in (1, 2, 9000):  # one long series (the synthetic generators' path)
        z = rng.standard_normal(n) * 40.0
        z[n // 2] = -0.0
        assert ar1_recurrence(z, 0.97, 0.3).tobytes() == signal.lfilter([0.3], [1.0, -0.97],
                                                                        z).tobytes()


def test_ar1_recurrence_hand_case():
    from gridshift.models.forecast import ar1_recurrence

    np.testing.assert_allclose(ar1_recurrence(np.array([1.0, 0.0, 2.0]), 0.5, 2.0),
                               [2.0, 1.0, 4.5], rtol=1e-15)


def test_noisy_forecast_does_not_depend_on_which_epochs_were_asked(truth):
    a = make_forecaster("noisy", truth, STEP, H, seed=5)
    b = make_forecaster("noisy", truth, STEP, H, seed=5)
    late = b(40)
    for i in range(45):
        a(i)
    assert a(40).tobytes() == late.tobytes()
    assert a(3).tobytes() == b(3).tobytes()


@pytest.mark.parametrize(("step_s", "mape"), [(900, 0.046), (3600, 0.092)])
def test_noise_skill_at_24h_matches_the_documented_figure(step_s, mape):
    lead = 86400 // step_s
    flat = np.ones((20000 + lead + 1, 1))
    fc = make_forecaster("noisy", flat, step_s, lead + 1, seed=0)
    err = np.array([fc(i)[0, -1] - 1.0 for i in range(0, 20000, 7)])
    np.testing.assert_allclose(np.mean(np.abs(err)), mape, atol=0.0015)


def test_ar1_recurrence_kernel_equals_the_numpy_loop(monkeypatch):
    """The compiled AR(1) rows (used once numba has started) give the numpy loop's bits."""
    pytest.importorskip("numba")
    from gridshift.models.forecast import ar1_recurrence

    rng = np.random.default_rng(11)
    for shape in [(16, 16, 96), (3, 5), (7, 1), (2, 3, 4, 9)]:
        z = rng.standard_normal(shape) * 0.05
        monkeypatch.setenv("GRIDSHIFT_JIT", "0")
        ref = ar1_recurrence(z, 0.9, gain=0.7)
        monkeypatch.setenv("GRIDSHIFT_JIT", "1")
        got = ar1_recurrence(z, 0.9, gain=0.7)
        assert got.shape == ref.shape and got.dtype == ref.dtype
        assert got.tobytes() == ref.tobytes(), shape
    # and a whole noisy forecaster, issue by issue
    from gridshift.models.forecast import make_forecaster

    truth = rng.random((400, 6)) * 300
    out = {}
    for flag in ("0", "1"):
        monkeypatch.setenv("GRIDSHIFT_JIT", flag)
        f = make_forecaster("noisy", truth, 900, 96, error=0.05, ar1=0.9, seed=3, signal_code=1)
        out[flag] = b"".join(f(i).tobytes() for i in range(0, 300, 7))
    assert out["0"] == out["1"]


def test_seeding_kernel_gives_numpys_seedsequence_and_pcg64_state():
    """The noisy forecasts' compiled seeding (used once numba has started) is numpy's own:
    the SeedSequence words of random entropies of 1-4 values below 2**32 (zeros and the
    largest value included), and the PCG64 state built from them, integer for integer."""
    pytest.importorskip("numba")
    from gridshift.models.forecast import _pcg64_state, _seed_words_kernel

    rng = np.random.default_rng(12)
    for width in (1, 2, 3, 4):
        ent = rng.integers(0, 2**32, (3000, width), dtype=np.uint64)
        ent[:50] = 0
        ent[50:60] = 2**32 - 1
        ent[60:400, -1] = rng.integers(0, 4, 340, dtype=np.uint64)
        words = np.empty((len(ent), 4), dtype=np.uint64)
        _seed_words_kernel(ent, words)
        for b in range(0, len(ent), 7 if width > 1 else 1):
            ss = np.random.SeedSequence([int(x) for x in ent[b]])
            assert words[b].tolist() == ss.generate_state(4, np.uint64).tolist(), (width, b)
            if width == 3:
                assert _pcg64_state(words[b]) == np.random.PCG64(ss).state, b


@pytest.mark.parametrize(("seed", "code"), [(0, 0), (3, 1), (2**40 + 5, 2), (4_294_967_295, 3)])
def test_noisy_forecasts_are_the_same_with_the_compiled_seeding(seed, code, monkeypatch):
    """Issue by issue, across noise blocks, the compiled seeding's forecasts are numpy's."""
    pytest.importorskip("numba")
    truth = np.random.default_rng(13).random((700, 4)) * 300
    out = {}
    for flag in ("0", "1"):
        monkeypatch.setenv("GRIDSHIFT_JIT", flag)
        f = make_forecaster("noisy", truth, 900, 48, error=0.08, ar1=0.85, seed=seed,
                            signal_code=code)
        out[flag] = [f(i).tobytes() for i in (0, 1, 15, 16, 17, 300, 301, 650, 699)]
    assert out["0"] == out["1"]
    from gridshift.models import forecast

    assert forecast._FAST_SEEDING == [True]  # the compiled seeding did run
    assert forecast._FAST_NORMALS and forecast._FAST_NORMALS[0] is not None  # and the normals


def _noisy_by_the_formula(truth, step_s, horizon, error, ar1, seed, code, i):
    """Issue ``i`` of the noisy model written out from its definition (the code before the
    block-wise product and the fused kernel): its own seeded normals, scaled, lead 0 zeroed,
    filtered, times the actuals (the last row repeated past the end)."""
    from gridshift.models.forecast import ar1_recurrence

    rng = np.random.Generator(np.random.PCG64(np.random.SeedSequence(
        [int(seed) & 0xFFFFFFFF, int(i), int(code)])))
    z = rng.standard_normal((truth.shape[1], horizon)) * (error * np.sqrt(step_s / 3600.0))
    z[:, 0] = 0.0
    rows = np.minimum(i + np.arange(horizon), truth.shape[0] - 1)
    return truth[rows].T * (1.0 + ar1_recurrence(z, ar1))


@pytest.mark.parametrize("jit", ["0", "1"])
def test_noisy_forecasts_equal_the_formula_issue_by_issue(jit, monkeypatch):
    """Both paths (numpy; compiled seeding, normals into one block and the fused scale /
    filter / product kernel) give each issue's forecast of the definition bit for bit, NaN
    actuals and issues past the last row included, as a fresh writable C-ordered array."""
    if jit == "1":
        pytest.importorskip("numba")
    monkeypatch.setenv("GRIDSHIFT_JIT", jit)
    rng = np.random.default_rng(21)
    truth = rng.random((300, 5)) * 400 - 20
    truth[rng.random(truth.shape) < 0.05] = np.nan
    truth[:, 3] = np.nan  # a region without the signal
    for step_s, horizon, error, ar1, seed, code in [(900, 96, 0.05, 0.9, 0, 2),
                                                    (3600, 25, 0.1, 0.7, 12345, 1)]:
        f = make_forecaster("noisy", truth, step_s, horizon, error=error, ar1=ar1, seed=seed,
                            signal_code=code)
        for i in [0, 1, 2, 15, 16, 40, 33, 200, 290, 299, 310]:
            got = f(i)
            want = _noisy_by_the_formula(truth, step_s, horizon, error, ar1, seed, code, i)
            assert got.shape == want.shape and got.dtype == want.dtype
            assert got.tobytes() == want.tobytes(), (step_s, i)
            assert got.flags.c_contiguous and got.flags.owndata and got.flags.writeable
            got[:] = -1.0  # the caller's copy: the next call is not affected
            assert f(i).tobytes() == want.tobytes()


def test_pcg64_states_kernel_is_the_128_bit_arithmetic():
    """The compiled PCG64 state (128-bit ``(inc + seed) * MULT + inc`` on 64-bit halves) equals
    :func:`_pcg64_state`'s Python integers for random words, the carries' edge cases (all ones,
    zeros, the top bit) included, and numpy's own state for real SeedSequence words."""
    pytest.importorskip("numba")
    from gridshift.models.forecast import (
        _pcg64_state,
        _pcg64_states_kernel,
        _seed_words_kernel,
        _state_dict,
    )

    rng = np.random.default_rng(14)
    words = rng.integers(0, 2**64, (20000, 4), dtype=np.uint64, endpoint=False)
    edge = np.array([0, 1, 2**63, 2**63 - 1, 2**64 - 1, 2**32 - 1, 2**32], dtype=np.uint64)
    words[:2401] = np.stack(np.meshgrid(edge, edge, edge, edge), -1).reshape(-1, 4)
    out = np.empty_like(words)
    _pcg64_states_kernel(words, out)
    for w, st in zip(words, out.tolist(), strict=True):
        assert _state_dict(*st) == _pcg64_state(w)
    ent = rng.integers(0, 2**32, (500, 3), dtype=np.uint64)
    sw = np.empty((500, 4), dtype=np.uint64)
    _seed_words_kernel(ent, sw)
    _pcg64_states_kernel(sw, out[:500])
    for b in range(0, 500, 5):
        want = np.random.PCG64(np.random.SeedSequence([int(x) for x in ent[b]])).state
        assert _state_dict(*out[b].tolist()) == want


def test_normals_kernel_is_numpys_ziggurat():
    """The compiled normals (numpy's ziggurat on PCG64, drawn from a state given as four
    words) equal ``Generator(PCG64).standard_normal`` bit for bit: random 128-bit states and
    increments (the carries' edge words included) and real seeded ones, rows of several
    shapes, over a million normals, among them hundreds from the tail (|z| > r, drawn by the
    exponential rejection) and from the wedges."""
    pytest.importorskip("numba")
    from gridshift.models.forecast import _fast_normals, _pcg64_normals_kernel

    tables = _fast_normals()
    assert tables is not None
    rng = np.random.default_rng(15)
    words = rng.integers(0, 2**64, (48, 4), dtype=np.uint64, endpoint=False)
    words[:4] = np.array([[0, 0, 0, 1], [2**64 - 1, 2**64 - 1, 2**64 - 1, 2**64 - 1],
                          [2**63, 0, 2**63, 1], [0, 2**64 - 1, 0, 2**32 - 1]], dtype=np.uint64)
    words[:, 3] |= np.uint64(1)  # numpy's increment is odd
    states = []
    for w in words.tolist():
        states.append({"state": (w[0] << 64) | w[1], "inc": (w[2] << 64) | w[3]})
    for seed in (0, 1, 2**64 - 1):
        st = np.random.PCG64(seed).state["state"]
        row = np.array([[st["state"] >> 64, st["state"] & (2**64 - 1), st["inc"] >> 64,
                         st["inc"] & (2**64 - 1)]], dtype=np.uint64)
        words = np.vstack([words, row])
        states.append(st)
    tail = 0
    for shape in [(len(words), 16, 96), (len(words), 7, 1), (len(words), 25000)]:
        got = np.empty(shape)
        _pcg64_normals_kernel(words, *tables, got)
        for b, st in enumerate(states):
            bg = np.random.PCG64(0)
            bg.state = {"bit_generator": "PCG64", "state": st, "has_uint32": 0, "uinteger": 0}
            want = np.random.Generator(bg).standard_normal(shape[1:])
            assert got[b].tobytes() == want.tobytes(), (shape, b)
            tail += int((np.abs(want) > tables[3]).sum())
    assert tail > 200  # the tail branch was taken (the wedges far more often)
