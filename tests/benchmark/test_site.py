"""Tests of gridshift.benchmark.site: the static leaderboard site.

* a small site from hand-made records: pages, links, record copies, determinism, tolerance of
  extra leaderboard columns, errors;
* the committed ``results/site/`` is rebuilt byte for byte from the committed records;
* headless Chromium (Debian ``chromium`` + ``chromium-driver`` with selenium) loads the
  committed site from ``file://``: sorting reorders rows, no console error, no request
  other than ``file://``.  Skipped with the reason where chromium or selenium is absent.
"""

from __future__ import annotations

import filecmp
import json
import re
import shutil
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest
from click.testing import CliRunner

from gridshift._canonical import content_sha256
from gridshift.benchmark import project_keys as pk
from gridshift.benchmark.signing import KEYS_DIR
from gridshift.benchmark.site import build_site, per_seed_csv
from gridshift.cli import main
from tests.benchmark.test_leaderboard import rec

ROOT = Path(__file__).resolve().parents[2]
RESULTS = ROOT / "results"
SITE = RESULTS / "site"
_LINK = re.compile(r'(?:href|src)="([^"]+)"')


def write_record(f: Path, r: dict) -> None:
    """Write ``r`` to ``f`` as the record writer does: its ``content_sha256`` computed by the
    real function (``verify``'s offline check, which ``site build`` applies)."""
    r["content_sha256"] = content_sha256(r)
    f.parent.mkdir(parents=True, exist_ok=True)
    f.write_text(json.dumps(r, indent=2, sort_keys=True) + "\n")


def sign_folder(d: Path, key_store: Path) -> list[Path]:
    """Sign every record under ``d`` with the throw-away Ed25519 key store ``key_store``
    (created on first use, outside the results folder), as ``gridshift sign`` does: each
    record gets its signature sidecar, which the offline checks verify."""
    if not (key_store / KEYS_DIR / "ed25519.pem").exists():
        pk.new_key_store(key_store)
    rep = pk.sign_records(d, key_store, force=True)
    assert not rep.skipped, rep.skipped  # every hand-made record passes the offline checks
    return rep.signed


def _write_records(d: Path) -> list[dict]:
    """Hand-made records under ``d``, hashed and signed (a key store beside the results)."""
    rs = []
    for seed in (1, 2):
        rs += [rec("local-now-v1", "s1", seed, 100.0), rec("local-now-v1", "s2", seed, 200.0)]
        rs += [rec("a-v1", "s1", seed, 80.0 + seed), rec("a-v1", "s2", seed, 150.0)]
        rs += [rec("b-v1", "s1", seed, 95.0, slo=0.3), rec("b-v1", "s2", seed, 190.0)]
        rs += [rec("oracle-v1", "s1", seed, 50.0), rec("oracle-v1", "s2", seed, 100.0)]
    rs.append(rec("a-v1", "s1", 101, 85.0, split="test"))
    rs.append(rec("local-now-v1", "s1", 101, 100.0, split="test"))
    d.mkdir(parents=True)
    for i, r in enumerate(rs):
        r["key"] = f"k{i:03d}"
        write_record(d / f"k{i:03d}.json", r)
    assert len(sign_folder(d, d.parent.parent / "key-store")) == len(rs)
    return rs


def _links(site: Path) -> list[tuple[Path, str]]:
    out = []
    for page in sorted(site.rglob("*.html")):
        for link in _LINK.findall(page.read_text()):
            out.append((page, link))
    return out


def _assert_links_resolve(site: Path) -> int:
    n = 0
    for page, link in _links(site):
        parts = urlsplit(link)
        assert not parts.scheme and not parts.netloc, f"{page}: external link {link}"
        target = (page.parent / unquote(parts.path)).resolve() if parts.path else page
        assert target.is_file(), f"{page}: {link} does not resolve"
        if parts.fragment:
            assert f'id="{parts.fragment}"' in target.read_text(), \
                f"{page}: anchor {link} not found"
        n += 1
    return n


@pytest.fixture
def small(tmp_path):
    res = tmp_path / "results"
    rs = _write_records(res / "tiny-v1")
    return res, rs


