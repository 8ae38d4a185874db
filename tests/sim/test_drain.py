"""Hand cases for the new scoring keys: drain, completion penalty, zero-data wait, breakdown,
idle capacity power, marginal carbon (docs/accounting.md). Numbers to 1e-9 relative."""

from __future__ import annotations

import numpy as np
import pytest
from numpy.testing import assert_allclose

import gridshift
from gridshift import Decision, Policy
from gridshift.errors import ScenarioError
from gridshift.models import water
from gridshift.policies.api import DEFER
from gridshift.scenario import load_scenario
from gridshift.sim.world import build_world
from tests.conftest import write_scenario

RTOL = 1e-9
H = "2023-01-01T{:02d}:00:00Z"
KW = 0.4  # the TEST GPU of write_scenario: idle 0 W, max 400 W, speed 1


class Always(Policy):
    """Send every pending job to one region immediately."""

    id = "always-v1"

    def __init__(self, region: int = 0) -> None:
        self.region = region

    def decide(self, obs):
        return Decision(region=np.full(len(obs.jobs), self.region, dtype=np.int64))


class Never(Policy):
    """Defer every job."""

    id = "never-v1"

    def decide(self, obs):
        return Decision(region=np.full(len(obs.jobs), DEFER, dtype=np.int64))


def region(zone: str, gpus: int = 1, pue: float = 1.0, wue: float = 0.0) -> dict:
    return {"zone": f'"{zone}"', "gpus": f"{{ TEST = {gpus} }}", "pue": pue,
            "wue_l_per_kwh": wue}


def series(zone: str, ci: list[float], price: float = 50.0) -> list[tuple]:
    return [(zone, H.format(h), c, price) for h, c in enumerate(ci)]


CI = [100.0, 200.0, 400.0, 300.0, 300.0, 300.0, 300.0, 300.0, 300.0, 300.0]
JOB3H = {"job_id": "j1", "submit_time": H.format(0), "origin": "A", "duration_s": 3 * 3600}


def _scenario(tmp_path, extra: str, jobs=None, regions=None, signals=None):
    return write_scenario(tmp_path, signals=signals or series("A", CI), jobs=jobs or [JOB3H],
                          regions=regions or {"A": region("A")}, end=H.format(2),
                          extra=extra)


def test_without_drain_a_long_job_is_cut_at_the_window_end(tmp_path):
    m = gridshift.run(_scenario(tmp_path, ""), policy=Always()).metrics
    assert_allclose(m["carbon_kg"], KW * (100 + 200) / 1000, rtol=RTOL)
    assert m["jobs_unfinished"] == 1 and "jobs_dropped" not in m


def test_drain_finishes_the_job_on_the_signals_beyond_the_window(tmp_path):
    r = gridshift.run(_scenario(tmp_path, "[simulation]\ndrain = true\n"), policy=Always())
    m = r.metrics
    # runs [0, 3 h): 100, 200 and (after the window) 400 g/kWh
    assert_allclose(m["carbon_kg"], KW * (100 + 200 + 400) / 1000, rtol=RTOL)
    assert_allclose(m["energy_it_kwh"], 3 * KW, rtol=RTOL)
    assert m["jobs_completed"] == 1 and m["jobs_dropped"] == 0
    assert m["carbon_penalty_kg"] == 0.0 and m["cost_penalty_usd"] == 0.0
    assert_allclose(m["gpu_hours_completed"], 3.0, rtol=RTOL)
    assert r.schedule.horizon_s == 3 * 3600.0  # stopped once everything had finished
    # deadline = 1.5 x 3 h = 4.5 h, + the longest job 3 h = 7.5 h -> 8 epochs, 6 after the window
    assert r.world.drain_steps == 6
    assert r.jobs["dropped"].to_list() == [False]


