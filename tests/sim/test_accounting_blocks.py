"""Accounting's per-segment sums taken in blocks give the same bytes as all at once.

``gridshift.sim.accounting.BLOCK_ROWS`` segments are costed at a time and added into the
per-job sums with ``numpy.add.at`` (:func:`~gridshift.sim.accounting._segment_sums_blocks`);
``BLOCK_ROWS = 0`` takes every segment at once with ``numpy.bincount`` (the reference,
:func:`~gridshift.sim.accounting._segment_sums_whole`). Both must give the same metrics (every
float to the bit) and the same per-job Parquet bytes, on runs with pauses and resumes
(a job's segments in different blocks), transfers, the drain with the window's idle share,
on-site PV and batteries, power limits, a marginal intensity, and no segments at all.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import hashlib
import math
import struct
import tomllib
from pathlib import Path

import numpy as np
import pytest

import gridshift
from gridshift.policies.api import Decision, Policy
from gridshift.scenario import parse_scenario
from gridshift.sim import accounting
from gridshift.sim.run import RunResult
from gridshift.sim.simulator import Simulator
from gridshift.sim.world import build_world

PKG = Path(gridshift.__file__).parent

#: (label, TOML file inside the package, days to cut it to or None, TOML appended)
CASES = [
    ("check-v1", "scenarios/check-v1.toml", None, ""),
    ("check-load-v1", "scenarios/check-load-v1.toml", None, ""),
    ("check-load-drain", "scenarios/check-load-v1.toml", None,
     "[simulation]\ndrain = true\nzero_data_wait = false\n"),
    ("quickstart-v1", "scenarios/quickstart-v1.toml", 1, ""),
    ("quickstart-v3", "scenarios/quickstart-v3.toml", 1, ""),  # drain, idle window, PV, battery
    ("weather-cooling-v1", "scenarios/weather-cooling-v1.toml", 1, ""),
    ("quickstart-v1-capping", "scenarios/quickstart-v1.toml", 1,
     "[levers]\npower_capping = true\n"),
]
POLICIES = ("local-now", "round-robin", "lowest-carbon-now", "interruptible-lowest-slots")
#: Block sizes: one segment, a small odd size (a job's segments straddle blocks), the default.
BLOCKS = (1, 7, 1 << 16)


def _world(rel: str, days: int | None, extra: str):
    path = PKG / rel
    raw = tomllib.loads(path.read_text() + ("\n" + extra if extra else ""))
    if days is not None:
        start = raw["start"]
        start = start if isinstance(start, dt.datetime) else dt.datetime.fromisoformat(start)
        raw["end"] = start + dt.timedelta(days=days)
        raw["id"] = f"{raw['id']}-{days}d"
    return build_world(parse_scenario(raw, str(path), base=path.parent))


def _float_bits(v):
    """A metric value with every float replaced by its IEEE bytes (NaN and -0.0 exact)."""
    if isinstance(v, float):
        return ("f", struct.pack("<d", v))
    if isinstance(v, dict):
        return {k: _float_bits(x) for k, x in v.items()}
    return v


def _account(world, sched, block: int, monkeypatch):
    # the numpy path (with numba warm in this process, GRIDSHIFT_JIT=auto would take the
    # compiled kernels, tests/sim/test_accounting_kernels.py, instead of the blocks)
    monkeypatch.setenv("GRIDSHIFT_JIT", "0")
    monkeypatch.setattr(accounting, "BLOCK_ROWS", block)
    metrics, table = accounting.account(world, sched)
    res = RunResult(world.scenario.id, "", "p", world.seed, metrics, table, sched, world)
    sha = hashlib.sha256(res.jobs_parquet_bytes()).hexdigest()
    return _float_bits(metrics), sha, table.schema


class _Capped(Policy):
    """Place every job at its origin now; every other step, cap every pool at 60 % of max."""

    id = "capped-local-v1"

    def reset(self, info):
        self.lo, self.hi = info.power_limit_min_w, info.power_limit_max_w
        self.shape = (len(info.regions), len(info.gpu_types))

    def decide(self, obs):
        cap = None
        if self.lo is not None and obs.step % 2 == 0:
            lim = np.clip(0.6 * self.hi, self.lo, self.hi)
            cap = np.broadcast_to(lim, self.shape).astype(np.float64)
        return Decision(region=obs.jobs.origin.astype(np.int64), power_cap_w=cap)


def _cases():
    for label, rel, days, extra in CASES:
        pols = ("capped",) if label.endswith("capping") else POLICIES
        for pol in pols:
            yield pytest.param(rel, days, extra, pol, id=f"{label}-{pol}")


@pytest.mark.parametrize(("rel", "days", "extra", "policy"), list(_cases()))
def test_blocks_give_the_whole_computation_bytes(rel, days, extra, policy, monkeypatch):
    world = _world(rel, days, extra)
    pol = _Capped() if policy == "capped" else gridshift.load_policy(policy)
    sched = Simulator(world, pol).run()
    assert sched.segments["job"].size > 0
    want = _account(world, sched, 0, monkeypatch)
    for block in BLOCKS:
        assert _account(world, sched, block, monkeypatch) == want, f"block {block}"


def test_blocks_straddle_jobs_with_several_segments(monkeypatch):
    # the case that needs add.at's order: a job's segments split over different blocks
    world = _world("scenarios/check-load-v1.toml", None, "")
    sched = Simulator(world, gridshift.load_policy("interruptible-lowest-slots")).run()
    n_seg = np.bincount(sched.segments["job"], minlength=len(world.jobs))
    assert (n_seg > 1).any()
    want = _account(world, sched, 0, monkeypatch)
    assert _account(world, sched, 2, monkeypatch) == want


def test_marginal_intensity_and_breakdown(monkeypatch):
    world = _world("scenarios/quickstart-v3.toml", 1, "")
    mci = world.carbon * 1.25
    mci[:, 1] = np.nan  # a zone without a marginal series falls back to the average
    world = dataclasses.replace(world, carbon_marginal=mci, solar=None)
    sched = Simulator(world, gridshift.load_policy("lowest-carbon-now")).run()
    want = _account(world, sched, 0, monkeypatch)
    assert "carbon_marginal_kg" in dict(want[0])
    for block in BLOCKS:
        assert _account(world, sched, block, monkeypatch) == want


class _Never(Policy):
    """Defers every job: a run with no segments and no transfers."""

    id = "never-v1"

    def decide(self, obs):
        return Decision(region=np.full(len(obs.jobs), -1, dtype=np.int64))


def test_no_segments_keeps_the_int64_zero_columns(monkeypatch):
    world = _world("scenarios/check-v1.toml", None, "")
    sched = Simulator(world, _Never()).run()
    assert sched.segments["job"].size == 0
    metrics, sha, schema = _account(world, sched, 1 << 16, monkeypatch)
    assert (metrics, sha, schema) == _account(world, sched, 0, monkeypatch)
    # what bincount of no segments gives (and the committed records hold): int64 zeros
    assert str(schema["energy_it_kwh"]) == "Int64"
    assert metrics["energy_it_kwh"] == ("f", struct.pack("<d", 0.0))
    assert not math.isnan(struct.unpack("<d", metrics["carbon_kg"][1])[0])


def _busy_gpus_reference(schedule, world):
    """accounting.busy_gpus before its temporaries were cut (the code as it was)."""
    s = schedule.segments
    T, R = world.n_steps, len(world.regions)
    step = float(world.step_s)
    out = np.zeros((T, R))
    if s["job"].size == 0:
        return out
    grid = step * np.arange(T + 1)
    for r in range(R):
        m = s["region"] == r
        if not m.any():
            continue
        a, b, g = s["start_s"][m], s["end_s"][m], s["gpus"][m].astype(float)
        ev_t = np.concatenate([a, b])
        ev_rate = np.concatenate([g, -g])
        order = np.argsort(ev_t, kind="stable")
        ev_t, ev_rate = ev_t[order], ev_rate[order]
        rate = np.cumsum(ev_rate)
        area = np.concatenate([[0.0], np.cumsum(rate[:-1] * np.diff(ev_t))])
        j = np.searchsorted(ev_t, grid, side="right") - 1
        val = np.where(j >= 0, area[np.maximum(j, 0)] + rate[np.maximum(j, 0)] *
                       (grid - ev_t[np.maximum(j, 0)]), 0.0)
        out[:, r] = np.diff(val) / step
    return out


@pytest.mark.parametrize("jit", ["0", "1"])
@pytest.mark.parametrize(("rel", "days", "policy"), [
    ("scenarios/check-load-v1.toml", None, "interruptible-lowest-slots"),
    ("scenarios/quickstart-v1.toml", 1, "lowest-carbon-now"),
    ("scenarios/quickstart-v3.toml", 1, "round-robin"),
])
def test_busy_gpus_is_the_reference_bit_for_bit(rel, days, policy, jit, monkeypatch):
    world = _world(rel, days, "")
    sched = Simulator(world, gridshift.load_policy(policy)).run()
    monkeypatch.setenv("GRIDSHIFT_JIT", jit)  # the numpy code, or the compiled kernel
    got = accounting.busy_gpus(sched, world)
    assert got.tobytes() == _busy_gpus_reference(sched, world).tobytes()
    assert got.any()  # something ran
