"""Issue 32 item 7: every bad scenario or signal input an auditor found is a named error (exit
2, naming the file, the key or row, and what was expected) or correct behaviour.

The matrix runs ``gridshift run`` on ``check-v1`` copied to ``tmp_path`` and mutated once per
case (the scenario, or a signals file it is switched to), and checks the exit code, the
message's fragments and that no traceback is printed. The tests after it check the behaviour
the errors protect: a value outside the window cannot change a score, ``history_h`` cannot
change the scored world, the plausible ranges agree with docs/errors.md, and ``run --json``
prints the run's notes.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from datetime import timedelta
from pathlib import Path

import numpy as np
import polars as pl
import pytest

from gridshift.datasets.schemas import SIGNAL_BOUNDS
from gridshift.datasets.synthetic import synthetic_signals
from gridshift.errors import DataError, ScenarioError
from gridshift.scenario import INPUT_BOUNDS, MAX_NESTING, builtin_scenarios, load_scenario
from gridshift.sim.world import align_signal, build_world

from .conftest import cli

CHECK = load_scenario("check-v1")
BASE = CHECK.path.read_text()
ZONES = [r.zone for r in CHECK.regions]  # US-CAL-CISO, DE-LU, SG
DOCS = Path(__file__).resolve().parents[2] / "docs" / "errors.md"

Mutation = Callable[[Path, str], str]


def sub(old: str, new: str) -> Mutation:
    """Replace one exact fragment of check-v1's TOML (fails loudly if it is absent)."""

    def f(tmp: Path, text: str) -> str:
        assert old in text, f"check-v1 has no {old!r}"
        return text.replace(old, new, 1)

    return f


def after(header: str, lines: str) -> Mutation:
    """Insert ``lines`` after the table header (or first line) ``header``."""
    return sub(header, f"{header}\n{lines}")


def signals_file(edit: Callable[[pl.DataFrame], pl.DataFrame] | None = None,
                 before_h: int = 48, after_h: int = 48, extra: str = "") -> Mutation:
    """Switch check-v1 to a signals CSV (its own synthetic signals, hourly, ``before_h`` before
    the window to ``after_h`` after it), edited by ``edit``; ``extra`` goes into [signals]."""

    def f(tmp: Path, text: str) -> str:
        df = _signals(before_h, after_h)
        if edit is not None:
            df = edit(df)
        df.write_csv(tmp / "signals.csv")
        new = '[signals]\nsource = "signals.csv"' + (f"\n{extra}" if extra else "")
        return sub('[signals]\nsource = "synthetic"', new)(tmp, text)

    return f


def _signals(before_h: int, after_h: int) -> pl.DataFrame:
    return synthetic_signals(ZONES, CHECK.start - timedelta(hours=before_h),
                             CHECK.end + timedelta(hours=after_h), 0)


def cell(col: str, hours_before_start: float, value: float, zone: str = ZONES[0]
         ) -> Callable[[pl.DataFrame], pl.DataFrame]:
    """Set ``col`` of ``zone`` at ``start - hours_before_start`` to ``value``."""
    t = CHECK.start - timedelta(hours=hours_before_start)

    def f(df: pl.DataFrame) -> pl.DataFrame:
        hit = (pl.col("region") == zone) & (pl.col("time") == pl.lit(t))
        assert df.filter(hit).height == 1
        return df.with_columns(pl.when(hit).then(value).otherwise(pl.col(col)).alias(col))

    return f


def nested(depth: int) -> Mutation:
    """A ``[metrics]`` array ``depth`` arrays deep (TOML arrays inside arrays)."""
    return lambda tmp, text: text + "\n[metrics]\nslo_penalty = " + "[" * depth + "]" * depth + "\n"


def write(tmp: Path, mutation: Mutation | None = None) -> Path:
    p = tmp / "check.toml"
    p.write_text(BASE if mutation is None else mutation(tmp, BASE))
    return p


LEVERS = "[network]"  # [levers] goes before [network] (a top-level table)
PL = "[levers]\npower_capping = true\npower_limits_w = {{ {} = [100, 300] }}\n\n[network]"

