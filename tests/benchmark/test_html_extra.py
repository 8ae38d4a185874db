"""Without the html extra (great-tables), an HTML table is a clear error naming the extra."""

from __future__ import annotations

import builtins

import pandas as pd
import pytest

from gridshift.benchmark import leaderboard as lbm
from gridshift.errors import GridshiftError


def test_html_without_great_tables_names_the_extra(monkeypatch):
    real = builtins.__import__

    def no_gt(name, *a, **k):
        if name.startswith("great_tables"):
            raise ImportError("No module named 'great_tables'")
        return real(name, *a, **k)

    monkeypatch.setattr(builtins, "__import__", no_gt)
    with pytest.raises(GridshiftError, match=r"gridshift\[html\]"):
        lbm._gt(pd.DataFrame({"a": [1]}), "t", "s", "id")
