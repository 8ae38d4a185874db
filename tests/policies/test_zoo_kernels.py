"""The zoo's compiled kernels (``policies/zoo/_kernels.py``) decide what the numpy code decides.

``lowest-carbon-now-v1`` (``helpers.fill_regions_in_order``), ``lowest-price-now-v1`` and
``weighted-greedy-v1`` (``helpers.greedy_fill``), ``spatiotemporal-greedy-v1`` and
``deadline-safe-greedy-v1`` (``plan_cheapest``) take a compiled path when numba is on and their
numpy code under ``GRIDSHIFT_JIT=0``.  They keep their ids and versions, so:

* ``PINS``: ``jobs_sha256`` on five scenarios (seed 0), computed with the code before the
  kernels (commit 8a5ccb0; ``spatiotemporal-greedy-v1`` and ``rl-ppo-v1`` on the other four are
  pinned in ``test_zoo_fast_paths.py``), run here on the compiled path;
* the compiled and the numpy path give the same per-job table and policy state, also with
  NaN in the forecast (the planner hands those jobs back to numpy's rules);
* the compiled fills equal the numpy fills on random instances (ties, ``inf``, NaN, full pools);
* the kernels run inside the bubblewrap sandbox (a read-only install: compiled in memory).
"""

from __future__ import annotations

import datetime as dt
import tomllib
from pathlib import Path

import numpy as np
import pytest

import gridshift
from gridshift._jit import enabled
from gridshift.errors import DataError
from gridshift.policies import helpers
from gridshift.scenario import PACKAGE_PREFIX, parse_scenario
from gridshift.sim.run import simulate
from tests.conftest import shared_cache

pytestmark = pytest.mark.skipif(not enabled(), reason="numba is not importable (or "
                                "GRIDSHIFT_JIT=0): the compiled path is not there to compare")

_DATASETS = ["electricitymaps", "electricity-prices", "open-meteo", "egress-aws",
             "alibaba-gpu-2023"]


@pytest.fixture(scope="module", autouse=True)
def _dataset_cache(tmp_path_factory):
    """The real-data scenarios' datasets, from the shared data folder where it is present."""
    yield from shared_cache(tmp_path_factory, _DATASETS)


#: (scenario ref, days the window is cut to or None).
SCENARIOS = {
    "quickstart-v1": ("gridshift:scenarios/quickstart-v1.toml", None),
    "check-load-v1": ("gridshift:scenarios/check-load-v1.toml", None),
    "hetero-gpu": ("gridshift:benchmark/suites/gs-v2/hetero-gpu.toml", None),
    "us-spatial-4d": ("gridshift:benchmark/suites/gs-v2/us-spatial.toml", 4),
    "global-16-year-3d": ("gridshift:benchmark/suites/gs-v2/global-16-year.toml", 3),
}

#: jobs_sha256 with the code before the kernels (8a5ccb0), seed 0.
PINS = {
    ("quickstart-v1", "lowest-carbon-now-v1"):
        "fb7473c8b92ad3e61a047bb59666b8ffd7cd258d0c0e253b8a18671997c1b500",
    ("quickstart-v1", "lowest-price-now-v1"):
        "f13a3272c8b323ac2f7a54909737092c0ea569e000e7a9a196c4e797bcf2aa74",
    ("quickstart-v1", "weighted-greedy-v1"):
        "4c4dd3a96dcc4febfd4d1f457cc74284b2995c331a0553d8878ea7043596c3a2",
    ("quickstart-v1", "deadline-safe-greedy-v1"):
        "559c0fbf47f291fa8a544b0e50ac0199a934d276dcf20c25da3c534ac4fb2671",
    ("check-load-v1", "lowest-carbon-now-v1"):
        "55df8ae8a545331a20e15488536df798e84a3f65c4616a7202b77a37fd3edde1",
    ("check-load-v1", "lowest-price-now-v1"):
        "8499c8486e3a823f337adbb9b3aad245a5aeec591d5854a0224f4b89ef02d1d6",
    ("check-load-v1", "weighted-greedy-v1"):
        "d0825746aa5a5c61be95b03c223b93937a100b4a5eeebc033ec72524d60c4d80",
    ("check-load-v1", "deadline-safe-greedy-v1"):
        "59fa740958d50257735d5d4bf39b7488678195dc0074990a69778acd3049781b",
    ("hetero-gpu", "lowest-carbon-now-v1"):
        "addd88e86cf1c7e258091ae82a9e8bd01ee8e515cad9a88b3857f22848bdc4bc",
    ("hetero-gpu", "lowest-price-now-v1"):
        "e9fb4a59e502eeefc306a640c17780f9aec7c390171737a06622e00cf2b1ceca",
    ("hetero-gpu", "weighted-greedy-v1"):
        "97c7f760773e5d05e354607583e3df69b17c197855f715b396ef90ae9c151d45",
    ("hetero-gpu", "deadline-safe-greedy-v1"):
        "fa1c5af33f876551a43edee68246f815ee598760c74e59a44bf2745352a06d35",
    ("us-spatial-4d", "lowest-carbon-now-v1"):
        "3bb4f7da3dc35fb2d5dd71479f1a54fed1e545f161ede74c238f04104fcb93b6",
    ("us-spatial-4d", "lowest-price-now-v1"):
        "f0a32198e5733bcd1dd6c0e2483e5e3610ad57e53ffa6eedd38229f7bf20be19",
    ("us-spatial-4d", "weighted-greedy-v1"):
        "452fb9bd0d3ecc06df5f98788c84f9b11ce29814fd036aef02326d9f287a3729",
    ("us-spatial-4d", "spatiotemporal-greedy-v1"):
        "5ae86a5e82a0fdd2c9e3fb9de39bbc42c69390041127d811639ab057a8cfc565",
    ("us-spatial-4d", "deadline-safe-greedy-v1"):
        "f7fbd19bb371ae8764c30aae633086a56174a2b751e218b5dd90d3a4c5531336",
    ("global-16-year-3d", "lowest-carbon-now-v1"):
        "cedd736bb648d1304cae338d4f99c76030285e2799d7ade2def0f65198588e13",
    ("global-16-year-3d", "lowest-price-now-v1"):
        "90a27120524ec76fd7eaad8caacd48ab8e3c53ee5e425cb4d27d1505b736444e",
    ("global-16-year-3d", "weighted-greedy-v1"):
        "05492ddf67f6b60d463491795e993b3087f310855770bc8aee825e4b48f80385",
    ("global-16-year-3d", "deadline-safe-greedy-v1"):
        "78acaff048328f81564bb067bcbade025cbc7a90140e29a0b75bfc980187e58e",
}

