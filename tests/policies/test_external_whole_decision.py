"""The external protocol carries the whole Decision and every observation field the levers need
(issue 38): each zoo policy served by the Python reference client over ``exec:`` gives the
in-process record bit for bit on a scenario with the elastic and power-capping levers and
``[power] power_down``, and on one with on-site PV and a battery; a field the scenario does
not take is refused by name."""

from __future__ import annotations

import sys
import threading
from pathlib import Path

import numpy as np
import pytest

import gridshift
from gridshift import Decision, Policy, build_world, load_scenario, simulate
from gridshift.errors import PolicyError
from gridshift.policies.external import ExternalPolicy, decode_decision
from gridshift.policies.external_client import encode_decision, serve_tcp
from gridshift.policies.registry import list_policies
from tests.conftest import rl_missing

PY_CLIENT = f"exec:{sys.executable} -m gridshift.policies.external_client"
_COMMON = ('\n[simulation]\ndrain = true\nbreakdown = true\n\n[power]\nidle = "charged"\n'
           'power_down = true\nwake_s = 300\n')
_LEVERS = ('\n[levers]\nelastic = true\npower_capping = true\nelastic_kinds = ["train"]\n'
           'elastic_range = [0.5, 2.0]\nrescale_overhead_s = 120\n')
_SITE = ('solar = { kwp = 500, tilt_deg = 37, azimuth_deg = 180, cloud_cover_pct = 37.8 }\n'
         'battery = { energy_kwh = 1000, power_kw = 250 }\n')


def _scenario(folder: Path, kind: str) -> Path:
    """check-v1 with the levers (``kind="levers"``) or PV and a battery at us-west (``"site"``),
    both with ``[power] power_down`` (the levers and a site battery do not go together yet)."""
    src = load_scenario("check-v1").path.read_text().replace('id = "check-v1"',
                                                            f'id = "check-{kind}"')
    src += _COMMON
    if kind == "levers":
        src += _LEVERS
    else:
        src = src.replace("wue_l_per_kwh = 1.8\n", "wue_l_per_kwh = 1.8\n" + _SITE, 1)
        src += '\n[energy]\nexport = "curtail"\ndischarge_above = "q50"\n'
    p = folder / f"check-{kind}.toml"
    p.write_text(src)
    return p


@pytest.fixture(scope="module")
def scenarios(tmp_path_factory):
    d = tmp_path_factory.mktemp("whole")
    return {k: _scenario(d, k) for k in ("levers", "site")}


def _zoo() -> list[str]:
    return [p.id for p in list_policies() if rl_missing(p.id) is None]


@pytest.mark.parametrize("kind", ["levers", "site"])
@pytest.mark.parametrize("pid", _zoo())
def test_every_zoo_policy_over_exec_matches_in_process(pid, kind, scenarios):
    track = "clairvoyant" if pid.startswith("oracle-") else None
    sc = scenarios[kind]
    inproc = gridshift.run(sc, policy=pid, track=track)
    ext = gridshift.run(sc, policy=f"{PY_CLIENT} {pid}", track=track)
    assert ext.jobs_digest() == inproc.jobs_digest()
    assert ext.metrics == inproc.metrics
    if kind == "levers" and pid == "carbon-scaler-v1":
        assert ext.metrics["rescales"] > 0  # the lever really crossed the protocol
    if kind == "levers" and pid == "carbon-power-cap-v1":
        assert ext.metrics["gpu_hours_capped"] > 0


class _EveryField(Policy):
    """Sets every Decision field its scenario takes: battery power, power_on, and on the
    lever scenario GPU counts, rescales and power caps; checks the observation fields."""

    id = "every-field-v1"

    def decide(self, obs):
        info = self.info
        j, R = obs.jobs, info.n_regions
        on = info.capacity.copy()
        if obs.step % 8 < 4:  # switch half the free GPUs off in some epochs
            on = on - obs.free_gpus // 2
        kw = {"power_on": on.astype(np.int64)}
        if info.battery_power_kw is not None:
            assert obs.battery_soc_kwh.shape == (R,) and obs.pv_w.shape == (R,)
            assert obs.forecast.pv_w is not None
            sign = np.where(obs.carbon_gco2_per_kwh > np.median(obs.carbon_gco2_per_kwh),
                            -1.0, 1.0)
            kw["battery_kw"] = sign * info.battery_power_kw * 0.5
        if "elastic" in info.levers:
            kw["gpus"] = np.where(np.arange(len(j)) % 2 == 0, j.max_gpus, -1).astype(np.int64)
            rj = obs.running
            pick = np.flatnonzero(rj.started & (rj.gpus > obs.running_min_gpus))[:2]
            kw["rescale"] = rj.job_id[pick].astype(np.int64)
            kw["rescale_gpus"] = obs.running_min_gpus[pick].astype(np.int64)
        if "power_capping" in info.levers:
            hi = obs.carbon_gco2_per_kwh > np.median(obs.carbon_gco2_per_kwh)
            kw["power_cap_w"] = np.where(hi[:, None], info.power_limit_min_w[None, :], np.nan)
        return Decision(region=j.origin.astype(np.int64), **kw)


def _over_tcp(world, make):
    ports: list[int] = []
    ready = threading.Event()
    t = threading.Thread(target=serve_tcp, args=(make,), daemon=True,
                         kwargs={"ready": lambda p: (ports.append(p), ready.set()),
                                 "max_sessions": 1})
    t.start()
    assert ready.wait(10)
    pol = ExternalPolicy(f"tcp:127.0.0.1:{ports[0]}")
    try:
        return simulate(world, pol)
    finally:
        pol.close()
        t.join(10)


@pytest.mark.parametrize("kind", ["levers", "site"])
def test_every_decision_field_crosses_the_protocol(kind, scenarios):
    world = build_world(load_scenario(scenarios[kind]))
    inproc = simulate(world, _EveryField())
    ext = _over_tcp(world, _EveryField)
    assert ext.jobs_digest() == inproc.jobs_digest()
    assert ext.metrics == inproc.metrics
    if kind == "levers":
        assert inproc.metrics["rescales"] > 0 and inproc.metrics["gpu_hours_capped"] > 0


class _CapsWithoutLever(Policy):
    id = "caps-without-lever-v1"

    def decide(self, obs):
        R, G = self.info.capacity.shape
        return Decision(region=obs.jobs.origin.astype(np.int64),
                        power_cap_w=np.full((R, G), 300.0))


def test_a_field_the_scenario_does_not_take_is_a_named_error():
    world = build_world(load_scenario("check-v1"))
    with pytest.raises(PolicyError, match=r"field 'power_cap_w' is not allowed: scenario "
                       r"check-v1 does not enable it \(it needs \[levers\] power_capping"):
        _over_tcp(world, _CapsWithoutLever)


def test_decide_message_round_trips_every_field():
    dec = Decision(region=np.array([0, -1]), gpu_type=np.array([-1, 1]), pause=np.array([7]),
                   power_on=np.array([[1, 2], [3, 4]]), gpus=np.array([2, -1]),
                   rescale=np.array([5]), rescale_gpus=np.array([4]),
                   power_cap_w=np.array([[np.nan, 250.5], [300.0, np.nan]]),
                   battery_kw=np.array([-125.0, 0.1]))
    back = decode_decision(encode_decision(dec, 3), 2)
    for f in ("region", "gpu_type", "pause", "power_on", "gpus", "rescale", "rescale_gpus",
              "power_cap_w", "battery_kw"):
        np.testing.assert_array_equal(getattr(back, f), getattr(dec, f), err_msg=f)
        assert getattr(back, f).dtype == getattr(dec, f).dtype, f