def test_defer_all_pays_the_worst_intensity_of_the_horizon(tmp_path):
    # two eligible regions: the penalty takes the worst of either over the 8 h simulated
    sig = series("A", CI) + series("B", [50.0] * 5 + [900.0] * 5, price=80.0)
    p = _scenario(tmp_path, "[simulation]\ndrain = true\n", signals=sig,
                  regions={"A": region("A", pue=1.5, wue=2.0), "B": region("B")})
    r = gridshift.run(p, policy=Never())
    m = r.metrics
    e = 3 * KW  # kWh of IT energy left
    assert r.schedule.horizon_s == 8 * 3600.0
    assert m["jobs_dropped"] == 1 and m["slo_violations"] == 1
    # carbon: A worst 1.5 x 400 = 600, B worst 900 (hour 5 .. 7, inside the 8 h) -> 900
    assert_allclose(m["carbon_penalty_kg"], e * 900 / 1000, rtol=RTOL)
    assert_allclose(m["carbon_kg"], m["carbon_penalty_kg"], rtol=RTOL)
    # cost: A 1.5 x 50 = 75, B 80 USD/MWh
    assert_allclose(m["cost_penalty_usd"], e * 80 / 1000, rtol=RTOL)
    assert_allclose(m["cost_usd"], m["cost_penalty_usd"], rtol=RTOL)
    wa = 2.0 + 1.5 * water.offsite_water_l_per_kwh("A")
    wb = 0.0 + 1.0 * water.offsite_water_l_per_kwh("B")
    assert_allclose(m["water_penalty_l"], e * max(wa, wb), rtol=RTOL)
    assert_allclose(m["water_l"], m["water_penalty_l"], rtol=RTOL)
    assert m["gpu_hours_completed"] == 0.0
    # totals are the sum over jobs
    assert_allclose(r.jobs["carbon_penalty_kg"].sum(), m["carbon_penalty_kg"], rtol=RTOL)
    assert_allclose(r.jobs["carbon_kg"].sum(), m["carbon_kg"], rtol=RTOL)


def test_penalty_only_counts_pools_the_job_fits(tmp_path):
    # B has 1 GPU: a 2-GPU job can only ever run in A, so B's worse carbon does not count
    sig = series("A", CI) + series("B", [4000.0] * 10)
    job = {**JOB3H, "gpus": 2}
    p = _scenario(tmp_path, "[simulation]\ndrain = true\n", jobs=[job], signals=sig,
                  regions={"A": region("A", gpus=2), "B": region("B", gpus=1)})
    m = gridshift.run(p, policy=Never()).metrics
    assert_allclose(m["carbon_penalty_kg"], 2 * 3 * KW * 400 / 1000, rtol=RTOL)


def test_drain_max_h_bounds_the_horizon_and_the_rest_is_penalised(tmp_path):
    p = _scenario(tmp_path, "[simulation]\ndrain = true\ndrain_max_h = 0\n")
    r = gridshift.run(p, policy=Always())
    m = r.metrics
    assert r.world.drain_steps == 0 and r.schedule.horizon_s == 2 * 3600.0
    assert m["jobs_dropped"] == 1
    assert_allclose(r.schedule.remaining_s[0], 3600.0, rtol=RTOL)
    # ran 2 h at 100, 200; the last hour is charged at the worst of the 2 h simulated (200)
    assert_allclose(m["carbon_penalty_kg"], KW * 200 / 1000, rtol=RTOL)
    assert_allclose(m["carbon_kg"], KW * (100 + 200 + 200) / 1000, rtol=RTOL)
    # a bound of 1.5 h rounds up to 2 epochs after the window: the job finishes at 3 h
    p2 = _scenario(tmp_path, "[simulation]\ndrain = true\ndrain_max_h = 1.5\n")
    r2 = gridshift.run(p2, policy=Always())
    assert r2.world.drain_steps == 2 and r2.metrics["jobs_dropped"] == 0


def test_unfinished_work_never_pays(tmp_path):
    # for any policy, leaving the job unfinished costs more carbon than running it anywhere
    sig = series("A", CI) + series("B", [50.0] * 10)
    regions = {"A": region("A"), "B": region("B")}
    p = _scenario(tmp_path, "[simulation]\ndrain = true\n", signals=sig, regions=regions)
    never = gridshift.run(p, policy=Never()).metrics
    for r in (0, 1):
        run = gridshift.run(p, policy=Always(r)).metrics
        assert run["carbon_kg"] < never["carbon_kg"]
        # flat price and water here: equal at best, never cheaper
        assert run["cost_usd"] <= never["cost_usd"] and run["water_l"] <= never["water_l"]
        assert run["slo_violations"] < never["slo_violations"]


