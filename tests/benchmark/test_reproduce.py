"""Reproduction of Let's Wait Awhile's Scenario II with gridshift's engine."""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pytest

from gridshift.benchmark.reproduce import (
    LWA_PRINTED_RATIO_PCT,
    LWA_PUBLISHED,
    LWAForecastError,
    lwa_deadline_steps,
    lwa_ml_jobs,
    reproduce_lwa,
)
from gridshift.policies.api import Decision, Policy

SHARED = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "lets-wait-awhile"


def _minutes(ts: str) -> int:
    return int((np.datetime64(ts, "m") - np.datetime64("2020-01-01T00:00", "m")).astype(int))


@pytest.mark.parametrize(("finish", "slack_steps"), [
    ("2020-01-08T12:00", 0),    # Wednesday inside the workday: no slack
    ("2020-01-07T08:00", 2),    # Tuesday before 9:00 -> 9:00
    ("2020-01-10T17:00", 0),    # Friday 17:00 is not "after 17"
    ("2020-01-10T17:30", 31),   # Friday evening -> Saturday 9:00 (their code)
    ("2020-01-11T00:00", 114),  # Saturday -> Monday 9:00
    ("2020-01-12T10:00", 46),   # Sunday -> Monday 9:00
])
def test_next_workday_slack_hand_cases(finish, slack_steps):
    end = _minutes(finish)
    got = lwa_deadline_steps(np.array([end - 240]), np.array([240]))
    assert got.tolist() == [slack_steps]
    assert lwa_deadline_steps(np.array([end - 240]), np.array([240]), "none").tolist() == [0]


def test_ml_jobs_follow_the_scenario_definition():
    arrival, duration = lwa_ml_jobs()
    assert arrival.size == duration.size == 3387
    t = np.datetime64("2020-01-01T00:00", "m") + arrival.astype("timedelta64[m]")
    day = t.astype("datetime64[D]")
    assert ((day.astype(np.int64) + 3) % 7 <= 4).all()  # workdays only
    minute = (t - day).astype(np.int64)
    assert minute.min() >= 9 * 60 and minute.max() < 17 * 60 and (minute % 30 == 0).all()
    assert duration.min() >= 240 and duration.max() < 90 * 60 and (duration % 30 == 0).all()
    assert (np.diff(arrival) >= 0).all()
    again = lwa_ml_jobs()
    assert (again[0] == arrival).all() and (again[1] == duration).all()


class _Spy(Policy):
    id = "spy-v1"

    def decide(self, obs):
        self.seen = np.array(obs.forecast.carbon_gco2_per_kwh)
        return Decision(region=np.zeros(0, dtype=np.int64))


def test_forecast_error_wrapper_adds_the_noise_at_the_right_rows():
    from gridshift.policies.api import Forecast

    noise = np.array([1.0, 2.0, 3.0, 4.0])
    spy = _Spy()
    w = LWAForecastError(spy, noise)

    import dataclasses

    @dataclasses.dataclass(frozen=True)
    class Obs:
        step: int
        forecast: Forecast

    w.decide(Obs(step=2, forecast=Forecast(np.array([[10.0, 20.0, 30.0]]))))
    np.testing.assert_allclose(spy.seen, [[13.0, 24.0, 30.0]], rtol=1e-15)


def test_published_zero_error_bars_agree_with_the_printed_ratio():
    # evaluation.ipynb prints (bardata0 / bardata5 - 1) * 100; the bars were read from the PDFs
    for (cc, intr), ratio in LWA_PRINTED_RATIO_PCT.items():
        got = (LWA_PUBLISHED[(cc, intr, 0.0)] / LWA_PUBLISHED[(cc, intr, 0.05)] - 1) * 100
        np.testing.assert_allclose(got, ratio, atol=1e-4)


