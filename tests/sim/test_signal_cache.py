"""The on-disk cache of aligned signals gives the World a build without it gives, to the byte.

It is keyed by content (cards, their cached files, the [signals] table, zones, grid, code), a
corrupt entry is detected and rebuilt, and writers replace entries atomically.
"""

from __future__ import annotations

import dataclasses
import os
import threading

import numpy as np
import pytest

from gridshift.scenario import load_scenario, parse_scenario
from gridshift.sim import signal_cache
from gridshift.sim.world import World, build_world
from tests.conftest import SHARED_DATA

REF = "gridshift:benchmark/suites/gs-v1/global-5dc-week.toml"


@pytest.fixture(scope="module")
def data_cache(tmp_path_factory):
    if not SHARED_DATA.is_dir():
        pytest.skip(f"shared data folder {SHARED_DATA} is absent (CI has it beside the clone)")
    cache = tmp_path_factory.mktemp("cache")
    mp = pytest.MonkeyPatch()
    mp.setenv("GRIDSHIFT_DATA_DIR", str(cache))
    mp.delenv("GRIDSHIFT_ALIGNED_CACHE", raising=False)
    from gridshift import datasets

    datasets.import_dir(SHARED_DATA)
    yield cache
    mp.undo()


def _entries(cache) -> list:
    d = cache / "aligned-signals"
    return sorted(d.glob("*.npz")) if d.is_dir() else []


def _clear(cache) -> None:
    for p in _entries(cache):
        p.unlink()


def _assert_same_world(a: World, b: World) -> None:
    for f in dataclasses.fields(World):
        x, y = getattr(a, f.name), getattr(b, f.name)
        if isinstance(x, np.ndarray):
            assert x.dtype == y.dtype and x.shape == y.shape, f.name
            assert x.tobytes() == y.tobytes(), f.name
        elif f.name == "jobs":
            for g in dataclasses.fields(x):
                u, v = getattr(x, g.name), getattr(y, g.name)
                if u is None or v is None:  # optional columns (min_gpus, max_gpus)
                    assert u is None and v is None, g.name
                    continue
                assert (u.equals(v) if g.name == "job_id" else u.tobytes() == v.tobytes()), g.name
        elif f.name != "scenario":
            assert x == y, f.name
    assert a.scenario_hash == b.scenario_hash


def _build(sc, monkeypatch, on: bool) -> World:
    monkeypatch.setenv("GRIDSHIFT_ALIGNED_CACHE", "1" if on else "0")
    return build_world(sc, 0)


def test_hit_gives_the_world_of_a_build_without_the_cache(data_cache, monkeypatch):
    sc = load_scenario(REF)
    _clear(data_cache)
    plain = _build(sc, monkeypatch, on=False)
    assert _entries(data_cache) == []  # off means off
    first = _build(sc, monkeypatch, on=True)  # a miss: builds and stores
    (entry,) = _entries(data_cache)
    mtime = entry.stat().st_mtime_ns
    second = _build(sc, monkeypatch, on=True)  # a hit
    assert entry.stat().st_mtime_ns == mtime  # read, not rewritten
    _assert_same_world(plain, first)
    _assert_same_world(plain, second)
    assert np.isfinite(second.carbon).all() and second.carbon.shape[1] == len(sc.regions)


def test_a_hit_does_not_read_the_cards(data_cache, monkeypatch):
    sc = load_scenario(REF)
    _build(sc, monkeypatch, on=True)  # make sure the entry exists
    from gridshift.sim import world as world_mod

    def boom(*a, **k):
        raise AssertionError("the signals were read despite a cache entry")

    monkeypatch.setattr(world_mod, "_signals_table", boom)
    _build(sc, monkeypatch, on=True)
    monkeypatch.setenv("GRIDSHIFT_ALIGNED_CACHE", "0")
    with pytest.raises(AssertionError, match="despite a cache entry"):
        build_world(sc, 0)