KERNEL_POLICIES = ["lowest-carbon-now-v1", "lowest-price-now-v1", "weighted-greedy-v1",
                   "spatiotemporal-greedy-v1", "deadline-safe-greedy-v1",
                   "lowest-carbon-window-v1", "interruptible-lowest-slots-v1", "carbon-time-v1",
                   "carbon-threshold-v1"]

_WORLDS: dict[str, object] = {}


def _world(name: str):
    if name not in _WORLDS:
        ref, days = SCENARIOS[name]
        path = Path(gridshift.__file__).parent / ref[len(PACKAGE_PREFIX):]
        raw = tomllib.loads(path.read_text())
        if days is not None:  # the window cut to its first days, as perf/ cuts it
            start = raw["start"]
            end = start + dt.timedelta(days=days)
            raw["end"] = end if isinstance(start, dt.datetime) else end.isoformat()
            raw["id"] = f"{raw['id']}-{days:g}d"
        try:
            _WORLDS[name] = gridshift.build_world(
                parse_scenario(raw, str(path), base=path.parent), 0)
        except DataError as exc:  # real data not in the cache on this machine
            pytest.skip(f"{name} needs the dataset cache (`gridshift datasets import DIR`): "
                        f"{exc}")
    return _WORLDS[name]


@pytest.mark.parametrize(("scenario", "policy_id"), sorted(PINS))
def test_same_per_job_table_as_before_the_kernels(scenario, policy_id):
    got = simulate(_world(scenario), gridshift.load_policy(policy_id)).jobs_sha256()
    assert got == PINS[(scenario, policy_id)], (
        f"{policy_id} on {scenario} now schedules differently (jobs_sha256 {got})")


def _run(world, policy_id, monkeypatch, jit: str):
    monkeypatch.setenv("GRIDSHIFT_JIT", jit)
    pol = gridshift.load_policy(policy_id)
    res = simulate(world, pol)
    monkeypatch.delenv("GRIDSHIFT_JIT")
    return res.jobs_sha256(), pol.state()


@pytest.mark.parametrize("scenario", ["check-load-v1", "global-16-year-3d"])
@pytest.mark.parametrize("policy_id", KERNEL_POLICIES)
def test_compiled_and_numpy_paths_decide_alike(scenario, policy_id, monkeypatch):
    w = _world(scenario)
    compiled = _run(w, policy_id, monkeypatch, "1")
    numpy_ = _run(w, policy_id, monkeypatch, "0")
    assert compiled == numpy_


def test_the_planners_repair_and_fallback_paths_are_exercised(monkeypatch):
    """global-16-year's first three days have fallbacks (spatiotemporal) and repairs, some of
    them as-soon-as-possible (deadline-safe): the compiled planner's hand-backs to Python."""
    w = _world("global-16-year-3d")
    _, st = _run(w, "spatiotemporal-greedy-v1", monkeypatch, "1")
    assert st["planned"] > st["fallback_now"] > 0
    _, ds = _run(w, "deadline-safe-greedy-v1", monkeypatch, "1")
    assert ds["repairs"] > ds["asap_repairs"] > 0 and ds["fallback_now"] > 0


@pytest.mark.parametrize("policy_id", ["spatiotemporal-greedy-v1", "deadline-safe-greedy-v1"])
def test_nan_in_the_forecast_follows_numpys_rules(policy_id, monkeypatch):
    """A NaN cost (``argmin`` prefers it) is not decided by the kernel: such a job goes the
    numpy way, and the per-job table equals the numpy path's."""
    from gridshift.policies.zoo import _common, safe, spatiotemporal

    real = _common.forecast_carbon
    seen = {"nan": 0}

    def with_nan(obs):
        fc = real(obs).copy()
        if int(obs.step) % 5 == 0 and fc.shape[1] > 4:
            fc[1, 2:4] = np.nan  # region 1: some of its start slots cost NaN
            seen["nan"] += 1
        return fc

    monkeypatch.setattr(spatiotemporal, "forecast_carbon", with_nan)
    monkeypatch.setattr(safe, "forecast_carbon", with_nan)
    w = _world("check-load-v1")
    compiled = _run(w, policy_id, monkeypatch, "1")
    numpy_ = _run(w, policy_id, monkeypatch, "0")
    assert seen["nan"] > 10
    assert compiled == numpy_


