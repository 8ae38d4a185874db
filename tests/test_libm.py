"""gridshift/_libm.py: the C library's transcendental functions, the same bits on every CPU.

* each function equals :mod:`math`'s (the C library) element by element, and numpy's IEEE
  special values where ``math`` raises (domain and range errors);
* ``power`` keeps numpy's own ``**`` for the exponents numpy computes exactly;
* the compiled ``stretch_valid`` (carbon-time's kernel) raises to a power exactly as
  ``power`` does;
* in a child process with numpy's AVX512 dispatch switched off (``NPY_DISABLE_CPU_FEATURES``),
  the functions, the model functions that use them (wet bulb, the Fan et al. power curve, the
  power-cap speed factor, great-circle distance, transfer energy), the PV series (pvlib, run
  in a child without AVX512 where numpy has it) and whole runs give the same bytes as in a
  child process with numpy's default dispatch. On a
  machine without AVX512 both processes use the same dispatch and this checks only
  determinism; on one with AVX512 (where ``np.arctan``, ``np.exp``, ``np.power`` differ from
  the C library's in the last bit for some inputs, shown below) it checks the point of the
  module.
"""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys

import numpy as np
import pytest

from gridshift import _libm

_FUNCS = {"exp": (math.exp, np.exp), "exp2": (math.exp2, np.exp2), "log": (math.log, np.log),
          "log2": (math.log2, np.log2), "log10": (math.log10, np.log10),
          "arctan": (math.atan, np.arctan), "arcsin": (math.asin, np.arcsin)}


def _inputs(rng):
    x = np.concatenate([rng.uniform(-40, 40, 3000), rng.uniform(-1, 1, 3000),
                        rng.uniform(0, 1e-3, 500), [0.0, -0.0, 1.0, -1.0, 2.0, 1e308, -1e308,
                                                    800.0, -800.0, np.inf, -np.inf, np.nan]])
    return x


@pytest.mark.parametrize("name", sorted(_FUNCS))
def test_each_function_is_the_c_librarys(name):
    fn, np_fn = _FUNCS[name]
    x = _inputs(np.random.default_rng(7))
    got = getattr(_libm, name)(x)
    assert got.dtype == np.float64 and got.shape == x.shape
    for v, g in zip(x.tolist(), got.tolist(), strict=True):
        try:
            want = fn(v)
        except (ValueError, OverflowError):  # numpy's IEEE special value
            with np.errstate(all="ignore"):
                want = float(np_fn(np.float64(v)))
            assert math.isnan(want) or math.isinf(want) or want == 0.0, (name, v, want)
        assert (math.isnan(g) and math.isnan(want)) or g == want, (name, v, g, want)
    assert isinstance(getattr(_libm, name)(0.5), np.float64)  # a scalar in, a scalar out
    assert getattr(_libm, name)(x.reshape(-1, 1)[:6]).shape == (6, 1)


def test_power_is_the_c_librarys_pow_and_numpys_exact_exponents():
    rng = np.random.default_rng(8)
    x = np.concatenate([rng.uniform(0, 50, 4000), [0.0, -2.0, np.inf, np.nan, 1e-300]])
    for y in (1.5, 0.25, 1.4, 3.0, -1.5, 1.0 / 3.0):
        got = _libm.power(x, y)
        for v, g in zip(x.tolist(), got.tolist(), strict=True):
            try:
                want = math.pow(v, y)
            except (ValueError, OverflowError):
                with np.errstate(all="ignore"):
                    want = float(np.power(np.float64(v), y))
            assert (math.isnan(g) and math.isnan(want)) or g == want, (v, y, g, want)
    for y in (2.0, 0.5, -1.0, 1.0, 0.0, 2, 1):  # numpy's ** never calls pow for these
        with np.errstate(all="ignore"):
            np.testing.assert_array_equal(_libm.power(x, y), x ** float(y))
    ys = rng.uniform(-2, 2, x.size)  # elementwise exponents, broadcast
    got = _libm.power(x[:, None], ys[None, :8])
    assert got.shape == (x.size, 8)
    with np.errstate(all="ignore"):
        want = np.frompyfunc(lambda a, b: _safe_pow(a, b), 2, 1)(x[:, None], ys[None, :8])
    np.testing.assert_array_equal(got, want.astype(np.float64))


def _safe_pow(a, b):
    try:
        return math.pow(a, b)
    except (ValueError, OverflowError):
        return float(np.power(np.float64(a), b))


def test_the_compiled_stretch_power_is_powers():
    """carbon-time's kernel raises the stretch to ``alpha`` in numba (``math.pow``, the C
    library's, or numpy's exact operation for its fast exponents): bit for bit ``power``."""
    pytest.importorskip("numba")
    from gridshift.policies.zoo._kernels import stretch_valid

    assert _libm.numba_pow_is_libm()
    rng = np.random.default_rng(9)
    for alpha in (0.25, 1.7, 0.5, 2.0, 1.0, 0.0, 3.0):
        n = 40
        cnt = rng.integers(1, 30, n)
        ptr = np.zeros(n + 1, np.int64)
        np.cumsum(cnt, out=ptr[1:])
        run = rng.uniform(1.0, 5e4, n)
        step = 900.0
        out = np.empty(int(ptr[-1]))
        stretch_valid(ptr, run, np.maximum(run, 1e-9), step, alpha, out)
        st = np.concatenate([(np.arange(c) * step + r) / max(r, 1e-9)
                             for c, r in zip(cnt, run, strict=True)])
        np.testing.assert_array_equal(out, _libm.power(st, alpha), err_msg=f"alpha {alpha}")


