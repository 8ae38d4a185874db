"""The Carbon Aware SDK WebAPI routes, checked with httpx against that SDK's published response
models (``CarbonAware.WebApi/src/Models``: EmissionsData, EmissionsForecastDTO,
CarbonIntensityDTO; ASP.NET ValidationProblemDetails), re-declared here as strict pydantic
models so a missing, extra or mistyped field fails."""

from __future__ import annotations

from datetime import datetime

import numpy as np
import pytest
from pydantic import BaseModel, ConfigDict, TypeAdapter

httpx = pytest.importorskip("httpx")


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class EmissionsData(_Strict):  # CarbonAware/src/Model/EmissionsData.cs, camelCase JSON
    location: str
    time: str
    rating: float
    duration: str  # .NET TimeSpan "hh:mm:ss"


class EmissionsDataDTO(_Strict):  # CarbonAware.WebApi/src/Models/EmissionsDataDTO.cs
    location: str
    timestamp: str
    duration: int  # minutes
    value: float


class EmissionsForecastDTO(_Strict):  # .../Models/EmissionsForecastDTO.cs
    generatedAt: str
    requestedAt: str
    location: str
    dataStartAt: str
    dataEndAt: str
    windowSize: int
    optimalDataPoints: list[EmissionsDataDTO] | None
    forecastData: list[EmissionsDataDTO] | None


class CarbonIntensityDTO(_Strict):  # .../Models/CarbonIntensityDTO.cs
    location: str | None
    startTime: str | None
    endTime: str | None
    carbonIntensity: float


class ValidationProblemDetails(BaseModel):  # ASP.NET Core (RFC 7807 + errors)
    model_config = ConfigDict(extra="allow")
    type: str | None = None
    title: str
    status: int
    detail: str | None = None
    errors: dict[str, list[str]] | None = None


def _t(s: str) -> float:
    return datetime.fromisoformat(s).timestamp()


def _advance(url: str, steps: int) -> int:
    r = httpx.post(f"{url}/gridshift/clock", json={"steps": steps})
    assert r.status_code == 200, r.text
    return r.json()["step"]


def test_bylocation_returns_observed_points_up_to_now(check_server, check_world):
    w = check_world
    k = _advance(check_server.url, 20)
    r = httpx.get(f"{check_server.url}/emissions/bylocation",
                  params={"location": "us-west", "time": "2023-08-01T00:00:00Z",
                          "toTime": "2023-08-09T00:00:00Z"})
    assert r.status_code == 200
    rows = TypeAdapter(list[EmissionsData]).validate_python(r.json())
    assert len(rows) == k + 1  # steps 0..k, nothing after now
    ri = w.regions.index("us-west")
    np.testing.assert_allclose([x.rating for x in rows],
                               w.carbon[w.pad_before: w.pad_before + k + 1, ri], rtol=1e-12)
    assert rows[0].duration == "00:15:00"


def test_bylocations_best_is_the_minimum_over_locations(check_server, check_world):
    _advance(check_server.url, 8)
    names = list(check_world.regions)
    params = {"location": names, "time": "2023-08-01T00:00:00Z",
              "toTime": "2023-08-01T02:00:00Z"}
    allr = TypeAdapter(list[EmissionsData]).validate_python(
        httpx.get(f"{check_server.url}/emissions/bylocations", params=params).json())
    best = TypeAdapter(list[EmissionsData]).validate_python(
        httpx.get(f"{check_server.url}/emissions/bylocations/best", params=params).json())
    assert {x.location for x in allr} == set(names)
    assert best and all(b.rating == min(x.rating for x in allr) for b in best)


def test_future_only_range_is_204(check_server):
    r = httpx.get(f"{check_server.url}/emissions/bylocation",
                  params={"location": "us-west", "time": "2023-08-02T10:00:00Z",
                          "toTime": "2023-08-02T12:00:00Z"})
    assert r.status_code == 204