def test_plan_kernel_hands_back_a_non_finite_cost():
    from gridshift.policies.zoo._kernels import DONE, NO_ROOM, NON_FINITE, plan_cheapest

    R, G, T = 2, 1, 10
    fc = np.array([[100.0, 200.0, 50.0, 80.0], [90.0, 90.0, 90.0, 90.0]])
    csum = np.concatenate([np.zeros((R, 1)), np.cumsum(fc, axis=1)], axis=1)
    L = np.full((1, R, G), 2, np.int64)
    hi = np.full((1, R, G), 2, np.int64)
    opt = np.ones((1, R, G), bool)
    a = np.full((1, R, G), 3.6e6)  # cost = mean forecast over the run [g]
    book = np.zeros((R, G, T), np.int64)
    cap = np.full((R, G), 1, np.int64)

    def call(csum_, book_, avail):
        plan = np.full(1, -1, np.int64)
        return plan_cheapest(0, 1, False, False, csum_, fc, a, np.zeros(1), L, hi, opt,
                             np.ones(1, np.int64), np.zeros(1, np.int64),
                             np.zeros(1, np.int64), book_, cap, cap, avail, 0, plan, plan.copy(),
                             plan.copy(), plan.copy(), False, np.empty(T + 1, np.int64), False,
                             opt, np.zeros((1, G)), 900.0)

    # means: region 0 (150, 125, 65), region 1 90 everywhere -> region 0, offset 2
    t, status, r, g, j, Lb, _, _ = call(csum, book, np.ones((R, G), np.int64))
    assert (status, r, g, j, Lb) == (DONE, 0, 0, 2, 2)
    # that slot booked full: the next cheapest with room is region 1, offset 0
    full = book.copy()
    full[0, 0, 3] = 1
    assert call(csum, full, np.ones((R, G), np.int64))[1:5] == (DONE, 1, 0, 0)
    # nothing free now and every later slot booked: no room
    full[:, 0, 1:] = 1
    assert call(csum, full, np.zeros((R, G), np.int64))[1] == NO_ROOM
    bad = csum.copy()
    bad[1, 3] = np.nan
    assert call(bad, book, np.ones((R, G), np.int64))[1] == NON_FINITE


def _random_case(rng, n, R, G):
    gpus = rng.integers(1, 9, n)
    cap = rng.integers(0, 17, (R, G))
    avail = np.minimum(rng.integers(-2, 17, (R, G)), cap).clip(0).astype(np.int64)
    gt = rng.integers(-1, G, n)
    type_ok = (gt[:, None] < 0) | (gt[:, None] == np.arange(G)[None, :])
    host = type_ok[:, None, :] & (cap[None, :, :] >= gpus[:, None, None])
    score = rng.choice([0.5, 1.0, 1.5, 2.0], (n, R))  # many ties
    score[rng.random((n, R)) < 0.1] = np.inf
    score[rng.random((n, R)) < 0.03] = np.nan
    allowed = rng.random((n, R)) < 0.8
    return _Jobs(gpus), avail, host, type_ok, score, allowed


class _Jobs:
    """The one column of the pending jobs the fills read."""

    def __init__(self, gpus: np.ndarray) -> None:
        self.gpus = gpus

    def __len__(self) -> int:
        return len(self.gpus)




def _both(fn, monkeypatch, avail, *args):
    out = []
    for jit in ("1", "0"):
        monkeypatch.setenv("GRIDSHIFT_JIT", jit)
        a = avail.copy()
        region, gtype = fn(*args, a)
        out.append((region, gtype, a))
    monkeypatch.delenv("GRIDSHIFT_JIT")
    return out


def test_compiled_fills_equal_the_numpy_fills_on_random_cases(monkeypatch):
    rng = np.random.default_rng(15)
    for case in range(300):
        n, R, G = int(rng.integers(0, 40)), int(rng.integers(1, 6)), int(rng.integers(1, 4))
        jobs, avail, host, type_ok, score, allowed = _random_case(rng, n, R, G)
        order = rng.permutation(R)
        got = _both(lambda a, j=jobs, o=order, al=allowed, t=type_ok:
                    helpers.fill_regions_in_order(o, j, a, al, t), monkeypatch, avail)
        got += _both(lambda a, j=jobs, s=score, h=host: helpers.greedy_fill(s, j, a, h),
                     monkeypatch, avail)
        for (c, p) in ((got[0], got[1]), (got[2], got[3])):
            for x, y in zip(c, p, strict=True):
                np.testing.assert_array_equal(x, y, err_msg=f"case {case}")
        assert (got[0][2] >= 0).all() and (got[2][2] >= 0).all()


def _window_case(rng, n, R, H):
    """Forecasts with ties, ``inf`` and NaN; runs from 0 to past the horizon; deadlines from
    already missed to past the horizon."""
    fc = rng.choice([50.0, 100.0, 120.0, 300.0], size=(R, H)) + rng.integers(0, 3, (R, H))
    fc[rng.random((R, H)) < 0.03] = np.inf
    fc[rng.random((R, H)) < 0.03] = np.nan
    region = rng.integers(0, R, n)
    steps = rng.integers(-1, H + 3, n)
    last = rng.integers(-3, H + 3, n)
    return fc, region, steps, last