def test_small_site_pages_links_and_record_copies(small, tmp_path):
    res, rs = small
    rep = build_site(res, tmp_path / "site")
    site = rep.out
    assert rep.splits == ["test", "dev"] and rep.records == len(rs)  # layout 2: test first
    for f in ("index.html", "scenario/s1.html", "scenario/s2.html", "policy/a-v1.html",
              "policy/oracle-v1.html", "assets/gridshift-table.js", "assets/gridshift.css",
              "plots/dev/pareto-s1.svg", "plots/dev/savings-s2.svg"):
        assert (site / f).is_file(), f
    # every record is copied byte for byte under records/<split>/<key>.json
    for i in range(len(rs)):
        src = next(res.rglob(f"k{i:03d}.json"))
        split = json.loads(src.read_text())["split"]
        assert filecmp.cmp(src, site / "records" / split / f"k{i:03d}.json", shallow=False)
    n = _assert_links_resolve(site)
    assert n > 50
    index = (site / "index.html").read_text()
    # rows link to the policy page; the oracle is a policy row like the others, marked apart
    assert 'href="policy/a-v1.html#dev"' in index
    assert '<tr class="oracle">' in index
    # a definitions block names every shown column, including the tracks and the regret
    assert "carbon #</dt>" in index and "carbon regret</dt>" in index and "Definitions" in index
    # scenario page cells link to the records behind them, and each record row to its JSON
    s1 = (site / "scenario" / "s1.html").read_text()
    assert "../policy/a-v1.html#dev-s1" in s1 and "../records/dev/" in s1
    pol = (site / "policy" / "a-v1.html").read_text()
    assert pol.count(">JSON</a>") == 5  # 2 seeds x 2 scenarios on dev + 1 on test
    # no request to the network: no absolute URL anywhere in the pages or the script
    for f in site.rglob("*"):
        if f.suffix in (".html", ".js", ".css"):
            assert not re.search(r"(?:src|href)=\"(?:https?:)?//", f.read_text()), f
    assert "http" not in (site / "assets" / "gridshift-table.js").read_text()


def test_small_site_is_byte_deterministic(small, tmp_path):
    res, _ = small
    a = build_site(res, tmp_path / "a")
    b = build_site(res, tmp_path / "b")
    assert a.files == b.files
    for f in a.files:
        assert (a.out / f).read_bytes() == (b.out / f).read_bytes(), f
    svg = (a.out / "plots" / "dev" / "pareto-s1.svg").read_text()
    assert "<dc:date>" not in svg


def test_site_tolerates_extra_leaderboard_columns(small, tmp_path, monkeypatch):
    import gridshift.benchmark.leaderboard as lbm

    real = lbm.build_leaderboard

    def more(*a, **k):
        lb = real(*a, **k)
        lb.suite_table = lb.suite_table.assign(band=["A"] * len(lb.suite_table),
                                               hypervolume=0.5)
        return lb

    monkeypatch.setattr(lbm, "build_leaderboard", more)
    rep = build_site(small[0], tmp_path / "site", plots=False)
    index = (rep.out / "index.html").read_text()
    assert ">band</th>" in index and ">hypervolume</th>" in index and "<dt>band</dt>" in index


def test_site_errors_name_what_is_wrong(small, tmp_path):
    res, _ = small
    r = CliRunner()
    out = r.invoke(main, ["site", "build", "--results", str(tmp_path / "empty-does-not-exist"),
                          "--out", str(tmp_path / "s")])
    assert out.exit_code == 2
    (tmp_path / "empty").mkdir()
    out = r.invoke(main, ["site", "build", "--results", str(tmp_path / "empty"),
                          "--out", str(tmp_path / "s")])
    assert out.exit_code == 2 and "no records found" in out.output
    shutil.rmtree(res / "tiny-v1")
    _write_records(res / "tiny-v1")
    for f in res.rglob("*.json"):
        if json.loads(f.read_text())["split"] == "test":
            f.unlink()
    out = r.invoke(main, ["site", "build", "--results", str(res), "--split", "test",
                          "--out", str(tmp_path / "s")])
    assert out.exit_code == 2 and "no records for split test" in out.output \
        and "(found: dev)" in out.output
    out = r.invoke(main, ["site", "build", "--results", str(res), "--out", str(res / "x")])
    assert out.exit_code == 0, out.output
    # a site inside the results folder is not read back as records by a later build
    n = len(list((res / "tiny-v1").glob("*.json")))
    assert f"{n} records" in out.output
    assert build_site(res, tmp_path / "again", plots=False).records == n


def test_per_seed_csv_has_one_row_per_cell(small):
    from gridshift.benchmark.leaderboard import build_leaderboard

    res, rs = small
    lb = build_leaderboard([json.loads(f.read_text()) for f in sorted(res.rglob("*.json"))],
                           split="dev")
    lines = per_seed_csv(lb).splitlines()
    assert lines[0].startswith("suite,suite_version,split,scenario,policy,seed")
    assert len(lines) - 1 == sum(1 for r in rs if r["split"] == "dev")


