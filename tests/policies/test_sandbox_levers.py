"""The lever fields (docs/levers-elastic.md) cross the sandbox wire: a sandboxed policy that
places on a GPU count, rescales and sets power limits gives the in-process results exactly."""

from __future__ import annotations

import textwrap

import numpy as np
import pytest

from gridshift import build_world, load_scenario, simulate
from gridshift.policies import _wire
from gridshift.policies.isolation import make_runner
from gridshift.policies.registry import load_policy

POLICY = '''
import numpy as np
from gridshift import Decision, Policy


class Levers(Policy):
    """Uses every lever field: gpus at placement, rescale, power_cap_w; reads the bounds."""

    id = "levers-user-v1"

    def decide(self, obs):
        info = self.info
        assert info.levers == ("elastic", "power_capping"), info.levers
        assert info.serial_fraction.shape == (3,) and info.power_limit_max_w.shape == (2,)
        assert obs.power_cap_w.shape == info.capacity.shape
        j = obs.jobs
        n = len(j)
        gp = np.where(np.arange(n) % 2 == 0, j.max_gpus, -1).astype(np.int64)
        rj = obs.running
        pick = np.flatnonzero(rj.started & (rj.gpus > obs.running_min_gpus))[:3]
        hi_ci = obs.carbon_gco2_per_kwh > np.median(obs.carbon_gco2_per_kwh)
        cap = np.where(hi_ci[:, None], info.power_limit_min_w[None, :], np.nan)
        return Decision(region=j.origin.astype(np.int64), gpus=gp,
                        rescale=rj.job_id[pick].astype(np.int64),
                        rescale_gpus=obs.running_min_gpus[pick].astype(np.int64),
                        power_cap_w=cap)
'''


@pytest.fixture(scope="module")
def lever_world(tmp_path_factory):
    src = load_scenario("check-v1").path.read_text()
    src += ('\n[levers]\nelastic = true\npower_capping = true\n'
            'elastic_kinds = ["train", "batch", "infer"]\nelastic_range = [0.5, 2.0]\n')
    p = tmp_path_factory.mktemp("lev") / "check-levers.toml"
    p.write_text(src)
    return build_world(load_scenario(p))


def test_a_sandboxed_policy_using_every_lever_matches_in_process(tmp_path, lever_world):
    f = tmp_path / "levers_user.py"
    f.write_text(textwrap.dedent(POLICY))
    ref = f"{f}:Levers"
    inproc = simulate(lever_world, load_policy(ref))
    runner, label = make_runner(ref, trusted=False, time_budget_s=30)
    try:
        iso = simulate(lever_world, runner)
    finally:
        runner.close()
    assert label in ("bwrap", "process")
    m = inproc.metrics
    assert m["rescales"] > 0 and m["gpu_hours_capped"] > 0  # both levers were really used
    assert iso.metrics == m
    assert iso.jobs_sha256() == inproc.jobs_sha256()


def test_lever_fields_round_trip_the_wire(lever_world):
    from gridshift.sim.simulator import Simulator

    sim = Simulator(lever_world, load_policy("local-now"))
    info = sim.info
    h, a = _wire.encode_info(info)
    back = _wire.decode_info(h, dict(a))
    assert back.levers == info.levers and back.cap_throughput_exponent == 0.71
    np.testing.assert_array_equal(back.power_limit_min_w, info.power_limit_min_w)
    np.testing.assert_array_equal(back.serial_fraction, info.serial_fraction)
    obs = next(sim.iterate())
    h, a = _wire.encode_obs(obs)
    o2 = _wire.decode_obs(h, dict(a))
    np.testing.assert_array_equal(o2.jobs.min_gpus, obs.jobs.min_gpus)
    np.testing.assert_array_equal(o2.jobs.max_gpus, obs.jobs.max_gpus)
    np.testing.assert_array_equal(o2.power_cap_w, obs.power_cap_w)
    assert o2.running_min_gpus is not None


def test_without_levers_the_wire_carries_none(tmp_path):
    from gridshift.sim.simulator import Simulator

    sim = Simulator(build_world(load_scenario("check-v1")), load_policy("local-now"))
    h, a = _wire.encode_info(sim.info)
    back = _wire.decode_info(h, dict(a))
    assert back.levers == () and back.power_limit_min_w is None
    obs = next(sim.iterate())
    o2 = _wire.decode_obs(*_wire.encode_obs(obs))
    assert o2.jobs.min_gpus is None and o2.power_cap_w is None
