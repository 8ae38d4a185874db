"""Worlds of one scenario's seeds share the arrays the seed does not change, and nothing else.

:func:`gridshift.sim.world.share_arrays` replaces an array of a new World by another World's
array only where dtype, shape and every byte agree; the sweep's per-process cache
(``records.get_world``) uses it across seeds and bounds its Worlds by bytes. A run on a World
with shared arrays gives the same bytes as on the World as built.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
from pathlib import Path

import numpy as np
import pytest

from gridshift import load_policy
from gridshift.benchmark import records
from gridshift.scenario import load_scenario
from gridshift.sim.run import simulate
from gridshift.sim.world import World, build_world, freeze_world, share_arrays, world_nbytes


def _arrays(world: World) -> dict[str, np.ndarray]:
    out = {}
    for obj in (world, world.jobs):
        for f in dataclasses.fields(obj):
            v = getattr(obj, f.name)
            if isinstance(v, np.ndarray):
                out[f"{type(obj).__name__}.{f.name}"] = v
    return out


def _file_signals_scenario(tmp_path):
    """Two zones, two days of hourly file signals (seed-free), synthetic jobs (seeded)."""
    rows = ["region,time,carbon_gco2_per_kwh,price_usd_per_mwh,temp_c,rel_humidity_pct"]
    t0 = dt.datetime(2023, 7, 31, tzinfo=dt.UTC)
    for z, base in (("US-CAL-CISO", 200.0), ("DE-LU", 350.0)):
        for h in range(72):
            t = (t0 + dt.timedelta(hours=h)).strftime("%Y-%m-%dT%H:%M:%SZ")
            rows.append(f"{z},{t},{base + 40 * np.sin(h / 3.8):.6f},{50 + h % 7},"
                        f"{20 + h % 5},{40 + h % 11}")
    (tmp_path / "signals.csv").write_text("\n".join(rows) + "\n")
    text = (Path(__file__).parents[1] / "benchmark" / "fixtures" / "tiny-suite"
            / "tiny-a.toml").read_text()
    text = text.replace('[signals]\nsource = "synthetic"', '[signals]\nsource = "signals.csv"')
    text = text.replace('horizon_h = 12', 'horizon_h = 12\nhistory_h = 12')
    p = tmp_path / "file-signals.toml"
    p.write_text(text)
    return p


def test_share_arrays_shares_exactly_the_equal_arrays(tmp_path):
    sc = load_scenario(_file_signals_scenario(tmp_path))
    a = freeze_world(build_world(sc, 1))
    b_built = build_world(sc, 2)
    b, n = share_arrays(b_built, [a])
    assert n > 0
    for name, v in _arrays(b).items():
        u, orig = _arrays(a)[name], _arrays(b_built)[name]
        same = u.dtype == orig.dtype and u.shape == orig.shape and \
            u.tobytes() == orig.tobytes()
        assert (v is u) == same, name  # shared where (and only where) byte-equal
        assert v.dtype == orig.dtype and v.tobytes() == orig.tobytes(), name
    # the file signals and everything derived from them are seed-free; the jobs are not
    for name in ("World.carbon", "World.price", "World.pue", "World.wue", "World.capacity"):
        assert _arrays(b)[name] is _arrays(a)[name], name
    assert _arrays(b)["JobTable.submit_s"] is not _arrays(a)["JobTable.submit_s"]
    assert n == sum(v.nbytes for k, v in _arrays(b).items() if v is _arrays(a)[k])
    # counted once in a cache bound
    assert world_nbytes(a, b) == world_nbytes(a) + world_nbytes(b) - n


def test_nothing_is_shared_between_different_arrays():
    sc = load_scenario("check-v1")  # synthetic signals and jobs: both depend on the seed
    a = freeze_world(build_world(sc, 0))
    b_built = build_world(sc, 1)
    b, n = share_arrays(b_built, [a])
    for name, v in _arrays(b).items():
        if v is _arrays(a)[name]:
            assert v.tobytes() == _arrays(b_built)[name].tobytes(), name
    assert _arrays(b)["World.carbon"] is not _arrays(a)["World.carbon"]
    same_world, zero = share_arrays(b_built, [])
    assert same_world is b_built and zero == 0


def test_a_run_on_shared_arrays_gives_the_same_bytes(tmp_path):
    sc = load_scenario(_file_signals_scenario(tmp_path))
    a = freeze_world(build_world(sc, 1))
    b, n = share_arrays(build_world(sc, 2), [a])
    assert n > 0
    b = freeze_world(b)
    for pol in ("local-now", "lowest-carbon-now", "carbon-time"):
        plain = simulate(build_world(sc, 2), load_policy(pol))
        shared = simulate(b, load_policy(pol))
        assert shared.metrics == plain.metrics, pol
        assert shared.jobs_sha256() == plain.jobs_sha256(), pol


@pytest.fixture
def fresh_cache(monkeypatch):
    monkeypatch.setattr(records, "_WORLDS", type(records._WORLDS)())


def test_the_sweep_cache_shares_across_seeds_and_stays_read_only(fresh_cache, tmp_path):
    ref = str(_file_signals_scenario(tmp_path))
    w0 = records.get_world(ref, 0)
    w1 = records.get_world(ref, 1)
    assert w1 is not w0 and w1.seed == 1
    assert w1.carbon is w0.carbon and w1.pue is w0.pue
    assert w1.jobs.submit_s is not w0.jobs.submit_s
    for name, v in _arrays(w1).items():
        assert not v.flags.writeable, name
    with pytest.raises(ValueError, match="read-only"):
        w1.carbon[0, 0] = 0.0
    assert records.get_world(ref, 1) is w1


def test_the_sweep_cache_is_bounded_by_bytes(fresh_cache, monkeypatch):
    w0 = records.get_world("check-v1", 0)
    one = world_nbytes(w0)
    monkeypatch.setenv("GRIDSHIFT_WORLD_CACHE_MIB", str(1.5 * one / 2**20))
    records.get_world("check-v1", 1)
    assert len(records._WORLDS) == 1  # only the newest fits and next(iter(records._WORLDS))[1] == 1
    monkeypatch.setenv("GRIDSHIFT_WORLD_CACHE_MIB", "0")  # the World in use always stays
    w2 = records.get_world("check-v1", 2)
    assert list(records._WORLDS.values()) == [w2]
    monkeypatch.delenv("GRIDSHIFT_WORLD_CACHE_MIB")
    records.get_world("check-v1", 0)
    assert len(records._WORLDS) == 2


@pytest.mark.parametrize("bad", ["lots", "-1", "nan"])
def test_a_bad_world_cache_bound_is_refused_by_name(monkeypatch, bad):
    from gridshift.benchmark import records

    monkeypatch.setenv("GRIDSHIFT_WORLD_CACHE_MIB", bad)
    with pytest.raises(ValueError, match="GRIDSHIFT_WORLD_CACHE_MIB"):
        records._trim_worlds()
