"""One request must not stall or crash ``gridshift serve``: the documented request limits
(:mod:`gridshift.serve.limits`), input validation on every route (400, never 500), heavy work
off the event loop, and the warning when bound beyond loopback."""

from __future__ import annotations

import threading

import pytest

from gridshift.serve import limits
from gridshift.serve.limits import LimitError

httpx = pytest.importorskip("httpx")

LONG = "x" * 5000
T0 = "2023-08-01T00:00:00Z"  # check-v1's window start


# ----------------------------------------------------------------------------- the checks


@pytest.mark.parametrize("lat, lon, field", [
    ("inf", "0", "latitude"), ("-inf", "0", "latitude"), ("nan", "0", "latitude"),
    ("1e400", "0", "latitude"), ("90.0001", "0", "latitude"), ("-91", "0", "latitude"),
    ("0", "180.5", "longitude"), ("0", "-181", "longitude"), ("0", "nan", "longitude"),
    ("north", "0", "latitude"), ("0", "", "longitude"),
])
def test_coordinates_must_be_finite_and_on_earth(lat, lon, field):
    with pytest.raises(LimitError) as e:
        limits.parse_coordinates(lat, lon)
    assert e.value.field == field and e.value.status == 400


def test_coordinates_at_the_bounds_are_accepted():
    assert limits.parse_coordinates("-90", "180") == (-90.0, 180.0)
    assert limits.parse_coordinates("90", "-180") == (90.0, -180.0)


def test_window_order_length_and_finiteness():
    day = 86400.0
    limits.check_window(0.0, limits.MAX_WINDOW_DAYS * day, "a", "b")  # exactly the limit
    with pytest.raises(LimitError, match="b must not be before a"):
        limits.check_window(10.0, 5.0, "a", "b")
    with pytest.raises(LimitError, match="at most 32 days"):
        limits.check_window(0.0, limits.MAX_WINDOW_DAYS * day + 1, "a", "b")
    with pytest.raises(LimitError, match="not a finite time"):
        limits.check_window(0.0, float("inf"), "a", "b")
    with pytest.raises(LimitError, match="at most 2 days"):
        limits.check_window(0.0, 3 * day, "a", "b", max_days=2)


def test_near_data_margin_is_max_window_days():
    margin = limits.MAX_WINDOW_DAYS * 86400.0
    limits.check_near_data(1000.0 - margin, "t", 1000.0, 2000.0)
    limits.check_near_data(2000.0 + margin, "t", 1000.0, 2000.0)
    for bad in (1000.0 - margin - 1, 2000.0 + margin + 1, float("nan"), float("-inf")):
        with pytest.raises(LimitError, match="outside this replay's data"):
            limits.check_near_data(bad, "t", 1000.0, 2000.0)


def test_names_counts_and_points():
    assert limits.check_name("x" * limits.MAX_NAME_CHARS, "zone") == "x" * 100
    with pytest.raises(LimitError, match="5000 characters long; names here are at most 100"):
        limits.check_name(LONG, "zone")
    with pytest.raises(LimitError, match="must be a string, not list"):
        limits.check_name(["a"], "zone")
    limits.check_count(5, 5, "items")
    with pytest.raises(LimitError, match="6 items; at most 5"):
        limits.check_count(6, 5, "items")
    limits.check_points(limits.MAX_RESPONSE_POINTS)
    with pytest.raises(LimitError, match="MAX_RESPONSE_POINTS"):
        limits.check_points(limits.MAX_RESPONSE_POINTS + 1)


def test_json_response_is_the_encoder_fastapi_uses_across_slices():
    from pydantic_core import to_json

    from gridshift.serve._http import _SLICE_ITEMS, json_response

    for n in (0, 1, _SLICE_ITEMS, _SLICE_ITEMS + 1, 2 * _SLICE_ITEMS + 7):
        items = [{"t": i, "v": i / 3, "s": "é"} for i in range(n)]
        assert json_response(items).body == to_json(items)
    assert json_response({"a": [1.5, None]}).body == to_json({"a": [1.5, None]})


