"""The simulated clock (stepped, realtime, factor), its HTTP control, and the record endpoint."""

from __future__ import annotations

import pytest

httpx = pytest.importorskip("httpx")

from gridshift.serve.clock import ClockError, SimClock, parse_clock  # noqa: E402


class FakeWall:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


def test_parse_clock():
    assert parse_clock("stepped") == ("stepped", 0.0)
    assert parse_clock("realtime") == ("realtime", 1.0)
    assert parse_clock("60") == ("factor", 60.0)
    for bad in ("fast", "0", "-3", "inf"):
        with pytest.raises(ClockError):
            parse_clock(bad)


def test_stepped_clock_moves_only_forward_and_stops_at_the_last_step():
    c = SimClock(0, 900, 10, "stepped")
    assert c.step() == 0 and c.now_s() == 0
    assert c.advance(steps=3) == 2700
    assert c.advance(seconds=100) == 2800 and c.step() == 3
    with pytest.raises(ClockError, match="backwards"):
        c.advance(to_s=0)
    with pytest.raises(ClockError, match="exactly one"):
        c.advance(steps=1, seconds=1)
    c.advance(steps=1000)
    assert c.step() == 9 and c.now_s() == 9 * 900


def test_factor_clock_follows_the_wall_clock():
    wall = FakeWall()
    c = SimClock(0, 900, 100, "factor", 60.0, wall=wall)
    wall.t += 30.0  # 30 s of wall time = 1800 s simulated
    assert c.now_s() == pytest.approx(1800.0, rel=1e-12)
    assert c.step() == 2
    with pytest.raises(ClockError, match="only a stepped clock"):
        c.advance(steps=1)
    r = SimClock(0, 900, 100, "realtime", wall=wall)
    wall.t += 900.0
    assert r.step() == 1


def test_http_clock_control(check_server):
    u = check_server.url
    s = httpx.get(f"{u}/gridshift/clock").json()
    assert s["mode"] == "stepped" and s["step"] == 0
    assert httpx.post(f"{u}/gridshift/clock", json={"steps": 4}).json()["step"] == 4
    back = httpx.post(f"{u}/gridshift/clock", json={"to": "2023-08-01T00:00:00Z"})
    assert back.status_code == 400 and "backwards" in back.json()["detail"]
    assert httpx.post(f"{u}/gridshift/clock", json={"steps": "x"}).status_code == 400
    assert httpx.post(f"{u}/gridshift/clock", json={"hours": 1}).status_code == 400
    assert httpx.post(f"{u}/gridshift/clock", content=b"nope").status_code == 400
    to = httpx.post(f"{u}/gridshift/clock", json={"to": "2023-08-01T03:00:00Z"}).json()
    assert to["step"] == 12


def test_realtime_clock_cannot_be_advanced_over_http(check_world):
    from gridshift.serve import ServerThread, SimClock, create_app

    w = check_world
    clock = SimClock(w.start_epoch_s, w.step_s, w.n_steps, "factor", 10.0)
    with ServerThread(create_app(w, clock)) as srv:
        r = httpx.post(f"{srv.url}/gridshift/clock", json={"steps": 1})
        assert r.status_code == 409
        assert httpx.get(f"{srv.url}/gridshift/clock").json()["mode"] == "factor"


def test_record_exists_only_at_the_end_and_equals_the_run(check_server, check_world):
    from gridshift import load_policy, simulate

    u = check_server.url
    early = httpx.get(f"{u}/gridshift/record")
    assert early.status_code == 409
    httpx.post(f"{u}/gridshift/clock", json={"steps": check_world.n_steps})
    rec = httpx.get(f"{u}/gridshift/record", params={"policy": "lowest-carbon-now"},
                    timeout=60).json()
    res = simulate(check_world, load_policy("lowest-carbon-now"))
    assert rec["jobs_sha256"] == res.jobs_sha256()
    assert rec["metrics"] == res.summary()["metrics"]
    assert rec["policy"] == "lowest-carbon-now-v1"


@pytest.mark.parametrize("policy", ["exec:/bin/sh", "tcp:127.0.0.1:1", "x.py:Cls",
                                    "no-such-policy"])
def test_record_runs_registered_ids_only(check_server, check_world, policy):
    u = check_server.url
    httpx.post(f"{u}/gridshift/clock", json={"steps": check_world.n_steps})
    r = httpx.get(f"{u}/gridshift/record", params={"policy": policy})
    assert r.status_code == 400


def test_scenario_endpoint(check_server, check_world):
    s = httpx.get(f"{check_server.url}/gridshift/scenario").json()
    assert s["scenario_hash"] == check_world.scenario_hash
    assert s["regions"] == list(check_world.regions)


def test_cli_serve_rejects_a_bad_clock():
    from click.testing import CliRunner

    from gridshift.cli import main

    res = CliRunner().invoke(main, ["serve", "check-v1", "--clock", "sometimes"])
    assert res.exit_code == 2
    assert "speed-up factor" in res.output


def test_cli_serve_unknown_scenario_exits_2():
    from click.testing import CliRunner

    from gridshift.cli import main

    res = CliRunner().invoke(main, ["serve", "no-such-scenario-v9"])
    assert res.exit_code == 2
    assert "error:" in res.output and "Traceback" not in res.output
