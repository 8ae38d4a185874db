"""rl-ppo-v1's compiled epoch (``gridshift/rl/_kernels.py``) decides what its numpy/torch path
decides.

Once numba runs in the process, ``rl-ppo-v1`` writes the encoding straight into its actor's
float32 input row (:meth:`Encoding.encode_into`, kernel ``encode_epoch``), takes each slot's
greedy action from the logits where that is provably torch's ``argmax(softmax(lg -
logsumexp(lg)))`` (``greedy_slots``; torch's ops otherwise) and decodes through the mask
(``decode_epoch``); :meth:`Encoding.encode` (the environment's observations) uses the same
kernel. Checked here:

* the encoding, array for array and byte for byte, against the numpy code on every epoch of
  real runs and on those observations perturbed (NaN, +-inf, -0.0, values past the clip, SLOs
  on the latency boundary, overflow, other forecast widths and history layouts, zero-capacity
  pools), and where the kernel declines (other dtypes, indices out of range) the numpy path's
  result or error;
* ``greedy_slots`` against torch on random logits, near-ties at the margin included;
* ``decode_epoch`` against :meth:`Encoding.decode`;
* the per-job tables pinned in ``tests/policies/test_zoo_fast_paths.py`` (code before any fast
  path), on the compiled path, and with every epoch sent to torch's ops.
"""

from __future__ import annotations

import dataclasses
import pickle

import numpy as np
import pytest

pytest.importorskip("stable_baselines3", reason="the rl extra: pip install 'gridshift[rl]'")

import gridshift  # noqa: E402
from gridshift._jit import enabled  # noqa: E402
from gridshift.policies.api import Forecast, RunningJobs  # noqa: E402
from gridshift.rl import _kernels  # noqa: E402
from gridshift.rl.encoding import CLIP, Encoding  # noqa: E402

pytestmark = pytest.mark.skipif(not enabled(), reason="numba is not importable (or "
                                "GRIDSHIFT_JIT=0): the compiled path is not there to compare")

KEYS = ("jobs", "regions", "time", "action_mask")


def _same(a: dict, b: dict) -> None:
    assert a.keys() == b.keys()
    for k in a:
        assert a[k].dtype == b[k].dtype and a[k].shape == b[k].shape, k
        assert a[k].tobytes() == b[k].tobytes(), k


def _same_f8(e: Encoding, info, obs, allowed=None) -> bool:
    """The kernel's features before the float32 cast (float64 outputs) equal the numpy
    code's clipped float64 values byte for byte (a rounding that the cast would hide shows
    here); returns whether the kernel wrote them."""
    want = e._encode_numpy(info, obs, allowed, dtype=np.float64)
    out = tuple(np.empty_like(a) for a in want.values())
    ok = e.encode_into(info, obs, *out, allowed=allowed)
    if ok:
        _same(dict(zip(KEYS, out, strict=True)), want)
    return ok


_RUNS: dict[str, tuple] = {}


def _run(scenario: str, monkeypatch) -> tuple:
    """``(info, [pickled-and-restored observations], policy)`` of rl-ppo-v1 on ``scenario``
    (compiled path), checking at every epoch with jobs that :meth:`Encoding.encode` (kernel),
    with and without ``allowed``, and the policy's float32 views equal the numpy code."""
    if scenario in _RUNS:
        return _RUNS[scenario]
    from gridshift.policies.zoo.rl import PPOPolicy

    monkeypatch.setenv("GRIDSHIFT_JIT", "1")
    seen = {"epochs": 0, "kernel": 0}
    kept = []
    decide = PPOPolicy.decide
    encode_into = Encoding.encode_into

    def counting(self, *a, **k):
        ok = encode_into(self, *a, **k)
        seen["kernel"] += bool(ok)
        return ok

    def checked(self, obs):
        if len(obs.jobs):
            e, info = self._enc, self.info
            want = e._encode_numpy(info, obs)
            _same(e.encode(info, obs), want)
            _same(e.encode(info, obs, allowed=e.allowed(info, obs)), want)
            assert _same_f8(e, info, obs)
            d = decide(self, obs)  # the compiled epoch: its views hold this observation
            views = dict(zip(KEYS, self._fast.views, strict=True))
            for k in KEYS:
                np.testing.assert_array_equal(views[k], want[k].astype(np.float32))
                assert views[k].tobytes() == want[k].astype(np.float32).tobytes(), k
            seen["epochs"] += 1
            if seen["epochs"] % 3 == 1:
                kept.append(pickle.loads(pickle.dumps(obs)))
            return d
        return decide(self, obs)

    with monkeypatch.context() as m:
        m.setattr(PPOPolicy, "decide", checked)
        m.setattr(Encoding, "encode_into", counting)
        pol = gridshift.load_policy("rl-ppo")
        gridshift.simulate(gridshift.build_world(gridshift.load_scenario(scenario), 0), pol)
    assert pol._fast is not None
    assert seen["epochs"] > 50
    assert seen["kernel"] == 4 * seen["epochs"]  # encode twice, float64, decide: all compiled
    _RUNS[scenario] = (pol.info, kept, pol)
    return _RUNS[scenario]