@pytest.mark.parametrize(("table", "msg"), [
    ("[simulation]\ndrain = 1\n", "simulation.drain: expected true or false"),
    ("[simulation]\ndrian = true\n", "did you mean 'drain'"),
    ("[simulation]\ndrain_max_h = -1\n", "simulation.drain_max_h: is -1; must be >= 0"),
    ("[power]\nidle = \"on\"\n", "power.idle: is 'on'; expected one of none, charged"),
])
def test_bad_keys_name_the_file_and_field(tmp_path, table, msg):
    with pytest.raises(ScenarioError, match=msg) as e:
        load_scenario(_scenario(tmp_path, table))
    assert "scenario.toml" in str(e.value)


# --------------------------------------------------------------------------- zero-data wait
def _zero_data(tmp_path, extra: str):
    # origin A is dirty (1000), B is clean for two hours (100) then dirtier (500); B has one
    # GPU; two 1-hour jobs with no data are both sent to B at 00:00. With no data to move,
    # job 1 runs [0, 1 h) and frees the GPU for job 2 at the 01:00 epoch: [1 h, 2 h) at 100.
    # The old behaviour makes job 1 wait one latency (100 ms RTT), so it still holds the GPU
    # at 01:00 and job 2 starts at 02:00, at 500.
    sig = series("A", [1000.0] * 6) + series("B", [100.0, 100.0, 500.0, 500.0, 500.0, 500.0])
    jobs = [{"job_id": f"j{i}", "submit_time": H.format(0), "origin": "A", "duration_s": 3600}
            for i in (1, 2)]
    p = write_scenario(tmp_path, signals=sig, jobs=jobs, end=H.format(4),
                       regions={"A": region("A"), "B": region("B")}, extra=extra)
    p.write_text(p.read_text().replace("latency_ms = 0", "latency_ms = 100"))
    return p


def test_zero_data_job_moved_starts_at_once_with_the_fix(tmp_path):
    r = gridshift.run(_zero_data(tmp_path, "[simulation]\nzero_data_wait = false\n"),
                      policy=Always(1))
    assert_allclose(r.metrics["carbon_kg"], 2 * KW * 100 / 1000, rtol=RTOL)
    assert_allclose(r.jobs["start_s"].to_list(), [0.0, 3600.0], rtol=RTOL)
    assert r.metrics["data_moved_gb"] == 0.0


def test_zero_data_wait_is_kept_for_existing_files(tmp_path):
    r = gridshift.run(_zero_data(tmp_path, ""), policy=Always(1))
    # job 1: [0.1 s, 3600.1 s) -> 3599.9 s at 100 and 0.1 s at 100; job 2: [2 h, 3 h) at 500
    assert_allclose(r.jobs["start_s"].to_list(), [0.1, 7200.0], rtol=RTOL)
    assert_allclose(r.metrics["carbon_kg"], KW * (100 + 500) / 1000, rtol=RTOL)


# --------------------------------------------------------------------------- breakdown
def test_breakdown_reports_transfer_carbon_inside_carbon_kg(tmp_path):
    # 1800 GB at 8 Gbit/s = 1800 s from A (CI 1000) to B; 0.06 kWh/GB
    sig = series("A", [1000.0] * 6) + series("B", [100.0] * 6)
    jobs = [{**JOB3H, "duration_s": 3600, "data_gb": 1800}]
    p = write_scenario(tmp_path, signals=sig, jobs=jobs, end=H.format(4),
                       regions={"A": region("A"), "B": region("B")},
                       extra="[simulation]\nbreakdown = true\n")
    r = gridshift.run(p, policy=Always(1))
    m = r.metrics
    tr = 1800 * 0.06 * 1000 / 1000
    assert_allclose(m["carbon_transfer_kg"], tr, rtol=RTOL)
    assert_allclose(m["carbon_kg"], tr + KW * 100 / 1000, rtol=RTOL)
    assert_allclose(r.jobs["carbon_transfer_kg"].sum(), tr, rtol=RTOL)
    assert_allclose(m["gpu_hours_completed"], 1.0, rtol=RTOL)
    assert "jobs_dropped" not in m and "carbon_marginal_kg" not in m  # no marginal series


