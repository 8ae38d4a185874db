"""On-site PV and batteries in the accounting and the engine (gridshift/sim/site_energy.py)."""

from __future__ import annotations

import json
import math
import textwrap
from pathlib import Path

import numpy as np
import pytest
from numpy.testing import assert_allclose

pytest.importorskip("pvlib", reason="on-site PV needs the 'solar' extra (pvlib)")

from gridshift import build_world, load_policy, load_scenario, simulate  # noqa: E402
from gridshift.errors import PolicyError, ScenarioError  # noqa: E402
from gridshift.policies.api import Decision, Policy  # noqa: E402
from gridshift.scenario import parse_scenario  # noqa: E402
from gridshift.sim import site_energy  # noqa: E402
from gridshift.sim.accounting import job_power_w  # noqa: E402
from gridshift.sim.simulator import Simulator  # noqa: E402

BASE = """
id = "solar-small"
start = 2023-08-01T00:00:00Z
end = 2023-08-03T00:00:00Z
step_s = 900
seed = 3
[signals]
source = "synthetic"
[jobs]
source = "synthetic"
jobs_per_hour = {jph}
deadline_slack = 3.0
[power]
idle = "charged"
{energy}
[regions.sunny]
zone = "US-CAL-CISO"
lat = 37.4
lon = -122.1
gpus = {{ A100 = 64 }}
pue = 1.2
wue_l_per_kwh = 1.5
solar = {{ kwp = {kwp}, tilt_deg = 30, azimuth_deg = 180, cloud_cover_pct = 25 }}
{battery}
[regions.plain]
zone = "DE-LU"
lat = 50.1
lon = 8.7
gpus = {{ A100 = 64 }}
pue = 1.3
wue_l_per_kwh = 0.9
"""
BATTERY = "battery = { energy_kwh = 200, power_kw = 60, round_trip_eff = 0.81, soc_init = 0.3 }"


def _scenario(tmp_path: Path, *, jph: float = 20, kwp: float = 60, battery: str = BATTERY,
              energy: str = "", name: str = "s.toml") -> Path:
    p = tmp_path / name
    p.write_text(BASE.format(jph=jph, kwp=kwp, battery=battery, energy=energy))
    return p


def _balance(world, schedule):
    from gridshift.scenario import simulation_options

    assert not simulation_options(world.scenario)["drain"]
    s = schedule.segments
    p_w = job_power_w(world, s["job"], s["gpu_type"], s["gpus"])
    return site_energy.solar_summary(world, schedule, world.window,
                                     world.n_steps * float(world.step_s), p_w)


class Recorder(Policy):
    """Runs every job now at its origin; records the state of charge it observes."""

    id = "soc-recorder-v1"

    def __init__(self, battery_kw: list[float] | None = None) -> None:
        self.battery_kw = battery_kw

    def reset(self, info):
        super().reset(info)
        self.seen: dict[int, np.ndarray] = {}

    def decide(self, obs):
        self.seen[obs.step] = np.array(obs.battery_soc_kwh)
        cmd = None if self.battery_kw is None else np.asarray(self.battery_kw, float)
        return Decision(region=obs.jobs.origin.astype(np.int64), battery_kw=cmd)


def test_no_solar_keys_no_new_metrics_and_no_site_energy():
    sc = load_scenario("quickstart-v1")
    w = build_world(sc)
    assert w.solar is None
    res = simulate(w, load_policy("local-now"))
    assert not set(site_energy.SOLAR_METRIC_KEYS) & set(res.metrics)
    assert "energy_grid_kwh" not in res.jobs.columns


