"""The site's layout 2 (issue 39): the test split first, a readable page per record (metrics
with units, provenance, links, the verify command), a where-and-when timeline on each policy
page from a store's per-job table, the v2 plots; ``site build`` refuses to draw plots without
the ``plots`` extra; the pages work in Chromium."""

from __future__ import annotations

import hashlib
import io
import re
import sys

import pytest
from click.testing import CliRunner

import gridshift
from gridshift.benchmark.site import build_site, job_timeline_svg, metric_unit
from gridshift.cli import main
from gridshift.errors import GridshiftError
from tests.benchmark.test_site import (
    _assert_links_resolve,
    _chrome,
    _write_records,
    sign_folder,
    write_record,
)


@pytest.fixture
def small(tmp_path):
    res = tmp_path / "results"
    _write_records(res / "tiny-v1")
    return res


def test_layout_2_test_split_first_and_record_pages(small, tmp_path):
    rep = build_site(small, tmp_path / "site", plots=False, layout=2)
    site = rep.out
    assert rep.splits == ["test", "dev"]
    index = (site / "index.html").read_text()
    assert index.index('id="test"') < index.index('id="dev"')
    page = (site / "records" / "dev" / "k000.html").read_text()
    assert "carbon_kg" in page and "kg CO2e" in page and "GPU·h" in page
    assert "gridshift verify records/dev/k000.json" in page
    assert 'href="../../policy/local-now-v1.html"' in page
    assert 'href="../../scenario/s1.html#dev"' in page
    assert 'href="k000.json"' in page
    sc = (site / "scenario" / "s1.html").read_text()
    assert 'href="../records/dev/k000.html">page</a>' in sc
    pol = (site / "policy" / "a-v1.html").read_text()
    assert "Where and when it ran work" in pol and "No per-job table" in pol
    assert _assert_links_resolve(site) > 50
    # layout 1 (the committed site's) is unchanged: no record pages, dev first
    one = build_site(small, tmp_path / "one", plots=False, layout=1)
    assert one.splits == ["dev", "test"] and not list((one.out / "records").rglob("*.html"))


def test_metric_units():
    assert metric_unit("carbon_kg") == "kg CO2e" and metric_unit("energy_it_kwh") == "kWh"
    assert metric_unit("water_l") == "L" and metric_unit("cost_usd") == "USD"
    assert metric_unit("p95_wait_s") == "s" and metric_unit("slo_violation_rate").startswith(
        "fraction")
    assert metric_unit("jobs") == "jobs" and metric_unit("data_moved_gb") == "GB"


def _store(tmp_path):
    """A store-like folder: two records, each a summary.json beside its jobs.parquet, hashed
    and signed (a throw-away key store beside the folder)."""
    from tests.benchmark.test_leaderboard import rec

    root = tmp_path / "store"
    out = []
    for i, (pol, seed) in enumerate([("local-now", 1), ("lowest-carbon-now", 1)]):
        run = gridshift.run("check-v1", policy=pol, seed=seed)
        buf = io.BytesIO()
        run.jobs.write_parquet(buf)
        raw = buf.getvalue()
        r = rec(f"{pol}-v1", "check-v1", seed, float(run.metrics["carbon_kg"]))
        r["key"] = f"s{i:03d}"
        r["jobs_sha256"] = hashlib.sha256(raw).hexdigest()
        d = root / r["key"][:2] / r["key"]
        d.mkdir(parents=True)
        (d / "jobs.parquet").write_bytes(raw)
        write_record(d / "summary.json", r)
        out.append((run, r))
    assert len(sign_folder(root, tmp_path / "key-store")) == len(out)
    return root, out


