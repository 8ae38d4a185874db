"""``gridshift serve`` as a drop-in (issue 38): real location names (WattTime regions,
Electricity Maps zones, Azure/AWS/GCP regions) resolve to the scenario's regions through
``gridshift.serve.names``, through each official client, and the Carbon Aware SDK's
``GET /locations`` lists them."""

from __future__ import annotations

import numpy as np
import pytest

httpx = pytest.importorskip("httpx")

from gridshift.serve.names import REAL_NAMES, resolve  # noqa: E402
from gridshift.serve.watttime import KG_PER_LB  # noqa: E402


@pytest.fixture(scope="module")
def qs_world():
    from gridshift import build_world, load_scenario

    return build_world(load_scenario("quickstart-v1"))


def test_resolution_order_and_the_table():
    regions, zones = ("us-west", "eu-central", "x", "y"), ("US-CAL-CISO", "DE-LU", "SG", "SG")
    assert resolve("us-west", regions, zones) == 0
    assert resolve("DE-LU", regions, zones) == 1
    assert resolve("CAISO_NORTH", regions, zones) == 0
    assert resolve("westus", regions, zones) == 0 and resolve("us-west-1", regions, zones) == 0
    assert resolve("germanywestcentral", regions, zones) == 1  # DE, then DE-LU
    assert resolve("DE", regions, zones) == 1
    assert resolve("southeastasia", regions, zones) is None  # SG is two regions' zone
    assert resolve("nowhere", regions, zones) is None
    assert resolve("mine", regions, zones, {"mine": "eu-central"}) == 1
    kinds = {k for k, _ in REAL_NAMES.values()}
    assert kinds == {"watttime", "electricitymaps", "azure", "aws", "gcp"}


def test_watttime_client_with_a_balancing_authority_name(quickstart_server, monkeypatch,
                                                         qs_world):
    pytest.importorskip("watttime", reason="the watttime client is not installed "
                                           "(pip install 'gridshift[serve-test]')")
    from watttime import WattTimeHistorical
    from watttime import api as wt_api

    monkeypatch.setenv("WATTTIME_USER", "gridshift")
    monkeypatch.setenv("WATTTIME_PASSWORD", "replay")
    monkeypatch.setattr(wt_api.WattTimeBase, "url_base", quickstart_server)
    k = httpx.post(f"{quickstart_server}/gridshift/clock", json={"steps": 8}).json()["step"]
    t0 = qs_world.start_epoch_s
    import datetime as dt

    start = dt.datetime.fromtimestamp(t0, dt.UTC)
    end = dt.datetime.fromtimestamp(t0 + k * qs_world.step_s, dt.UTC)
    real = WattTimeHistorical().get_historical_pandas(start, end, "CAISO_NORTH", "co2_aoer")
    ours = WattTimeHistorical().get_historical_pandas(start, end, "us-west", "co2_aoer")
    assert len(real) == k + 1
    np.testing.assert_array_equal(real["value"].to_numpy(), ours["value"].to_numpy())
    r = qs_world.regions.index("us-west")
    np.testing.assert_allclose(real["value"].to_numpy() * KG_PER_LB,
                               qs_world.carbon[qs_world.pad_before:
                                               qs_world.pad_before + k + 1, r], rtol=1e-12)


def test_electricitymaps_client_with_a_country_zone(quickstart_server, monkeypatch, qs_world):
    pytest.importorskip("electricitymaps", reason="the electricitymaps SDK is not installed "
                                                  "(pip install 'gridshift[serve-test]')")
    import electricitymaps.client as em

    monkeypatch.setattr(em, "HOST", f"{quickstart_server}/v3")
    client = em.create_client("any-key")
    k = httpx.get(f"{quickstart_server}/gridshift/clock").json()["step"]
    r = qs_world.regions.index("eu-central")  # zone DE-LU in the scenario
    latest = client.carbon_intensity.latest(zone_key="DE")
    assert latest.zone == "DE"
    row = qs_world.pad_before + k
    assert latest.carbon_intensity == pytest.approx(qs_world.carbon[row, r], rel=1e-12)


def test_carbon_aware_sdk_locations_and_an_azure_name(quickstart_server, qs_world):
    u = quickstart_server
    locs = httpx.get(f"{u}/locations").json()
    r = qs_world.regions.index("us-west")
    sc = qs_world.scenario.regions[r]
    assert locs["westus"] == {"latitude": sc.lat, "longitude": sc.lon, "name": "westus"}
    for name in ("us-west", "US-CAL-CISO", "CAISO_NORTH", "us-west-1", "eu-central-1", "DE"):
        assert name in locs
    assert "ERCOT_NORTHCENTRAL" not in locs  # no region of quickstart-v1 is in ERCOT
    a = httpx.get(f"{u}/emissions/forecasts/current", params={"location": "westus"})
    b = httpx.get(f"{u}/emissions/forecasts/current", params={"location": "us-west"})
    assert a.status_code == b.status_code == 200
    fa, fb = a.json()[0], b.json()[0]
    assert fa["location"] == "westus"
    assert [p["value"] for p in fa["forecastData"]] == [p["value"] for p in fb["forecastData"]]
    bad = httpx.get(f"{u}/emissions/bylocation", params={"location": "southcentralus"})
    assert bad.status_code == 400 and "GET /locations" in bad.json()["detail"]


def test_the_docs_table_lists_every_real_name():
    from pathlib import Path

    doc = (Path(__file__).resolve().parents[2] / "docs" / "real-schedulers.md").read_text()
    missing = [n for n in REAL_NAMES if f"`{n}`" not in doc]
    assert missing == [], f"docs/real-schedulers.md lacks {missing}"