def test_energy_is_conserved_per_step_and_soc_stays_within_limits(tmp_path):
    w = build_world(load_scenario(_scenario(tmp_path)))
    sim = Simulator(w, Recorder())
    sched = sim.run()
    tot, share, bal = _balance(w, sched)
    lhs = bal["grid_kwh"] + bal["pv_kwh"] + bal["discharge_kwh"]
    rhs = bal["load_kwh"] + bal["charge_kwh"] + bal["surplus_kwh"]
    assert_allclose(lhs, rhs, rtol=1e-9, atol=1e-9)
    assert (bal["grid_kwh"] >= 0).all() and (bal["surplus_kwh"] >= 0).all()
    soc = bal["soc_kwh"][:, 0]
    assert soc.min() >= 0.0 - 1e-12 and soc.max() <= 200.0 + 1e-12
    assert bal["charge_kwh"].sum() > 0 and bal["discharge_kwh"].sum() > 0  # it was exercised
    # the default rule never charges from the grid nor exports from the battery
    assert (bal["charge_kwh"] <= np.maximum(bal["pv_kwh"] - bal["load_kwh"], 0) + 1e-9).all()
    assert (bal["discharge_kwh"] <= np.maximum(bal["load_kwh"] - bal["pv_kwh"], 0)
            + 1e-9).all()
    assert (share >= 0).all() and (share <= 1).all()


def test_observed_state_of_charge_is_the_accounted_one(tmp_path):
    w = build_world(load_scenario(_scenario(tmp_path)))
    pol = Recorder()
    sched = Simulator(w, pol).run()
    _, _, bal = _balance(w, sched)
    assert len(pol.seen) > 10
    for k, soc in pol.seen.items():
        assert_allclose(soc, bal["soc_kwh"][k], rtol=1e-9, atol=1e-9)


def test_per_job_carbon_plus_site_lines_is_the_total(tmp_path):
    w = build_world(load_scenario(_scenario(tmp_path)))
    res = simulate(w, load_policy("local-now"))
    m = res.metrics
    jobs_c = float(res.jobs["carbon_kg"].sum())
    assert_allclose(jobs_c + m["carbon_idle_kg"] + m["carbon_battery_charge_kg"]
                    + m["carbon_battery_refill_kg"] - m["carbon_export_credit_kg"],
                    m["carbon_kg"], rtol=1e-9)
    # the grid draw: the jobs' share, the idle share and the battery's grid charging
    e_grid_jobs = float(res.jobs["energy_grid_kwh"].sum())
    assert e_grid_jobs < float(res.jobs["energy_facility_kwh"].sum())  # PV covered some load
    assert m["energy_grid_kwh"] > 0 and m["energy_solar_kwh"] > 0
    for k in site_energy.SOLAR_METRIC_KEYS:
        assert math.isfinite(m[k]), k


def test_hand_case_pv_only_no_jobs(tmp_path):
    """No jobs, no battery: load = idle x PUE per step; grid = max(L - PV, 0) by hand."""
    p = _scenario(tmp_path, jph=0, battery="")
    w = build_world(load_scenario(p))
    res = simulate(w, load_policy("local-now"))
    step_h = w.step_s / 3600.0
    load = w.idle_it_w[None, :] * w.pue[w.window] * step_h / 1000.0       # kWh
    pv = w.solar.pv_w[w.window] * step_h / 1000.0
    grid = np.maximum(load - pv, 0.0)
    assert_allclose(res.metrics["energy_grid_kwh"], grid.sum(), rtol=1e-9)
    assert_allclose(res.metrics["energy_solar_curtailed_kwh"],
                    np.maximum(pv - load, 0).sum(), rtol=1e-9)
    assert_allclose(res.metrics["carbon_kg"], (grid * w.carbon[w.window]).sum() / 1000.0,
                    rtol=1e-9)
    assert_allclose(res.metrics["carbon_embodied_pv_kg"], pv.sum() * 48.0 / 1000.0, rtol=1e-9)
    assert res.metrics["battery_throughput_kwh"] == 0.0


def test_credit_mode_subtracts_the_export(tmp_path):
    cur = simulate(build_world(load_scenario(_scenario(tmp_path, kwp=400, name="a.toml"))),
                   load_policy("local-now")).metrics
    cre = simulate(build_world(load_scenario(_scenario(
        tmp_path, kwp=400, energy='[energy]\nexport = "credit"', name="b.toml"))),
        load_policy("local-now")).metrics
    assert cur["energy_solar_curtailed_kwh"] > 0 and cur["energy_exported_kwh"] == 0
    assert_allclose(cre["energy_exported_kwh"], cur["energy_solar_curtailed_kwh"], rtol=1e-12)
    assert cre["carbon_export_credit_kg"] > 0
    assert_allclose(cre["carbon_kg"], cur["carbon_kg"] - cre["carbon_export_credit_kg"],
                    rtol=1e-9)