def test_marginal_carbon_where_the_signals_have_it(tmp_path):
    p = write_scenario(tmp_path, signals=series("A", [100.0] * 6), jobs=[
        {**JOB3H, "duration_s": 3600}], end=H.format(4), regions={"A": region("A", pue=1.2)},
        extra="[simulation]\nbreakdown = true\n")
    sig = tmp_path / "signals.csv"
    lines = sig.read_text().splitlines()
    lines[0] += ",carbon_marginal_gco2_per_kwh"
    lines[1:] = [f"{ln},{600.0 if i == 0 else 700.0}" for i, ln in enumerate(lines[1:])]
    sig.write_text("\n".join(lines) + "\n")
    m = gridshift.run(p, policy=Always()).metrics
    assert_allclose(m["carbon_kg"], KW * 1.2 * 100 / 1000, rtol=RTOL)
    assert_allclose(m["carbon_marginal_kg"], KW * 1.2 * 600 / 1000, rtol=RTOL)


# --------------------------------------------------------------------------- idle power
IDLE = """[gpu_types.TEST]
idle_w = 50
max_w = 400
speed = 1.0
"""


def _idle(tmp_path, extra: str):
    p = write_scenario(tmp_path, signals=series("A", [100.0] * 6), jobs=[
        {**JOB3H, "duration_s": 3600, "gpu_util": 0.5}], end=H.format(4),
        regions={"A": region("A", gpus=2, pue=1.5)}, extra=extra)
    text = p.read_text().replace("idle_w = 0\n", "idle_w = 50\n")
    p.write_text(text)
    return p


def test_idle_charged_powers_the_installed_capacity_all_the_time(tmp_path):
    p = _idle(tmp_path, '[power]\nidle = "charged"\nhost_idle_w_per_gpu = 100\n')
    r = gridshift.run(p, policy=Always())
    m = r.metrics
    idle_kwh = 2 * (50 + 100) * 4 / 1000          # 2 GPUs x 150 W x 4 h
    dyn_kwh = 0.5 * (400 - 50) * 1 / 1000          # the job adds util x (max - idle) for 1 h
    assert_allclose(m["energy_idle_kwh"], idle_kwh, rtol=RTOL)
    assert_allclose(m["energy_it_kwh"], idle_kwh + dyn_kwh, rtol=RTOL)
    assert_allclose(m["energy_facility_kwh"], 1.5 * (idle_kwh + dyn_kwh), rtol=RTOL)
    assert_allclose(m["carbon_idle_kg"], 1.5 * idle_kwh * 100 / 1000, rtol=RTOL)
    assert_allclose(m["carbon_kg"], 1.5 * (idle_kwh + dyn_kwh) * 100 / 1000, rtol=RTOL)
    assert_allclose(m["energy_cost_usd"], 1.5 * (idle_kwh + dyn_kwh) * 50 / 1000, rtol=RTOL)
    # the busy GPU drew idle + util x (max - idle) = 225 W (+ its host share), never idle twice
    assert_allclose(r.jobs["energy_it_kwh"][0], dyn_kwh, rtol=RTOL)


def test_idle_none_charges_the_job_its_full_board_power(tmp_path):
    m = gridshift.run(_idle(tmp_path, ""), policy=Always()).metrics
    assert_allclose(m["energy_it_kwh"], (50 + 0.5 * 350) / 1000, rtol=RTOL)
    assert "energy_idle_kwh" not in m and "carbon_idle_kg" not in m


def test_idle_default_host_share_comes_from_the_cited_model(tmp_path):
    from gridshift.models import it_power

    w = build_world(load_scenario(_idle(tmp_path, '[power]\nidle = "charged"\n')))
    assert_allclose(w.idle_it_w, [2 * (50 + it_power.host_idle_w_per_gpu())], rtol=RTOL)


@pytest.fixture(scope="module")
def imported(tmp_path_factory):
    from tests.conftest import SHARED_DATA

    if not SHARED_DATA.is_dir():
        pytest.skip(f"shared data folder {SHARED_DATA} is absent (CI has it beside the clone)")
    cache = tmp_path_factory.mktemp("cache")
    mp = pytest.MonkeyPatch()
    mp.setenv("GRIDSHIFT_DATA_DIR", str(cache))
    from gridshift import datasets

    datasets.import_dir(SHARED_DATA, names=["watttime-caiso"])
    yield cache
    mp.undo()