# (id, mutation, exit code, fragments of the message; "{file}" is the scenario's path)
CASES: list[tuple[str, Mutation, int, list[str]]] = [
    # a price of 1e300 a day before the window cancelled the window's prices (cost 19.88 ->
    # 13.25 USD): refused on every row of the file, inside the window or not
    ("price-1e300-a-day-before", signals_file(cell("price_usd_per_mwh", 24, 1e300)), 2,
     ["signals.csv row", "price_usd_per_mwh is 1e+300", "must be at most 20000 USD/MWh",
      "NEM market price cap"]),
    ("price-1e300-outside-the-used-span", signals_file(cell("price_usd_per_mwh", 47, 1e300)), 2,
     ["signals.csv row", "price_usd_per_mwh", "must be at most 20000"]),
    ("price-below-floor", signals_file(cell("price_usd_per_mwh", 30, -1e6)), 2,
     ["price_usd_per_mwh is -1000000.0", "must be a number >= -10000"]),
    ("carbon-huge-before-window", signals_file(cell("carbon_gco2_per_kwh", 30, 1e300)), 2,
     ["carbon_gco2_per_kwh", "must be below 5000", "IPCC AR5"]),
    ("temp-huge-before-window", signals_file(cell("temp_c", 30, 1e300)), 2,
     ["temp_c", "must be below 65", "-90..65"]),
    ("humidity-negative-before-window", signals_file(cell("rel_humidity_pct", 30, -5.0)), 2,
     ["rel_humidity_pct", "must be a number >= 0", "between 0 and 100"]),
    # history_h moved check-v1's synthetic series (75.03 -> 76.82 kg carbon)
    ("history-48h-synthetic", after("horizon_h = 24", "history_h = 48"), 2,
     ["forecast.history_h", "is 48 h with synthetic signals", "synthetic_lead_in_h = 48"]),
    ("history-12h-synthetic", after("horizon_h = 24", "history_h = 12"), 2,
     ["forecast.history_h", "is 12 h", "synthetic_lead_in_h = 24",
      "default 24 h history"]),
    ("history-0h-synthetic", after("horizon_h = 24", "history_h = 0"), 2,
     ["forecast.history_h", "is 0 h", "synthetic_lead_in_h"]),
    # pue = 1e300 gave carbon_kg: null with exit code 0
    ("pue-1e300", sub("pue = 1.15", "pue = 1e300"), 2,
     ["regions.us-west.pue", "is 1e+300", "must be <= 3.0", "Uptime Institute"]),
    ("pue-above-3", sub("pue = 1.15", "pue = 3.5"), 2, ["regions.us-west.pue", "<= 3.0"]),
    ("wue-huge", sub("wue_l_per_kwh = 1.8", "wue_l_per_kwh = 1e6"), 2,
     ["regions.us-west.wue_l_per_kwh", "must be <= 10", "Shehabi"]),
    ("gpu-max-w-huge", sub("[regions.us-west]",
                           "[gpu_types.A100]\nmax_w = 1e300\n\n[regions.us-west]"), 2,
     ["gpu_types.A100.max_w", "must be <= 20000", "DGX B200"]),
    ("gpu-lifetime-zero", sub("[regions.us-west]",
                              "[gpu_types.A100]\nlifetime_years = 0\n\n[regions.us-west]"), 2,
     ["gpu_types.A100.lifetime_years", "must be > 0"]),
    ("bandwidth-huge", sub("bandwidth_gbps = 10", "bandwidth_gbps = 1e300"), 2,
     ["network.bandwidth_gbps", "must be <= 10000", "802.3df"]),
    ("transfer-energy-huge", sub("transfer_kwh_per_gb = 0.06", "transfer_kwh_per_gb = 1e300"), 2,
     ["network.transfer_kwh_per_gb", "must be <= 100.0", "Aslan"]),
    ("egress-huge", sub("egress_usd_per_gb = 0.02", "egress_usd_per_gb = 1e300"), 2,
     ["network.egress_usd_per_gb", "must be <= 10"]),
    ("latency-huge", after("bandwidth_gbps = 10", "latency_ms = 1e300"), 2,
     ["network.latency_ms", "must be <= 10000"]),
    ("data-gb-scale-huge", after("max_gpus = 8", "data_gb_scale = 1e300"), 2,
     ["jobs.data_gb_scale", "must be <= 1000"]),
    # step_s equal to the whole window ran 0 of 388 jobs without a word
    ("step-is-the-window", sub("step_s = 900", "step_s = 172800"), 2,
     ["step_s", "172800 s leaves 1 decision epoch(s)", "at least 2"]),
    ("step-two-days-in-four", lambda t, x: sub("end   = 2023-08-03T00:00:00Z",
                                                "end   = 2023-08-05T00:00:00Z")(
        t, sub("step_s = 900", "step_s = 172800")(t, x)), 2,
     ["step_s", "must be <= 86400", "daily cycle"]),
    # unknown region_weights keys were accepted (and ignored)
    ("region-weights-unknown", after("max_gpus = 8", "region_weights = { nowhere = 1.0 }"), 2,
     ["jobs.region_weights.nowhere", "not a region", "us-west, eu-central, ap-southeast"]),
    ("region-weights-zone-not-id", after("max_gpus = 8", 'region_weights = { "DE-LU" = 2 }'),
     2, ["jobs.region_weights.DE-LU", "not a region"]),
    # power_limits_w for a GPU type no pool has was accepted (and ignored)
    ("power-limits-unknown-type", sub(LEVERS, PL.format("V100")), 2,
     ["levers.power_limits_w.V100", "no region has GPU type 'V100'", "A100-40GB, H100-SXM"]),
    ("power-limits-alias", sub(LEVERS, PL.format("A100")), 2,
     ["levers.power_limits_w.A100", "the pools call it 'A100-40GB'"]),
    ("power-limits-huge", sub(LEVERS, "[levers]\npower_capping = true\npower_limits_w = "
                                      "{ A100-40GB = [100, 1e300] }\n\n[network]"), 2,
     ["levers.power_limits_w.A100-40GB[1]", "must be <= 20000"]),
    # a 5,000-deep nested TOML raised RecursionError with a traceback
    ("toml-5000-deep", nested(5000), 2, ["nested too deeply", f"at most {MAX_NESTING}"]),
    ("toml-40-deep", nested(40), 2,
     ["metrics.slo_penalty[0]", "levels deep", f"at most {MAX_NESTING} deep"]),
    # horizon_h = 1e7 ran without end
    ("horizon-1e7", sub("horizon_h = 24", "horizon_h = 1e7"), 2,
     ["forecast.horizon_h", "must be <= 720", "Electricity Maps"]),
    ("history-above-a-year", sub("horizon_h = 24", "horizon_h = 24\nhistory_h = 9000"), 2,
     ["forecast.history_h", "must be <= 8760"]),
]


