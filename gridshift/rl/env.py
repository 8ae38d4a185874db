"""A Gymnasium environment over the simulator: one episode = one scenario window.

The environment drives :meth:`gridshift.sim.simulator.Simulator.iterate`: each ``step`` is one
decision epoch with something to decide (epochs with nothing pending are skipped by the
simulator, exactly as in a policy run). Observations and actions are laid out by
:class:`~gridshift.rl.encoding.Encoding` (shared with the ``rl-ppo-v1`` policy wrapper), the
reward by :class:`~gridshift.rl.reward.StepAccountant` (the leaderboard composite split exactly
over the steps).

Seeding (Gymnasium conventions)
    ``reset(seed=s)`` seeds ``self.np_random``; the episode's World seed is drawn from it among
    ``seeds`` (default: the scenario's own seed, or the suite's dev seeds for a suite scenario),
    and so is the start of a random sub-window when ``window_steps`` is set. Same seed, same
    episode. ``reset()`` without a seed continues the generator.

Splits
    A suite scenario (``gs-v2/us-spatial``; a bare ``global-5dc-week`` is gs-v1's, the first
    suite holding it) is always built from its dev file and dev seeds; a test-split file is
    refused. Random sub-windows are windows inside the dev window.

Levers
    Where the scenario enables operator levers (``[levers] power_capping`` / ``elastic``,
    ``[power] power_down``, a site battery) and ``levers`` is not False, the action space is a
    ``Dict``: ``"place"`` (the placement action of ``action_mode``) plus one Box of fractions
    per lever, and the observation gains a ``"levers"`` block; the layout is
    :class:`~gridshift.rl.encoding.LeverLayout`. Without levers (or with ``levers=False``) the
    spaces are the placement-only ones ``rl-ppo-v1`` was trained on.

Action masking
    :meth:`GridshiftEnv.action_masks` returns the observation's ``action_mask`` flattened to
    one bool per choice (for ``MultiDiscrete``: the per-slot masks concatenated), the interface
    of sb3-contrib's ``MaskablePPO`` (Huang & Ontañón 2022, "A Closer Look at Invalid Action
    Masking in Policy Gradient Algorithms", FLAIRS-35). The observation is unchanged by it.

Idle epochs
    With ``skip_idle=True`` the simulator does not stop at epochs where no job is pending (the
    agent never pauses a job, so nothing is decided there; the run is the same): an episode of a
    week with a long drain is then ~700 steps instead of ~5,800. The reward of the skipped
    epochs enters the next step's (the accounting is over ``[t_a, t_b)`` whatever its length),
    so the episode's return is unchanged. Default False (the steps ``rl-ppo-v1`` trained on).
"""

from __future__ import annotations

import dataclasses
from collections import OrderedDict
from datetime import timedelta
from pathlib import Path
from typing import Any

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from gridshift.policies.api import Decision, Observation, PolicyInfo
from gridshift.rl.encoding import CLIP, Encoding, LeverLayout
from gridshift.rl.reward import RewardWeights, StepAccountant
from gridshift.scenario import Scenario, load_scenario
from gridshift.sim.accounting import account
from gridshift.sim.simulator import Schedule, Simulator
from gridshift.sim.world import World, build_world

__all__ = ["ACTION_MODES", "GridshiftEnv", "resolve_scenario", "scenario_levers"]

#: ``"per-job"``: MultiDiscrete, one region-or-defer per shown job; ``"batch"``: Discrete, one
#: region-or-defer for the whole batch.
ACTION_MODES = ("per-job", "batch")