def test_window_kernels_equal_numpys_on_random_cases(monkeypatch):
    """``window_starts_now`` (lowest-carbon-window, interruptible-lowest-slots), the window
    means (carbon-time), the lowest-slots rule and carbon-threshold's percentile rule decide as
    their numpy code: NaN and ``inf`` in the forecast, ties, runs longer than the horizon,
    deadlines already missed, percentiles 0..100."""
    from gridshift.policies.zoo._common import candidate_means, window_starts_now
    from gridshift.policies.zoo.temporal import CarbonThreshold, InterruptibleLowestSlots

    rng = np.random.default_rng(151)
    seen = {True: 0, False: 0}
    for case in range(400):
        n, R, H = int(rng.integers(0, 30)), int(rng.integers(1, 5)), int(rng.integers(1, 20))
        fc, region, steps, last = _window_case(rng, n, R, H)
        if case % 5 == 0:  # some cases without a non-finite value
            fc = np.nan_to_num(fc, nan=77.0, posinf=99.0)
        rows = []
        with np.errstate(invalid="ignore"):  # inf - inf in the cumulative sums: NaN means
            want = np.argmin(candidate_means(fc, region, steps, last), axis=1) == 0
            for jit in ("1", "0"):
                monkeypatch.setenv("GRIDSHIFT_JIT", jit)
                rows.append((window_starts_now(fc, region, steps, last),
                             InterruptibleLowestSlots._run_now(fc, region, steps, last),
                             candidate_means(fc, region, steps, last),
                             CarbonThreshold._go(fc, region, last, float(case % 101))))
        monkeypatch.delenv("GRIDSHIFT_JIT")
        for x, y in zip(rows[0][:2] + rows[0][3:], rows[1][:2] + rows[1][3:], strict=True):
            assert x.dtype == y.dtype == bool
            np.testing.assert_array_equal(x, y, err_msg=f"case {case}")
        np.testing.assert_array_equal(rows[0][2], rows[1][2], err_msg=f"case {case}")  # bits
        np.testing.assert_array_equal(rows[1][0], want, err_msg=f"case {case}")
        for v in rows[0][0]:
            seen[bool(v)] += 1
    assert min(seen.values()) > 500  # both answers occur often


def test_carbon_time_kernel_equals_numpys_on_random_cases(monkeypatch):
    """carbon-time-v1's choice (the stretch's power at the valid offsets only) is numpy's
    ``argmin(means * stretch ** alpha) == 0`` for ``alpha`` 0 to 3; a call with a run under
    1e-9 s takes numpy's rule; NaN and ``inf`` in the forecast follow ``argmin``'s rules."""
    from gridshift.policies.zoo._common import candidate_means
    from gridshift.policies.zoo.temporal import CarbonTime

    rng = np.random.default_rng(153)
    seen = {True: 0, False: 0}
    step = 900.0
    for case in range(400):
        n, R, H = int(rng.integers(0, 30)), int(rng.integers(1, 5)), int(rng.integers(1, 20))
        fc, region, _, last = _window_case(rng, n, R, H)
        if case % 3 == 0:
            fc = np.nan_to_num(fc, nan=77.0, posinf=99.0)
        run = rng.choice([0.5, 900.0, 2700.0, 3600.0 * 5, 3600.0 * 30], n)
        if case % 7 == 0 and n:  # a run under 1e-9 s: the numpy rule for the whole call
            run[0] = float(rng.choice([0.0, 1e-12]))
        L = np.ceil(run / step - 1e-9).astype(np.int64)
        alpha = float(rng.choice([0.0, 0.25, 1.0, 3.0]))
        with np.errstate(invalid="ignore"):
            means = candidate_means(fc, region, L, last)
            wait = np.arange(H)[None, :] * step
            want = np.argmin(means * ((wait + run[:, None]) / np.maximum(run[:, None], 1e-9))
                             ** alpha, axis=1) == 0
            got = []
            for jit in ("1", "0"):
                monkeypatch.setenv("GRIDSHIFT_JIT", jit)
                got.append(CarbonTime._now(fc, region, L, last, run, step, alpha))
        monkeypatch.delenv("GRIDSHIFT_JIT")
        for g in got:
            assert g.dtype == bool
            np.testing.assert_array_equal(g, want, err_msg=f"case {case}")
        for v in want:
            seen[bool(v)] += 1
    assert min(seen.values()) > 500