@pytest.mark.parametrize(("mutation", "code", "fragments"),
                         [pytest.param(m, c, f, id=i) for i, m, c, f in CASES])
def test_issue32_matrix(tmp_path, mutation, code, fragments):
    p = write(tmp_path, mutation)
    got, out = cli("run", str(p))
    assert got == code, out
    assert "Traceback" not in out and "internal error" not in out and "<uncaught" not in out
    assert str(p.name) in out or "signals.csv" in out, out  # the file is named
    for frag in fragments:
        assert frag.format(file=p) in out, f"{frag!r} not in {out!r}"


def test_case_ids_are_unique():
    ids = [c[0] for c in CASES]
    assert len(ids) == len(set(ids))


def test_base_and_edges_run(tmp_path):
    """check-v1 itself, and values at the edge of a range, run (exit 0)."""
    for m in (None, sub("pue = 1.15", "pue = 3.0"), sub("step_s = 900", "step_s = 86400"),
              after("horizon_h = 24", "history_h = 24"),
              after("max_gpus = 8", "region_weights = { us-west = 2, ap-southeast = 0.5 }")):
        code, out = cli("run", str(write(tmp_path, m)), "--json")
        assert code == 0, out


# ------------------------------------------------ a value outside the window and the score


def _metrics(p: Path, policy: str = "lowest-price-now") -> dict:
    code, out = cli("run", str(p), "--json", "--policy", policy)
    assert code == 0, out
    return json.loads(out)["metrics"]