MCI_TOML = """
id = "mci"
start = 2023-06-10T00:00:00Z
end = 2023-06-12T00:00:00Z
step_s = 900
[signals]
source = "synthetic"
marginal = "watttime-caiso"
marginal_zones = {{ "US-CAL-CISO" = "CAISO_NORTH" }}
[jobs]
source = "synthetic"
jobs_per_hour = 8
max_gpus = 8
{sim}
[regions.us-west]
zone = "US-CAL-CISO"
gpus = {{ A100 = 48 }}
pue = 1.15
wue_l_per_kwh = 1.8
"""


def test_marginal_card_gives_carbon_marginal_kg(imported, tmp_path):
    from gridshift.datasets import get_card, readers
    from gridshift.datasets.store import cached_path
    from gridshift.sim.accounting import job_power_w, step_integral

    p = tmp_path / "mci.toml"
    p.write_text(MCI_TOML.format(sim="[simulation]\nbreakdown = true"))
    r = gridshift.run(p)
    w = r.world
    assert any(k.startswith("marginal:watttime-caiso") for k in w.input_hashes)
    # the aligned series is the raw 5-minute file averaged onto the grid: same window mean
    card = get_card("watttime-caiso")
    raw = readers.read_watttime(cached_path(card, card.files[0]))
    t = raw["time"].dt.epoch("s").to_numpy()
    t0 = w.start_epoch_s
    inside = (t >= t0) & (t < t0 + w.n_steps * w.step_s)
    assert_allclose(w.carbon_marginal[w.window, 0].mean(),
                    raw["carbon_marginal_gco2_per_kwh"].to_numpy()[inside].mean(), rtol=1e-9)
    s = r.schedule.segments
    pw = job_power_w(w, s["job"], s["gpu_type"], s["gpus"])
    want = (pw * step_integral(w.pue[w.window] * w.carbon_marginal[w.window], w.step_s,
                               s["region"], s["start_s"], s["end_s"])).sum() / 3.6e9
    assert_allclose(r.metrics["carbon_marginal_kg"], want, rtol=1e-9)
    assert r.metrics["carbon_marginal_kg"] != r.metrics["carbon_kg"]
    # without breakdown the key is absent (the file's metrics dict does not change)
    p.write_text(MCI_TOML.format(sim=""))
    assert "carbon_marginal_kg" not in gridshift.run(p).metrics


def test_marginal_card_outside_its_span_is_a_named_error(imported, tmp_path):
    from gridshift.errors import DataError

    p = tmp_path / "mci.toml"
    p.write_text(MCI_TOML.format(sim="").replace("2023-06-1", "2023-08-1"))
    with pytest.raises(DataError, match="signals.marginal: card watttime-caiso"):
        build_world(load_scenario(p))


# --------------------------------------------------------------------------- power down
class PowerPlan(Policy):
    """Set ``power_on`` from a per-step plan and place at the origin from ``place_from`` on."""

    id = "power-plan-v1"

    def __init__(self, plan: dict, place_from: int = 0) -> None:
        self.plan = plan
        self.place_from = place_from

    def decide(self, obs):
        on = self.plan.get(obs.step)
        reg = obs.jobs.origin if obs.step >= self.place_from else np.full(len(obs.jobs), DEFER)
        return Decision(region=np.asarray(reg, dtype=np.int64),
                        power_on=None if on is None else np.array([[on]], dtype=np.int64))


POWER = '[power]\nidle = "charged"\nhost_idle_w_per_gpu = 100\npower_down = true\nwake_s = {}\n'


def test_power_down_charges_only_the_gpus_kept_on(tmp_path):
    p = _idle(tmp_path, POWER.format(3600))
    r = gridshift.run(p, policy=PowerPlan({0: 1}))
    m = r.metrics
    # one of the two GPUs switched off at 00:00: 1 x 150 W x 4 h idle, the job on the other
    assert_allclose(m["energy_idle_kwh"], 150 * 4 / 1000, rtol=RTOL)
    assert_allclose(m["carbon_idle_kg"], 1.5 * 150 * 4 / 1000 * 100 / 1000, rtol=RTOL)
    assert r.jobs["start_s"][0] == 0.0
    assert r.schedule.powered_gpus.tolist() == [[1], [1], [1], [1]]