# ----------------------------------------------------------------------------- loopback


@pytest.mark.parametrize("host", ["127.0.0.1", "127.8.9.10", "localhost", "LocalHost", "::1",
                                  "[::1]", "::ffff:127.0.0.1"])
def test_loopback_hosts(host):
    from gridshift.serve.server import exposure_warning, is_loopback

    assert is_loopback(host) and exposure_warning(host, 8787) is None


@pytest.mark.parametrize("host", ["0.0.0.0", "::", "", "192.168.1.20", "10.0.0.1",
                                  "example.org", "localhost.example.org", "128.0.0.1"])
def test_hosts_beyond_loopback_get_the_warning(host):
    from gridshift.serve.server import exposure_warning, is_loopback

    assert not is_loopback(host)
    msg = exposure_warning(host, 8787)
    assert f"{host}:8787" in msg and "no authentication" in msg and "replayed" in msg


def _serve_cli(monkeypatch, args):
    """Run ``gridshift serve`` with uvicorn's run replaced: nothing is bound."""
    import uvicorn
    from click.testing import CliRunner

    from gridshift.cli import main

    ran = []
    monkeypatch.setattr(uvicorn.Server, "run", lambda self, *a, **k: ran.append(
        (self.config.host, self.config.port)))
    res = CliRunner().invoke(main, ["serve", "check-v1", *args])
    return res, ran


def test_cli_warns_on_stderr_when_bound_beyond_loopback(monkeypatch):
    res, ran = _serve_cli(monkeypatch, ["--host", "0.0.0.0", "--port", "8787"])
    assert res.exit_code == 0, res.output
    assert ran == [("0.0.0.0", 8787)]
    assert "WARNING" in res.stderr and "no authentication" in res.stderr
    assert "0.0.0.0:8787" in res.stderr and "WARNING" not in res.stdout


def test_cli_on_loopback_does_not_warn(monkeypatch):
    res, ran = _serve_cli(monkeypatch, ["--host", "127.0.0.1", "--port", "8787"])
    assert res.exit_code == 0, res.output
    assert ran == [("127.0.0.1", 8787)]
    assert "WARNING" not in res.stderr


# ----------------------------------------------------------------------------- over HTTP


@pytest.fixture
def wt(check_server):
    tok = httpx.get(f"{check_server.url}/login", auth=("u", "p")).json()["token"]
    return {"Authorization": f"Bearer {tok}"}


EM = {"auth-token": "any"}


def _replay(srv):
    return srv.server.config.app.state.replay


def _count_forecasts(monkeypatch, srv) -> list[int]:
    """Record every forecast the replay generates."""
    rp = _replay(srv)
    calls: list[int] = []
    real = rp.forecast

    def counted(r, issue_row=None):
        calls.append(r)
        return real(r, issue_row)

    monkeypatch.setattr(rp, "forecast", counted)
    return calls


@pytest.mark.parametrize("path, params, shape", [
    ("/v3/region-from-loc", {"latitude": "inf", "longitude": "0"}, "wt"),
    ("/v3/region-from-loc", {"latitude": "nan", "longitude": "0"}, "wt"),
    ("/v3/region-from-loc", {"latitude": "91", "longitude": "0"}, "wt"),
    ("/v3/region-from-loc", {"latitude": "0", "longitude": "-181"}, "wt"),
    ("/v3/carbon-intensity/latest", {"lat": "inf", "lon": "0"}, "em"),
    ("/v3/carbon-intensity/latest", {"lat": "nan", "lon": "0"}, "em"),
    ("/v3/carbon-intensity/latest", {"lat": "-95", "lon": "0"}, "em"),
    ("/v3/carbon-intensity/forecast", {"lat": "0", "lon": "200"}, "em"),
])
def test_bad_coordinates_are_400_on_every_route(check_server, wt, path, params, shape):
    r = httpx.get(f"{check_server.url}{path}", params=params,
                  headers=wt if shape == "wt" else EM)
    assert r.status_code == 400, r.text
    msg = r.json()["detail"] if shape == "wt" else r.json()["message"]
    assert "degrees" in msg


