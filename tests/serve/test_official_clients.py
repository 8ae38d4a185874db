"""``gridshift serve quickstart-v1 --clock stepped`` answers the official clients from PyPI, with
nothing changed but their base URL, and never serves a future actual on the forecast track."""

from __future__ import annotations

import numpy as np
import pytest

httpx = pytest.importorskip("httpx")

from gridshift.serve.watttime import KG_PER_LB  # noqa: E402

STEP_S = 900


@pytest.fixture(scope="module")
def qs_world():
    from gridshift import build_world, load_scenario

    return build_world(load_scenario("quickstart-v1"))


def _advance(url: str, steps: int) -> dict:
    r = httpx.post(f"{url}/gridshift/clock", json={"steps": steps}, timeout=10)
    assert r.status_code == 200, r.text
    return r.json()


def _policy_forecast_at(world, k: int) -> np.ndarray:
    """What a policy is shown in obs.forecast at epoch k (the simulator itself, driven)."""
    from gridshift import Decision, load_policy
    from gridshift.sim.simulator import Simulator

    sim = Simulator(world, load_policy("local-now"))
    sim.policy.reset(sim.info)
    gen = sim.iterate()
    obs = next(gen)
    while obs.step < k:
        obs = gen.send(Decision(region=obs.jobs.origin.astype(np.int64)))
    assert obs.step == k, "the simulator skipped the epoch (nothing pending)"
    fc = np.array(obs.forecast.carbon_gco2_per_kwh)
    gen.close()
    return fc


@pytest.fixture
def watttime_client(quickstart_server, monkeypatch):
    wt = pytest.importorskip("watttime", reason="the watttime client is not installed "
                                                "(pip install 'gridshift[serve-test]')")
    from watttime import api as wt_api

    monkeypatch.setenv("WATTTIME_USER", "gridshift")
    monkeypatch.setenv("WATTTIME_PASSWORD", "replay")
    # the base URL is the only change (the client's own WATTTIME_API_URL setting)
    monkeypatch.setattr(wt_api.WattTimeBase, "url_base", quickstart_server)
    return wt


def test_watttime_forecast_is_the_policys_forecast_and_never_a_future_actual(
        watttime_client, quickstart_server, qs_world):
    state = _advance(quickstart_server, 40)
    k = state["step"]
    client = watttime_client.WattTimeForecast()
    df = client.get_forecast_pandas(region="us-west", signal_type="co2_aoer", horizon_hours=24)
    served = df["value"].to_numpy() * KG_PER_LB  # back to gCO2/kWh
    n = served.size
    assert n == 24 * 3600 // STEP_S + 1
    r = qs_world.regions.index("us-west")
    policy_fc = _policy_forecast_at(qs_world, k)[r, :n]
    np.testing.assert_allclose(served, policy_fc, rtol=1e-12)
    row = qs_world.pad_before + k
    future = qs_world.carbon[row + 1: row + n, r]
    assert served[0] == pytest.approx(qs_world.carbon[row, r], rel=1e-12)  # now is known
    assert not np.any(np.isclose(served[1:], future, rtol=1e-12, atol=0.0))
    t0 = qs_world.start_epoch_s + k * STEP_S
    import datetime as dt

    times = df["point_time"].map(lambda s: dt.datetime.fromisoformat(s).timestamp()).to_numpy()
    np.testing.assert_array_equal(times, t0 + STEP_S * np.arange(n))


def test_watttime_historical_stops_at_now(watttime_client, quickstart_server, qs_world):
    state = _advance(quickstart_server, 3)
    k = state["step"]
    client = watttime_client.WattTimeHistorical()
    df = client.get_historical_pandas(start="2023-08-01T00:00:00Z", end="2023-08-07T00:00:00Z",
                                      region="US-CAL-CISO", signal_type="co2_aoer")
    t_last = df["point_time"].max().timestamp()
    assert t_last == qs_world.start_epoch_s + k * STEP_S
    r = qs_world.regions.index("us-west")
    row0 = qs_world.pad_before
    np.testing.assert_allclose(df["value"].to_numpy() * KG_PER_LB,
                               qs_world.carbon[row0: row0 + k + 1, r], rtol=1e-12)
    assert any("after the simulated now" in w.warning_message for w in client.raised_warnings)