@pytest.fixture(scope="module")
def lwa_cache(tmp_path_factory):
    if not SHARED.is_dir():
        pytest.skip(f"{SHARED} is absent (the Let's Wait Awhile series); the reproduction "
                    "against the published figures cannot run here")
    from gridshift.datasets import import_dir

    root = tmp_path_factory.mktemp("lwa-cache")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("GRIDSHIFT_DATA_DIR", str(root))
        rep = import_dir(SHARED, names=["lets-wait-awhile"])
    assert rep.complete("lets-wait-awhile"), (rep.missing, rep.mismatched)
    return root


@pytest.fixture
def lwa_env(lwa_cache, monkeypatch):
    monkeypatch.setenv("GRIDSHIFT_DATA_DIR", str(lwa_cache))


def test_reproduces_the_published_zero_error_bars(lwa_env):
    rows = reproduce_lwa(("DE", "GB", "FR"), (0.0,))
    assert len(rows) == 6
    for r in rows:
        assert r.unfinished == 0 and r.late == 0, r
        assert abs(r.diff_pp) <= 0.05, r


def test_reproduces_the_published_figure_at_5_percent_error_de(lwa_env):
    # the paper's figure (5 % error, 10 seeds); non-interruptible Germany here, every row in
    # the opt-in test below (the interruptible runs cost about 10 s each)
    (r,) = reproduce_lwa(("DE",), (0.05,), interruptible=(False,), seeds=10)
    assert r.seeds == 10 and r.unfinished == 0 and r.late == 0
    assert abs(r.diff_pp) <= 0.05, r


@pytest.mark.skipif(not os.environ.get("GRIDSHIFT_FULL_REPRODUCTION"),
                    reason="the full 5 % figure (60 runs, several minutes) runs with "
                           "GRIDSHIFT_FULL_REPRODUCTION=1; its Germany non-interruptible row "
                           "and every 0 % row run by default")
def test_reproduces_the_whole_published_figure_at_5_percent_error(lwa_env):
    rows = reproduce_lwa(("DE", "GB", "FR"), (0.05,), seeds=10)
    assert len(rows) == 6
    for r in rows:
        assert r.unfinished == 0 and r.late == 0, r
        assert abs(r.diff_pp) <= 0.05, r


def test_strict_variant_differs_from_the_published_numbers(lwa_env):
    loose = reproduce_lwa(("FR",), (0.0,), interruptible=(False,))[0]
    strict = reproduce_lwa(("FR",), (0.0,), interruptible=(False,), strict=True)[0]
    # LWA's code quirks move France by about 0.08 points, more than the 0.05 tolerance: the
    # reason the reproduction follows their code
    assert abs(strict.gridshift_pct - loose.gridshift_pct) > 0.05


def test_reader_names_the_bad_row(tmp_path):
    from gridshift.datasets.readers import read_lets_wait_awhile
    from gridshift.errors import DataError

    p = tmp_path / "ger_ci.csv"
    p.write_text("Time,Carbon Intensity\n2020-01-01 00:00:00,300.5\n2020-01-01 00:30:00,abc\n")
    with pytest.raises(DataError,
                       match=r"ger_ci.csv row 2 \(line 3\): column .Carbon Intensity. is .abc."):
        read_lets_wait_awhile(p)
    p.write_text("Time,Carbon Intensity\n2020-01-01 00:00:00,300.5\n2020-01-01 00:45:00,301\n")
    from gridshift.benchmark.reproduce import lwa_series

    with pytest.raises(DataError, match="not a regular 30-min grid"):
        lwa_series("DE", p)


def test_cli_rejects_bad_options_with_exit_2():
    from click.testing import CliRunner

    from gridshift.cli import main

    r = CliRunner().invoke(main, ["reproduce", "lwa", "--countries", "XX"])
    assert r.exit_code == 2 and "expected any of DE, GB, FR" in r.output
    r = CliRunner().invoke(main, ["reproduce", "lwa", "--errors", "1.5"])
    assert r.exit_code == 2 and "--errors" in r.output