def test_a_spike_before_the_window_cannot_change_a_per_step_score(tmp_path):
    """With ``[signals] alignment = "per-step"`` a step's average comes from its own rows: the
    largest plausible price a day before the window leaves every window value and the
    scores identical, bit for bit."""
    spike = SIGNAL_BOUNDS["price_usd_per_mwh"][1]
    ref_p = write(tmp_path, signals_file(extra='alignment = "per-step"'))
    ref_w = build_world(load_scenario(ref_p))
    ref = _metrics(ref_p)
    (tmp_path / "b").mkdir()
    bad_p = write(tmp_path / "b", signals_file(cell("price_usd_per_mwh", 24, spike),
                                               extra='alignment = "per-step"'))
    bad_w = build_world(load_scenario(bad_p))
    for k in ("carbon", "price", "temp", "rh"):
        a, b = getattr(ref_w, k)[ref_w.window], getattr(bad_w, k)[bad_w.window]
        assert a.tobytes() == b.tobytes(), k
    assert not np.array_equal(ref_w.price, bad_w.price)  # the spike is in the history rows
    assert _metrics(bad_p) == ref
    assert _metrics(bad_p, "local-now") == _metrics(ref_p, "local-now")


def test_a_spike_before_the_window_changes_a_cumulative_score_by_rounding_only(tmp_path):
    """The default alignment (every committed record's) reads a step as a difference of one
    cumulative integral, so a value before the window enters the last bits of the steps after
    it; within the plausible range that is rounding (1e300 cancelled the window to 0 and is
    refused above)."""
    spike = SIGNAL_BOUNDS["price_usd_per_mwh"][1]
    ref = build_world(load_scenario(write(tmp_path, signals_file())))
    (tmp_path / "b").mkdir()
    bad = build_world(load_scenario(write(tmp_path / "b", signals_file(
        cell("price_usd_per_mwh", 24, spike)))))
    a, b = ref.price[ref.window], bad.price[bad.window]
    np.testing.assert_allclose(b, a, rtol=1e-9, atol=0)
    assert (np.abs(b - a) > 0).any()  # why alignment = "per-step" exists


def test_per_step_alignment_is_local_and_agrees_with_cumulative():
    rng = np.random.default_rng(7)
    for _ in range(200):
        n = int(rng.integers(1, 40))
        t = np.cumsum(rng.choice([300.0, 900.0, 3600.0, 1234.5], size=n)) - 5000.0
        v = rng.normal(50.0, 30.0, size=n)
        g = np.sort(rng.uniform(t[0] - 4000.0, t[-1] + 4000.0, size=int(rng.integers(2, 30))))
        g = np.unique(g)
        if g.size < 2:
            continue
        per = align_signal(t, v, g, "per-step")
        cum = align_signal(t, v, g)
        np.testing.assert_allclose(per, cum, rtol=1e-9, atol=1e-9)
        # a row wholly outside an interval does not change that interval's average, bit for bit
        j = int(rng.integers(0, n))
        v2 = v.copy()
        v2[j] = 1e300
        hi = t[j + 1] if j + 1 < n else np.inf
        lo = t[j] if j > 0 else -np.inf
        untouched = (g[1:] <= lo) | (g[:-1] >= hi)
        per2 = align_signal(t, v2, g, "per-step")
        assert per2[untouched].tobytes() == per[untouched].tobytes()
    # an interval inside one row takes the row's value exactly
    t = np.array([0.0, 3600.0, 7200.0])
    v = np.array([45.37, 51.13, 47.9])
    g = np.arange(0.0, 7201.0, 900.0)
    assert align_signal(t, v, g, "per-step").tolist() == [45.37] * 4 + [51.13] * 4


def test_alignment_key_is_checked_and_recorded(tmp_path):
    p = write(tmp_path, after('[signals]\nsource = "synthetic"', 'alignment = "exact"'))
    code, out = cli("run", str(p))
    assert code == 2 and "signals.alignment" in out and "cumulative, per-step" in out
    a = load_scenario(write(tmp_path, after('[signals]\nsource = "synthetic"',
                                            'alignment = "per-step"')))
    assert a.spec_hash != CHECK.spec_hash  # a different scenario; check-v1's hash is as it was


# ------------------------------------------------------------- history and the scored world


def _window(w) -> dict[str, bytes]:
    return {k: getattr(w, k)[w.window].tobytes() for k in ("carbon", "price", "temp", "rh",
                                                          "pue", "wue")}