def test_good_coordinates_still_pick_the_nearest_region(check_server, wt):
    r = httpx.get(f"{check_server.url}/v3/region-from-loc",
                  params={"latitude": "48", "longitude": "9"}, headers=wt)
    assert r.status_code == 200 and r.json()["region"] == "eu-central"


@pytest.mark.parametrize("path, params, shape", [
    ("/v3/forecast", {"region": LONG}, "wt"),
    ("/v3/forecast", {"region": "us-west", "signal_type": LONG}, "wt"),
    ("/v3/carbon-intensity/latest", {"zone": LONG}, "em"),
    ("/v3/carbon-intensity/latest", {"zoneKey": LONG}, "em"),
    ("/v3/carbon-intensity/latest", {"zone": "us-west", "temporalGranularity": LONG}, "em"),
    ("/emissions/bylocation", {"location": LONG}, "sdk"),
    ("/emissions/forecasts/current", {"location": LONG}, "sdk"),
    ("/emissions/average-carbon-intensity", {"location": LONG, "startTime": T0,
                                             "endTime": "2023-08-01T00:10:00Z"}, "sdk"),
    ("/gridshift/record", {"policy": LONG}, "gs"),
])
def test_a_5000_character_name_is_400_without_echoing_it(check_server, wt, path, params,
                                                         shape):
    headers = {"wt": wt, "em": EM}.get(shape, {})
    r = httpx.get(f"{check_server.url}{path}", params=params, headers=headers)
    assert r.status_code == 400, r.text
    assert "MAX_NAME_CHARS" in r.text and len(r.text) < 500


def test_forecast_batch_over_max_batch_items_is_400_before_any_forecast(check_server,
                                                                        monkeypatch):
    calls = _count_forecasts(monkeypatch, check_server)
    items = [{"requestedAt": T0, "location": "us-west"}] * (limits.MAX_BATCH_ITEMS + 1)
    r = httpx.post(f"{check_server.url}/emissions/forecasts/batch", json=items, timeout=60)
    assert r.status_code == 400
    body = r.json()
    assert body["title"] == "ArgumentException" and "MAX_BATCH_ITEMS" in body["detail"]
    assert f"at most {limits.MAX_BATCH_ITEMS}" in body["detail"]
    assert calls == []


def test_average_batch_over_max_batch_items_is_400(check_server):
    httpx.post(f"{check_server.url}/gridshift/clock", json={"steps": 8})
    item = {"location": "us-west", "startTime": T0, "endTime": "2023-08-01T01:00:00Z"}
    u = f"{check_server.url}/emissions/average-carbon-intensity/batch"
    ok = httpx.post(u, json=[item] * limits.MAX_BATCH_ITEMS, timeout=60)
    assert ok.status_code == 200 and len(ok.json()) == limits.MAX_BATCH_ITEMS
    over = httpx.post(u, json=[item] * (limits.MAX_BATCH_ITEMS + 1), timeout=60)
    assert over.status_code == 400 and "MAX_BATCH_ITEMS" in over.json()["detail"]


def test_the_auditors_40000_item_batch_is_refused_before_any_work(check_server, monkeypatch):
    calls = _count_forecasts(monkeypatch, check_server)
    items = [{"requestedAt": T0, "location": "us-west"}] * 40_000
    r = httpx.post(f"{check_server.url}/emissions/forecasts/batch", json=items, timeout=60)
    assert r.status_code == 413
    assert r.json()["status"] == 413 and "MAX_BODY_BYTES" in r.json()["detail"]
    assert calls == []


@pytest.mark.parametrize("path", ["/emissions/forecasts/batch",
                                  "/emissions/average-carbon-intensity/batch",
                                  "/gridshift/clock"])
