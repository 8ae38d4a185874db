"""The fast forms of the site balance give the reference's bits (gridshift/models/battery.py,
gridshift/sim/site_energy.py): ``site_step_floats`` and ``site_steps`` against ``site_step``
step by step, ``balance`` against ``balance_reference``, and the engine's
``SiteTracker.advance`` against ``advance_reference`` in lock-step over whole runs with
pauses, power-down, the drain and battery commands."""

from __future__ import annotations

import itertools
import textwrap
from pathlib import Path

import numpy as np
import pytest

from gridshift.models import battery as bat

SPECIAL = [0.0, -0.0, 1.0, -1.0, 2.5, -2.5, np.inf, -np.inf, np.nan, 1e-300, -1e-300]


def _bits(a: np.ndarray) -> bytes:
    return np.ascontiguousarray(a, dtype=np.float64).tobytes()


def test_fmax_fmin_are_numpys_maximum_and_minimum_on_floats():
    for a, b in itertools.product(SPECIAL, repeat=2):
        assert _bits(np.array(bat._fmax(a, b))) == _bits(np.maximum(np.array([a]),
                                                                    np.array([b]))), (a, b)
        assert _bits(np.array(bat._fmin(a, b))) == _bits(np.minimum(np.array([a]),
                                                                    np.array([b]))), (a, b)


def _case(rng: np.random.Generator, K: int, R: int) -> dict[str, np.ndarray]:
    """Random inputs with the edges in them: zeros of both signs, loads equal to the PV,
    carbon at the threshold, NaN (default rule) and extreme commands, an idle site."""
    def pick(shape, choices, p_choice, base):
        x = base
        m = rng.uniform(size=shape) < p_choice
        x[m] = rng.choice(choices, size=int(m.sum()))
        return x

    load = pick((K, R), [0.0, -0.0, 5.0], 0.2, rng.uniform(0, 20, (K, R)))
    pv = pick((K, R), [0.0, -0.0], 0.3, rng.uniform(0, 25, (K, R)))
    eq = rng.uniform(size=(K, R)) < 0.1
    pv[eq] = load[eq]
    power = rng.choice([0.0, 10.0, 40.0, 60.0], size=R)
    power[0], power[-1] = 60.0, 0.0
    cmd = pick((K, R), [np.nan, 0.0, -0.0], 0.5, rng.uniform(-1.5, 1.5, (K, R))
               * power[None, :])
    thr = rng.uniform(100, 400, R)
    carbon = rng.uniform(50, 450, (K, R))
    at = rng.uniform(size=(K, R)) < 0.1
    carbon[at] = np.broadcast_to(thr, (K, R))[at]
    energy = power * rng.choice([0.0, 2.0, 4.0], size=R)
    energy[0] = 200.0
    lo = energy * rng.choice([0.0, 0.1], size=R)
    hi = energy * rng.choice([1.0, 0.9], size=R)
    eta_c, eta_d = bat.efficiencies(rng.choice([0.81, 0.85, 1.0], size=R))
    soc0 = np.clip(energy * rng.choice([0.0, 0.3, 0.5, 1.0], size=R), lo, hi)
    return dict(load=load, pv=pv, cmd=cmd, carbon=carbon, thr=thr, power=power,
                eta_c=eta_c, eta_d=eta_d, lo=lo, hi=hi, soc0=soc0)


def _reference(c: dict[str, np.ndarray], dt: float) -> dict[str, np.ndarray]:
    K, R = c["load"].shape
    out = {n: np.zeros((K, R)) for n in ("grid", "surplus", "charge", "discharge")}
    soc = np.empty((K + 1, R))
    soc[0] = c["soc0"]
    for k in range(K):
        st = bat.site_step(c["load"][k], c["pv"][k], soc[k], c["cmd"][k], c["carbon"][k],
                           c["thr"], dt, c["power"], c["eta_c"], c["eta_d"], c["lo"],
                           c["hi"])
        out["grid"][k], out["surplus"][k] = st.grid_kwh, st.surplus_kwh
        out["charge"][k], out["discharge"][k] = st.charge_kwh, st.discharge_kwh
        soc[k + 1] = st.soc_kwh
    out["soc"] = soc
    return out


@pytest.mark.parametrize("seed", range(6))
def test_site_steps_and_floats_are_site_step_bit_for_bit(seed):
    rng = np.random.default_rng(seed)
    K, R, dt = 300, 5, 900.0
    c = _case(rng, K, R)
    ref = _reference(c, dt)
    assert np.ptp(ref["soc"][:, 0]) > 0 and np.ptp(ref["soc"][:, -1]) == 0  # both kinds
    fast = bat.site_steps(c["load"], c["pv"], c["soc0"], c["cmd"], c["carbon"], c["thr"], dt,
                          c["power"], c["eta_c"], c["eta_d"], c["lo"], c["hi"])
    for name, got in (("grid", fast.grid_kwh), ("surplus", fast.surplus_kwh),
                      ("charge", fast.charge_kwh), ("discharge", fast.discharge_kwh),
                      ("soc", fast.soc_kwh)):
        assert _bits(got) == _bits(ref[name]), name
    soc = c["soc0"].tolist()
    params = [c[n].tolist() for n in ("thr", "power", "eta_c", "eta_d", "lo", "hi")]
    for k in range(K):
        thr, power, eta_c, eta_d, lo, hi = params
        soc = bat.site_step_floats(c["load"][k].tolist(), c["pv"][k].tolist(), soc,
                                   c["cmd"][k].tolist(), c["carbon"][k].tolist(), thr, dt,
                                   power, eta_c, eta_d, lo, hi)
        assert _bits(np.array(soc)) == _bits(ref["soc"][k + 1]), k


