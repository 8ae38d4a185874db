"""Gymnasium ids named by suite: generated from the manifests, each passes ``check_env``."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("gymnasium", reason="the 'rl' extra is not installed: "
                    "pip install 'gridshift[rl]'")

import gymnasium as gym  # noqa: E402
from gymnasium.utils.env_checker import check_env  # noqa: E402

import gridshift.rl as rl  # noqa: E402
from gridshift.benchmark.suite import SUITES_DIR, load_suite  # noqa: E402
from gridshift.rl import registration  # noqa: E402
from gridshift.scenario import load_scenario  # noqa: E402
from tests.conftest import SUITE_DATASETS, shared_cache, skip_without_data  # noqa: E402

_NEW = [e for e in registration.entries() if e.suite is not None and not e.legacy]


@pytest.fixture(scope="module")
def data(tmp_path_factory):
    yield from shared_cache(tmp_path_factory, SUITE_DATASETS)



def test_every_manifest_scenario_has_an_id_named_by_suite():
    assert registration.SKIPPED == {}
    ids = set(rl.env_ids())
    for m in sorted(SUITES_DIR.glob("*/suite.toml")):
        su = load_suite(m.parent)
        for s in su.scenarios:
            gid = f"gridshift/{m.parent.name}.{s.id}-v{su.version}"
            assert gid in ids
            spec = gym.spec(gid)
            assert spec.entry_point == registration.ENTRY_POINT
            e = next(x for x in registration.entries() if x.id == gid)
            assert e.file.resolve() == s.file.resolve()  # the dev file, never the test one
            assert e.seeds == tuple(s.seeds_dev)
    assert "gridshift/gs-v2.us-spatial-v1" in ids


def test_levers_folder_without_manifest_is_registered_by_file():
    folder = SUITES_DIR / "gs-v2-levers"
    if (folder / "suite.toml").exists():
        pytest.skip("gs-v2-levers has a manifest now (covered by the test above)")
    for p in sorted(folder.glob("*.toml")):
        sc = load_scenario(p)
        e = next(x for x in registration.entries()
                 if x.id == f"gridshift/gs-v2-levers.{sc.id}-v1")
        assert e.file == p and e.seeds == (sc.seed,)


def test_legacy_ids_still_build_gs_v1_and_the_spellings_resolve():
    legacy = [e for e in registration.entries() if e.legacy]
    assert {e.id for e in legacy} >= {"gridshift/global-5dc-week-v1", "gridshift/us-spatial-v1"}
    gs1 = {s.id: s.file.resolve() for s in load_suite("gs-v1").scenarios}
    for e in legacy:
        sc, seeds = rl.resolve_scenario(e.scenario)
        assert sc.path.resolve() == gs1[sc.id]
    for ref in ("gs-v2/us-spatial", "gs-v2.us-spatial", "gridshift/gs-v2/us-spatial-v1",
                "gridshift/gs-v2.us-spatial-v1"):
        assert registration.canonical_id(ref) == "gridshift/gs-v2.us-spatial-v1", ref
    sc, seeds = rl.resolve_scenario("gs-v2/us-spatial")
    assert sc.path.parent.name == "gs-v2" and seeds == (0, 1, 2)
    assert sc.extra["simulation"]["drain"] is True  # gs-v2 rules, not gs-v1's
    assert "gridshift/global-5dc-week-v1" not in rl.env_ids(legacy=False)


def test_test_splits_have_no_id():
    tests = {s.file_test.resolve() for m in SUITES_DIR.glob("*/suite.toml")
             for s in load_suite(m.parent).scenarios if s.file_test != s.file}
    assert not tests & {e.file.resolve() for e in registration.entries()}


@pytest.mark.parametrize("gid", [e.id for e in _NEW])
def test_check_env_passes_on_each_suite_id(gid, data):
    e = next(x for x in _NEW if x.id == gid)
    try:
        # a short fixed episode (two hours of the dev window) on the first dev seed
        env = rl.make(gid, window_steps=8, window_start=0, seeds=e.seeds[:1], max_jobs=8)
        check_env(env.unwrapped)
    except Exception as exc:  # noqa: BLE001
        skip_without_data(exc)
    levers = rl.env.scenario_levers(load_scenario(e.file))
    if levers.names:
        assert isinstance(env.action_space, gym.spaces.Dict)
        assert set(env.action_space.spaces) == {"place", *levers.names}
        assert "levers" in env.observation_space.spaces
    else:
        assert isinstance(env.action_space, gym.spaces.MultiDiscrete)
    env.close()


def test_lever_actions_decode_into_the_decision(data):
    try:
        env = rl.make("gridshift/gs-v2-levers.elastic-week-v1", window_steps=8, window_start=0,
                      seeds=[0], max_jobs=8)
        env.reset(seed=0)
    except Exception as exc:  # noqa: BLE001
        skip_without_data(exc)
    base = env.unwrapped
    info = base.info_
    R, G = info.n_regions, len(info.gpu_types)
    a = env.action_space.sample()
    a["power_cap"][:] = 0.0
    a["gpus"][:] = 1.0
    dec = base.decision(a)
    lo = np.broadcast_to(info.power_limit_min_w, (R, G))
    np.testing.assert_allclose(dec.power_cap_w[~np.isnan(lo)], lo[~np.isnan(lo)], rtol=1e-12)
    jobs = base._obs.jobs
    n = min(len(jobs), 8)
    placed = (dec.region[:n] != -1) & (jobs.max_gpus[:n] > jobs.min_gpus[:n])
    np.testing.assert_array_equal(dec.gpus[:n][placed], jobs.max_gpus[:n][placed])
    assert (dec.gpus[:n][~placed] == -1).all() and (dec.gpus[n:] == -1).all()
    _, r, *_ = env.step(a)
    assert np.isfinite(r)
    # placement only, as rl-ppo-v1 was trained
    flat = rl.make("gridshift/gs-v2-levers.elastic-week-v1", window_steps=8, window_start=0,
                   seeds=[0], max_jobs=8, levers=False)
    assert isinstance(flat.action_space, gym.spaces.MultiDiscrete)


# gymnasium warns that quickstart-v1 has newer versions (v2, v3): that is what it is
@pytest.mark.filterwarnings("ignore:.*is out of date:DeprecationWarning")
@pytest.mark.parametrize("gid", [e.id for e in registration.entries() if e.suite is None])
def test_check_env_passes_on_each_builtin_id(gid):
    env = rl.make(gid, window_steps=8, window_start=0, seeds=[0], max_jobs=8)
    check_env(env.unwrapped)
    env.close()


def test_power_down_gives_a_power_on_action(tmp_path):
    text = (registration.entries()[0].file.parent / "check-v1.toml").read_text()
    p = tmp_path / "check-power-down.toml"
    p.write_text(text + '\n[power]\nidle = "charged"\npower_down = true\nwake_s = 0\n')
    env = rl.make(p, window_steps=8, window_start=0, max_jobs=8)
    assert set(env.action_space.spaces) == {"place", "power_on"}
    check_env(env.unwrapped)
    env.reset(seed=0)
    base = env.unwrapped
    a = env.action_space.sample()
    a["power_on"][:] = 0.5
    dec = base.decision(a)
    cap = np.asarray(base.info_.capacity)
    np.testing.assert_array_equal(dec.power_on, np.rint(0.5 * cap).astype(np.int64))
    env.step(a)