def test_forecasts_current_matches_the_forecast_provider(check_server, check_world):
    from gridshift.models.forecast import make_forecaster

    w = check_world
    k = _advance(check_server.url, 30)
    r = httpx.get(f"{check_server.url}/emissions/forecasts/current",
                  params={"location": ["us-west"], "windowSize": 60})
    assert r.status_code == 200
    (dto,) = TypeAdapter(list[EmissionsForecastDTO]).validate_python(r.json())
    sc = w.scenario
    H = int(np.ceil(sc.forecast["horizon_h"] * 3600 / w.step_s))
    fc = make_forecaster(sc.forecast["model"], w.carbon, w.step_s, H,
                         error=sc.forecast["error"], ar1=sc.forecast["ar1"], seed=w.seed,
                         signal_code=1)(w.pad_before + k)[w.regions.index("us-west")]
    rolling = np.convolve(fc, np.ones(4) / 4, mode="valid")  # 60 min over 15-min steps
    np.testing.assert_allclose([p.value for p in dto.forecastData], rolling, rtol=1e-12)
    assert dto.optimalDataPoints[0].value == pytest.approx(rolling.min(), rel=1e-12)
    assert _t(dto.generatedAt) == w.start_epoch_s + k * w.step_s
    assert dto.windowSize == 60


def test_forecasts_batch_serves_the_vintage_as_issued(check_server):
    u = check_server.url
    _advance(u, 10)
    first = httpx.get(f"{u}/emissions/forecasts/current", params={"location": "eu-central"})
    issued = first.json()[0]["generatedAt"]
    _advance(u, 7)
    r = httpx.post(f"{u}/emissions/forecasts/batch",
                   json=[{"requestedAt": issued, "location": "eu-central"}])
    assert r.status_code == 200
    (dto,) = TypeAdapter(list[EmissionsForecastDTO]).validate_python(r.json())
    assert dto.generatedAt == issued
    assert [p.value for p in dto.forecastData] == [p["value"] for p in
                                                   first.json()[0]["forecastData"]]
    late = httpx.post(f"{u}/emissions/forecasts/batch",
                      json=[{"requestedAt": "2023-08-02T20:00:00Z", "location": "eu-central"}])
    assert late.status_code == 400
    assert "not been issued yet" in ValidationProblemDetails(**late.json()).detail


def test_average_carbon_intensity_is_the_exact_time_average(check_server, check_world):
    w = check_world
    _advance(check_server.url, 40)
    r = httpx.get(f"{check_server.url}/emissions/average-carbon-intensity",
                  params={"location": "us-west", "startTime": "2023-08-01T01:10:00Z",
                          "endTime": "2023-08-01T02:00:00Z"})
    dto = CarbonIntensityDTO(**r.json())
    ri = w.regions.index("us-west")
    row = w.pad_before + 4  # 01:00-01:15
    # 5 minutes of step 01:00, then three whole 15-minute steps
    expect = (w.carbon[row, ri] * 5 + w.carbon[row + 1: row + 4, ri].sum() * 15) / 50
    assert dto.carbonIntensity == pytest.approx(expect, rel=1e-12)
    future = httpx.get(f"{check_server.url}/emissions/average-carbon-intensity",
                       params={"location": "us-west", "startTime": "2023-08-01T01:00:00Z",
                               "endTime": "2023-08-02T20:00:00Z"})
    assert future.status_code == 400
    assert ValidationProblemDetails(**future.json()).title == "ArgumentException"


@pytest.mark.parametrize("path, params, field", [
    ("/emissions/bylocation", {}, "location"),
    ("/emissions/forecasts/current", {}, "location"),
    ("/emissions/average-carbon-intensity", {"location": "us-west"}, "startTime"),
    ("/emissions/bylocation", {"location": "us-west", "time": "yesterday"}, "time"),
])
def test_validation_errors_have_the_aspnet_shape(check_server, path, params, field):
    r = httpx.get(f"{check_server.url}{path}", params=params)
    assert r.status_code == 400
    body = ValidationProblemDetails(**r.json())
    assert body.status == 400 and body.title == "One or more validation errors occurred."
    assert field in body.errors


def test_unknown_location_is_an_argument_exception(check_server):
    r = httpx.get(f"{check_server.url}/emissions/bylocation", params={"location": "mars-1"})
    assert r.status_code == 400
    body = ValidationProblemDetails(**r.json())
    assert body.title == "ArgumentException" and "mars-1" in body.detail