def test_a_body_over_max_body_bytes_is_413_even_without_content_length(check_server, path):
    big = b"[" + b" " * limits.MAX_BODY_BYTES + b"]"

    def chunks():  # a streamed body: httpx sends it chunked, with no Content-Length
        for i in range(0, len(big), 65536):
            yield big[i: i + 65536]

    for content in (big, chunks()):
        r = httpx.post(f"{check_server.url}{path}", content=content,
                       headers={"content-type": "application/json"}, timeout=60)
        assert r.status_code == 413, r.text
        assert str(limits.MAX_BODY_BYTES) in r.text


def test_response_points_are_counted_exactly_before_any_forecast(check_server, monkeypatch):
    u = check_server.url
    httpx.post(f"{u}/gridshift/clock", json={"steps": 12})
    params = {"location": ["us-west", "SG"], "windowSize": 45,
              "dataStartAt": "2023-08-01T04:10:00Z", "dataEndAt": "2023-08-01T15:00:00Z"}
    full = httpx.get(f"{u}/emissions/forecasts/current", params=params)
    assert full.status_code == 200
    n = sum(len(d["forecastData"]) for d in full.json())
    assert n > 0
    calls = _count_forecasts(monkeypatch, check_server)
    monkeypatch.setattr(limits, "MAX_RESPONSE_POINTS", n)
    assert httpx.get(f"{u}/emissions/forecasts/current", params=params).status_code == 200
    assert len(calls) == 2
    monkeypatch.setattr(limits, "MAX_RESPONSE_POINTS", n - 1)
    r = httpx.get(f"{u}/emissions/forecasts/current", params=params)
    assert r.status_code == 400
    assert f"would hold {n} data points" in r.json()["detail"]
    assert len(calls) == 2  # refused before forecasting


@pytest.mark.parametrize("path, params, shape", [
    ("/emissions/bylocations", {"location": ["us-west", "SG"], "time": "2023-07-31T00:00:00Z",
                                "toTime": "2023-08-02T00:00:00Z"}, "sdk"),
    ("/v3/historical", {"region": "us-west", "start": "2023-07-31T00:00:00Z",
                        "end": "2023-08-02T00:00:00Z"}, "wt"),
    ("/v3/forecast/historical", {"region": "us-west", "start": "2023-08-01T00:00:00Z",
                                 "end": "2023-08-02T00:00:00Z"}, "wt"),
    ("/v3/carbon-intensity/past-range", {"zone": "us-west", "start": "2023-07-31T00:00:00Z",
                                         "end": "2023-08-02T00:00:00Z"}, "em"),
])
def test_every_listing_route_checks_max_response_points(check_server, wt, monkeypatch, path,
                                                        params, shape):
    u = check_server.url
    httpx.post(f"{u}/gridshift/clock", json={"steps": 100})
    headers = {"wt": wt, "em": EM}.get(shape, {})
    monkeypatch.setattr(limits, "MAX_RESPONSE_POINTS", 10)
    r = httpx.get(f"{u}{path}", params=params, headers=headers)
    assert r.status_code == 400, r.text
    assert "MAX_RESPONSE_POINTS" in r.text


def test_max_locations(check_server):
    u = f"{check_server.url}/emissions/bylocations"
    ok = httpx.get(u, params={"location": ["us-west"] * limits.MAX_LOCATIONS})
    assert ok.status_code == 200 and len(ok.json()) == limits.MAX_LOCATIONS
    over = httpx.get(u, params={"location": ["us-west"] * (limits.MAX_LOCATIONS + 1)})
    assert over.status_code == 400 and "MAX_LOCATIONS" in over.json()["detail"]
    cur = httpx.get(f"{check_server.url}/emissions/forecasts/current",
                    params={"location": ["us-west"] * (limits.MAX_LOCATIONS + 1)})
    assert cur.status_code == 400 and "MAX_LOCATIONS" in cur.json()["detail"]