def test_home_and_run_kernel_equals_numpys_on_random_cases(monkeypatch):
    """The temporal policies' home region and run time: pools too small or of the wrong type
    everywhere, at home only, or nowhere; paused jobs (resume cost); NaN run times."""
    from types import SimpleNamespace

    from gridshift.policies.zoo.temporal import _home_and_run

    rng = np.random.default_rng(152)
    moved = 0
    for case in range(400):
        n, R, G = int(rng.integers(0, 25)), int(rng.integers(1, 6)), int(rng.integers(1, 4))
        cap = rng.choice([0, 2, 8, 16], size=(R, G))
        info = SimpleNamespace(capacity=cap, gpu_speed=rng.choice([0.5, 1.0, 2.3], size=G),
                               gpu_types=list(range(G)))
        dur = rng.choice([600.0, 3600.0, 7300.0], size=n)
        rem = np.where(rng.random(n) < 0.3, dur * rng.random(n), dur)
        rem[rng.random(n) < 0.05] = np.nan
        jobs = SimpleNamespace(gpu_type=rng.integers(-1, G, n), gpus=rng.choice([1, 4, 9, 32], n),
                               data_at=rng.integers(0, R, n), remaining_s=rem, duration_s=dur,
                               checkpoint_s=rng.choice([0.0, 60.0, 300.0], n))
        jobs = _Sized(jobs, n)
        got = []
        for jit in ("1", "0"):
            monkeypatch.setenv("GRIDSHIFT_JIT", jit)
            got.append(_home_and_run(info, jobs))
        monkeypatch.delenv("GRIDSHIFT_JIT")
        for x, y in zip(got[0], got[1], strict=True):
            assert x.dtype == y.dtype
            np.testing.assert_array_equal(x, y, err_msg=f"case {case}")
        moved += int((got[1][0] != jobs.data_at).sum())
    assert moved > 100  # the "no host at home" branch is exercised


class _Sized:
    """A namespace of job columns with ``len()``."""

    def __init__(self, ns, n: int) -> None:
        self.__dict__.update(vars(ns))
        self._n = n

    def __len__(self) -> int:
        return self._n


@pytest.mark.parametrize("pid", ["lowest-carbon-now", "weighted-greedy", "spatiotemporal-greedy",
                                 "deadline-safe-greedy"])
def test_kernels_run_inside_the_sandbox(pid, monkeypatch):
    from gridshift import build_world, load_policy, load_scenario
    from gridshift.policies.isolation import IsolatedPolicy

    # a sandboxed process never has numba started, so `auto` would keep it on the numpy
    # path: force the kernels (the switch is passed into the policy's environment)
    monkeypatch.setenv("GRIDSHIFT_JIT", "1")

    w = build_world(load_scenario("check-load-v1"))
    inproc = simulate(w, load_policy(pid))
    with IsolatedPolicy(pid, time_budget_s=120) as pol:
        iso = simulate(w, pol)
    assert iso.metrics == inproc.metrics
    assert iso.jobs_sha256() == inproc.jobs_sha256()


@pytest.mark.parametrize("dtype", [np.float64, np.float32])
@pytest.mark.parametrize("nan", [0.0, 1e9])
def test_nan_to_num_equals_numpys(dtype, nan):
    """The one fast ``nan_to_num`` (policies/helpers.py; the zoo and rl-ppo's encoding)."""
    from gridshift.policies.helpers import nan_to_num

    rng = np.random.default_rng(7)
    for case in range(100):
        x = (rng.normal(size=int(rng.integers(0, 20))) * 100).astype(dtype)
        u = rng.random(x.shape)
        x[u < 0.3] = np.nan
        if case % 4 == 0:
            x[u > 0.9] = np.inf if case % 8 == 0 else -np.inf
        got, want = nan_to_num(x, nan=nan), np.nan_to_num(x, nan=nan)
        assert got.dtype == want.dtype
        np.testing.assert_array_equal(got, want)
        assert got is not x  # a fresh array: the caller's (or the Observation's) is untouched
    ints = np.arange(5)
    np.testing.assert_array_equal(nan_to_num(ints, nan=nan), np.nan_to_num(ints, nan=nan))


def test_score_kernels_equal_numpys_on_random_cases(monkeypatch):
    """weighted-greedy-v1's scores (its means' sums in numpy's pairwise order, fewer and more
    than 8 regions) and lowest-price-now-v1's money are the same floats from their kernels,
    with NaN and negative prices, zero weights, pools that cannot host and latency limits."""
    from types import SimpleNamespace

    from gridshift.policies.helpers import host_mask
    from gridshift.policies.zoo.spatial import LowestPriceNow
    from gridshift.policies.zoo.spatiotemporal import WeightedGreedy

    rng = np.random.default_rng(154)
    finite = 0
    for case in range(300):
        n, R, G = int(rng.integers(0, 25)), int(rng.integers(1, 21)), int(rng.integers(1, 4))
        info = SimpleNamespace(
            n_regions=R, gpu_types=list(range(G)), capacity=rng.choice([0, 4, 16], (R, G)),
            gpu_speed=rng.choice([0.5, 1.0, 2.3], G), gpu_idle_w=rng.uniform(30, 90, G),
            gpu_max_w=rng.uniform(300, 700, G), latency_ms=rng.uniform(0, 150, (R, R)),
            transfer_kwh_per_gb=float(rng.uniform(0.001, 0.06)),
            egress_usd_per_gb=rng.uniform(0, 0.12, (R, R)), wue_l_per_kwh=rng.uniform(0, 3, R))
        dur = rng.choice([600.0, 3600.0, 7300.0], n)
        jobs = _Sized(SimpleNamespace(
            gpu_type=rng.integers(-1, G, n), gpus=rng.choice([1, 2, 8], n),
            latency_slo_ms=np.where(rng.random(n) < 0.3, rng.uniform(10, 120, n), np.nan),
            origin=rng.integers(0, R, n), data_at=rng.integers(0, R, n),
            gpu_util=rng.uniform(0.2, 1.0, n), remaining_s=dur * rng.uniform(0.2, 1.0, n),
            duration_s=dur, checkpoint_s=rng.choice([0.0, 60.0], n),
            data_gb=rng.choice([0.0, 5.0, 120.0], n)), n)
        price = rng.uniform(-20, 300, R)
        price[rng.random(R) < 0.2] = np.nan
        obs = SimpleNamespace(jobs=jobs, carbon_gco2_per_kwh=rng.uniform(0, 800, R),
                              price_usd_per_mwh=price, pue=rng.uniform(1.05, 1.6, R))
        weights = tuple(float(w) for w in rng.choice([0.0, 0.5, 1.0, 2.0], 3))
        host = host_mask(info, jobs)
        got = []
        for jit in ("1", "0"):
            monkeypatch.setenv("GRIDSHIFT_JIT", jit)
            got.append(WeightedGreedy._scores(info, obs, host, weights))
            got.append(LowestPriceNow._scores(info, obs, host))
        monkeypatch.delenv("GRIDSHIFT_JIT")
        for c, p in ((got[0], got[2]), (got[1], got[3])):
            assert c.dtype == p.dtype == np.float64
            np.testing.assert_array_equal(c, p, err_msg=f"case {case}")
            assert (c.view(np.int64) == p.view(np.int64)).all()  # bits, -0.0 too
            finite += int(np.isfinite(p).sum())
    assert finite > 5000


