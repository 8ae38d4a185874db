"""Hand-made scenarios for the policy tests: small TOML + CSV worlds whose answers are known.

Every scenario has one GPU type ``T1`` (0 W idle, 1000 W at full load, speed 1), PUE 1 and zero
network latency unless a test asks otherwise, so one GPU running for one hour at carbon
intensity ``c`` gCO2/kWh emits exactly ``c`` grams. Forecasts default to ``noisy`` with zero
error: exact forecasts on the forecast track (``perfect`` is reserved for the clairvoyant track).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from gridshift import build_world, load_scenario
from gridshift.sim.world import World
from tests.conftest import rl_missing

START = datetime(2023, 8, 1, tzinfo=UTC)


def _iso(t: datetime) -> str:
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def write_scenario(root: Path, *, carbon: np.ndarray, jobs: list[dict[str, Any]],
                   gpus: list[int] | None = None, step_s: int = 900,
                   forecast: str = "noisy", error: float = 0.0, horizon_h: float = 24.0,
                   pue: list[float] | None = None, wue: list[float] | None = None,
                   price: np.ndarray | None = None, latency_ms: float = 0.0,
                   seed: int = 0, name: str = "hand") -> Path:
    """Write ``name.toml`` + signals and jobs CSVs under ``root``; return the TOML path.

    Args:
        carbon: ``[T, R]`` carbon intensity per step (the window is ``T`` steps).
        jobs: Rows with ``origin`` (region index), ``submit_step``, ``gpus``, ``duration_s`` and
            optional ``deadline_step``, ``interruptible``, ``checkpoint_s``, ``data_gb``,
            ``gpu_util``.
    """
    T, R = carbon.shape
    names = [f"r{i}" for i in range(R)]
    gpus = gpus or [100] * R
    pue = pue or [1.0] * R
    wue = wue or [1.0] * R
    price = np.full((T, R), 50.0) if price is None else price
    lines = ["region,time,carbon_gco2_per_kwh,price_usd_per_mwh"]
    for k in range(T):
        t = _iso(START + timedelta(seconds=k * step_s))
        for r in range(R):
            lines.append(f"{names[r]},{t},{float(carbon[k, r])!r},{float(price[k, r])!r}")
    (root / f"{name}_signals.csv").write_text("\n".join(lines) + "\n")
    jl = ["job_id,submit_time,origin,gpus,duration_s,gpu_util,deadline,interruptible,"
          "checkpoint_s,data_gb"]
    for i, j in enumerate(jobs):
        sub = START + timedelta(seconds=j["submit_step"] * step_s)
        dl = (_iso(START + timedelta(seconds=j["deadline_step"] * step_s))
              if "deadline_step" in j else "")
        jl.append(f"j{i:03d},{_iso(sub)},{names[j['origin']]},{j['gpus']},{j['duration_s']},"
                  f"{j.get('gpu_util', 1.0)},{dl},{str(j.get('interruptible', False)).lower()},"
                  f"{j.get('checkpoint_s', 0.0)},{j.get('data_gb', 0.0)}")
    (root / f"{name}_jobs.csv").write_text("\n".join(jl) + "\n")
    end = START + timedelta(seconds=T * step_s)
    toml = [
        f'id = "{name}"', f"start = {_iso(START)}", f"end = {_iso(end)}", f"step_s = {step_s}",
        f"seed = {seed}", "", "[signals]", f'source = "{name}_signals.csv"', "", "[jobs]",
        f'source = "{name}_jobs.csv"', "deadline_slack = 2.0", "", "[forecast]",
        f'model = "{forecast}"', f"error = {error}", f"horizon_h = {horizon_h}",
        "history_h = 1", "",
        "[network]", "transfer_kwh_per_gb = 0.06", "egress_usd_per_gb = 0.0",
        "bandwidth_gbps = 10", f"latency_ms = {latency_ms}", "",
        "[gpu_types.T1]", "idle_w = 0", "max_w = 1000", "speed = 1.0", "",
    ]
    for r in range(R):
        toml += [f"[regions.{names[r]}]", f"gpus = {{ T1 = {gpus[r]} }}", f"pue = {pue[r]}",
                 f"wue_l_per_kwh = {wue[r]}", ""]
    path = root / f"{name}.toml"
    path.write_text("\n".join(toml))
    return path


@pytest.fixture
def hand_world(tmp_path: Path) -> Callable[..., World]:
    """Build a World from :func:`write_scenario` arguments."""
    def make(**kw: Any) -> World:
        return build_world(load_scenario(write_scenario(tmp_path, **kw)))
    return make


def random_world_args(seed: int, *, T: int = 48, R: int = 3, n_jobs: int = 30,
                      gpus: list[int] | None = None) -> dict[str, Any]:
    """A small random scenario whose deadlines all fall inside the window (non-interruptible)."""
    rng = np.random.default_rng(seed)
    base = rng.uniform(100, 500, R)
    t = np.arange(T)[:, None]
    carbon = base * (1 + 0.4 * np.sin(2 * np.pi * t / 24 + rng.uniform(0, 6, R))) \
        + rng.uniform(0, 40, (T, R))
    jobs = []
    for _ in range(n_jobs):
        dur_steps = int(rng.integers(1, 6))
        sub = int(rng.integers(0, T - 2 * dur_steps - 1))
        slack = int(rng.integers(0, min(dur_steps * 2, T - sub - dur_steps) + 1))
        jobs.append({"origin": int(rng.integers(R)), "submit_step": sub,
                     "gpus": int(rng.choice([1, 2, 4])), "duration_s": dur_steps * 900.0,
                     "deadline_step": sub + dur_steps + slack,
                     "gpu_util": float(rng.uniform(0.5, 1.0))})
    return {"carbon": np.round(carbon, 3), "jobs": jobs, "gpus": gpus or [64] * R,
            "seed": seed}


# the RL policies need the optional `rl` extra (tests/conftest.py RL_POLICIES); without it
# their zoo tests skip with that reason and every other policy is still tested.


def runnable_zoo(exclude: tuple[str, ...] = ()) -> list[str]:
    """Zoo ids that can run here (the RL policies only with the rl extra)."""
    from gridshift.policies.registry import ZOO

    return [p for p in sorted(ZOO) if p not in exclude and rl_missing(p) is None]


def zoo_params(exclude: tuple[str, ...] = ()) -> list:
    """Zoo ids for parametrize; an RL policy is skipped (visibly) without the rl extra."""
    from gridshift.policies.registry import ZOO

    return [pytest.param(p, marks=pytest.mark.skipif(rl_missing(p) is not None,
                                                     reason=str(rl_missing(p))))
            for p in sorted(ZOO) if p not in exclude]