def test_watttime_historical_forecasts_are_the_vintages_as_issued(
        watttime_client, quickstart_server, qs_world):
    client = watttime_client.WattTimeForecast()
    before = client.get_forecast_json(region="us-west", signal_type="co2_aoer", horizon_hours=6)
    issued = before["meta"]["generated_at"]
    _advance(quickstart_server, 5)
    import datetime as dt

    end = (dt.datetime.fromisoformat(issued) + dt.timedelta(seconds=60)).isoformat()
    hist = client.get_historical_forecast_pandas(start=issued, end=end, region="us-west",
                                                 signal_type="co2_aoer", horizon_hours=6)
    assert hist["generated_at"].nunique() == 1
    np.testing.assert_array_equal(hist["value"].to_numpy(),
                                  [p["value"] for p in before["data"]])
    now = client.get_forecast_json(region="us-west", signal_type="co2_aoer", horizon_hours=6)
    assert now["meta"]["generated_at"] != issued


def test_watttime_signal_index_and_moer_warning(watttime_client, quickstart_server):
    client = watttime_client.WattTimeForecast()
    j = client.get_forecast_json(region="us-west")  # the client's default signal, co2_moer
    assert j["meta"]["signal_type"] == "co2_moer"
    assert any("average carbon intensity" in w for w in j["meta"]["warnings"])
    base = watttime_client.api.WattTimeBase()
    idx = base._make_rate_limited_request(f"{quickstart_server}/v3/signal-index",
                                          {"region": "us-west", "signal_type": "co2_moer"})
    assert idx["meta"]["units"] == "percentile"
    assert 0.0 <= idx["data"][0]["value"] <= 100.0


def test_watttime_bad_region_is_a_400_through_the_client(watttime_client):
    client = watttime_client.WattTimeForecast()
    with pytest.raises(RuntimeError, match="400 Client Error"):
        client.get_forecast_json(region="ERCOT_NORTHCENTRAL")  # no region of quickstart-v1


def test_watttime_without_a_token_is_401(quickstart_server):
    r = httpx.get(f"{quickstart_server}/v3/forecast", params={"region": "us-west"})
    assert r.status_code == 401 and "detail" in r.json()


@pytest.fixture
def em_client(quickstart_server, monkeypatch):
    pytest.importorskip("electricitymaps", reason="the electricitymaps SDK is not installed "
                                                  "(pip install 'gridshift[serve-test]')")
    import electricitymaps.client as em

    # create_client() reads the module's HOST: the base URL is the only change
    monkeypatch.setattr(em, "HOST", f"{quickstart_server}/v3")
    return em.create_client("any-key")


def test_electricitymaps_latest_and_history_are_actuals_up_to_now(em_client, quickstart_server,
                                                                  qs_world):
    k = _advance(quickstart_server, 100)["step"]
    r = qs_world.regions.index("eu-central") if "eu-central" in qs_world.regions else 0
    zone = qs_world.zones[r]
    row = qs_world.pad_before + k
    latest = em_client.carbon_intensity.latest(zone_key=zone)
    assert latest.zone == zone
    assert latest.carbon_intensity == pytest.approx(qs_world.carbon[row, r], rel=1e-12)
    hist = em_client.carbon_intensity.history(zone_key=zone)
    assert len(hist.history) == 24 * 3600 // STEP_S
    vals = np.array([h.carbon_intensity for h in hist.history])
    np.testing.assert_allclose(vals, qs_world.carbon[row - vals.size + 1: row + 1, r],
                               rtol=1e-12)
    assert hist.history[-1].dt == latest.dt


def test_electricitymaps_forecast_is_the_policys_forecast(em_client, quickstart_server,
                                                          qs_world):
    k = _advance(quickstart_server, 1)["step"]
    r = 0
    zone = qs_world.zones[r]
    fc = em_client.carbon_intensity.forecast(zone_key=zone, horizon_hours=12)
    vals = np.array([p.carbon_intensity for p in fc.forecast])
    policy_fc = _policy_forecast_at(qs_world, k)[r, : vals.size]
    np.testing.assert_allclose(vals, policy_fc, rtol=1e-12)
    row = qs_world.pad_before + k
    assert not np.any(np.isclose(vals[1:], qs_world.carbon[row + 1: row + vals.size, r],
                                 rtol=1e-12, atol=0.0))


def test_electricitymaps_unknown_zone_and_missing_mix(em_client):
    from openapi.exceptions import ApiException

    with pytest.raises(ApiException) as e:
        em_client.carbon_intensity.latest(zone_key="XX-NOWHERE")
    assert e.value.status == 400
    assert "does not exist" in e.value.body
    with pytest.raises(ApiException) as e:
        em_client.power_breakdown.latest(zone_key="us-west")
    assert e.value.status == 404


def test_electricitymaps_without_token_is_401(quickstart_server):
    r = httpx.get(f"{quickstart_server}/v3/carbon-intensity/latest", params={"zone": "us-west"})
    assert r.status_code == 401 and set(r.json()) == {"error"}