def test_waking_gpus_draw_power_at_once_and_take_jobs_after_wake_s(tmp_path):
    p = _idle(tmp_path, POWER.format(3600))
    # 00:00 everything off (the job is deferred); 01:00 one GPU on and the job placed: it
    # must wait for the wake-up, so it starts at 02:00
    r = gridshift.run(p, policy=PowerPlan({0: 0, 1: 1}, place_from=1))
    assert r.schedule.powered_gpus.ravel().tolist() == [0, 1, 1, 1]
    assert_allclose(r.metrics["energy_idle_kwh"], 150 * 3 / 1000, rtol=RTOL)
    assert_allclose(r.jobs["start_s"].to_list(), [7200.0], rtol=RTOL)
    # with no wake-up delay the same plan starts it at 01:00
    r0 = gridshift.run(_idle(tmp_path, POWER.format(0)), policy=PowerPlan({0: 0, 1: 1},
                                                                          place_from=1))
    assert_allclose(r0.jobs["start_s"].to_list(), [3600.0], rtol=RTOL)


def test_gpus_in_use_are_never_switched_off(tmp_path):
    jobs = [{**JOB3H, "duration_s": 7200},
            {**JOB3H, "job_id": "j2", "submit_time": H.format(1), "duration_s": 3600}]
    p = write_scenario(tmp_path, signals=series("A", [100.0] * 6), jobs=jobs, end=H.format(4),
                       regions={"A": region("A", gpus=2)},
                       extra=POWER.format(0))

    class OffAfterStart(Policy):
        id = "off-after-start-v1"

        def decide(self, obs):
            if obs.step == 0:
                return Decision(region=obs.jobs.origin.astype(np.int64))
            return Decision(region=np.full(len(obs.jobs), DEFER, dtype=np.int64),
                            power_on=np.zeros((1, 1), dtype=np.int64))

    r = gridshift.run(p, policy=OffAfterStart())
    # 01:00: only the free GPU goes off, j1's stays on until j1 ends at 02:00, then goes off
    assert r.schedule.powered_gpus.ravel().tolist() == [2, 1, 0, 0]
    assert_allclose(r.jobs["finish_s"][0], 7200.0, rtol=RTOL)
    assert_allclose(r.metrics["energy_idle_kwh"], (2 + 1) * 100 / 1000, rtol=RTOL)


def test_power_keys_are_validated(tmp_path):
    with pytest.raises(ScenarioError, match="power.power_down: needs idle"):
        load_scenario(_idle(tmp_path, "[power]\npower_down = true\nwake_s = 60\n"))
    with pytest.raises(ScenarioError, match="power.wake_s: is required"):
        load_scenario(_idle(tmp_path, '[power]\nidle = "charged"\npower_down = true\n'))


def test_power_on_is_ignored_without_the_key(tmp_path):
    r = gridshift.run(_idle(tmp_path, '[power]\nidle = "charged"\nhost_idle_w_per_gpu = 100\n'),
                      policy=PowerPlan({0: 0}))
    assert r.schedule.powered_gpus is None
    assert_allclose(r.metrics["energy_idle_kwh"], 2 * 150 * 4 / 1000, rtol=RTOL)


def test_drain_extends_synthetic_signals_without_changing_the_window(tmp_path):
    src = load_scenario("check-v1").path
    p = tmp_path / "check-drain.toml"
    p.write_text(src.read_text() + "\n[simulation]\ndrain = true\n")
    a, b = build_world(load_scenario("check-v1")), build_world(load_scenario(p))
    assert b.drain_steps > 0 and b.carbon.shape[0] == a.carbon.shape[0] + b.drain_steps
    upto = a.carbon.shape[0]  # history, window and forecast padding of the undrained world
    for k in ("carbon", "price", "temp", "pue", "wue", "water_offsite"):
        assert np.array_equal(getattr(a, k)[:upto], getattr(b, k)[:upto]), k
    assert np.array_equal(a.jobs.submit_s, b.jobs.submit_s)
    assert np.array_equal(a.jobs.deadline_s, b.jobs.deadline_s)


