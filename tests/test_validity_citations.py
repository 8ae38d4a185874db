"""Each constant docs/validity.md cites carries its citation where the page says it does."""

from __future__ import annotations

import inspect
from pathlib import Path

import pytest

from gridshift.benchmark import sensitivity
from gridshift.datasets import synthetic
from gridshift.models import cooling, forecast, it_power, levers, network, solar, water

DOCS = Path(__file__).resolve().parents[1] / "docs" / "validity.md"

#: (constant, citation fragment, module that must carry it): the rows of the page's tables.
CITED = [
    ("transfer energy 0.06 kWh/GB (2015) and its trend", "Aslan", network),
    ("transfer energy 0.007 kWh/GB (2020)", "Coroama", network),
    ("inter-region throughput and RTT", "Persico", network),
    ("fibre group index", "Corning", network),
    ("PUE range, low end", "Google", cooling),
    ("PUE range, high end", "Uptime", cooling),
    ("PUE range in the sensitivity", "Uptime Institute", sensitivity),
    ("on-site WUE US average", "Shehabi", sensitivity),
    ("forecast skill range", "Maji", forecast),
    ("latent heat of vaporisation", "FAO-56", water),
    ("host CPU and memory per GPU", "DGX A100", it_power),
    ("per-vCPU and memory power", "ccf-coefficients", it_power),
    ("data sizes: CIFAR-10", "Krizhevsky", synthetic),
    ("data sizes: ImageNet", "Russakovsky", synthetic),
    ("data sizes: training state", "Rajbhandari", synthetic),
    ("data sizes: inference payloads", "Splitwise", synthetic),
    ("GPU idle, A100-40GB measured", "PLUS_Lab_GPUs", it_power),
    ("GPU idle, A100-80GB measured", "chuyishang/inference-energy", it_power),
    ("GPU idle assumption anchor", "dc_config.json", it_power),
    ("WUE Meta 0.26", "sustainability.fb.com", water),
    ("WUE Microsoft 0.30", "cybertechbiz.com", water),
    ("WUE AWS 0.25 (2021)", "re:Invent 2022", water),
    ("derived bandwidth: TCP throughput ~ 1/RTT", "Mathis", network),
    ("derived bandwidth: K fitted to Persico's pairs", "RTT_FIT_WINDOW_MBIT", network),
    ("power-cap exponent 0.71 (v1)", "McDonald", levers),
    ("power-cap exponent 0.40 (v2): power-limit sweeps", "Zeus", levers),
    ("PV cell temperature with wind at 10 m", "King", solar),
    ("PV site elevation", "Open-Meteo", solar),
]


@pytest.mark.parametrize(("what", "fragment", "module"), CITED, ids=[c[0] for c in CITED])
def test_citation_is_in_the_code_and_on_the_page(what, fragment, module):
    assert fragment in inspect.getsource(module), f"{what}: {fragment!r} not in {module.__name__}"
    assert fragment in DOCS.read_text(), f"{what}: {fragment!r} not in docs/validity.md"


def test_measured_gpu_idle_sources_name_their_readings():
    for g, entry in it_power.GPU_IDLE_MEASURED_W.items():
        assert "not peer-reviewed" in entry["source"], g
        assert f"mean {entry['idle_w']:g} W" in entry["source"], g


def test_assumed_gpu_idle_is_labelled_an_assumption_in_the_table():
    for g, spec in it_power.GPU_TYPES.items():
        assert "idle_w: assumed 10% of max_w" in spec["source"], g


def test_gs_v3_constants_carry_their_source_and_range():
    """The constants of docs/validity.md's "gs-v3 constants" section, as the page gives them."""
    import tomllib
    from importlib import resources

    page = DOCS.read_text()
    v2 = levers.LEVERS["power_cap"]["models"]["zeus-2023-v2"]
    assert "75a8b93" in v2["source"] and "**e = 0.40**" in page and "range 0.30-0.61" in page
    assert v2["throughput_exponent"] == 0.40 and v2["range"] == [0.30, 0.61]
    assert f"K = {network.RTT_FIT_WINDOW_MBIT:.2f} Mbit" in page
    lo, hi = network.RTT_FIT_WINDOW_RANGE_MBIT
    assert f"K from {lo} Mbit" in page and f"to {hi} Mbit" in page
    elev = tomllib.loads(resources.files("gridshift.datasets").joinpath(
        "params/site_elevation.toml").read_text())
    assert "90 m DEM" in elev["source"] and "ZA 1,734 m" in page