@pytest.mark.parametrize("scenario", ["check-load-v1", "quickstart-v1"])
def test_compiled_encoding_equals_numpy_on_real_epochs(scenario, monkeypatch):
    info, kept, _ = _run(scenario, monkeypatch)
    assert len(kept) > 15


def _perturbed(rng: np.random.Generator, info, obs):
    """A variant of a real observation with the values the kernel must treat as numpy does."""
    R = info.n_regions
    j = obs.jobs
    N = len(j)
    n = int(rng.choice([1, 2, 15, 16, 17, N, N]))  # below, at and past M = 16
    idx = rng.choice(N, size=n, replace=n > N)
    cols = {f.name: getattr(j, f.name) for f in dataclasses.fields(j)}
    cols = {k: (None if v is None else np.array(v[idx])) for k, v in cols.items()}
    lat = np.asarray(info.latency_ms)
    slo = cols["latency_slo_ms"]
    pick = rng.random(n)
    dest = rng.integers(0, R, n)
    slo[pick < 0.3] = lat[cols["origin"], dest][pick < 0.3]  # exactly on the boundary
    slo[(pick >= 0.3) & (pick < 0.5)] = np.nan
    slo[(pick >= 0.5) & (pick < 0.6)] = rng.uniform(0, 300, n)[(pick >= 0.5) & (pick < 0.6)]
    cols["data_at"] = np.where(rng.random(n) < 0.4, rng.integers(0, R, n), cols["origin"])
    cols["gpu_type"] = rng.integers(-1, len(info.gpu_types), n)
    cols["gpus"] = rng.choice([1, 2, 8, 48, 100], n)
    cols["interruptible"] = rng.random(n) < 0.5
    t = float(obs.time_s)
    special = np.array([np.nan, np.inf, -np.inf, -0.0, 0.0, 1e300, -1e300, 5e6])
    for k in ("duration_s", "remaining_s", "data_gb", "checkpoint_s", "gpu_util"):
        v = cols[k]
        m = rng.random(n) < 0.15
        v[m] = rng.choice(special, int(m.sum()))
    cols["submit_s"] = np.where(rng.random(n) < 0.2, t, cols["submit_s"])  # zero wait
    cols["deadline_s"] = np.where(rng.random(n) < 0.2, t - 1e7, cols["deadline_s"])
    jobs = type(j)(**cols)

    def sig(v):
        v = np.array(v, dtype=np.float64)
        m = rng.random(v.shape) < 0.2
        v[m] = rng.choice(special, int(m.sum()))
        return v

    H = int(rng.choice([1, 3, 24, 96]))
    fc_c = None if rng.random() < 0.15 else sig(rng.uniform(-50, 2e5, (R, H)))
    fc_p = None if rng.random() < 0.15 else sig(rng.uniform(-100, 2e4, (R, H)))
    L = int(rng.choice([1, 2, 7, 96]))
    base = sig(rng.uniform(0, 900, (2 * L + 5, R)))
    layout = rng.integers(0, 3)
    hist = (base[2:2 + L].T if layout == 0 else  # F-ordered, as the simulator's
            np.ascontiguousarray(base[2:2 + L].T) if layout == 1 else base[:2 * L:2].T)
    run = obs.running
    started = rng.random(len(run)) < rng.random()
    running = RunningJobs(run.job_id, run.region, run.gpu_type, run.gpus, started,
                          run.interruptible, run.remaining_s, run.deadline_s)
    free = np.asarray(obs.free_gpus) - rng.integers(-3, 60, np.shape(obs.free_gpus))
    return dataclasses.replace(
        obs, jobs=jobs, running=running, carbon_gco2_per_kwh=sig(obs.carbon_gco2_per_kwh),
        price_usd_per_mwh=sig(obs.price_usd_per_mwh), temp_c=sig(obs.temp_c),
        pue=sig(obs.pue), free_gpus=free, queued_gpus=-free,
        history_carbon_gco2_per_kwh=hist,
        forecast=Forecast(carbon_gco2_per_kwh=fc_c, price_usd_per_mwh=fc_p),
        time_s=float(rng.choice([obs.time_s, 0.0, -0.0, 1e9])))