def resolve_scenario(scenario: str | Path | Scenario) -> tuple[Scenario, tuple[int, ...]]:
    """The dev-split scenario and its seeds for an id, a suite scenario or a path.

    A suite scenario is ``"<suite>/<id>"`` (``"gs-v2/us-spatial"``, the dev file and dev seeds
    of that suite; for a folder of built-in scenarios without a manifest, such as
    ``"gs-v2-levers/solar-week"``, the file of that id and its own seed), or a bare id
    (``"global-5dc-week"``, ``"global-5dc-week-v1"``): the first suite holding it, which is
    gs-v1 (kept for the documented gs-v1 ids).

    Raises:
        ValueError: the scenario is the test split of a suite (held out).
    """
    from gridshift.benchmark.suite import SUITES_DIR, load_suite
    from gridshift.rl.registration import suite_scenario

    if isinstance(scenario, Scenario):
        sc = scenario
    else:
        ref = str(scenario)
        found = suite_scenario(ref)
        if found is not None:
            return load_scenario(found[0]), found[1]
        for d in sorted(SUITES_DIR.glob("*/suite.toml")):
            su = load_suite(d.parent)
            for s in su.scenarios:
                if ref in (s.id, f"{s.id}-v{su.version}"):
                    return load_scenario(s.file), tuple(s.seeds_dev) or (0,)
        sc = load_scenario(scenario)
    if sc.path is not None:
        for d in sorted(SUITES_DIR.glob("*/suite.toml")):
            for s in load_suite(d.parent).scenarios:
                if s.file_test != s.file and Path(sc.path).resolve() == s.file_test.resolve():
                    raise ValueError(f"{sc.path.name} is the test split of suite "
                                     f"{d.parent.name}; RL training and tuning use the dev "
                                     f"split only (scenario {s.id!r})")
    return sc, (int(sc.seed),)


def scenario_levers(sc: Scenario) -> LeverLayout:
    """The operator levers ``sc`` enables (:class:`~gridshift.rl.encoding.LeverLayout`)."""
    lv = sc.extra.get("levers") or {}
    pw = sc.extra.get("power") or {}
    bat = any(r.battery is not None and float(r.battery.get("power_kw") or 0) > 0
              for r in sc.regions)
    return LeverLayout(power_cap=bool(lv.get("power_capping")), power_on=bool(
        pw.get("power_down")), battery=bat, gpus=bool(lv.get("elastic")))


def _gpu_type_count(sc: Scenario) -> int:
    """An upper bound of the scenario's GPU types (the names its regions give)."""
    return len({g for r in sc.regions for g, n in r.gpus.items() if n > 0})


class _Driver:
    """The Simulator needs a policy object; the environment supplies decisions itself."""

    id = "rl-env"
    tracks = ("forecast", "clairvoyant")

    def __init__(self, skip_idle: bool = False) -> None:
        # Policy.decides_without_pending: False = not asked where only running jobs could be
        # paused (the agent never pauses them), as the simulator documents
        self.decides_without_pending = not skip_idle

    def reset(self, info: PolicyInfo) -> None:  # pragma: no cover - never called by iterate
        pass

    def decide(self, obs: Observation) -> Decision:  # pragma: no cover
        raise RuntimeError("the RL environment drives the simulator itself")


