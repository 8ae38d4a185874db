"""rl-ppo-v1 as a normal Policy, and the install hint when the extra is missing."""

from __future__ import annotations

import builtins
import importlib
import subprocess
import sys

import pytest

import gridshift
from gridshift.policies.registry import load_policy


def _block(monkeypatch, *names):
    """Make importing ``names`` fail as if the extra were not installed."""
    real = builtins.__import__

    def fake(name, *a, **k):
        if name.split(".")[0] in names:
            raise ImportError(f"No module named {name!r}", name=name)
        return real(name, *a, **k)

    for m in list(sys.modules):
        if m.split(".")[0] in names or m.startswith("gridshift.rl"):
            monkeypatch.delitem(sys.modules, m)
    monkeypatch.setattr(builtins, "__import__", fake)


def test_missing_extra_gives_install_hint(monkeypatch):
    _block(monkeypatch, "gymnasium", "stable_baselines3", "torch")
    with pytest.raises(ImportError, match=r"pip install 'gridshift\[rl\]'"):
        importlib.import_module("gridshift.rl")
    pol = load_policy("rl-ppo-v1")  # constructing and listing need no extra
    with pytest.raises(ImportError, match=r"pip install 'gridshift\[rl\]'"):
        gridshift.run("check-v1", pol)


def test_registry_does_not_import_the_extra():
    code = ("import sys, gridshift; from gridshift.policies.registry import list_policies;"
            "ids = [p.id for p in list_policies()]; assert 'rl-ppo-v1' in ids;"
            "bad = [m for m in ('torch', 'gymnasium', 'stable_baselines3') if m in sys.modules];"
            "assert not bad, bad")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_rl_ppo_passes_check_policy():
    pytest.importorskip("stable_baselines3", reason="the 'rl' extra is not installed: "
                        "pip install 'gridshift[rl]'")
    from gridshift.policies.checks import check_policy

    res = check_policy("rl-ppo-v1")
    assert all(r.passed for r in res), [str(r) for r in res if not r.passed]


def test_rl_ppo_runs_isolated_like_any_policy():
    pytest.importorskip("stable_baselines3", reason="the 'rl' extra is not installed: "
                        "pip install 'gridshift[rl]'")
    from gridshift.policies.isolation import IsolatedPolicy

    direct = gridshift.run("check-v1", "rl-ppo-v1")
    with IsolatedPolicy("rl-ppo-v1") as iso:
        isolated = gridshift.simulate(gridshift.build_world(gridshift.load_scenario("check-v1")),
                                      iso)
    assert isolated.metrics["carbon_kg"] == direct.metrics["carbon_kg"]
    assert isolated.jobs_sha256() == direct.jobs_sha256()