@pytest.mark.parametrize("path, params, shape, expect", [
    # reversed windows
    ("/emissions/bylocation", {"location": "us-west", "time": "2023-08-02T00:00:00Z",
                               "toTime": T0}, "sdk", "toTime must not be before time"),
    ("/emissions/forecasts/current", {"location": "us-west",
                                      "dataStartAt": "2023-08-02T00:00:00Z",
                                      "dataEndAt": T0}, "sdk",
     "dataEndAt must not be before dataStartAt"),
    ("/v3/historical", {"region": "us-west", "start": "2023-08-02T00:00:00Z", "end": T0},
     "wt", "end must not be before start"),
    ("/v3/carbon-intensity/past-range", {"zone": "us-west", "start": "2023-08-02T00:00:00Z",
                                         "end": T0}, "em", "end must be after start"),
    # longer than the maximum
    ("/emissions/bylocation", {"location": "us-west", "time": "2023-07-01T00:00:00Z",
                               "toTime": "2023-08-03T00:00:00Z"}, "sdk", "at most 32 days"),
    ("/v3/historical", {"region": "us-west", "start": "2023-07-01T00:00:00Z",
                        "end": "2023-08-03T00:00:00Z"}, "wt", "at most 32 days"),
    ("/v3/forecast/historical", {"region": "us-west", "start": T0,
                                 "end": "2023-08-03T12:00:00Z"}, "wt", "at most 2 days"),
    # far outside the replay's data
    ("/emissions/bylocation", {"location": "us-west", "time": "1990-01-01T00:00:00Z"}, "sdk",
     "outside this replay's data"),
    ("/emissions/bylocation", {"location": "us-west", "time": "0001-01-01T00:00:00+14:00"},
     "sdk", "outside this replay's data"),
    ("/emissions/average-carbon-intensity", {"location": "us-west",
                                             "startTime": "0001-01-01T00:00:00+14:00",
                                             "endTime": T0}, "sdk",
     "outside this replay's data"),
    ("/emissions/forecasts/current", {"location": "us-west",
                                      "dataEndAt": "9999-12-31T23:00:00-12:00"}, "sdk",
     "outside this replay's data"),
    ("/v3/historical", {"region": "us-west", "start": "2090-01-01T00:00:00Z",
                        "end": "2090-01-02T00:00:00Z"}, "wt", "outside this replay's data"),
    ("/v3/carbon-intensity/past", {"zone": "us-west", "datetime": "1900-01-01T00:00:00Z"},
     "em", "outside this replay's data"),
    ("/v3/carbon-intensity/past-range", {"zone": "us-west", "start": "1900-01-01T00:00:00Z",
                                         "end": "1900-01-02T00:00:00Z"}, "em",
     "outside this replay's data"),
    # horizons and windowSize
    ("/v3/forecast", {"region": "us-west", "horizon_hours": "-1"}, "wt", "expected 0..72"),
    ("/v3/forecast", {"region": "us-west", "horizon_hours": "nan"}, "wt", "expected 0..72"),
    ("/v3/forecast", {"region": "us-west", "horizon_hours": "inf"}, "wt", "expected 0..72"),
    ("/v3/carbon-intensity/forecast", {"zone": "us-west", "horizonHours": "-3"}, "em",
     "at most 72"),
    ("/v3/carbon-intensity/forecast", {"zone": "us-west", "horizonHours": "nan"}, "em",
     "at most 72"),
    ("/emissions/forecasts/current", {"location": "us-west", "windowSize": "-5"}, "sdk",
     "expected 0..1440 minutes"),
    ("/emissions/forecasts/current", {"location": "us-west", "windowSize": str(10**30)},
     "sdk", "expected 0..1440 minutes"),
    ("/emissions/forecasts/current", {"location": "us-west", "windowSize": "1441"}, "sdk",
     "expected 0..1440 minutes"),
])
def test_bad_windows_horizons_and_dates_are_400(check_server, wt, path, params, shape,
                                               expect):
    headers = {"wt": wt, "em": EM}.get(shape, {})
    r = httpx.get(f"{check_server.url}{path}", params=params, headers=headers)
    assert r.status_code == 400, r.text
    assert expect in r.text