@pytest.mark.parametrize("scenario", ["check-load-v1", "quickstart-v1"])
def test_compiled_encoding_equals_numpy_on_perturbed_epochs(scenario, monkeypatch):
    info, kept, _ = _run(scenario, monkeypatch)
    monkeypatch.setenv("GRIDSHIFT_JIT", "1")
    rng = np.random.default_rng(5)
    infos = [info,  # a pool without GPUs, and a layout with fewer forecast points
             dataclasses.replace(info, capacity=np.where(np.arange(len(info.gpu_types)) == 0,
                                                         0, info.capacity))]
    encs = [Encoding(max_jobs=16, max_regions=16), Encoding(forecast_points=2,
                                                            forecast_stride=7),
            Encoding(max_jobs=4, overflow="defer"), Encoding(forecast_points=0)]
    kinds = {"kernel": 0}
    for _ in range(6):
        for obs in kept:
            o = _perturbed(rng, info, obs)
            for inf in infos:
                e = encs[int(rng.integers(len(encs)))]
                # numpy warns of inf - inf and of NaN in a sum (the kernel computes the same
                # values silently): the values are compared here, not the warnings
                with np.errstate(all="ignore"):
                    want = e._encode_numpy(inf, o)
                    out = tuple(np.empty_like(a) for a in want.values())
                    kinds["kernel"] += e.encode_into(inf, o, *out)
                    _same(dict(zip(KEYS, out, strict=True)), want)
                    _same(e.encode(inf, o), want)
                    _same(e.encode(inf, o, allowed=e.allowed(inf, o)), want)
                    # a caller's own mask (any bool [>= n, R]) is what the kernel writes
                    mine = rng.random((len(o.jobs), inf.n_regions)) < 0.5
                    _same(e.encode(inf, o, allowed=mine), e._encode_numpy(inf, o, mine))
                    assert _same_f8(e, inf, o) and _same_f8(e, inf, o, mine)
    assert kinds["kernel"] == 6 * len(kept) * len(infos)  # none declined


def test_history_sum_order_the_kernel_follows():
    """numpy's ``add.reduce(h, axis=1)`` of an F-ordered ``[R, L]`` history (the simulator's
    ``carbon[lo:row + 1].T``) adds each row left to right when ``R >= 2``: the kernel's
    sequential sum. (A C-ordered history, or one region, is summed pairwise: the kernel then
    takes numpy's mean.)"""
    rng = np.random.default_rng(8)
    for _ in range(300):
        R, L = int(rng.integers(2, 40)), int(rng.integers(1, 700))
        big = rng.standard_normal((L + 4, R)) * 10.0 ** rng.uniform(-3, 3, (L + 4, R))
        h = big[2:2 + L].T
        seq = h[:, 0].copy()
        for k in range(1, L):
            seq = seq + h[:, k]
        assert np.add.reduce(h, axis=1).tobytes() == seq.tobytes(), (R, L)
        assert h.mean(axis=1).tobytes() == (seq / L).tobytes()


