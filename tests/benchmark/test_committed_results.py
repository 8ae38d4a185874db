"""The committed results: their leaderboard is what the records give, and no record was edited."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from gridshift.cli import main
from tests.conftest import REPO

RESULTS = REPO / "results"


@pytest.mark.parametrize("split,name", [("dev", "LEADERBOARD.md"), ("test", "LEADERBOARD-test.md")])
def test_committed_leaderboard_is_rebuilt_from_the_records(tmp_path, split, name):
    out = tmp_path / name
    res = CliRunner().invoke(main, ["leaderboard", "--results", str(RESULTS), "--suite", "gs-v1",
                                    "--split", split, "--format", "md", "--out", str(out)])
    assert res.exit_code == 0, res.output
    assert out.read_text() == (RESULTS / name).read_text()


def test_committed_records_are_untampered():
    res = CliRunner().invoke(main, ["verify", "--no-rerun", str(RESULTS)])
    assert res.exit_code == 0, res.output