def test_policy_command_drives_the_battery_and_empty_end_pays(tmp_path):
    w = build_world(load_scenario(_scenario(tmp_path)))
    dis = Simulator(w, Recorder(battery_kw=[-60.0, 0.0]))
    sched = dis.run()
    tot, _, bal = _balance(w, sched)
    assert_allclose(bal["soc_kwh"][-1, 0], 0.0, atol=1e-9)  # emptied, then held at soc_min
    # refill: 60 kWh (0.3 x 200) back through eta_c = 0.9 at the window's worst intensity
    worst = w.carbon[w.window][:, 0].max()
    assert_allclose(tot["carbon_battery_refill_kg"], 60.0 / 0.9 * worst / 1000.0, rtol=1e-9)
    ch = Simulator(w, Recorder(battery_kw=[60.0, 0.0]))
    tot2, _, bal2 = _balance(w, ch.run())
    assert_allclose(bal2["soc_kwh"][-1, 0], 200.0, rtol=1e-12)
    assert tot2["carbon_battery_charge_kg"] >= 0 and tot2["carbon_battery_refill_kg"] == 0


@pytest.mark.parametrize(("cmd", "msg"), [
    ([1.0], r"shape \(2,\)"),
    ([float("nan"), 0.0], "finite"),
    ([61.0, 0.0], "power limit"),
    ([0.0, 5.0], "power limit"),
])
def test_bad_battery_commands_are_named(tmp_path, cmd, msg):
    w = build_world(load_scenario(_scenario(tmp_path)))
    with pytest.raises(PolicyError, match=msg):
        Simulator(w, Recorder(battery_kw=cmd)).run()


def test_a_sandboxed_policy_drives_the_battery(tmp_path):
    from gridshift.policies.isolation import IsolatedPolicy

    f = tmp_path / "bat.py"
    f.write_text(textwrap.dedent('''
        import numpy as np
        from gridshift import Decision, Policy

        class Bat(Policy):
            id = "bat-v1"

            def decide(self, obs):
                soc = obs.battery_soc_kwh
                pv = obs.forecast.pv_w
                assert soc is not None and pv is not None and obs.pv_w is not None
                cmd = np.where(obs.carbon_gco2_per_kwh > 300, -1.0, 1.0) * \\
                    self.info.battery_power_kw
                return Decision(region=obs.jobs.origin.astype(np.int64), battery_kw=cmd)
    '''))
    w = build_world(load_scenario(_scenario(tmp_path)))
    import importlib.util

    spec = importlib.util.spec_from_file_location("bat_local", f)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    inproc = simulate(w, mod.Bat())
    with IsolatedPolicy(f"{f}:Bat", time_budget_s=30) as pol:
        iso = simulate(w, pol)
    assert iso.metrics == inproc.metrics
    assert iso.jobs_sha256() == inproc.jobs_sha256()
    assert iso.metrics["battery_throughput_kwh"] > 0


def test_solar_following_defers_to_pv_hours_within_deadlines(tmp_path):
    from gridshift.policies.zoo._common import latest_start_steps, run_s

    w = build_world(load_scenario(_scenario(tmp_path, kwp=400, jph=30)))
    pol = load_policy("solar-following")
    deferred_ok: list[bool] = []

    class Spy(Policy):
        id = "spy-v1"

        def reset(self, info):
            super().reset(info)
            pol.reset(info)

        def decide(self, obs):
            dec = pol.decide(obs)
            wait = dec.region < 0
            run = run_s(self.info, obs.jobs).max(axis=1)
            last = latest_start_steps(obs, run, float(self.info.step_s))
            deferred_ok.extend((last[wait] > 0).tolist())
            assert (dec.region[~wait] == obs.jobs.data_at[~wait]).all()
            return dec

    base = simulate(w, load_policy("local-now"))
    sf = simulate(w, Spy())
    assert deferred_ok and all(deferred_ok)  # it deferred, and never past a latest start
    assert sf.metrics["energy_grid_kwh"] < base.metrics["energy_grid_kwh"]
    assert sf.metrics["energy_solar_curtailed_kwh"] < base.metrics["energy_solar_curtailed_kwh"]