def test_window_size_up_to_the_horizon_is_served(check_server):
    r = httpx.get(f"{check_server.url}/emissions/forecasts/current",
                  params={"location": "us-west", "windowSize": "1440"})  # check-v1: 24 h
    assert r.status_code == 200
    (dto,) = r.json()
    assert len(dto["forecastData"]) == 1 and dto["windowSize"] == 1440


@pytest.mark.parametrize("item, expect", [
    ({"requestedAt": "1990-01-01T00:00:00Z", "location": "us-west"},
     "[0].requestedAt is more than 32 days"),
    ({"requestedAt": T0, "location": "us-west", "windowSize": 10**30},
     "[0].windowSize"),
    ({"requestedAt": T0, "location": ["us-west"]}, "[0].location must be a string"),
    ({"requestedAt": T0, "location": "us-west", "dataStartAt": "2023-08-01T10:00:00Z",
      "dataEndAt": "2023-08-01T09:00:00Z"}, "[0].dataEndAt must not be before"),
])
def test_batch_items_are_validated(check_server, item, expect):
    r = httpx.post(f"{check_server.url}/emissions/forecasts/batch", json=[item])
    assert r.status_code == 400, r.text
    assert expect in r.text


def test_clock_moves_too_large_for_a_float_are_not_500(check_server, check_world):
    u = f"{check_server.url}/gridshift/clock"
    r = httpx.post(u, json={"seconds": 10**400})
    assert r.status_code == 400 and "too large" in r.json()["detail"]
    r = httpx.post(u, json={"steps": 10**30})
    assert r.status_code == 200 and r.json()["step"] == check_world.n_steps - 1


def test_watttime_token_store_is_bounded(check_server, monkeypatch):
    from gridshift.serve import watttime

    monkeypatch.setattr(watttime, "MAX_TOKENS", 3)
    u = check_server.url
    toks = [httpx.get(f"{u}/login", auth=("u", "p")).json()["token"] for _ in range(4)]

    def status(tok):
        return httpx.get(f"{u}/v3/my-access",
                         headers={"Authorization": f"Bearer {tok}"}).status_code

    assert [status(t) for t in toks] == [401, 200, 200, 200]  # the oldest was forgotten


# ----------------------------------------------------------------------------- the loop


def _held_route(monkeypatch, srv, attr):
    """Make ``replay.<attr>`` wait inside the route until released; returns (entered, release)."""
    rp = _replay(srv)
    entered, release = threading.Event(), threading.Event()
    real = getattr(rp, attr)

    def held(*a, **k):
        entered.set()
        assert release.wait(30), "never released"
        return real(*a, **k)

    monkeypatch.setattr(rp, attr, held)
    return entered, release


@pytest.mark.parametrize("path, body, attr", [
    ("/emissions/forecasts/batch", [{"requestedAt": T0, "location": "us-west"}], "forecast"),
    ("/emissions/average-carbon-intensity/batch",
     [{"location": "us-west", "startTime": T0, "endTime": "2023-08-01T00:10:00Z"}],
     "mean_actual"),
])
def test_a_batch_in_progress_does_not_block_other_requests(check_server, monkeypatch, path,
                                                           body, attr):
    """The batch's work is held mid-way; other requests must still be answered. Were the work
    on the event loop, the clock request below could not be answered until the release."""
    u = check_server.url
    httpx.post(f"{u}/gridshift/clock", json={"steps": 4})
    entered, release = _held_route(monkeypatch, check_server, attr)
    out: dict[str, httpx.Response] = {}
    t = threading.Thread(target=lambda: out.setdefault(
        "batch", httpx.post(f"{u}{path}", json=body, timeout=60)))
    t.start()
    try:
        assert entered.wait(30), "the batch never reached its work"
        other = httpx.get(f"{u}/gridshift/clock", timeout=10)
        assert other.status_code == 200 and not release.is_set()
    finally:
        release.set()
        t.join(60)
    assert out["batch"].status_code == 200, out["batch"].text