def test_kernel_declines_what_numpy_treats_otherwise(monkeypatch):
    """Other dtypes, origins / kinds / GPU types out of range, shapes that would broadcast: the
    kernel returns False and :meth:`Encoding.encode` gives the numpy path's arrays or error."""
    info, kept, _ = _run("check-load-v1", monkeypatch)
    monkeypatch.setenv("GRIDSHIFT_JIT", "1")
    e = Encoding(max_jobs=16, max_regions=16)
    obs = kept[len(kept) // 2]
    j = obs.jobs
    R = info.n_regions
    variants = [
        dataclasses.replace(obs, jobs=dataclasses.replace(j, gpu_util=j.gpu_util.astype(
            np.float32))),
        dataclasses.replace(obs, jobs=dataclasses.replace(j, origin=j.origin.astype(np.int32))),
        dataclasses.replace(obs, jobs=dataclasses.replace(j, origin=j.origin - R)),  # wraps
        dataclasses.replace(obs, jobs=dataclasses.replace(j, origin=j.origin + R)),  # raises
        dataclasses.replace(obs, jobs=dataclasses.replace(j, kind=j.kind + 3)),
        dataclasses.replace(obs, jobs=dataclasses.replace(j, gpu_type=j.gpu_type + 5)),
        dataclasses.replace(obs, free_gpus=np.asarray(obs.free_gpus)[:1]),  # broadcasts
        dataclasses.replace(obs, carbon_gco2_per_kwh=np.asarray(obs.carbon_gco2_per_kwh,
                                                                dtype=">f8")),
        dataclasses.replace(obs, history_carbon_gco2_per_kwh=np.zeros((R, 0))),
    ]
    for o in variants:
        out = tuple(np.empty_like(a) for a in e._encode_numpy(info, kept[0]).values())
        assert not e.encode_into(info, o, *out)
        try:
            want = e._encode_numpy(info, o)
        except Exception as exc:  # noqa: BLE001 - the same error either way
            with pytest.raises(type(exc)):
                e.encode(info, o)
        else:
            _same(e.encode(info, o), want)
    # and with the compiled path off, the numpy path
    monkeypatch.setenv("GRIDSHIFT_JIT", "0")
    out = tuple(np.empty_like(a) for a in e._encode_numpy(info, kept[0]).values())
    assert not e.encode_into(info, kept[0], *out)


def _torch_greedy(lg: np.ndarray) -> np.ndarray:
    import torch

    t = torch.from_numpy(lg.reshape(1, *lg.shape))
    t = t - t.logsumexp(dim=-1, keepdim=True)
    return torch.argmax(torch.softmax(t, dim=-1), dim=-1).numpy().reshape(-1)


def test_greedy_slots_is_torchs_argmax_of_softmax():
    """Where ``greedy_slots`` answers, its action is torch's on every row; exact ties,
    near-ties below the margin and non-finite logits are left to torch; rows whose top two
    logits are just above the margin are answered and agree."""
    rng = np.random.default_rng(3)
    answered = declined = 0
    out = np.empty(16, dtype=np.int64)
    for case in range(4000):
        scale = float(rng.choice([1e-3, 0.1, 1.0, 30.0, 1e4]))
        lg = (rng.standard_normal((16, 17)) * scale).astype(np.float32)
        kind = case % 5
        rows = rng.random(16) < 0.3
        top = lg.argmax(axis=1)
        big = float(np.abs(lg.astype(np.float64)).max())
        delta = 3e-5 + 1e-6 * (2.0 * big + 8.0)
        for i in np.flatnonzero(rows):
            j = int(rng.integers(17))
            if j == top[i]:
                continue
            if kind == 1:  # an exact tie
                lg[i, j] = lg[i, top[i]]
            elif kind == 2:  # a few ulps apart
                lg[i, j] = np.nextafter(lg[i, top[i]], -np.inf, dtype=np.float32)
            elif kind == 3:  # at the margin, either side (largest magnitude unchanged)
                if abs(float(lg[i, top[i]])) < big:
                    gap = delta * float(rng.choice([0.999, 1.001, 1.1, 0.9]))
                    lg[i, j] = np.float32(float(lg[i, top[i]]) - gap)
        if kind == 4 and rng.random() < 0.5:
            lg[int(rng.integers(16)), int(rng.integers(17))] = rng.choice(
                [np.nan, np.inf, -np.inf])
        ok = _kernels.greedy_slots(lg, out)
        if ok:
            answered += 1
            assert np.isfinite(lg).all()
            assert out.tolist() == _torch_greedy(lg).tolist(), case
            srt = np.sort(lg.astype(np.float64), axis=1)
            big = float(np.abs(lg.astype(np.float64)).max())
            assert (srt[:, -1] - srt[:, -2] >= 3e-5 + 1e-6 * (2.0 * big + 8.0)).all()
        else:
            declined += 1
            s = np.sort(lg.astype(np.float64), axis=1)
            big = float(np.abs(lg.astype(np.float64)).max()) if np.isfinite(lg).all() else 0
            assert not np.isfinite(lg).all() or (
                s[:, -1] - s[:, -2] < 3e-5 + 1e-6 * (2.0 * big + 8.0)).any()
    assert answered > 800 and declined > 800


def test_decode_epoch_equals_decode(monkeypatch):
    info, kept, _ = _run("check-load-v1", monkeypatch)
    rng = np.random.default_rng(4)
    from gridshift.policies.api import DEFER

    for overflow in ("origin", "defer"):
        for M in (4, 16):
            e = Encoding(max_jobs=M, max_regions=16, overflow=overflow)
            for obs in kept:
                mask = e._encode_numpy(info, obs)["action_mask"].astype(np.float32)
                act = rng.integers(0, e.defer_action + 1, M)
                act[rng.random(M) < 0.3] = e.defer_action
                act[rng.random(M) < 0.2] = rng.integers(0, info.n_regions, M)[:1]
                want = e.decode(info, obs, act).region
                got = np.empty(len(obs.jobs), dtype=np.int64)
                _kernels.decode_epoch(act, mask, obs.jobs.origin, overflow == "origin", DEFER,
                                      got)
                assert got.tolist() == want.tolist()


def _pins():
    from tests.policies.test_zoo_fast_paths import PINS, _world

    return PINS, _world


@pytest.fixture(scope="module")
def _pin_datasets(tmp_path_factory):
    """The real-data pinned scenarios' datasets (hetero-gpu, the year), imported from the shared
    data folder as ``tests/policies/test_zoo_fast_paths.py`` imports them for itself: its
    module fixture is not in effect here, so without this these cases skipped whenever that
    module had not built their World first in the same process."""
    from tests.conftest import shared_cache
    from tests.policies.test_zoo_fast_paths import _DATASETS

    yield from shared_cache(tmp_path_factory, _DATASETS)


@pytest.mark.parametrize("scenario", ["check-load-v1", "quickstart-v1", "hetero-gpu",
                                      "global-16-year-3d"])
@pytest.mark.parametrize("torch_only", [False, True])
def test_pinned_tables_on_the_compiled_path(scenario, torch_only, monkeypatch, _pin_datasets):
    """The per-job tables pinned before any fast path, with the compiled epoch (and with every
    epoch's greedy step sent to torch's ops, the path near-ties take)."""
    PINS, world = _pins()
    monkeypatch.setenv("GRIDSHIFT_JIT", "1")
    from gridshift.policies.zoo.rl import PPOPolicy

    seen = {"fast": 0}
    act_fast = PPOPolicy._act_fast

    def counting(self, fast):
        seen["fast"] += 1
        if torch_only:
            fast = fast._replace(greedy_slots=lambda lg, out: False)
        return act_fast(self, fast)

    monkeypatch.setattr(PPOPolicy, "_act_fast", counting)
    res = gridshift.simulate(world(scenario), gridshift.load_policy("rl-ppo"))
    assert res.jobs_sha256() == PINS[(scenario, "rl-ppo-v1")]
    assert seen["fast"] > 50


def test_clip_bound_is_the_encodings():
    assert CLIP == 100.0  # the kernel is handed CLIP; the Box bounds of the env use it too