def _lcn_case(rng, n, R, G):
    """An Observation for ``lowest-carbon-now-v1``: queued beyond free, carbon ties and NaN,
    latency ties, NaN and ``inf``, SLOs (NaN = none) at, below and above the latencies."""
    from types import SimpleNamespace

    from gridshift.policies.api import Observation, PendingJobs, RunningJobs

    free = rng.integers(0, 12, (R, G)).astype(np.int64)
    queued = rng.integers(0, 6, (R, G)).astype(np.int64)
    lat = rng.choice([0.0, 5.0, 20.0, 80.0], (R, R))
    lat[rng.random((R, R)) < 0.05] = np.nan
    lat[rng.random((R, R)) < 0.05] = np.inf  # reachable only without an SLO
    slo = rng.choice([np.nan, 5.0, 20.0, 50.0], n)
    i64 = np.int64
    cols = dict(job_id=np.arange(n), origin=rng.integers(0, R, n).astype(np.int32),
                data_at=rng.integers(0, R, n), kind=np.zeros(n, np.int8),
                gpus=rng.integers(1, 9, n).astype(np.int16),
                gpu_type=rng.integers(-1, G, n).astype(np.int8),
                duration_s=np.ones(n), remaining_s=np.ones(n), gpu_util=np.ones(n),
                data_gb=np.zeros(n), submit_s=np.zeros(n), deadline_s=np.ones(n),
                interruptible=np.zeros(n, bool), checkpoint_s=np.zeros(n), latency_slo_ms=slo)
    empty = np.empty(0, i64)
    running = RunningJobs(empty, empty, empty, empty, np.empty(0, bool), np.empty(0, bool),
                          np.empty(0), np.empty(0))
    carbon = rng.choice([100.0, 200.0, 300.0], R)
    carbon[rng.random(R) < 0.1] = np.nan
    z = np.zeros(R)
    obs = Observation(step=0, time_s=0.0, jobs=PendingJobs(**cols), running=running,
                      free_gpus=free, queued_gpus=queued, carbon_gco2_per_kwh=carbon,
                      price_usd_per_mwh=z, temp_c=z, pue=z + 1.0,
                      history_carbon_gco2_per_kwh=carbon[:, None])
    info = SimpleNamespace(latency_ms=lat, gpu_types=[f"t{g}" for g in range(G)])
    return obs, info


def test_stable_argsort_equals_numpys_stable_argsort():
    """``stable_argsort`` (lowest-carbon-now's region order, inside its kernel) against
    ``np.argsort(kind="stable")``: ties, NaNs, signed zeros and infinities."""
    from gridshift.policies.zoo._kernels import stable_argsort

    rng = np.random.default_rng(77)
    values = np.array([np.nan, -np.inf, np.inf, -0.0, 0.0, 1.5, 300.0, 300.0, 12.25])
    for case in range(2000):
        x = rng.choice(values, int(rng.integers(0, 12)))
        if case % 3 == 0:
            x = rng.normal(300.0, 80.0, x.size).round(0)  # near-equal real intensities
        order = np.full(x.size, -7, dtype=np.int64)
        stable_argsort(x, order)
        np.testing.assert_array_equal(order, np.argsort(x, kind="stable"), err_msg=str(x))


def test_lowest_carbon_now_kernel_equals_numpys_on_random_cases(monkeypatch):
    """``lowest_carbon_fill`` (``lowest_carbon_masks`` then ``fill_in_order``, the compiled
    decision) against the numpy rule."""
    from gridshift.policies.zoo.baselines import LowestCarbonNow

    rng = np.random.default_rng(1515)
    placed_any = fallback_any = 0
    for case in range(400):
        n, R, G = int(rng.integers(0, 40)), int(rng.integers(1, 7)), int(rng.integers(1, 4))
        obs, info = _lcn_case(rng, n, R, G)
        out = []
        for jit in ("1", "0"):
            monkeypatch.setenv("GRIDSHIFT_JIT", jit)
            pol = LowestCarbonNow()
            pol.info = info
            dec = pol.decide(obs)
            out.append((dec.region, dec.gpu_type))
        for x, y in zip(*out, strict=True):
            assert x.dtype == y.dtype == np.int64
            np.testing.assert_array_equal(x, y, err_msg=f"case {case}")
        placed_any += int((out[1][1] >= 0).sum())
        fallback_any += int((out[1][0] == obs.jobs.origin).sum())
    monkeypatch.delenv("GRIDSHIFT_JIT")
    assert placed_any > 1000 and fallback_any > 1000  # both branches are exercised