class GridshiftEnv(gym.Env):
    """Scheduling over one scenario as a Gymnasium environment.

    Args:
        scenario: Scenario id (``"check-v1"``), suite scenario id (``"global-5dc-week"``), path
            or :class:`~gridshift.scenario.Scenario`.
        action_mode: ``"per-job"`` or ``"batch"`` (see :data:`ACTION_MODES`).
        max_jobs: Pending jobs shown per epoch (the rest follow ``overflow``).
        max_regions: Region slots of the layout (a scenario may have fewer); None: 8, or the
            scenario's regions where it has more.
        max_gpu_types: GPU-type slots of the layout; None: 4, or the scenario's types where
            it has more.
        forecast_points: Forecast lead times per signal in the observation.
        forecast_stride: Steps between those lead times.
        overflow: ``"origin"`` or ``"defer"`` for jobs beyond ``max_jobs``.
        weights: Reward weights (default: the leaderboard's).
        seeds: World seeds episodes draw from (default: see :func:`resolve_scenario`).
        window_steps: If set, each episode is a random sub-window of this many steps of the
            (dev) window, aligned to whole days when the window is a whole number of days.
        window_start: With ``window_steps``: every episode starts at this step of the window
            instead of a random one (a short fixed episode, e.g. for checks).
        track: ``"forecast"`` (default) or ``"clairvoyant"``.
        levers: Put the scenario's operator levers in the action space (see the module
            docstring); None (default) = where the scenario has any, False = placement only.
        skip_idle: Do not stop at epochs with no pending job (module docstring, "Idle
            epochs"); default False.
        render_mode: Only ``None`` is supported.
    """

    metadata: dict[str, Any] = {"render_modes": []}

    def __init__(self, scenario: str | Path | Scenario = "check-v1", *,
                 action_mode: str = "per-job", max_jobs: int = 32,
                 max_regions: int | None = None, max_gpu_types: int | None = None,
                 forecast_points: int = 6, forecast_stride: int = 4,
                 overflow: str = "origin", weights: RewardWeights | None = None,
                 seeds: tuple[int, ...] | list[int] | None = None,
                 window_steps: int | None = None, window_start: int | None = None,
                 track: str | None = None, levers: bool | None = None,
                 skip_idle: bool = False, render_mode: str | None = None) -> None:
        if action_mode not in ACTION_MODES:
            raise ValueError(f"action_mode must be one of {ACTION_MODES}, not {action_mode!r}")
        if render_mode is not None:
            raise ValueError("GridshiftEnv has no render modes")
        self.render_mode = render_mode
        self.scenario, dev_seeds = resolve_scenario(scenario)
        self.seeds = tuple(int(s) for s in (seeds if seeds is not None else dev_seeds))
        self.action_mode = action_mode
        if max_regions is None:
            max_regions = max(8, len(self.scenario.regions))
        if max_gpu_types is None:
            max_gpu_types = max(4, _gpu_type_count(self.scenario))
        self.encoding = Encoding(max_jobs=max_jobs, max_regions=max_regions,
                                 max_gpu_types=max_gpu_types, forecast_points=forecast_points,
                                 forecast_stride=forecast_stride, overflow=overflow)
        self.weights = weights or RewardWeights.leaderboard()
        self.track = track or self.scenario.track
        n = self.scenario.n_steps
        if window_steps is not None and not 0 < int(window_steps) <= n:
            raise ValueError(f"window_steps must be in 1..{n} (the scenario's steps)")
        self.window_steps = None if window_steps is None else int(window_steps)
        if window_start is not None and (self.window_steps is None or not 0 <= int(
                window_start) <= n - self.window_steps):
            raise ValueError(f"window_start needs window_steps and must be in "
                             f"0..{n} - window_steps")
        self.window_start = None if window_start is None else int(window_start)
        self.skip_idle = bool(skip_idle)
        if len(self.scenario.regions) > max_regions:
            raise ValueError(f"{self.scenario.id} has {len(self.scenario.regions)} regions; "
                             f"raise max_regions")

        e = self.encoding
        M, Rp = e.max_jobs, e.max_regions
        self.observation_space = spaces.Dict({
            "jobs": spaces.Box(-CLIP, CLIP, (M, e.job_features), np.float32),
            "regions": spaces.Box(-CLIP, CLIP, (Rp, e.region_features), np.float32),
            "time": spaces.Box(-CLIP, CLIP, (5,), np.float32),
            "action_mask": spaces.MultiBinary((M, Rp + 1)),
        })
        if action_mode == "per-job":
            place: spaces.Space[Any] = spaces.MultiDiscrete(np.full(M, Rp + 1, dtype=np.int64))
        else:
            place = spaces.Discrete(Rp + 1)
        self.levers = scenario_levers(self.scenario) if levers is not False else LeverLayout()
        if self.levers.names:
            self.observation_space = spaces.Dict({
                **self.observation_space.spaces,
                "levers": spaces.Box(-CLIP, CLIP, (Rp, e.max_gpu_types + 2), np.float32)})
            self.action_space = spaces.Dict({"place": place, **{
                n: spaces.Box(lo, hi, shape, np.float32)
                for n, (shape, lo, hi) in self.levers.shapes(e).items()}})
        else:
            self.action_space = place
        self._worlds: OrderedDict[tuple[int, int], tuple[World, dict[str, Any]]] = OrderedDict()
        self._gen: Any = None
        self._obs: Observation | None = None
        self._mask: np.ndarray | None = None
        self.sim: Simulator | None = None
        self.world: World | None = None
        self.info_: PolicyInfo | None = None

    # ------------------------------------------------------------------ episodes
    def _episode_world(self, seed: int, offset: int) -> tuple[World, dict[str, Any]]:
        key = (seed, offset)
        if key in self._worlds:
            self._worlds.move_to_end(key)
            return self._worlds[key]
        sc = self.scenario
        if self.window_steps is not None:
            start = sc.start + timedelta(seconds=offset * sc.step_s)
            sc = dataclasses.replace(sc, start=start,
                                     end=start + timedelta(seconds=self.window_steps * sc.step_s))
        world = build_world(sc, seed)
        from gridshift.policies.zoo.baselines import LocalNow
        from gridshift.sim.run import simulate

        ref = simulate(world, LocalNow(), track=self.track).metrics
        self._worlds[key] = (world, ref)
        while len(self._worlds) > 16:
            self._worlds.popitem(last=False)
        return world, ref

    def _offsets(self) -> np.ndarray:
        n = self.scenario.n_steps
        if self.window_steps is None:
            return np.zeros(1, dtype=np.int64)
        if self.window_start is not None:
            return np.array([self.window_start], dtype=np.int64)
        day = 86400 // self.scenario.step_s
        stride = day if (86400 % self.scenario.step_s == 0 and n % day == 0
                         and self.window_steps % day == 0) else 1
        return np.arange(0, n - self.window_steps + 1, stride, dtype=np.int64)

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None
              ) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
        """Start an episode (see the module docstring for seeding).

        ``options`` may hold ``"world_seed"`` and ``"offset"`` (sub-window start step) to pick
        the episode explicitly.
        """
        super().reset(seed=seed)
        options = options or {}
        wseed = int(options.get("world_seed", self.seeds[int(self.np_random.integers(
            len(self.seeds)))]))
        offs = self._offsets()
        offset = int(options.get("offset", offs[int(self.np_random.integers(len(offs)))]))
        world, ref = self._episode_world(wseed, offset)
        self.world, self.reference = world, ref
        self.sim = Simulator(world, _Driver(self.skip_idle), track=self.track)
        self.info_ = self.sim.info
        self.encoding.check_fits(self.info_)
        power_down = bool((world.scenario.extra.get("power") or {}).get("power_down"))
        got = LeverLayout.of(self.info_, power_down)
        if any(getattr(self.levers, n) and not getattr(got, n) for n in self.levers.names):
            raise ValueError(f"{world.scenario.id}: the action space has levers "
                             f"{self.levers.names} but the episode's scenario enables "
                             f"{got.names}")
        self.acct = StepAccountant(world, ref, self.weights)
        self._gen = self.sim.iterate()
        try:
            self._obs = next(self._gen)
        except StopIteration as stop:  # nothing to decide in this window
            raise ValueError(f"{world.scenario.id} (seed {wseed}) has no decision epoch; "
                             "an episode needs at least one") from stop
        self._t_prev = 0.0
        self.episode_return = 0.0
        info = {"time_s": self._obs.time_s, "world_seed": wseed, "offset": offset,
                "pending": len(self._obs.jobs)}
        return self._encode(self._obs), info

    def _encode(self, obs: Observation) -> dict[str, np.ndarray]:
        assert self.info_ is not None
        o = self.encoding.encode(self.info_, obs)
        self._mask = o["action_mask"]
        if self.levers.names:
            o["levers"] = self.levers.observe(self.encoding, self.info_, obs)
        return o

    @property
    def observation(self) -> Observation | None:
        """The current epoch's :class:`Observation` (what the encoded observation shows; None
        before :meth:`reset`), read-only: e.g. to ask a teacher policy at the same epoch."""
        return self._obs

    def action_masks(self) -> np.ndarray:
        """The allowed choices at the current epoch, flat bool (sb3-contrib's interface).

        Per job (``MultiDiscrete([R' + 1] * M)``): the observation's ``action_mask``
        ``[M, R' + 1]`` flattened row by row (slot ``i``'s ``R' + 1`` choices, then slot
        ``i + 1``'s), so a region that cannot host a shown job and every padding slot's regions
        are masked, *defer* never is. Batch (``Discrete(R' + 1)``): a region is allowed when it
        may host at least one shown job; *defer* always.

        Raises:
            RuntimeError: before :meth:`reset`.
            ValueError: the action space has levers (a ``Dict``; masking covers placement
                only, and MaskablePPO takes no ``Dict`` action spaces).
        """
        if self._mask is None or self._obs is None:
            raise RuntimeError("call reset() before action_masks()")
        if self.levers.names:
            raise ValueError(f"action_masks(): this environment's action space is a Dict with "
                             f"levers {self.levers.names}; masking covers placement-only "
                             "spaces (make the environment with levers=False)")
        m = self._mask.astype(bool)
        if self.action_mode == "batch":
            n = min(len(self._obs.jobs), self.encoding.max_jobs)
            out = m[:n].any(axis=0)  # no row: nothing but defer
            out[-1] = True
            return out
        return m.reshape(-1)

    def decision(self, action: Any) -> Decision:
        """The Decision ``action`` means at the current epoch."""
        if self._obs is None or self.info_ is None:
            raise RuntimeError("call reset() before step()")
        if not self.levers.names:
            return self.encoding.decode(self.info_, self._obs, action,
                                        batch=self.action_mode == "batch")
        if not isinstance(action, dict) or "place" not in action:
            raise ValueError(f"this environment's action is a dict with keys "
                             f"{('place', *self.levers.names)} (the scenario's levers)")
        dec = self.encoding.decode(self.info_, self._obs, action["place"],
                                   batch=self.action_mode == "batch")
        return self.levers.decode(self.encoding, self.info_, self._obs, action, dec)

    def step(self, action: Any) -> tuple[dict[str, np.ndarray], float, bool, bool,
                                         dict[str, Any]]:
        """Apply ``action`` at the current epoch and run to the next one that needs a decision."""
        dec = self.decision(action)
        assert self.sim is not None and self.info_ is not None
        t_a = self._t_prev
        try:
            obs = self._gen.send(dec)
        except StopIteration as stop:
            schedule: Schedule = stop.value
            return self._finish(schedule, t_a)
        t_b = float(obs.time_s)
        segs, xfers = self.sim.so_far()
        q = self.acct.quantities(segs, xfers, t_a, t_b, self.sim.powered_so_far())
        active = np.concatenate([obs.jobs.job_id, obs.running.job_id])
        v = self.acct.violations_certain(segs, active, t_b)
        r = self.acct.reward(q, t_a, t_b, v)
        self.episode_return += r
        self._t_prev, self._obs = t_b, obs
        info = {"time_s": t_b, "pending": len(obs.jobs), **q, "slo_violations_certain": v}
        return self._encode(obs), r, False, False, info

    def _finish(self, schedule: Schedule, t_a: float) -> tuple[dict[str, np.ndarray], float,
                                                               bool, bool, dict[str, Any]]:
        assert self.world is not None and self._obs is not None and self.info_ is not None
        # the last interval ends where the simulation stopped: the window's end, or with the
        # drain where everything finished or the drain's horizon
        t_b = max(self.acct.t_end, float(schedule.horizon_s))
        q = self.acct.quantities(schedule.segments, schedule.transfers, t_a, t_b,
                                 schedule.powered_gpus)
        metrics, _ = account(self.world, schedule)
        # the completion penalty of the work dropped at the drain's horizon: in the last step
        for k, pen in (("carbon_kg", "carbon_penalty_kg"), ("cost_usd", "cost_penalty_usd"),
                       ("water_l", "water_penalty_l")):
            if pen in metrics and np.isfinite(metrics[pen]):
                q[k] += float(metrics[pen])
        r = self.acct.reward(q, t_a, t_b, int(metrics["slo_violations"]))
        self.episode_return += r
        self.schedule, self.metrics = schedule, metrics
        last = self._encode(self._obs)  # terminal obs: the last epoch's
        self._gen = None
        info = {"time_s": t_b, **q, "metrics": metrics, "reference": self.reference,
                "episode_return": self.episode_return}
        return last, r, True, False, info

    def close(self) -> None:
        """Drop the simulation generator (closing twice is fine)."""
        if self._gen is not None:
            self._gen.close()
        self._gen = None
