"""The site's first screen (issue 40): the index shows rank, policy, carbon saving ± CI, SLO
violations, regret and status without horizontal scrolling, on a 1440×900 screen and on a
390×844 phone, in headless Chromium (screenshots kept beside the test's temporary files);
regret has three significant digits; a built-in policy's page compares its recorded source
hash with the same hash of the installed source."""

from __future__ import annotations

import json
import re

import pytest

from gridshift.benchmark.records import policy_source_sha256
from gridshift.benchmark.site import _short_status, _summary, source_matches
from tests.benchmark.test_site import _chrome
from tests.conftest import REPO

SITE = REPO / "results" / "site-gs-v3"
FIRST = ["#", "policy", "carbon saving %", "SLO viol. %", "regret", "status"]
SCREENS = [(1440, 900, False, "desktop"), (390, 844, True, "phone")]


@pytest.mark.parametrize("width,height,mobile,name", SCREENS)
def test_first_screen_shows_the_six_columns_unscrolled(tmp_path, width, height, mobile, name):
    if not (SITE / "index.html").is_file():
        pytest.fail("results/site-gs-v3 is missing: gridshift site build --results results "
                    "--suite gs-v3 --out results/site-gs-v3")
    d = _chrome()
    try:
        d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                          {"width": width, "height": height, "deviceScaleFactor": 1,
                           "mobile": mobile})
        d.get((SITE / "index.html").as_uri())
        got = d.execute_script("""
            var t = document.querySelector('table.gs-summary');
            var heads = Array.from(t.tHead.rows[0].cells).map(function (c) {
              var b = c.getBoundingClientRect();
              return {text: c.textContent, left: b.left, right: b.right, top: b.top,
                      bottom: b.bottom};
            });
            var first = t.tBodies[0].rows[0].getBoundingClientRect();
            return {vw: window.innerWidth, vh: window.innerHeight,
                    scroll: document.documentElement.scrollWidth, heads: heads,
                    row: {top: first.top, bottom: first.bottom},
                    regret: Array.from(t.tBodies[0].rows).map(function (r) {
                      return r.cells[4].textContent; })};""")
        shot = tmp_path / f"index-{name}-{width}x{height}.png"
        d.save_screenshot(str(shot))
        assert shot.stat().st_size > 10_000, shot
        assert got["vw"] == width and got["vh"] == height, got
        # no horizontal scrolling of the page (the full tables scroll inside their box)
        assert got["scroll"] <= width, (shot, got["scroll"])
        assert [h["text"] for h in got["heads"]] == FIRST
        for h in got["heads"]:  # every header cell is on the first screen, whole
            assert 0 <= h["left"] and h["right"] <= width, (shot, h)
            assert 0 <= h["top"] and h["bottom"] <= height, (shot, h)
        assert got["row"]["bottom"] <= height, (shot, got["row"])  # and the first row
        # regret: three significant digits ("0.511 ± 0.015", "1.00 ± 0.00"), never "0.5 ± 0.0"
        means = [t.split("±")[0].strip() for t in got["regret"] if t.strip() != "—"]
        assert means
        for m in means:
            digits = re.sub(r"^-?0\.0*|\.", "", m)
            assert len(digits) == 3, (m, got["regret"])
        errors = [e for e in d.get_log("browser") if e.get("level") in ("SEVERE", "ERROR")]
        assert not errors, errors
    finally:
        d.quit()


def test_summary_table_holds_the_six_columns_and_short_status():
    import pandas as pd

    t = pd.DataFrame([
        {"policy": "a-v1", "rank_carbon": 1.0, "tie_carbon": False, "carbon": 12.34,
         "carbon_ci": 0.56, "slo_pct": 0.4, "slo_pct_ci": 0.1, "regret": 0.51123,
         "regret_ci": 0.0149, "status": "ranked", "oracle": False},
        {"policy": "b-v1", "rank_carbon": float("nan"), "tie_carbon": False, "carbon": 3.0,
         "carbon_ci": float("nan"), "slo_pct": 9.0, "slo_pct_ci": 1.0, "regret": float("nan"),
         "regret_ci": float("nan"), "oracle": False,
         "status": "unranked: SLO violations 9.00 % > the reference's 1.00 % + 1 pp"}])
    html = _summary(t, "summary-test", lambda p: f"policy/{p}.html")
    assert html.count("<th ") == 6 and 'data-nofilter="1"' in html
    assert '0.511 <span class="ci">± 0.015</span>' in html
    assert '12.3 <span class="ci">± 0.6</span>' in html
    assert 'title="unranked: SLO violations 9.00 %' in html and ">unranked: SLO</td>" in html
    assert "a-<wbr>v1" in html
    assert _short_status("unranked: less work: 93.0 % of ...; SLO violations ...") == \
        "unranked: less work"
    assert _short_status("ranked") == "ranked"


def test_source_hash_is_compared_like_with_like():
    rec = {"policy": "local-now-v1", "policy_ref": "local-now-v1",
           "policy_source_sha256": policy_source_sha256("local-now-v1"),
           # the identity hash of a zoo policy covers its artifacts only: sha256(b"")
           "policy_identity_sha256": "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b"
                                     "7852b855"}
    assert source_matches(rec) is True
    assert source_matches({**rec, "policy_source_sha256": "0" * 64}) is False
    assert source_matches({**rec, "policy_source_sha256": None}) is None


def test_committed_policy_pages_say_the_source_has_the_recorded_hash():
    """Every committed gs-v3 record of a built-in policy was made from the source this
    gridshift ships (the records were re-run with it), so each page says "yes"."""
    pages = sorted((SITE / "policy").glob("*.html"))
    assert pages
    said = {}
    for page in pages:
        m = re.search(r"current source has the recorded hash</dt><dd><code>([^<]*)",
                      page.read_text())
        if m:
            said[page.stem] = m.group(1)
    recs = [json.loads(p.read_text()) for p in (REPO / "results" / "gs-v3-v1").rglob("*.json")]
    for pol in {r["policy"] for r in recs}:
        want = "yes" if all(source_matches(r) for r in recs if r["policy"] == pol) else None
        if want:
            assert said.get(pol) == "yes", (pol, said.get(pol))
    assert "False" not in said.values() and "True" not in said.values()