def test_planner_arrays_kernel_equals_numpys_on_random_cases():
    """``deadline-safe-greedy-v1``'s per-job arrays from one compiled pass
    (``_kernels.planner_arrays``) equal ``host_mask & latency_ok``, ``it_power_w``, ``run_s``
    and ``_prep`` (``_reach``) float for float: SLOs (NaN = none), required types, pools too
    small, paused jobs, past deadlines, a short horizon and book; NaN run times, no deadline
    (``inf``) and transfers too long for ``int64`` are declined (the numpy path's)."""
    from functools import partial
    from types import SimpleNamespace

    from gridshift.policies.api import PolicyInfo
    from gridshift.policies.helpers import host_mask, latency_ok
    from gridshift.policies.zoo._common import (
        it_power_w,
        planner_arrays_of,
        planner_statics,
        run_s,
    )
    from gridshift.policies.zoo._kernels import planner_arrays
    from gridshift.policies.zoo.safe import DeadlineSafeGreedy

    rng = np.random.default_rng(153)
    done = declined = 0
    for case in range(500):
        N, R, G = int(rng.integers(1, 30)), int(rng.integers(1, 6)), int(rng.integers(1, 4))
        lat = rng.choice([0.0, 5.0, 40.0, 180.0], size=(R, R))
        np.fill_diagonal(lat, 0.0)
        idle = rng.choice([50.0, 70.5, 90.0], size=G)
        info = SimpleNamespace(
            capacity=rng.choice([0, 2, 8, 16], size=(R, G)), latency_ms=lat, gpu_idle_w=idle,
            gpu_max_w=idle + rng.choice([200.0, 330.3, 650.0], size=G),
            gpu_speed=rng.choice([0.5, 1.0, 2.3], size=G), gpu_types=list(range(G)),
            pue_nominal=rng.uniform(1.05, 1.6, R), bandwidth_gbps=float(rng.choice([1.0, 10.0])),
            transfer_kwh_per_gb=float(rng.choice([0.0, 0.0065, 0.06])),
            step_s=int(rng.choice([300, 900, 3600])))
        info.transfer_s = partial(PolicyInfo.transfer_s, info)  # the simulator's rule
        dur = rng.choice([600.0, 3600.0, 7300.0, 86400.0], size=N)
        rem = np.where(rng.random(N) < 0.3, dur * rng.random(N), dur)
        now = float(rng.choice([0.0, 7200.0, 1.7e9]))
        dl = now + rng.uniform(-3600.0, 4 * 86400.0, N)
        data = rng.choice([0.0, 0.5, 30.0, 2000.0], size=N)
        odd = int(rng.integers(0, 8))  # an eighth of the cases carry values numpy keeps
        if odd == 0:
            rem[rng.integers(0, N)] = np.nan
        elif odd == 1:
            dl[rng.integers(0, N)] = np.inf
        elif odd == 2:
            data[rng.integers(0, N)] = 1e30
        jobs = SimpleNamespace(
            job_id=rng.permutation(10 * N)[:N].astype(np.int64), gpu_type=rng.integers(-1, G, N),
            gpus=rng.choice([1, 2, 8, 9, 32], N), origin=rng.integers(0, R, N),
            data_at=rng.integers(0, R, N), latency_slo_ms=np.where(
                rng.random(N) < 0.5, np.nan, rng.choice([5.0, 40.0, 50.0, 200.0], N)),
            gpu_util=rng.uniform(0.2, 1.0, N), remaining_s=rem, duration_s=dur,
            checkpoint_s=rng.choice([0.0, 60.0, 300.0], N), data_gb=data, deadline_s=dl)
        H = int(rng.choice([1, 4, 96]))
        book_len = int(rng.choice([3, 50, 400]))
        rows = np.sort(rng.choice(N, size=int(rng.integers(1, N + 1)), replace=False))
        fc = np.ones((R, H))
        obs = SimpleNamespace(jobs=jobs, time_s=now, step=1)
        pol = DeadlineSafeGreedy()
        pol.info = info
        pol._book = np.zeros((R, G, book_len), np.int64)
        pol._k_info, ok = planner_statics(info)
        assert ok
        got = planner_arrays_of(obs, info, rows, True, pol._k_info, H, book_len - 1)
        if odd <= 2 and got is None:
            declined += 1
            continue
        assert got is not None, f"case {case}: declined without a reason"
        ctx = (fc, None, host_mask(info, jobs) & latency_ok(info, jobs)[:, :, None],
               it_power_w(info, jobs), run_s(info, jobs), None)
        want = (*ctx[2:5], pol._prep(obs, rows, ctx))
        for x, y in zip((*got[:3], *got[3]), (*want[:3], *want[3]), strict=True):
            assert x.dtype == y.dtype and x.shape == y.shape, f"case {case}"
            np.testing.assert_array_equal(x, y, err_msg=f"case {case}")
        # every=False (spatiotemporal-greedy-v1): the first three over the arrivals only
        own = planner_arrays(
            jobs.gpu_type, jobs.gpus, jobs.origin, jobs.latency_slo_ms, jobs.gpu_util, rem, dur,
            jobs.checkpoint_s, jobs.data_at, data, dl, jobs.job_id, rows, False,
            *pol._k_info, now, float(info.step_s), H, book_len - 1)
        assert own[0]
        for x, y in zip(own[1:], (*(w[rows] for w in want[:3]), *want[3][2:5], *want[3][:2],
                                  *want[3][5:]), strict=True):
            np.testing.assert_array_equal(x, y, err_msg=f"case {case}")
        done += 1
    assert done > 350 and declined > 40