@pytest.mark.parametrize("damage", ["truncate", "flip", "garbage", "empty"])
def test_a_corrupt_entry_is_detected_and_rebuilt(data_cache, monkeypatch, damage):
    sc = load_scenario(REF)
    _clear(data_cache)
    want = _build(sc, monkeypatch, on=False)
    _build(sc, monkeypatch, on=True)
    (entry,) = _entries(data_cache)
    good = entry.read_bytes()
    raw = bytearray(good)
    if damage == "truncate":
        raw = raw[: len(raw) // 2]
    elif damage == "flip":  # one byte inside the carbon array's data: only the checksum sees it
        raw[len(raw) // 3] ^= 0x01
    elif damage == "garbage":
        raw = bytearray(b"not a zip file at all" * 10)
    else:
        raw = bytearray()
    entry.write_bytes(bytes(raw))
    got = _build(sc, monkeypatch, on=True)
    _assert_same_world(want, got)
    assert entry.read_bytes() == good  # rebuilt in place, the same bytes as the first write


def test_the_key_follows_the_inputs(data_cache, monkeypatch):
    sc = load_scenario(REF)
    _clear(data_cache)
    _build(sc, monkeypatch, on=True)
    assert len(_entries(data_cache)) == 1
    # another window: another entry
    raw = {"start": "2023-07-02T00:00:00+00:00", "end": "2023-07-05T00:00:00+00:00"}
    import tomllib
    from pathlib import Path

    import gridshift

    path = Path(gridshift.__file__).parent / "benchmark/suites/gs-v1/global-5dc-week.toml"
    spec = tomllib.loads(path.read_text())
    spec.update(raw)
    _build(parse_scenario(spec, str(path), base=path.parent), monkeypatch, on=True)
    assert len(_entries(data_cache)) == 2
    # a cached card file that changes (here: its modification time) changes the key
    card_file = next(p for p in (data_cache / "electricitymaps").rglob("*") if p.is_file()
                     and not p.name.startswith("."))
    st = card_file.stat()
    os.utime(card_file, ns=(st.st_atime_ns, st.st_mtime_ns + 10**9))
    _build(sc, monkeypatch, on=True)
    assert len(_entries(data_cache)) == 3
    # the seed is not part of it (card signals do not depend on the seed)
    monkeypatch.setenv("GRIDSHIFT_ALIGNED_CACHE", "1")
    build_world(sc, 5)
    assert len(_entries(data_cache)) == 3


def test_synthetic_signals_are_never_cached(data_cache, monkeypatch):
    _clear(data_cache)
    _build(load_scenario("quickstart-v1"), monkeypatch, on=True)
    assert _entries(data_cache) == []


def test_concurrent_writers_leave_one_whole_entry(data_cache):
    shape = (50, 3)
    rng = np.random.default_rng(1)
    arrays = {n: rng.standard_normal(shape) for n in ("carbon", "price", "temp", "rh")}
    arrays["marginal"] = None
    key = "0" * 63 + "1"
    errors: list[BaseException] = []

    def write() -> None:
        try:
            for _ in range(20):
                assert signal_cache.store(key, arrays, ["a note"], {"signals:x": "h"})
                got = signal_cache.load(key, shape)  # a reader sees a whole entry
                assert got is not None and got[0]["carbon"].tobytes() == \
                    arrays["carbon"].tobytes()
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    threads = [threading.Thread(target=write) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    folder = signal_cache.entry_path(key).parent
    assert [p.name for p in folder.iterdir() if p.name.startswith(".")] == []  # no temp left
    arrays_back, notes, hashes = signal_cache.load(key, shape)
    assert notes == ["a note"] and hashes == {"signals:x": "h"}
    assert arrays_back["marginal"] is None
    assert signal_cache.load(key, (51, 3)) is None  # wrong shape: refused (and deleted)
    assert not signal_cache.entry_path(key).exists()
