"""Robustness matrix, scenario files: a bad key is a ScenarioError naming file, key, expectation.

Each case mutates the valid base scenario (conftest.SCENARIO) once; the loader (and world
builder) must raise the named error type, the command line must exit with code 2 and print the
same message (never a traceback), and the message must name the file, the key and what was
expected.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from gridshift import build_world, load_scenario
from gridshift.errors import DataError, GridshiftError, ScenarioError

from .conftest import cli, make_case


def sub(old: str, new: str) -> Callable[[str], str]:
    """Replace one exact line fragment of the base TOML (fails loudly if it is absent)."""

    def f(text: str) -> str:
        assert old in text, f"base scenario has no {old!r}"
        return text.replace(old, new, 1)

    return f


def add(line: str, after: str) -> Callable[[str], str]:
    """Insert ``line`` after the table header ``after``."""
    return sub(after, f"{after}\n{line}")


SYN = sub('source = "jobs.csv"', 'source = "synthetic"')


def chain(*fs: Callable[[str], str]) -> Callable[[str], str]:
    def f(text: str) -> str:
        for g in fs:
            text = g(text)
        return text

    return f


PUE = "pue = 1.2"
NORTH = "[regions.north]"
FC = "[forecast]"
NET = "[network]"
GPU = "[gpu_types.A100]"
JOBS = "[jobs]"
SIG = "[signals]"

# (id, mutation of the TOML text, error type, fragments the message must hold)
CASES: list[tuple[str, Callable[[str], str], type[Exception], list[str]]] = [
    # finite numbers for every float key (audit: pue = inf gave null metrics)
    ("pue-inf", sub(PUE, "pue = inf"), ScenarioError,
     ["regions.north.pue", "inf", "expected a finite number"]),
    ("pue-nan", sub(PUE, "pue = nan"), ScenarioError,
     ["regions.north.pue", "nan", "expected a finite number"]),
    ("pue-neg-inf", sub(PUE, "pue = -inf"), ScenarioError,
     ["regions.north.pue", "expected a finite number"]),
    ("pue-below-1", sub(PUE, "pue = 0.9"), ScenarioError,
     ["regions.north.pue", "0.9", "must be >= 1.0"]),
    ("pue-string", sub(PUE, 'pue = "1.2"'), ScenarioError,
     ["regions.north.pue", "expected a number"]),
    ("wue-negative", sub("wue_l_per_kwh = 1.8", "wue_l_per_kwh = -1"), ScenarioError,
     ["regions.north.wue_l_per_kwh", "must be >= 0"]),
    ("wue-inf", sub("wue_l_per_kwh = 1.8", "wue_l_per_kwh = inf"), ScenarioError,
     ["regions.north.wue_l_per_kwh", "expected a finite number"]),
    ("lat-91", sub("lat = 59.3", "lat = 91"), ScenarioError,
     ["regions.north.lat", "must be <= 90"]),
    ("lon-minus-181", sub("lon = 18.1", "lon = -181"), ScenarioError,
     ["regions.north.lon", "must be >= -180"]),
    ("lat-nan", sub("lat = 59.3", "lat = nan"), ScenarioError,
     ["regions.north.lat", "expected a finite number"]),
    ("gpus-float", sub("gpus = { A100 = 8 }", "gpus = { A100 = 8.5 }"), ScenarioError,
     ["regions.north.gpus.A100", "expected an integer"]),
    ("gpus-negative", sub("gpus = { A100 = 8 }", "gpus = { A100 = -8 }"), ScenarioError,
     ["regions.north.gpus.A100", "must be >= 0"]),
    ("gpus-huge", sub("gpus = { A100 = 8 }", "gpus = { A100 = 1000000000000 }"),
     ScenarioError, ["regions.north.gpus.A100", "must be <= 1000000000"]),
    ("gpus-zero", sub("gpus = { A100 = 8 }", "gpus = { A100 = 0 }"), ScenarioError,
     ["regions.north.gpus", "no capacity"]),
    ("gpus-string", sub("gpus = { A100 = 8 }", 'gpus = { A100 = "8" }'), ScenarioError,
     ["regions.north.gpus.A100", "expected an integer"]),
    ("gpus-not-table", sub("gpus = { A100 = 8 }", "gpus = 8"), ScenarioError,
     ["regions.north.gpus", "expected a table"]),
    ("gpus-missing", sub("gpus = { A100 = 8 }\n", ""), ScenarioError,
     ["regions.north.gpus", "required"]),
    ("gpu-type-unknown", sub("gpus = { A100 = 8 }", "gpus = { A101 = 8 }"), ScenarioError,
     ["regions.north.gpus.A101", "unknown GPU type", "[gpu_types.A101]"]),
    ("step-zero", sub("step_s = 3600", "step_s = 0"), ScenarioError,
     ["step_s", "must be >= 1"]),
    ("step-negative", sub("step_s = 3600", "step_s = -3600"), ScenarioError,
     ["step_s", "must be >= 1"]),
    ("step-float", sub("step_s = 3600", "step_s = 3600.0"), ScenarioError,
     ["step_s", "expected an integer"]),
    ("step-not-dividing", sub("step_s = 3600", "step_s = 7"), ScenarioError,
     ["step_s", "does not divide"]),
    ("step-tiny-long-window",
     chain(sub("step_s = 3600", "step_s = 1"), sub("end = 2023-01-01T06:00:00Z",
                                                  "end = 2033-01-01T00:00:00Z")),
     ScenarioError, ["step_s", "too large", "signal cells", "documented limit"]),
    # seeds (audit: --seed -1 gave a traceback)
    ("seed-negative", sub("seed = 0", "seed = -1"), ScenarioError, ["seed", "must be >= 0"]),
    ("seed-above-uint32", sub("seed = 0", "seed = 4294967296"), ScenarioError,
     ["seed", "must be <= 4294967295"]),
    ("seed-float", sub("seed = 0", "seed = 1.5"), ScenarioError,
     ["seed", "expected an integer"]),
    ("seed-string", sub("seed = 0", 'seed = "0"'), ScenarioError,
     ["seed", "expected an integer"]),
    ("seed-bool", sub("seed = 0", "seed = true"), ScenarioError,
     ["seed", "expected an integer"]),
    # times
    ("start-missing", sub("start = 2023-01-01T00:00:00Z\n", ""), ScenarioError,
     ["start", "is required but missing"]),
    ("start-naive", sub("start = 2023-01-01T00:00:00Z", "start = 2023-01-01T00:00:00"),
     ScenarioError, ["start", "no time zone", "Z"]),
    ("start-date-only", sub("start = 2023-01-01T00:00:00Z", "start = 2023-01-01"),
     ScenarioError, ["start", "expected a date-time"]),
    ("start-bad-string", sub("start = 2023-01-01T00:00:00Z", 'start = "yesterday"'),
     ScenarioError, ["start", "not an ISO 8601 time"]),
    ("end-before-start", sub("end = 2023-01-01T06:00:00Z", "end = 2022-12-31T00:00:00Z"),
     ScenarioError, ["end", "must be after start"]),
    ("end-equals-start", sub("end = 2023-01-01T06:00:00Z", "end = 2023-01-01T00:00:00Z"),
     ScenarioError, ["end", "must be after start"]),
    # enumerations
    ("track-unknown", add('track = "oracle"', "seed = 0"), ScenarioError,
     ["track", "'oracle'", "forecast, clairvoyant"]),
    ("forecast-perfect-on-forecast-track", sub('model = "persistence"', 'model = "perfect"'),
     ScenarioError, ["forecast.model", "clairvoyant"]),
    ("forecast-model-unknown", sub('model = "persistence"', 'model = "magic"'),
     ScenarioError, ["forecast.model", "'magic'", "persistence"]),
    ("forecast-error-inf", add("error = inf", FC), ScenarioError,
     ["forecast.error", "expected a finite number"]),
    ("forecast-error-negative", add("error = -0.1", FC), ScenarioError,
     ["forecast.error", "must be >= 0"]),
    ("forecast-error-huge", add("error = 1e6", FC), ScenarioError,
     ["forecast.error", "must be <= 10.0"]),
    ("forecast-ar1-above-1", add("ar1 = 1.5", FC), ScenarioError,
     ["forecast.ar1", "must be <= 1"]),
    ("forecast-horizon-nan", sub("horizon_h = 2", "horizon_h = nan"), ScenarioError,
     ["forecast.horizon_h", "expected a finite number"]),
    ("forecast-horizon-huge", sub("horizon_h = 2", "horizon_h = 1e12"), ScenarioError,
     ["forecast.horizon_h", "too large", "documented limit"]),
    ("forecast-history-huge", sub("history_h = 2", "history_h = 1e11"), ScenarioError,
     ["forecast.history_h", "too large", "documented limit"]),
    # within the size limit (two regions) but before year 1 / past year 9999 (the fuzzer's
    # history_h = 17724481 raised an OverflowError in the World build)
    ("forecast-history-before-year-1", sub("history_h = 2", "history_h = 17724481"),
     ScenarioError, ["forecast.history_h", "before year 1"]),
    ("forecast-horizon-past-9999", sub("horizon_h = 2", "horizon_h = 70000000"),
     ScenarioError, ["forecast.horizon_h", "past year 9999"]),
    ("forecast-unknown-key", add("horizon = 2", FC), ScenarioError,
     ["forecast.horizon", "unknown key", "horizon_h"]),
    # network
    ("bandwidth-zero", sub("bandwidth_gbps = 10", "bandwidth_gbps = 0"), ScenarioError,
     ["network.bandwidth_gbps", "must be > 0"]),
    ("bandwidth-inf", sub("bandwidth_gbps = 10", "bandwidth_gbps = inf"), ScenarioError,
     ["network.bandwidth_gbps", "expected a finite number"]),
    ("transfer-negative", sub("transfer_kwh_per_gb = 0.06", "transfer_kwh_per_gb = -1"),
     ScenarioError, ["network.transfer_kwh_per_gb", "must be >= 0"]),
    ("latency-word", sub("latency_ms = 5", 'latency_ms = "fast"'), ScenarioError,
     ["network.latency_ms", "'fast'", "great-circle"]),
    ("latency-inf", sub("latency_ms = 5", "latency_ms = inf"), ScenarioError,
     ["network.latency_ms", "expected a finite number"]),
    ("egress-nan", sub("egress_usd_per_gb = 0.02", "egress_usd_per_gb = nan"), ScenarioError,
     ["network.egress_usd_per_gb", "expected a finite number"]),
    ("egress-negative", sub("egress_usd_per_gb = 0.02", "egress_usd_per_gb = -0.02"),
     ScenarioError, ["network.egress_usd_per_gb", "must be >= 0"]),
    ("network-unknown-key", add("bandwidth = 10", NET), ScenarioError,
     ["network.bandwidth", "did you mean 'bandwidth_gbps'"]),
    # GPU types
    ("gpu-speed-zero", sub("speed = 1.0", "speed = 0"), ScenarioError,
     ["gpu_types.A100.speed", "must be > 0"]),
    ("gpu-max-below-idle", sub("max_w = 400", "max_w = 10"), ScenarioError,
     ["gpu_types.A100.max_w", "below idle_w"]),
    ("gpu-idle-inf", sub("idle_w = 50", "idle_w = inf"), ScenarioError,
     ["gpu_types.A100.idle_w", "expected a finite number"]),
    ("gpu-max-string", sub("max_w = 400", 'max_w = "400"'), ScenarioError,
     ["gpu_types.A100.max_w", "expected a number"]),
    ("gpu-unknown-key", add("tdp_w = 400", GPU), ScenarioError,
     ["gpu_types.A100.tdp_w", "unknown key"]),
    ("gpu-new-type-incomplete",
     chain(sub(GPU, "[gpu_types.X9]"), sub("gpus = { A100 = 8 }", "gpus = { X9 = 8 }"),
           sub("gpus = { A100 = 4 }", "gpus = { X9 = 4 }"), sub("speed = 1.0\n", "")),
     ScenarioError, ["gpu_types.X9", "needs speed"]),
    # keys and tables
    ("top-unknown-key", sub("seed = 0", "sead = 0"), ScenarioError,
     ["sead", "did you mean 'seed'"]),
    ("region-unknown-key", add("pu = 1.2", NORTH), ScenarioError,
     ["regions.north.pu", "did you mean 'pue'"]),
    ("region-pue-and-cooling", add('cooling = { design = "air-economiser" }', NORTH),
     ScenarioError, ["regions.north.pue", "not both"]),
    ("region-no-pue", sub(PUE + "\n", ""), ScenarioError,
     ["regions.north.pue", "is missing", "cooling"]),
    ("region-no-wue", sub("wue_l_per_kwh = 1.8\n", ""), ScenarioError,
     ["regions.north.wue_l_per_kwh", "is missing"]),
    ("cooling-no-design", chain(sub(PUE + "\n", ""), add("cooling = { }", NORTH)),
     ScenarioError, ["regions.north.cooling.design", "required"]),
    ("region-not-table", sub("[regions.south]", "[regions]\nsouth = 5\n[regions.south2]"),
     ScenarioError, ["regions.south", "expected a table"]),
    ("id-missing", sub('id = "robust-base"\n', ""), ScenarioError, ["id", "required"]),
    ("id-number", sub('id = "robust-base"', "id = 5"), ScenarioError,
     ["id", "expected a string"]),
    ("description-number", sub('description = "two regions, six hours"', "description = 1"),
     ScenarioError, ["description", "expected a string"]),
    ("metrics-unknown-key", lambda t: t + "\n[metrics]\nembodid = true\n", ScenarioError,
     ["metrics.embodid", "did you mean 'embodied'"]),
    ("array-with-nan", lambda t: t + "\n[metrics]\nslo_penalty = [1.0, nan]\n", ScenarioError,
     ["metrics.slo_penalty[1]", "expected a finite number"]),
    # jobs table
    ("slack-below-1", sub("deadline_slack = 2.0", "deadline_slack = 0.5"), ScenarioError,
     ["jobs.deadline_slack", "must be >= 1.0"]),
    ("slack-inf", sub("deadline_slack = 2.0", "deadline_slack = inf"), ScenarioError,
     ["jobs.deadline_slack", "expected a finite number"]),
    ("slack-huge", sub("deadline_slack = 2.0", "deadline_slack = 1e9"), ScenarioError,
     ["jobs.deadline_slack", "must be <= 1000000.0"]),
    ("jobs-file-missing", sub('source = "jobs.csv"', 'source = "nojobs.csv"'), ScenarioError,
     ["jobs.source", "nojobs.csv", "does not exist"]),
    ("signals-file-missing", sub('source = "signals.csv"', 'source = "nosig.csv"'),
     ScenarioError, ["signals.source", "nosig.csv", "does not exist"]),
    ("jobs-file-synthetic-key", add("jobs_per_hour = 5", JOBS), ScenarioError,
     ["jobs.jobs_per_hour", "unknown key"]),
    # synthetic jobs: size limits before allocation (audit: 1e9 tried to allocate 357 GiB)
    ("jobs-per-hour-1e9", chain(SYN, add("jobs_per_hour = 1e9", JOBS)), ScenarioError,
     ["jobs.jobs_per_hour", "too large", "6e+09 jobs", "GiB", "documented limit"]),
    ("jobs-per-hour-inf", chain(SYN, add("jobs_per_hour = inf", JOBS)), ScenarioError,
     ["jobs.jobs_per_hour", "expected a finite number"]),
    ("jobs-per-hour-negative", chain(SYN, add("jobs_per_hour = -5", JOBS)), ScenarioError,
     ["jobs.jobs_per_hour", "must be >= 0"]),
    ("region-weight-negative", chain(SYN, add("region_weights = { north = -1 }", JOBS)),
     ScenarioError, ["jobs.region_weights.north", "must be >= 0"]),
    ("max-gpus-zero", chain(SYN, add("max_gpus = 0", JOBS)), ScenarioError,
     ["jobs.max_gpus", "must be >= 1"]),
    # signals gap policy key
    ("gap-fill-unknown", add('gap_fill = "fill"', SIG), ScenarioError,
     ["signals.gap_fill", "'fill'", "error, hold, interpolate"]),
    ("gap-fill-on-synthetic",
     chain(sub('source = "signals.csv"', 'source = "synthetic"'),
           add('gap_fill = "hold"', SIG)), ScenarioError,
     ["signals.gap_fill", "signals file only"]),
    ("signals-unknown-key", add("carbon = 1", SIG), ScenarioError,
     ["signals.carbon", "unknown key"]),
    ("signals-card-unknown", sub('source = "signals.csv"', 'source = "electricitymap"'),
     DataError, ["electricitymap", "electricitymaps"]),
]


def _load(path: str) -> None:
    sc = load_scenario(path)
    build_world(sc)


@pytest.mark.parametrize(("mutation", "etype", "fragments"),
                         [pytest.param(m, e, f, id=i) for i, m, e, f in CASES])
def test_bad_scenario_key(tmp_path, mutation, etype, fragments):
    p = make_case(tmp_path, scenario=mutation)
    with pytest.raises(GridshiftError) as info:
        _load(str(p))
    assert type(info.value) is etype
    msg = str(info.value)
    if etype is ScenarioError:  # the scenario file is named (card errors name the card)
        assert "scenario.toml" in msg
    for frag in fragments:
        assert frag in msg, f"{frag!r} not in {msg!r}"
    code, out = cli("run", str(p))
    assert code == 2, out
    assert "Traceback" not in out and "internal error" not in out
    assert msg in out


def test_case_ids_are_unique():
    ids = [c[0] for c in CASES]
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize(("content", "fragment"), [
    pytest.param(b"\x7fELF\x02\x01\x01\x00" + bytes(range(256)), "not a text file", id="elf"),
    pytest.param(b'id = "x"\x00\x00', "NUL bytes", id="nul"),
    pytest.param(b"\xff\xfe i\x00d\x00", "not a text file", id="utf16"),
    pytest.param(b"id = [unclosed", "not valid TOML", id="toml-syntax"),
    pytest.param(b"", "is required but missing", id="empty"),
])
def test_unreadable_scenario_file(tmp_path, content, fragment):
    p = tmp_path / "scenario.toml"
    p.write_bytes(content)
    with pytest.raises(ScenarioError) as info:
        load_scenario(str(p))
    assert "scenario.toml" in str(info.value) and fragment in str(info.value)
    code, out = cli("run", str(p))
    assert code == 2 and fragment in out and "Traceback" not in out


def test_scenario_path_is_a_directory(tmp_path):
    d = tmp_path / "dir.toml"
    d.mkdir()
    with pytest.raises(ScenarioError, match="dir.toml: cannot be read"):
        load_scenario(str(d))


def test_valid_base_runs(tmp_path):
    """The base of every case is valid: a case fails only because of its mutation."""
    code, out = cli("run", str(make_case(tmp_path)), "--json")
    assert code == 0, out
