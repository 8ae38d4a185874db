"""gs-v3 is gs-v2's scenarios (and the lever scenarios) on the third generation's rules, and
nothing else changed.

Each gs-v3 scenario file (dev and test) parses to the same normalised scenario as its ancestor
(gs-v2, or gs-v2-levers for the lever scenarios) except for exactly the keys that docs/suite.md's
gs-v3 table lists; the lever scenarios' test files are their dev files a year later. gs-v2
itself is unchanged (its committed records verify: tests/test_digest_committed.py).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from gridshift.benchmark.suite import SUITES_DIR, load_suite
from gridshift.scenario import load_scenario, power_options

ROOT = Path(__file__).resolve().parents[2]
V2, V3 = load_suite("gs-v2"), load_suite("gs-v3")
LEVERS = SUITES_DIR / "gs-v2-levers"

#: The rules gs-v3 sets on every scenario: normalised key -> the gs-v3 value.
EVERY = {"signals.alignment": "per-step"}
#: ... on every scenario of batch jobs (not inference-slo's LLM requests: docs/suite.md).
BATCH = {"jobs.runtime_estimate": "requested"}
#: ... on every multi-region scenario (transfers happen: the bandwidth model matters).
MULTI = {"network.bandwidth_gbps": "measured-or-rtt-v1"}
#: ... where the deadline-aware bound is defined (not the lever scenarios: on-site supply and
#: levers are not modelled by it), at the ranking's SLO slack (test below).
BOUND = {"simulation.deadline_bound_slack_pp": 1.0}
LEVER_SCENARIOS = ("solar-week", "elastic-week")
#: ... on single scenarios (the levers' own fixes and calibrations).
ONLY = {"solar-week": {"power.idle_horizon": "window", "power.gpu_idle": "measured-v1"},
        "elastic-week": {"levers.power_cap_model": "zeus-2023-v2"}}
#: ... and per region: key below regions.<id>. -> (the gs-v2 value, the gs-v3 value).
REGION = {"cooling.design": ("air-economiser-evaporative", "hyperscale-evaporative-v1"),
          "solar.wind_speed_m_s": (None, "weather")}
#: The solar sites' elevations [m]: their weather points' (datasets/params/site_elevation.toml).
ALTITUDE = {"us-texas": 142.0, "za-north": 1734.0, "us-west": 7.0}


def _flat(d: dict[str, Any], pre: str = "") -> dict[str, Any]:
    out: dict[str, Any] = {}
    for k, v in d.items():
        if isinstance(v, dict):
            out.update(_flat(v, f"{pre}{k}."))
        else:
            out[f"{pre}{k}"] = v
    return out


def _ancestor(sid: str, split: str) -> Path:
    for s in V2.scenarios:
        if s.id == sid:
            return getattr(s, split)
    assert split == "file", "a lever scenario's test file is compared with its dev file"
    return LEVERS / f"{sid}.toml"


def _diff(a: Path, b: Path) -> dict[str, tuple[Any, Any]]:
    fa, fb = (_flat(load_scenario(p).normalised) for p in (a, b))
    return {k: (fa.get(k), fb.get(k)) for k in set(fa) | set(fb)
            if fa.get(k) != fb.get(k) and k not in ("path", "base_dir", "description")}


def test_the_suite_is_gs_v2_plus_the_lever_scenarios():
    assert V3.name == "gs-v3" and V3.version == "1" and V3.hash != V2.hash
    ids = [s.id for s in V3.scenarios]
    assert ids == [s.id for s in V2.scenarios] + ["solar-week", "elastic-week"]
    for s in V3.scenarios:
        assert s.file != s.file_test and not set(s.seeds_dev) & set(s.seeds_test)
        assert (s.seeds_dev, s.seeds_test) == ((0, 1, 2), (100, 101, 102))
    assert set(V2.policies) <= set(V3.policies)


@pytest.mark.parametrize("split", ["file", "file_test"])
@pytest.mark.parametrize("sc", V3.scenarios, ids=[s.id for s in V3.scenarios])
def test_only_the_documented_rules_differ(sc, split):
    if split == "file_test" and sc.id in ("solar-week", "elastic-week"):
        # the lever scenarios' held-out split: the same file a year later
        d = _diff(sc.file, sc.file_test)
        assert set(d) == {"start", "end"}, d
        assert all(int(str(b)[:4]) - int(str(a)[:4]) == 1 for a, b in d.values())
        return
    d = _diff(_ancestor(sc.id, split), getattr(sc, split))
    regional = {k: v for k, v in d.items() if k.startswith("regions.")}
    multi = len(load_scenario(sc.file).regions) > 1
    want = {**EVERY, **(MULTI if multi else {}), **(BATCH if sc.id != "inference-slo" else {}),
            **(BOUND if sc.id not in LEVER_SCENARIOS else {}), **ONLY.get(sc.id, {})}
    assert set(d) - set(regional) == set(want), sorted((set(d) - set(regional)) ^ set(want))
    for k, v in want.items():
        assert d[k][1] == v, k
    for k, (old, new) in regional.items():
        rid, key = k.split(".", 2)[1:]
        if key == "solar.altitude_m":
            assert (old, new) == (None, ALTITUDE[rid]), k
        else:
            assert REGION[key] == (old, new), k
    if sc.id == "solar-week":
        assert {k for k in regional if k.endswith("altitude_m")} == {
            f"regions.{r}.solar.altitude_m" for r in ALTITUDE}


def test_docs_list_every_rule():
    text = (ROOT / "docs" / "suite.md").read_text()
    sec = text.split("## gs-v3", 1)[1].split("\n## ", 1)[0]
    named = set(re.findall(r"`\[(\w+)\] (\w+)`", sec))
    keys = set(EVERY) | set(MULTI) | set(BATCH) | set(BOUND) | {k for v in ONLY.values() for k in v}
    assert {tuple(k.split(".")) for k in keys} <= named
    for k in [*REGION, "solar.altitude_m"]:
        table, leaf = k.split(".")
        assert re.search(rf"`\[regions\.X\] {table} = \{{[^`]*\b{leaf}\b[^`]*\}}`", sec), k


@pytest.mark.parametrize("sid", ["solar-week", "elastic-week"])
def test_lever_scenarios_are_scored_over_their_window(sid):
    sc = next(s for s in V3.scenarios if s.id == sid)
    for f in (sc.file, sc.file_test):
        pw = power_options(load_scenario(f))
        assert (pw["idle"], pw["idle_horizon"], pw["gpu_idle"]) == (
            "charged", "window", "measured-v1")


def test_the_recorded_deadline_bound_uses_the_rankings_slack():
    import tomllib

    raw = tomllib.loads((SUITES_DIR / "gs-v3" / "suite.toml").read_text())
    assert raw["ranking"]["slo_slack_pp"] == BOUND["simulation.deadline_bound_slack_pp"]