def test_policy_page_timeline_from_the_per_job_table(tmp_path):
    root, runs = _store(tmp_path)
    site = build_site(root, tmp_path / "site", plots=False, layout=2).out
    page = (site / "policy" / "lowest-carbon-now-v1.html").read_text()
    assert '<svg xmlns="http://www.w3.org/2000/svg" class="timeline"' in page
    run = runs[1][0]
    moved = sum(1 for o, r in zip(run.jobs["origin"].to_list(), run.jobs["region"].to_list(),
                                  strict=True) if r is not None and o != r)
    got = sum(int(m) for m in re.findall(r"(\d+) moved in", page))
    assert got == moved > 0
    # a per-job table whose hash is not the record's fails verify's offline checks: the
    # record is listed under "Not included" with the reason, and neither copied nor drawn
    f = root / "s0" / "s000" / "jobs.parquet"
    f.write_bytes(f.read_bytes() + b"x")
    site = build_site(root, tmp_path / "site2", plots=False, layout=2).out
    index = (site / "index.html").read_text()
    assert (f"check-v1 / local-now-v1 / seed 1: failed: refused: TAMPERED "
            f"({f.with_name('summary.json')}): jobs.parquet hashes to") in index
    assert not (site / "policy" / "local-now-v1.html").exists()
    assert not list(site.rglob("s000.*"))
    # the untouched record keeps its page and its timeline
    assert (site / "records" / "dev" / "s001.json").is_file()
    assert 'class="timeline"' in (site / "policy" / "lowest-carbon-now-v1.html").read_text()


def test_timeline_svg_is_deterministic_and_sums_gpu_hours():
    import polars as pl

    jobs = pl.DataFrame({"origin": ["a", "a", "b"], "region": ["a", "b", None],
                         "gpus": [2, 1, 4], "start_s": [0.0, 3600.0, None],
                         "finish_s": [7200.0, 7200.0, None]})
    svg = job_timeline_svg(jobs, "t", bins=2)
    assert svg == job_timeline_svg(jobs, "t", bins=2)
    # bin 0 (0-1 h): a ran 2 GPU-h; bin 1: a 2 GPU-h, b 1 GPU-h
    assert svg.count("a: 2.0 GPU·h") == 2 and svg.count("b: 1.0 GPU·h") == 1
    assert "1 jobs, 1 moved in" in svg


def test_site_build_without_the_plots_extra_says_so(small, tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "adjustText", None)  # import fails
    with pytest.raises(GridshiftError, match=r"gridshift\[plots\].*--no-plots"):
        build_site(small, tmp_path / "site")
    out = CliRunner().invoke(main, ["site", "build", "--results", str(small), "--out",
                                    str(tmp_path / "cli")])
    assert out.exit_code == 2 and "gridshift[plots]" in out.output
    assert build_site(small, tmp_path / "np", plots=False).records > 0


def test_browser_reads_record_and_policy_pages(tmp_path):
    pytest.importorskip("selenium", reason="the browser test needs the site extra: "
                        "pip install -e '.[site]' (CI installs it)")
    from selenium.webdriver.common.by import By

    root, _ = _store(tmp_path)
    site = build_site(root, tmp_path / "site", plots=True, layout=2).out
    d = _chrome()
    try:
        d.get((site / "index.html").as_uri())
        d.get((site / "records" / "dev" / "s001.html").as_uri())
        table = d.find_element(By.ID, "metrics")
        rows = {r.find_elements(By.TAG_NAME, "td")[0].text: r.find_elements(By.TAG_NAME, "td")
                for r in table.find_elements(By.CSS_SELECTOR, "tbody tr")}
        assert rows["carbon_kg"][2].text == "kg CO2e"
        assert "gridshift verify records/dev/s001.json" in d.find_element(By.TAG_NAME,
                                                                        "pre").text
        d.find_element(By.LINK_TEXT, "lowest-carbon-now-v1").click()
        assert d.current_url.endswith("policy/lowest-carbon-now-v1.html")
        svg = d.find_element(By.CSS_SELECTOR, "svg.timeline")
        assert svg.size["width"] > 300 and svg.size["height"] > 50
        assert d.find_elements(By.CSS_SELECTOR, "svg.timeline rect")
        errors = [e for e in d.get_log("browser") if e.get("level") in ("SEVERE", "ERROR")]
        assert not errors, errors
    finally:
        d.quit()
