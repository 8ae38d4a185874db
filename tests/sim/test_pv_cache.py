"""gridshift/sim/pv_cache.py: a World's PV series is cached on disk and never changes a number.

* the first build writes an entry, the second reads it (the PV chain is not called) and both
  give exactly the PV series of a build with the cache off;
* a damaged entry is deleted and recomputed; the key changes with any input;
* ``GRIDSHIFT_ALIGNED_CACHE=0`` writes nothing.
"""

from __future__ import annotations

import numpy as np
import pytest

from gridshift.scenario import load_scenario
from gridshift.sim import pv_cache
from gridshift.sim.world import build_world

pytest.importorskip("pvlib")


def _pv(monkeypatch, tmp_path, cache: bool = True):
    monkeypatch.setenv("GRIDSHIFT_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("GRIDSHIFT_ALIGNED_CACHE", "1" if cache else "0")
    return build_world(load_scenario("quickstart-solar-v1"), 0).solar.pv_w


def _contents(data: bytes):
    """An entry's header and arrays (its zip members carry the time they were written)."""
    import io

    with np.load(io.BytesIO(data)) as z:
        return {n: z[n].tobytes() for n in z.files}


def _entries(tmp_path):
    d = tmp_path / "pv-series"
    return sorted(d.glob("*.npz")) if d.is_dir() else []


def test_a_hit_returns_the_computed_bytes(monkeypatch, tmp_path):
    from gridshift.models import solar

    off = _pv(monkeypatch, tmp_path / "off", cache=False)
    assert _entries(tmp_path / "off") == []
    first = _pv(monkeypatch, tmp_path)
    assert len(_entries(tmp_path)) == 1
    np.testing.assert_array_equal(first, off)
    assert off.max() > 0

    def boom(calls):
        raise AssertionError("the PV chain ran despite a cached entry")

    monkeypatch.setattr(solar, "pv_ac_power_w_many", boom)
    again = _pv(monkeypatch, tmp_path)
    assert again.tobytes() == off.tobytes()


def test_a_damaged_entry_is_recomputed(monkeypatch, tmp_path):
    good = _pv(monkeypatch, tmp_path)
    (entry,) = _entries(tmp_path)
    data = entry.read_bytes()
    import io

    with np.load(io.BytesIO(data)) as z:  # a valid file whose series was altered
        buf = io.BytesIO()
        np.savez(buf, header=z["header"], pv0=z["pv0"] * 0.5)
    for damaged in (data[: len(data) // 2], data[:-40] + bytes(40), buf.getvalue()):
        entry.write_bytes(damaged)
        got = _pv(monkeypatch, tmp_path)
        assert got.tobytes() == good.tobytes()
        assert _contents(entry.read_bytes()) == _contents(data)  # rewritten whole


def test_the_key_follows_every_input():
    t = np.arange(0, 86400, 900.0) + 1.7e9
    base = ((t, 48.0, 11.0, np.full(t.size, 15.0)),
            dict(kwp=100.0, tilt_deg=30.0, azimuth_deg=180.0, cloud_cover_pct=np.zeros(t.size)))
    k0 = pv_cache.cache_key([base])
    assert pv_cache.cache_key([base]) == k0
    temp = base[0][3].copy()
    temp[7] = np.nextafter(temp[7], 100.0)  # one ulp of one temperature
    variants = [((base[0][0], 48.0, 11.0, temp), base[1]),
                ((base[0][0], 48.0, 11.000001, base[0][3]), base[1]),
                (base[0], {**base[1], "kwp": 100.5}),
                (base[0], {**base[1], "transposition": "haydavies"}),
                (base[0], {**base[1], "cloud_cover_pct": np.zeros(t.size, np.float32)})]
    keys = {pv_cache.cache_key([v]) for v in variants}
    assert len(keys) == len(variants) and k0 not in keys
    assert pv_cache.cache_key([base, base]) != k0
