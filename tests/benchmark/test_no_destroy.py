"""No command deletes what it did not make: ``site build --out`` and ``submit``'s folder.

Audit (issue 32): ``gridshift site build --out DIR`` removed a folder holding ``thesis.tex``
without a question, and README's tour line replaced the committed gs-v1 site with a gs-v2 one.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from gridshift.benchmark.site import MARKER, build_site
from gridshift.cli import main
from tests.benchmark.test_site import _write_records

ROOT = Path(__file__).resolve().parents[2]
FIX = Path(__file__).parent / "fixtures"
SUITE = str(FIX / "tiny-suite")
POLICY = f"{FIX / 'policies' / 'greedy_submission.py'}:CleanestNow"


@pytest.fixture
def res(tmp_path):
    d = tmp_path / "results"
    _write_records(d / "tiny-v1")
    return d


def _tree(d: Path) -> dict[str, bytes]:
    return {p.relative_to(d).as_posix(): p.read_bytes() for p in sorted(d.rglob("*"))
            if p.is_file()}


def _build(res: Path, out: Path, *extra: str):  # noqa: ANN202
    return CliRunner().invoke(main, ["site", "build", "--results", str(res), "--out", str(out),
                                     "--no-plots", *extra])


def test_a_folder_of_other_files_is_refused_and_left_untouched(res, tmp_path):
    out = tmp_path / "thesis"
    (out / "figures").mkdir(parents=True)
    (out / "thesis.tex").write_text("\\documentclass{book}\n")
    (out / "figures" / "f1.pdf").write_bytes(b"%PDF-1.5\n")
    before = _tree(out)
    r = _build(res, out)
    assert r.exit_code == 2, r.output
    assert "Traceback" not in r.output
    assert f"--out {out}: the folder is not empty and is not a site" in r.output
    assert "thesis.tex" in r.output and "--force" in r.output and MARKER in r.output
    assert _tree(out) == before  # nothing deleted, nothing written


def test_an_empty_folder_and_a_site_of_the_same_suite_are_built_into(res, tmp_path):
    out = tmp_path / "site"
    out.mkdir()
    r = _build(res, out)
    assert r.exit_code == 0, r.output
    marker = (out / MARKER).read_text()
    assert 'written_by = "gridshift site build"' in marker and 'suite = "tiny"' in marker
    first = _tree(out)
    assert MARKER in first and "index.html" in first
    (out / "records" / "dev" / "stale.json").write_text("{}")  # inside the site's own folders
    r = _build(res, out)  # again, over its own output
    assert r.exit_code == 0, r.output
    assert _tree(out) == first  # replaced: the same bytes, the stale copy gone


def test_a_site_with_a_file_added_is_refused_naming_it(res, tmp_path):
    out = tmp_path / "site"
    build_site(res, out, plots=False)
    (out / "CNAME").write_text("leaderboard.example.org\n")
    before = _tree(out)
    r = _build(res, out)
    assert r.exit_code == 2 and "also holds CNAME" in r.output and "--force" in r.output
    assert _tree(out) == before


def test_the_site_of_another_suite_is_refused(res, tmp_path):
    out = tmp_path / "site"
    build_site(res, out, plots=False)
    (out / MARKER).write_text((out / MARKER).read_text().replace('"tiny"', '"gs-v1"'))
    before = _tree(out)
    r = _build(res, out)
    assert r.exit_code == 2, r.output
    assert "holds the site of suite 'gs-v1'" in r.output and "suite 'tiny'" in r.output
    assert _tree(out) == before


def test_a_site_without_marker_is_named_as_an_older_one(res, tmp_path):
    out = tmp_path / "site"
    build_site(res, out, plots=False)
    (out / MARKER).unlink()
    r = _build(res, out)
    assert r.exit_code == 2 and "site of an older gridshift" in r.output
    assert not (out / MARKER).exists()


def test_force_replaces_what_the_folder_holds(res, tmp_path):
    out = tmp_path / "thesis"
    out.mkdir()
    (out / "thesis.tex").write_text("x")
    r = _build(res, out, "--force")
    assert r.exit_code == 0, r.output
    assert not (out / "thesis.tex").exists() and (out / MARKER).is_file()
    assert _tree(out) == _tree(build_site(res, tmp_path / "fresh", plots=False).out)


def test_never_a_file_nor_the_working_folder(res, tmp_path, monkeypatch):
    from gridshift.errors import GridshiftError

    f = tmp_path / "a-file"
    f.write_text("x")
    with pytest.raises(GridshiftError, match="a file, not a folder"):
        build_site(res, f, plots=False, force=True)
    work = tmp_path / "work"
    (work / "sub").mkdir(parents=True)
    (work / "keep.txt").write_text("x")
    monkeypatch.chdir(work / "sub")
    for target in (work / "sub", work):
        with pytest.raises(GridshiftError, match="working folder"):
            build_site(res, target, plots=False, force=True)
    assert (work / "keep.txt").is_file()


def test_force_is_in_the_help():
    r = CliRunner().invoke(main, ["site", "build", "--help"])
    assert r.exit_code == 0 and "--force" in r.output and ".gridshift-site" in r.output


def test_the_committed_sites_carry_their_suites_marker():
    import tomllib

    for d, suite in (("site", "gs-v1"), ("site-gs-v2", "gs-v2"), ("site-gs-v3", "gs-v3")):
        meta = tomllib.loads((ROOT / "results" / d / MARKER).read_text())
        assert meta == {"written_by": "gridshift site build", "suite": suite,
                        "suite_version": "1"}


def test_readme_tour_builds_the_site_outside_the_committed_results():
    text = (ROOT / "README.md").read_text()
    tour = text.split("## A tour in 30 lines", 1)[1].split("```", 2)[1]
    lines = [ln for ln in tour.splitlines() if "site build" in ln]
    assert lines and all("--out results" not in ln for ln in lines), lines


# ------------------------------------------------------------------------------ submit
def _submit(tmp_path: Path, name: str, *extra: str):  # noqa: ANN202
    return CliRunner().invoke(main, [
        "submit", POLICY, "--name", name, "--suite", SUITE, "-s", "tiny-a", "--seeds", "1",
        "--results", str(tmp_path / "res"), "--store", str(tmp_path / "st"),
        "--executor", "serial", "--no-progress", *extra])


def test_submit_refuses_a_folder_it_did_not_write_before_running(tmp_path):
    sub = tmp_path / "res" / "submissions" / "team-x"
    (sub / "records").mkdir(parents=True)
    (sub / "records" / "notes.txt").write_text("mine")
    (sub / "paper.tex").write_text("x")
    before = _tree(sub)
    r = _submit(tmp_path, "team-x")
    assert r.exit_code == 2, r.output
    assert f"{sub}: the folder is not empty and is not a submission" in r.output
    assert "--force" in r.output
    assert _tree(sub) == before
    assert not (tmp_path / "st").exists()  # refused before the suite ran


def _api_submit(tmp_path: Path, force: bool = False) -> Path:
    """``submit`` without the conformance checks (timed: a busy machine fails them), which
    this test is not about; the folder rules are the same."""
    from gridshift.benchmark.suite import submit
    from gridshift.runners.executors import SerialExecutor

    out, rep = submit(POLICY, "team-x", SUITE, tmp_path / "st", results_dir=tmp_path / "res",
                      executor=SerialExecutor(), check=False, progress=False,
                      scenarios=["tiny-a"], seeds=[1], force=force)
    assert rep.ok
    return out


def test_resubmitting_replaces_only_the_records_it_wrote(tmp_path):
    from gridshift.errors import GridshiftError

    sub = _api_submit(tmp_path)
    recs = sorted(p.name for p in (sub / "records").glob("*.json"))
    assert len(recs) == 2 and (sub / "submission.toml").is_file()
    (sub / "records" / "0000stale.json").write_text("{}")  # a record of an earlier run
    (sub / "README.md").write_text("our notes")  # beside records/: never touched
    _api_submit(tmp_path)
    assert sorted(p.name for p in (sub / "records").glob("*.json")) == recs
    assert (sub / "README.md").read_text() == "our notes"

    (sub / "records" / "notes.txt").write_text("mine")  # not a record: refused, kept
    with pytest.raises(GridshiftError, match=r"holds notes\.txt, which `gridshift submit` did "
                                             r"not write.*--force"):
        _api_submit(tmp_path)
    assert (sub / "records" / "notes.txt").read_text() == "mine"
    _api_submit(tmp_path, force=True)
    assert not (sub / "records" / "notes.txt").exists()
    assert sorted(p.name for p in (sub / "records").glob("*.json")) == recs


def test_submit_refuses_the_submission_of_another_policy(tmp_path):
    sub = tmp_path / "res" / "submissions" / "team-x"
    sub.mkdir(parents=True)
    meta = "# gridshift submission (written by `gridshift submit`)\npolicy = \"other.py:Other\"\n"
    (sub / "submission.toml").write_text(meta)
    r = _submit(tmp_path, "team-x")
    assert r.exit_code == 2 and "holds the submission of 'other.py:Other'" in r.output
    assert (sub / "submission.toml").read_text() == meta
    assert json.dumps(sorted(p.name for p in sub.iterdir())) == '["submission.toml"]'


def test_submit_force_is_in_the_help():
    r = CliRunner().invoke(main, ["submit", "--help"])
    assert r.exit_code == 0 and "--force" in r.output