def test_site_steps_with_no_steps():
    z = np.zeros((0, 2))
    st = bat.site_steps(z, z, np.array([1.0, 0.0]), z, z, np.zeros(2), 900.0, np.ones(2),
                        np.ones(2), np.ones(2), np.zeros(2), np.full(2, 2.0))
    assert st.grid_kwh.shape == (0, 2) and _bits(st.soc_kwh) == _bits(np.array([[1.0, 0.0]]))


# ------------------------------------------------------------------- the engine, whole runs

pytest.importorskip("pvlib", reason="on-site PV needs the 'solar' extra (pvlib)")

from gridshift import build_world, load_scenario  # noqa: E402
from gridshift.policies.api import Decision, Policy  # noqa: E402
from gridshift.sim import site_energy  # noqa: E402
from gridshift.sim.simulator import Simulator  # noqa: E402

SCENARIO = """
id = "tracker-check"
start = 2023-08-01T00:00:00Z
end = 2023-08-02T12:00:00Z
step_s = 900
seed = 5
[simulation]
drain = {drain}
[signals]
source = "synthetic"
[jobs]
source = "synthetic"
jobs_per_hour = 30
deadline_slack = 3.0
[power]
idle = "charged"
{power}
[regions.sunny]
zone = "US-CAL-CISO"
lat = 37.4
lon = -122.1
gpus = {{ A100 = 48 }}
pue = 1.2
wue_l_per_kwh = 1.5
solar = {{ kwp = 120, tilt_deg = 30, azimuth_deg = 180, cloud_cover_pct = 25 }}
battery = {{ energy_kwh = 200, power_kw = 60, round_trip_eff = 0.81, soc_init = 0.3 }}
[regions.plain]
zone = "DE-LU"
lat = 50.1
lon = 8.7
gpus = {{ A100 = 48 }}
pue = 1.3
wue_l_per_kwh = 0.9
"""


class Busy(Policy):
    """Origin now; pauses a few interruptible running jobs now and then; cycles the battery."""

    id = "tracker-busy-v1"

    def reset(self, info):
        super().reset(info)
        self.k = 0
        self.kw = np.asarray(info.battery_power_kw, dtype=np.float64)
        self.socs: list[bytes] = []

    def decide(self, obs):
        self.socs.append(_bits(obs.battery_soc_kwh))
        self.k += 1
        phase = self.k % 40
        cmd = (None if phase < 10 else self.kw * 0.8 if phase < 20 else -self.kw
               if phase < 30 else np.zeros_like(self.kw))
        pause = None
        if self.k % 7 == 0:
            r = obs.running
            ok = np.flatnonzero(r.started & r.interruptible)[:3]
            pause = r.job_id[ok] if ok.size else None
        return Decision(region=obs.jobs.origin.astype(np.int64), battery_kw=cmd, pause=pause)


def _lockstep(monkeypatch) -> list[int]:
    """Run :meth:`advance_reference` beside :meth:`advance` and compare the stored energy
    after each call; returns a one-item list counting the comparisons."""
    fast = site_energy.SiteTracker.advance
    checked = [0]

    def both(self, k, segments, powered_log):
        sh = self.__dict__.get("_shadow")
        if sh is None:
            sh = self._shadow = site_energy.SiteTracker(self.world, self.command_log.shape[0])
            sh.command_log = self.command_log  # the same commands
        fast(self, k, segments, powered_log)
        site_energy.SiteTracker.advance_reference(sh, k, segments, powered_log)
        assert _bits(self.soc) == _bits(sh.soc), k
        checked[0] += 1

    monkeypatch.setattr(site_energy.SiteTracker, "advance", both)
    return checked


@pytest.mark.parametrize("drain,power", [
    ("false", ""),
    ("true", 'power_down = true\nwake_s = 600\nidle_horizon = "window"'),
])
def test_engine_tracker_is_the_reference_over_a_run(tmp_path: Path, monkeypatch, drain, power):
    p = tmp_path / "s.toml"
    p.write_text(textwrap.dedent(SCENARIO.format(drain=drain, power=power)))
    checked = _lockstep(monkeypatch)
    pol = Busy()
    sched = Simulator(build_world(load_scenario(p)), pol).run()
    assert checked[0] > 100 and len(set(pol.socs)) > 20  # the battery moved
    job = sched.segments["job"]
    assert np.unique(job).size < job.size  # jobs were paused (several segments)