@pytest.mark.parametrize("history", [0, 12, 48, 100])
def test_history_with_a_lead_in_never_changes_the_synthetic_world(tmp_path, history):
    lead = '[signals]\nsource = "synthetic"\nsynthetic_lead_in_h = 168'
    ref = build_world(load_scenario(write(tmp_path, sub('[signals]\nsource = "synthetic"',
                                                        lead))))
    p = write(tmp_path, lambda t, x: after("horizon_h = 24", f"history_h = {history}")(
        t, sub('[signals]\nsource = "synthetic"', lead)(t, x)))
    w = build_world(load_scenario(p))
    assert _window(w) == _window(ref)
    assert w.jobs.submit_s.tobytes() == ref.jobs.submit_s.tobytes()


def test_lead_in_of_24h_gives_check_v1s_world_for_a_shorter_history(tmp_path):
    """The fix the error names for history_h < 24: the world of check-v1 itself."""
    ref = build_world(CHECK)
    p = write(tmp_path, lambda t, x: after("horizon_h = 24", "history_h = 12")(
        t, sub('[signals]\nsource = "synthetic"',
               '[signals]\nsource = "synthetic"\nsynthetic_lead_in_h = 24')(t, x)))
    w = build_world(load_scenario(p))
    assert _window(w) == _window(ref)


@pytest.mark.parametrize("history", [0, 48])
def test_history_never_changes_a_file_world(tmp_path, history):
    """A signals file is read whole, so the history moves no row of the window."""
    ref = build_world(load_scenario(write(tmp_path, signals_file())))
    (tmp_path / "h").mkdir()
    p = write(tmp_path / "h", lambda t, x: after("horizon_h = 24", f"history_h = {history}")(
        t, signals_file()(t, x)))
    assert _window(build_world(load_scenario(p))) == _window(ref)


@pytest.fixture(scope="module")
def cards(tmp_path_factory):
    from tests.conftest import shared_cache

    yield from shared_cache(tmp_path_factory, ["electricitymaps", "electricity-prices",
                                               "open-meteo", "egress-aws"])


def test_history_changes_a_card_world_only_in_the_cumulative_rule(tmp_path, cards):
    """Cards are read from ``start - history``, and the cumulative rule's integral starts at
    the first row read, so the history moves the window's last bits; with
    ``alignment = "per-step"`` it moves nothing."""
    if cards is None:
        pytest.skip("shared data folder is absent")
    text = load_scenario("gridshift:benchmark/suites/gs-v2/us-spatial.toml").path.read_text()

    def world(history: int, per_step: bool):
        t = text.replace("history_h = 24", f"history_h = {history}")
        if per_step:
            t = t.replace('[signals]\n', '[signals]\nalignment = "per-step"\n', 1)
        p = tmp_path / f"s{history}{per_step}.toml"
        p.write_text(t)
        return build_world(load_scenario(p))

    assert _window(world(24, True)) == _window(world(48, True))
    old24, old48 = _window(world(24, False)), _window(world(48, False))
    assert old24["price"] != old48["price"]  # the reason for the key (issue 32)


# ------------------------------------------------------------------- tables, docs, notes


def _doc_rows(title: str) -> dict[str, str]:
    text = DOCS.read_text()
    part = text.split(f"### {title}", 1)[1].split("\n## ", 1)[0].split("\n### ", 1)[0]
    rows = {}
    for line in part.splitlines():
        m = re.match(r"\|\s*`([^`]+)`\s*\|\s*([^|]+?)\s*\|", line)
        if m:
            rows[m.group(1)] = m.group(2)
    return rows


def _rng(lo, hi, open_lo: bool) -> str:
    return f"{'> ' if open_lo else ''}{lo:g} .. {hi:g}"


def test_docs_list_every_scenario_bound():
    rows = _doc_rows("Scenario keys")
    assert set(rows) == set(INPUT_BOUNDS)
    for key, (lo, hi, open_lo, _) in INPUT_BOUNDS.items():
        assert rows[key] == _rng(lo, hi, open_lo), key


def test_docs_list_every_signal_bound():
    rows = _doc_rows("Signal values")
    assert set(rows) == set(SIGNAL_BOUNDS)
    for col, (lo, hi, strict, unit, _) in SIGNAL_BOUNDS.items():
        assert rows[col] == f"{lo:g} .. {hi:g}{' (exclusive)' if strict else ''} {unit}", col