def test_run_reports_the_new_metrics_on_the_quickstart_solar_scenario():
    from click.testing import CliRunner

    from gridshift.cli import main

    sc = load_scenario("quickstart-solar-v1")
    assert [r.id for r in sc.regions if r.solar] == ["us-west"]
    assert sc.regions[0].battery == {"energy_kwh": 1000, "power_kw": 250}
    out = CliRunner().invoke(main, ["run", "quickstart-solar-v1", "--json"])
    assert out.exit_code == 0, out.output
    m = json.loads(out.output)["metrics"]
    for k in ("energy_grid_kwh", "energy_solar_kwh", "energy_solar_curtailed_kwh",
              "battery_throughput_kwh", "carbon_embodied_pv_kg", "carbon_embodied_battery_kg"):
        assert m[k] > 0, k


@pytest.mark.parametrize(("patch", "msg"), [
    ({"regions.sunny.solar": "{ kwp = 10, tilt_deg = 30 }"}, "azimuth_deg: is required"),
    ({"regions.sunny.solar": "{ kwp = 10, tilt_deg = 30, azimuth_deg = 180, kwpp = 3 }"},
     "did you mean 'kwp'"),
    ({"regions.sunny.solar": "{ kwp = -1, tilt_deg = 30, azimuth_deg = 180 }"}, "must be > 0"),
    ({"regions.sunny.battery": "{ energy_kwh = 10, power_kw = 5, soc_init = 0.9, "
                               "soc_max = 0.8 }"}, "soc_init: is 0.9"),
    ({"regions.sunny.battery": "{ energy_kwh = 10, power_kw = 5, round_trip_eff = 1.2 }"},
     "round_trip_eff: is 1.2"),
    ({"energy": '{ export = "sell" }'}, "export: is 'sell'"),
    ({"energy": '{ discharge_above = "median" }'}, "discharge_above"),
])
def test_bad_keys_exit_2_with_a_message(tmp_path, patch, msg):
    from click.testing import CliRunner

    from gridshift.cli import main

    text = BASE.format(jph=5, kwp=10, battery="", energy="")
    lines = text.splitlines()
    for key, val in patch.items():
        if key == "energy":
            lines.insert(lines.index("seed = 3") + 1, f"energy = {val}")
            continue
        sect, name = key.rsplit(".", 1)
        lines = [ln for ln in lines if not ln.startswith(f"{name} =")] if name == "solar" \
            else lines
        i = lines.index(f"[{sect}]")
        lines.insert(i + 1, f"{name} = {val}")
    p = tmp_path / "bad.toml"
    p.write_text("\n".join(lines) + "\n")
    out = CliRunner().invoke(main, ["run", str(p), "--json"])
    assert out.exit_code == 2, out.output
    assert msg in out.output and "bad.toml" in out.output


def test_energy_table_without_a_site_is_refused():
    raw = {"id": "x", "start": "2023-08-01T00:00:00+00:00", "end": "2023-08-02T00:00:00+00:00",
           "energy": {"export": "credit"},
           "regions": {"a": {"gpus": {"A100": 1}, "pue": 1.2, "wue_l_per_kwh": 1.0}}}
    with pytest.raises(ScenarioError, match="energy: applies to sites with on-site PV"):
        parse_scenario(raw, "x.toml")


def test_missing_pvlib_is_a_clear_scenario_error(tmp_path, monkeypatch):
    import sys

    p = _scenario(tmp_path)
    monkeypatch.setitem(sys.modules, "pvlib", None)
    with pytest.raises(ScenarioError, match=r"pip install 'gridshift\[solar\]'"):
        build_world(load_scenario(p))