_CHILD = r"""
import hashlib, json, sys
import numpy as np
from gridshift import _libm
import gridshift
from gridshift.scenario import load_scenario
rng = np.random.default_rng(11)
x = rng.uniform(-30, 30, 20000)
p = np.abs(x)
out = {"numpy_arctan": hashlib.sha256(np.arctan(x).tobytes()).hexdigest(),
       "libm": [getattr(_libm, f)(a).tobytes().hex() for f, a in
                (("arctan", x), ("exp", x / 4), ("log", p + 1e-9), ("arcsin", x / 30),
                 ("exp2", x / 4), ("log10", p + 1e-9))] + [_libm.power(p, 1.5).tobytes().hex()],
       "runs": {}}
from gridshift.models import cooling, it_power, levers, network
t, rh = rng.uniform(-20, 50, 20000), rng.uniform(0, 100, 20000)
u = rng.uniform(0, 1, 20000)
lat, lon = rng.uniform(-60, 60, (2, 2000)), rng.uniform(-180, 180, (2, 2000))
out["models"] = [a.tobytes().hex() for a in (
    cooling.wet_bulb_stull(t, rh), it_power._fan2007(u),
    levers.capped_speed_factor(rng.uniform(50, 700, 20000), rng.uniform(40, 800, 20000), 0.37),
    network.great_circle_km(lat[0], lon[0], lat[1], lon[1]),
    network.transfer_kwh_per_gb(rng.uniform(2000, 2030, 2000)))]
for sc, pol in (("weather-cooling-v1", "local-now"), ("quickstart-v1", "carbon-time"),
                ("quickstart-v1", "lowest-carbon-now"), ("quickstart-solar-v1", "local-now")):
    w = gridshift.build_world(load_scenario(sc), 0)
    if w.solar is not None:  # pvlib's chain (solar.pv_ac_power_w_many)
        out["runs"][sc + "|pv"] = hashlib.sha256(w.solar.pv_w.tobytes()).hexdigest()
    out["runs"][sc + "|" + pol] = gridshift.simulate(w, gridshift.load_policy(pol)).jobs_sha256()
json.dump(out, sys.stdout)
"""


def _child(no_avx512: bool) -> dict:
    env = dict(os.environ)
    env.pop("NPY_DISABLE_CPU_FEATURES", None)
    if no_avx512:
        from numpy._core._multiarray_umath import __cpu_dispatch__

        off = [f for f in __cpu_dispatch__ if f.startswith("AVX512") or f == "X86_V4"]
        if off:
            env["NPY_DISABLE_CPU_FEATURES"] = " ".join(off)
    res = subprocess.run([sys.executable, "-c", _CHILD], capture_output=True, text=True,
                         env=env, timeout=600)
    assert res.returncode == 0, res.stderr[-3000:]
    return json.loads(res.stdout)


def test_the_same_bytes_with_and_without_numpys_avx512_kernels():
    native, plain = _child(False), _child(True)
    assert native["libm"] == plain["libm"]
    for i, (a, b) in enumerate(zip(native["models"], plain["models"], strict=True)):
        assert a == b, f"model function {i} differs between numpy's dispatches"
    assert native["runs"] == plain["runs"]
    from numpy._core._multiarray_umath import __cpu_features__

    if __cpu_features__.get("AVX512_SKX"):
        # the problem is real on this machine: numpy's own arctan differs between the two
        assert native["numpy_arctan"] != plain["numpy_arctan"]


def test_a_refused_pv_call_names_its_call_on_both_paths(monkeypatch):
    """The PV chain's ValueError carries the index of the call refused, in this process and
    through the child process; the child gives the default path's numbers."""
    pytest.importorskip("pvlib")
    from gridshift.models import solar

    t = np.arange(0, 86400, 900.0) + 1.7e9
    ok = ((t, 48.0, 11.0, np.full(t.size, 15.0)),
          dict(kwp=100.0, tilt_deg=30.0, azimuth_deg=180.0, cloud_cover_pct=np.zeros(t.size)))
    bad = (ok[0], {**ok[1], "transposition": "nope"})
    want = solar.pv_ac_power_w_many([ok])[0]  # this machine's default path
    assert want.max() > 0
    real = solar.avx512_dispatch()
    # the child with this machine's AVX512 targets off (an unknown name where there are none:
    # numpy then switches nothing off, so the child computes what this process would)
    for off in ([], real or ["NOT_A_FEATURE_NAME"]):
        monkeypatch.setattr(solar, "avx512_dispatch", lambda off=off: off)
        with pytest.raises(ValueError, match="transposition") as info:
            solar.pv_ac_power_w_many([ok, bad])
        assert info.value.call_index == 1
        if off or not real:
            np.testing.assert_array_equal(solar.pv_ac_power_w_many([ok])[0], want)


def test_other_dtypes_keep_numpys_semantics():
    """float32 and integer powers are numpy's (its result types), not forced to float64."""
    x32 = np.linspace(0.1, 0.9, 50, dtype=np.float32)  # inside every domain
    for name in _FUNCS:
        got = getattr(_libm, name)(x32)
        assert got.dtype == np.float32
        np.testing.assert_array_equal(got, _FUNCS[name][1](x32))
    ints = np.arange(6)
    assert _libm.power(ints, 3).dtype == ints.dtype
    np.testing.assert_array_equal(_libm.power(ints, 3), ints ** 3)
    np.testing.assert_array_equal(_libm.power(ints, 0.5), ints ** 0.5)
    np.testing.assert_array_equal(_libm.exp(ints), [math.exp(v) for v in range(6)])