def test_penalty_includes_the_idle_share_when_idle_is_charged(tmp_path):
    p = _idle(tmp_path, '[simulation]\ndrain = true\n[power]\nidle = "charged"\n'
                        'host_idle_w_per_gpu = 100\n')
    r = gridshift.run(p, policy=Never())
    m = r.metrics
    # horizon: max(4 h window, 1.5 h deadline) + 1 h job = 5 h
    assert r.schedule.horizon_s == 5 * 3600.0
    # the dropped 1 GPU-hour: dynamic 0.5 x 350 W + its GPU idle 50 W + host 100 W, at PUE 1.5
    assert_allclose(m["carbon_penalty_kg"], (175 + 150) / 1000 * 1.5 * 100 / 1000, rtol=RTOL)
    assert_allclose(m["carbon_idle_kg"], 2 * 150 * 5 / 1000 * 1.5 * 100 / 1000, rtol=RTOL)
    assert_allclose(m["carbon_kg"], m["carbon_penalty_kg"] + m["carbon_idle_kg"], rtol=RTOL)


# --------------------------------------------------------------------------- idle horizon
def _idle_drain(tmp_path, horizon: str):
    # 2 GPUs (idle 50 W + host 100 W each), PUE 1; window [0, 2 h) at 100, 200 g/kWh; the
    # drain's hours at 400, 300, ...; one 1-GPU job of 3 h at util 0.5, started at 0
    p = write_scenario(tmp_path, signals=series("A", CI), jobs=[{**JOB3H, "gpu_util": 0.5}],
                       end=H.format(2), regions={"A": region("A", gpus=2)},
                       extra="[simulation]\ndrain = true\n[power]\nidle = \"charged\"\n"
                             f"host_idle_w_per_gpu = 100\n{horizon}")
    p.write_text(p.read_text().replace("idle_w = 0\n", "idle_w = 50\n"))
    return p


def test_idle_horizon_window_charges_capacity_over_the_window_only(tmp_path):
    dyn_w = 0.5 * (400 - 50)                     # the job's dynamic power
    run = gridshift.run(_idle_drain(tmp_path, ""), policy=Always()).metrics
    # "run" (the default): both GPUs' 150 W over the whole run [0, 3 h): 100, 200, 400
    assert_allclose(run["carbon_idle_kg"], 2 * 150 * (100 + 200 + 400) / 1e6, rtol=RTOL)
    assert_allclose(run["carbon_kg"], (2 * 150 + dyn_w) * (100 + 200 + 400) / 1e6, rtol=RTOL)
    win = gridshift.run(_idle_drain(tmp_path, 'idle_horizon = "window"\n'),
                        policy=Always()).metrics
    # "window": capacity idle over [0, 2 h) only; in the drain's hour the job draws its own
    # GPU's idle share (150 W) on top of its dynamic power
    assert_allclose(win["carbon_idle_kg"], 2 * 150 * (100 + 200) / 1e6, rtol=RTOL)
    assert_allclose(win["energy_idle_kwh"], 2 * 150 * 2 / 1000, rtol=RTOL)
    assert_allclose(win["carbon_kg"],
                    (2 * 150 * (100 + 200) + dyn_w * (100 + 200) + (dyn_w + 150) * 400) / 1e6,
                    rtol=RTOL)
    assert_allclose(win["energy_it_kwh"], (2 * 150 * 2 + dyn_w * 3 + 150) / 1000, rtol=RTOL)
    assert win["jobs_dropped"] == 0 and run["jobs_dropped"] == 0


def test_idle_horizon_window_still_makes_deferring_past_the_window_cost_more(tmp_path):
    p = _idle_drain(tmp_path, 'idle_horizon = "window"\n')
    now = gridshift.run(p, policy=Always()).metrics
    never = gridshift.run(p, policy=Never()).metrics
    assert never["carbon_kg"] > now["carbon_kg"] and never["jobs_dropped"] == 1


def test_idle_horizon_needs_idle_charged(tmp_path):
    with pytest.raises(ScenarioError, match="power.idle_horizon: needs idle = \"charged\""):
        load_scenario(_scenario(tmp_path, '[power]\nidle_horizon = "window"\n'))
    with pytest.raises(ScenarioError, match="power.idle_horizon: is 'all'; expected one of run"):
        load_scenario(_scenario(tmp_path, '[power]\nidle = "charged"\nidle_horizon = "all"\n'))