def test_window_csum_kernel_equals_numpys_cumsum(monkeypatch):
    """``window_csum`` compiled (``_kernels.row_csum``) gives numpy's bytes: -0.0 first, NaN,
    infinities, no or one lead; other dtypes keep numpy's expression."""
    from gridshift.policies.zoo._common import window_csum

    rng = np.random.default_rng(154)
    cases = [np.full((3, 4), -0.0), np.zeros((2, 0)), np.array([[np.inf, -np.inf, 1.0]]),
             rng.uniform(0, 800, (16, 97)).astype(np.float32)]
    for _ in range(200):
        x = rng.choice([-0.0, 0.1, 0.2, 1e16, -3.3, np.nan, np.inf, 123.456],
                       size=(int(rng.integers(1, 6)), int(rng.integers(0, 40))))
        cases.append(x * rng.uniform(0.5, 2.0, x.shape) if rng.random() < 0.5 else x)
    for x in cases:
        got = []
        for jit in ("1", "0"):
            monkeypatch.setenv("GRIDSHIFT_JIT", jit)
            with np.errstate(invalid="ignore", over="ignore"):  # inf - inf, 1e16 sums
                got.append(window_csum(x))
        assert got[0].dtype == got[1].dtype and got[0].shape == got[1].shape
        assert got[0].tobytes() == got[1].tobytes()


def test_planners_decide_steps_equal_numpys_on_random_cases(monkeypatch):
    """The planners' first and last steps of ``decide`` compiled (``plan_new_rows``,
    ``plan_due``) do what numpy's do: the plan arrays grown to the largest pending id, the
    unplanned rows, the due jobs sent to their plan (required types kept) and taken off it."""
    from gridshift.policies.zoo._common import plan_back, plan_front
    from gridshift.policies.zoo.spatiotemporal import SpatioTemporalGreedy

    rng = np.random.default_rng(155)
    grown = 0
    for case in range(300):
        m0 = int(rng.choice([0, 5, 64, 200]))
        n = int(rng.integers(1, 60))
        jid = rng.permutation(int(m0 * 1.5) + n)[:n].astype(np.int64)
        if case % 4 == 0:  # the largest id just past the plan arrays (they grow by one)
            jid = np.append(rng.permutation(m0)[:n - 1], m0).astype(np.int64)
            n = jid.size
        plan = (rng.integers(-1, 12, m0), rng.integers(0, 5, m0), rng.integers(0, 3, m0))
        gpu_type = rng.integers(-1, 3, n)
        k = int(rng.integers(0, 12))
        got = []
        for jit in ("1", "0"):
            monkeypatch.setenv("GRIDSHIFT_JIT", jit)
            pol = SpatioTemporalGreedy()
            pol._plan_step, pol._plan_region, pol._plan_type = (a.copy() for a in plan)
            new = plan_front(pol, jid)
            size = pol._plan_step.size
            pol._plan_step[jid[new]] = rng.integers(0, 12, new.size) if jit == "1" else \
                got[0][-1]  # the same plan for the new jobs on both paths
            steps = pol._plan_step[jid[new]].copy()
            region, gtype = plan_back(pol, jid, gpu_type, k)
            got.append((new, size, region, gtype, pol._plan_step.copy(), steps))
        monkeypatch.delenv("GRIDSHIFT_JIT")
        for x, y in zip(got[0][:5], got[1][:5], strict=True):
            np.testing.assert_array_equal(x, y, err_msg=f"case {case}")
            assert np.asarray(x).dtype == np.asarray(y).dtype, f"case {case}"
        grown += got[0][1] > m0
    assert grown > 50
    # an id past the plan arrays: no rows read (the caller grows them and asks again)
    from gridshift.policies.zoo._kernels import plan_new_rows

    mx, rows = plan_new_rows(np.array([0, 3], dtype=np.int64), np.full(3, -1, dtype=np.int64))
    assert mx == 3 and rows.size == 0


@pytest.mark.parametrize(("policy_id", "module"), [
    ("spatiotemporal-greedy-v1", "spatiotemporal"), ("deadline-safe-greedy-v1", "safe")])
def test_planners_numpy_set_up_behind_the_kernels_decides_alike(policy_id, module, monkeypatch):
    """With ``planner_arrays`` ruled out (as for a zero GPU speed), the compiled planners take
    their numpy set-up inside the compiled path and decide what the numpy path decides."""
    import importlib

    from gridshift.policies.zoo._common import planner_statics

    w = _world("check-load-v1")
    numpy_ = _run(w, policy_id, monkeypatch, "0")
    mod = importlib.import_module(f"gridshift.policies.zoo.{module}")
    calls = []

    def ruled_out(info):
        calls.append(1)
        return planner_statics(info)[0], False

    monkeypatch.setattr(mod, "planner_statics", ruled_out)
    assert _run(w, policy_id, monkeypatch, "1") == numpy_
    assert calls
