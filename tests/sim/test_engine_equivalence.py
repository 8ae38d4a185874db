"""The engine's speed work changed no number: schedules under load are main's, bit for bit.

``data/engine_baseline.json`` holds the metrics dicts and ``jobs_sha256`` recorded with main's
engine (commit 0f8d6a0, before the sorted dispatch queue) for scenarios chosen to exercise
every path of the step loop: a backlog (check-load-v1: 48 jobs per hour against 160 GPUs),
data transfers, two GPU types, pauses and resumes, the drain, the zero-data-wait fix, and idle
power with powering GPUs down. Each zoo policy that runs in seconds is replayed on each.
Regenerate (only with main's engine, never to make a failure pass)::

    PYTHONPATH=<checkout of main> python tests/sim/test_engine_equivalence.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

BASELINE_PATH = Path(__file__).parent / "data" / "engine_baseline.json"

#: Scenario variants: (name, base scenario, TOML appended to it).
VARIANTS = {
    "load": ("check-load-v1", ""),
    "load-drain": ("check-load-v1", "[simulation]\ndrain = true\nzero_data_wait = false\n"),
    "load-powerdown": ("check-load-v1", "[power]\nidle = \"charged\"\npower_down = true\n"
                                        "wake_s = 1800\n"),
    "check": ("check-v1", ""),
}
POLICIES = ("local-now", "round-robin", "lowest-carbon-now", "random", "least-loaded",
            "lowest-price-now", "lowest-carbon-window", "carbon-threshold", "carbon-time",
            "interruptible-lowest-slots", "spatiotemporal-greedy", "weighted-greedy")


def _scenario_file(name: str, folder: Path) -> Path:
    from importlib import resources

    base, extra = VARIANTS[name]
    text = resources.files("gridshift.scenarios").joinpath(f"{base}.toml").read_text()
    path = folder / f"{name}.toml"
    path.write_text(text.rstrip("\n") + "\n\n" + extra)
    return path


def _run_all(folder: Path, names=None) -> dict[str, dict]:
    from gridshift.policies.registry import load_policy
    from gridshift.scenario import load_scenario
    from gridshift.sim.run import simulate
    from gridshift.sim.world import build_world

    out = {}
    for name in names or VARIANTS:
        world = build_world(load_scenario(str(_scenario_file(name, folder))))
        for pol in POLICIES:
            r = simulate(world, load_policy(pol))
            out[f"{name}|{pol}"] = {"metrics": json.loads(json.dumps(r.summary()["metrics"])),
                                    "jobs_sha256": r.jobs_sha256()}
    return out


@pytest.fixture(scope="module")
def baseline():
    return json.loads(BASELINE_PATH.read_text())


def test_baseline_covers_every_variant_and_policy(baseline):
    assert sorted(baseline) == sorted(f"{v}|{p}" for v in VARIANTS for p in POLICIES)


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_schedules_are_mains_bit_for_bit(name, baseline, tmp_path):
    got = _run_all(tmp_path, [name])
    assert len(got) == len(POLICIES)
    for key, run in sorted(got.items()):
        assert run["metrics"] == baseline[key]["metrics"], key
        assert run["jobs_sha256"] == baseline[key]["jobs_sha256"], key


def test_the_load_variant_really_builds_a_backlog(tmp_path):
    """The point of the load scenario: jobs wait in the dispatch queue (else the queue's order
    would be tested on nothing)."""
    from gridshift.policies.registry import load_policy
    from gridshift.scenario import load_scenario
    from gridshift.sim.run import simulate
    from gridshift.sim.world import build_world

    world = build_world(load_scenario(str(_scenario_file("load", tmp_path))))
    r = simulate(world, load_policy("random"))
    assert r.metrics["mean_wait_s"] > 2 * world.step_s


def test_merge_sorted_inserts_before_the_given_positions_keeping_ties_in_order():
    import numpy as np

    from gridshift.sim.simulator import _merge_sorted

    old = np.array([10, 20, 30])
    got = _merge_sorted(old, np.array([1, 2, 3, 4]), np.array([0, 2, 2, 3]))
    np.testing.assert_array_equal(got, [1, 10, 20, 2, 3, 30, 4])
    np.testing.assert_array_equal(_merge_sorted(old[:0], np.array([5]), np.array([0])), [5])


def test_queue_key_orders_by_pool_then_ready_exactly():
    """The dispatch queue's complex key sorts as the tuple (pool, ready), even where the ready
    times differ in the last bit (no packing into one float)."""
    import numpy as np

    from gridshift.sim.simulator import _QKEY

    ready = np.array([5.0, np.nextafter(5.0, 0.0), 0.0, 1e9, 5.0])
    pool = np.array([1, 1, 2, 0, 1])
    key = np.empty(5, dtype=_QKEY)
    key.real, key.imag = pool, ready
    np.testing.assert_array_equal(np.argsort(key, kind="stable"),
                                  np.lexsort((ready, pool)))
    assert np.searchsorted(np.sort(key), key[0], side="right") == 4  # after both equal keys


if __name__ == "__main__":  # regenerate the baseline (see the module docstring)
    import tempfile

    with tempfile.TemporaryDirectory() as d:
        res = _run_all(Path(d))
    BASELINE_PATH.write_text(json.dumps(res, indent=1, sort_keys=True) + "\n")
    print(f"wrote {len(res)} cases to {BASELINE_PATH}", file=sys.stderr)