def test_committed_site_is_rebuilt_byte_for_byte(tmp_path):
    # the committed plots place their labels with adjustText (the `plots` extra); without it
    # the labels sit where they fall and the SVG bytes differ
    pytest.importorskip("adjustText", reason="results/site was built with the `plots` extra "
                                             "(adjustText): pip install -e '.[plots]'")
    if not SITE.is_dir():
        pytest.fail("results/site/ is missing: build it with "
                    "`gridshift site build --results results --out results/site`")
    rep = build_site(RESULTS, tmp_path / "site", suite="gs-v1")
    committed = sorted(p.relative_to(SITE).as_posix() for p in SITE.rglob("*") if p.is_file())
    assert rep.files == committed
    diff = [f for f in rep.files if (rep.out / f).read_bytes() != (SITE / f).read_bytes()]
    assert not diff, (f"{len(diff)} files of results/site differ from a rebuild (first: "
                      f"{diff[:3]}); rebuild: gridshift site build --results results --suite gs-v1 "
                      "--out results/site")
    _assert_links_resolve(SITE)


@pytest.mark.parametrize("suite", ["gs-v2", "gs-v3"])
def test_committed_suite_site_is_rebuilt_byte_for_byte(tmp_path, suite):
    """``results/site-gs-v2`` and ``results/site-gs-v3`` (the site the first-screen test
    drives) are what the committed records give."""
    pytest.importorskip("adjustText", reason=f"results/site-{suite} was built with the "
                        "`plots` extra (adjustText): pip install -e '.[plots]'")
    site = RESULTS / f"site-{suite}"
    rep = build_site(RESULTS, tmp_path / "site", suite=suite)
    committed = sorted(p.relative_to(site).as_posix() for p in site.rglob("*") if p.is_file())
    assert rep.files == committed
    diff = [f for f in rep.files if (rep.out / f).read_bytes() != (site / f).read_bytes()]
    assert not diff, (f"{len(diff)} files of results/site-{suite} differ from a rebuild (first: "
                      f"{diff[:3]}); rebuild: gridshift site build --results results --suite "
                      f"{suite} --out results/site-{suite}")


def _chrome():
    sel = pytest.importorskip("selenium", reason="selenium not installed (pip install "
                                                 "selenium)")
    del sel
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    binary = shutil.which("chromium") or shutil.which("chromium-browser")
    driver = shutil.which("chromedriver")
    if not binary or not driver:
        pytest.skip("headless browser test needs Debian chromium and chromium-driver "
                    "(apt-get install -y chromium chromium-driver)")
    opts = webdriver.ChromeOptions()
    opts.binary_location = binary
    for a in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
              "--window-size=1400,1000"):
        opts.add_argument(a)
    opts.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    return webdriver.Chrome(service=Service(driver), options=opts)


def test_browser_sorts_and_loads_nothing_from_the_network():
    if not SITE.is_dir():
        pytest.fail("results/site/ is missing")
    pytest.importorskip("selenium", reason="the browser test needs the site extra: "
                        "pip install -e '.[site]' (CI installs it)")
    from selenium.webdriver.common.by import By

    d = _chrome()
    try:
        d.get((SITE / "index.html").as_uri())
        table = d.find_element(By.ID, "suite-dev")

        def column(i):
            return [r.find_elements(By.TAG_NAME, "td")[i].text
                    for r in table.find_elements(By.CSS_SELECTOR, "tbody tr")]

        heads = table.find_elements(By.CSS_SELECTOR, "thead th")
        names = [h.text for h in heads]
        pi = names.index("policy")
        before = column(pi)
        heads[pi].click()
        after = column(pi)
        assert after != before and after == sorted(before, key=str.lower)
        assert heads[pi].get_attribute("aria-sort") == "ascending"
        ci = names.index("carbon saving %")
        heads[ci].click()
        vals = [float(v.split(" ")[0]) for v in column(ci) if v != "—"]
        assert vals == sorted(vals)
        heads[ci].click()
        vals = [float(v.split(" ")[0]) for v in column(ci) if v != "—"]
        assert vals == sorted(vals, reverse=True)
        # the filter box the table script puts right before this table (layout 2 shows the
        # test split's table first, with its own box)
        box = table.find_element(By.XPATH, "preceding-sibling::input[@class='gs-filter'][1]")
        box.send_keys("oracle")
        shown = [r for r in table.find_elements(By.CSS_SELECTOR, "tbody tr") if r.is_displayed()]
        assert len(shown) == 1 and "oracle" in shown[0].text
        for page in ("scenario/capacity-crunch.html", "policy/local-now-v1.html"):
            d.get((SITE / page).as_uri())
            assert d.find_elements(By.CSS_SELECTOR, "table.gs-table")
        errors = [e for e in d.get_log("browser") if e.get("level") in ("SEVERE", "ERROR")]
        assert not errors, errors
        urls = []
        for e in d.get_log("performance"):
            msg = json.loads(e["message"])["message"]
            if msg.get("method") == "Network.requestWillBeSent":
                urls.append(msg["params"]["request"]["url"])
        assert urls and all(u.startswith(("file://", "data:")) for u in urls), \
            [u for u in urls if not u.startswith("file://")][:5]
    finally:
        d.quit()
