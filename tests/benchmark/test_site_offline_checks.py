"""``gridshift site build`` applies ``verify``'s offline checks, as ``leaderboard`` does (issue
35): a record edited after it was written is listed under "Not included" with the reason and
is neither ranked, copied nor drawn; the same folder's untouched records are ranked."""

from __future__ import annotations

import filecmp
import html
import json
import re
from pathlib import Path

from click.testing import CliRunner

from gridshift.benchmark.site import build_site
from gridshift.cli import main
from tests.benchmark.test_site import _assert_links_resolve, _write_records, write_record

FORGED = 12.345678  # a-v1 on s1, seed 1: carbon cut after the record was written
RESIGNED = 23.456789  # b-v1 on s2, seed 2: carbon cut, content hash recomputed, not re-signed


def _rows(index: str, table_id: str) -> dict[str, list[str]]:
    """policy -> the cells (as text) of its row in the index table ``table_id``."""
    body = re.search(rf'<table[^>]*id="{table_id}".*?<tbody>(.*?)</tbody>', index, re.S)
    assert body, table_id
    out = {}
    for row in re.findall(r"<tr.*?</tr>", body.group(1), re.S):
        cells = [html.unescape(re.sub(r"<[^>]+>", "", c))
                 for c in re.findall(r"<td[^>]*>(.*?)</td>", row, re.S)]
        out[cells[3]] = cells
    return out


def _tamper(d: Path) -> tuple[Path, Path]:
    """Edit two written records: one's metrics without its hash, the other's metrics with
    its content hash recomputed but its signature sidecar left as the signer wrote it."""
    forged = d / "k002.json"
    rec = json.loads(forged.read_text())
    assert (rec["policy"], rec["scenario"], rec["seed"]) == ("a-v1", "s1", 1)
    rec["metrics"]["carbon_kg"] = FORGED
    forged.write_text(json.dumps(rec, indent=2, sort_keys=True) + "\n")
    resigned = d / "k013.json"
    rec = json.loads(resigned.read_text())
    assert (rec["policy"], rec["scenario"], rec["seed"]) == ("b-v1", "s2", 2)
    rec["metrics"]["carbon_kg"] = RESIGNED
    write_record(resigned, rec)  # a valid content_sha256; the sidecar signs the old content
    return forged, resigned


def test_site_lists_an_edited_record_as_not_included_and_ranks_the_others(tmp_path):
    res = tmp_path / "results"
    rs = _write_records(res / "tiny-v1")
    forged, resigned = _tamper(res / "tiny-v1")
    rep = build_site(res, tmp_path / "site", plots=False)
    site = rep.out
    index = html.unescape((site / "index.html").read_text())

    # listed under "Not included", each with what the offline check found
    assert "<h3>Not included</h3>" in index
    block = index[index.index("<h3>Not included</h3>"):]
    block = block[:block.index("</ul>")]
    assert (f"s1 / a-v1 / seed 1: failed: refused: TAMPERED ({forged}): content_sha256 does "
            "not match the record's content") in block
    assert (f"s2 / b-v1 / seed 2: failed: refused: TAMPERED ({resigned}): signature: the "
            "signature is for other content") in block

    # neither is copied, given a page, or counted; their numbers appear nowhere in the site
    assert rep.records == len(rs) - 2
    for key in ("k002", "k013"):
        assert not list(site.rglob(f"{key}.*")), key
    for f in site.rglob("*"):
        if f.is_file() and f.suffix in (".html", ".json", ".csv", ".svg"):
            text = f.read_text()
            assert "12.345" not in text and "23.456" not in text, f
            assert "87.65" not in text and "87.7" not in text, f  # a-v1's forged saving
    # the untouched records are copied byte for byte and behind the ranked rows
    for i in set(range(len(rs))) - {2, 13}:
        src = res / "tiny-v1" / f"k{i:03d}.json"
        split = json.loads(src.read_text())["split"]
        assert filecmp.cmp(src, site / "records" / split / src.name, shallow=False), src
    dev = _rows(index, "suite-dev")
    assert dev["oracle-v1"][0] == "1" and dev["local-now-v1"][0] == "2"
    assert dev["oracle-v1"][5] == dev["local-now-v1"][5] == "4"  # all four seeds each
    assert dev["oracle-v1"][-1] == dev["local-now-v1"][-1] == "ranked"
    # the policies whose record was refused have a failed cell there and no rank
    for pol in ("a-v1", "b-v1"):
        assert dev[pol][0] == "—" and dev[pol][6] == "1" and dev[pol][-1].startswith(
            "unranked"), dev[pol]
    assert dev["a-v1"][7] == "21.5"  # s1 seed 2 (18 %) and s2 (25 %): the forged seed is out
    # a-v1's untouched test record still ranks it on the test split
    test = _rows(index, "suite-test")
    assert test["a-v1"][0] == "1" and test["a-v1"][-1] == "ranked"
    pol = (site / "policy" / "a-v1.html").read_text()
    assert pol.count(">JSON</a>") == 4 and "k002" not in pol
    _assert_links_resolve(site)


def test_site_build_cli_refuses_a_folder_of_edited_records_by_name(tmp_path):
    res = tmp_path / "results"
    _write_records(res / "tiny-v1")
    for f in sorted((res / "tiny-v1").glob("*.json")):
        rec = json.loads(f.read_text())
        rec["metrics"]["carbon_kg"] = 1.0
        f.write_text(json.dumps(rec, indent=2, sort_keys=True) + "\n")
    out = CliRunner().invoke(main, ["site", "build", "--results", str(res), "--out",
                                    str(tmp_path / "site"), "--no-plots"])
    assert out.exit_code == 2, out.output
    assert "no record can be used: 18 refused" in out.output
    assert "content_sha256 does not match" in out.output
    assert not (tmp_path / "site").exists()