def test_every_shipped_scenario_is_inside_the_bounds():
    for path in builtin_scenarios().values():
        load_scenario(path)  # raises ScenarioError if a bound were too tight
    assert len(builtin_scenarios()) > 20


def test_bounds_apply_to_parse_scenario_too():
    raw = {"id": "x", "start": "2023-01-01T00:00:00+00:00", "end": "2023-01-02T00:00:00+00:00",
           "step_s": 3600, "regions": {"r": {"gpus": {"A100": 1}, "pue": 1e300,
                                             "wue_l_per_kwh": 0}}}
    from gridshift.scenario import parse_scenario

    with pytest.raises(ScenarioError, match=r"regions.r.pue: is 1e\+300; must be <= 3.0"):
        parse_scenario(raw, "<raw>")
    deep: object = 1
    for _ in range(MAX_NESTING + 5):
        deep = [deep]
    raw2 = {**raw, "regions": {"r": {"gpus": {"A100": 1}, "pue": 1.2, "wue_l_per_kwh": 0}},
            "metrics": {"slo_penalty": deep}}
    with pytest.raises(ScenarioError, match="levels deep"):
        parse_scenario(raw2, "<raw>")


def test_card_readers_check_every_row(tmp_path):
    """The readers of dataset cards apply the same ranges to every row of a file."""
    from gridshift.datasets import readers

    p = tmp_path / "XX_electricity_prices_2023.csv"
    p.write_text("Datetime (UTC),Price (USD/MWh)\n2023-01-01 00:00:00+00:00,50\n"
                 "2023-01-01 01:00:00+00:00,1e300\n2023-01-01 02:00:00+00:00,51\n")
    with pytest.raises(DataError, match=r"row 2 .*'Price \(USD/MWh\)' is '1e300'.*20000"):
        readers.read_hpe_prices(p)
    doc = {"timezone": "UTC", "utc_offset_seconds": 0,
           "hourly_units": {"temperature_2m": "°C", "relative_humidity_2m": "%"},
           "hourly": {"time": ["2023-01-01T00:00", "2023-01-01T01:00"],
                      "temperature_2m": [10.0, 1e300], "relative_humidity_2m": [50, 50]}}
    q = tmp_path / "om.json"
    q.write_text(json.dumps(doc))
    with pytest.raises(DataError, match=r"hourly.temperature_2m\[1\] \(row 2\).*-90..65"):
        readers.read_openmeteo(q)


def test_run_json_prints_the_notes(tmp_path):
    """Notes (here: signals extended at the edges) are in ``run --json`` as in the text."""
    p = write(tmp_path, signals_file(before_h=24, after_h=0))
    notes = build_world(load_scenario(p)).notes
    assert notes and any("extended at the edges" in n for n in notes)
    code, out = cli("run", str(p), "--json")
    assert code == 0, out
    doc = json.loads(out)
    assert doc["notes"] == notes
    code, text = cli("run", str(p))
    flat = " ".join(text.split())  # the text output wraps long lines
    assert code == 0 and all(" ".join(f"note: {n}".split()) in flat for n in notes)
    code, out = cli("run", str(write(tmp_path)), "--json")  # no notes: an empty list
    assert code == 0 and json.loads(out)["notes"] == []


@pytest.mark.parametrize("case", ["toml-5000-deep", "pue-1e300", "step-is-the-window"])
def test_matrix_cases_in_a_real_process(tmp_path, case):
    """A few rows again through a real ``gridshift`` process: exit code 2, one ``error:`` line
    on stderr, no traceback (the in-process runner shares this test's stack)."""
    import subprocess
    import sys

    mutation, code, fragments = next((m, c, f) for i, m, c, f in CASES if i == case)
    p = write(tmp_path, mutation)
    res = subprocess.run([sys.executable, "-c", "from gridshift.cli import main; main()", "run",
                          str(p)], capture_output=True, text=True, timeout=300)
    assert res.returncode == code, res.stderr
    assert "Traceback" not in res.stderr and res.stderr.startswith("error: ")
    assert all(f in res.stderr for f in fragments), res.stderr
