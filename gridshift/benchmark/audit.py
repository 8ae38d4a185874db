"""Offline audit: flag records whose numbers cannot hold together, without re-running them.

``gridshift verify PATH --audit`` runs the offline checks of :mod:`gridshift.benchmark.verify`
(keys, content hashes, signatures, official scenario) and then, for every readable record
with ``status = "ok"``, these checks; a record failing one is listed with its key, the field
and the numbers (exit code 1). None of them runs a policy; the World of the record's
**official** scenario (:func:`gridshift.benchmark.judge.official_scenario`) is built only to
read its signals, and only where the record's signal input hashes are that World's.

* **Physical ranges** (:func:`range_flags`): energies, carbon, water, GPU-hours, waits and
  counts are >= 0; ``slo_violation_rate`` in [0, 1]; each region's utilisation in [0, 1];
  ``jobs_completed``, ``slo_violations``, ``jobs_dropped`` <= ``jobs``; ``energy_facility_kwh
  >= energy_it_kwh`` (PUE >= 1).
* **Below the bound**: ``carbon_kg`` below the scenario's lower bound ``carbon_bound_kg``
  (recorded, from the World, by the reference's and the oracle's records of the same
  scenario, seed and track; the smallest found is used) — no schedule can do that.
* **The breakdown adds up** (records carrying ``breakdown``, :func:`breakdown_flags`):
  ``Σ regions carbon_kg + idle carbon_kg == carbon_kg``, the same for ``energy_it_kwh``
  and ``jobs`` (relative tolerance :data:`RTOL`).
* **Each region's intensity is possible**: a job's run carbon is ``P ∫PUE·CI`` and its
  facility energy ``P ∫PUE`` (:mod:`gridshift.sim.accounting`), so a region's
  ``(carbon_kg − carbon_transfer_kg − carbon_penalty_kg) / energy_facility_kwh`` is a
  weighted mean of that region's carbon intensity over the steps the run may use (window
  and drain), whatever the schedule: it lies in [min CI, max CI] of the region (of every
  region where a job of it moved). Tighter, for a region no job left, its run carbon lies
  between that energy put into the region's cleanest steps first and into its dirtiest
  first, each step holding at most what its installed GPUs draw at full power (a
  fractional knapsack, :meth:`Intensity.carbon_range_kg`). A transfer's carbon is its
  energy times a mean intensity at its source: ``carbon_transfer_kg /
  energy_transfer_kwh`` lies in every region's range (without a ``carbon_transfer_kg``
  column, run and transfer carbon are bounded together). Completion penalties (charged at
  the worst eligible region, with no energy) are left out; with on-site solar
  (``energy_grid_kwh``) only the upper end holds. The idle draw's ``carbon_kg /
  energy_it_kwh`` is a mean of ``PUE·CI`` over every region; where it is a constant of the
  scenario (``[power] idle_horizon = "window"``, no ``power_down``, no solar) it must equal
  the World's value.
* **A saving nothing can explain**: a record with the reference's per-job table
  (``jobs_digest`` of local-now-v1 on the same scenario, seed and track) ran the
  reference's schedule, so its carbon must be the reference's too. (Equal energy per region
  is not enough: a time shift under a constant PUE keeps it and changes the carbon; that
  saving is bounded by the intensity check above.)

Derived so that honest records never flag (``tests/integrity/test_audit.py`` audits fresh
records of every zoo policy and every committed gs-v2 record).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

__all__ = ["RTOL", "AuditFlag", "AuditReport", "audit", "breakdown_flags", "range_flags"]

#: Relative tolerance of the sums and ratios (float summation order, nothing physical).
RTOL = 1e-9
_REFERENCE = "local-now-v1"


@dataclass(frozen=True)
class AuditFlag:
    """One impossible number: the record's key, the field and what is wrong with it."""

    key: str
    label: str
    field: str
    detail: str

    def line(self) -> str:
        """``FLAG <key12> <label>: <field>: <detail>``."""
        return f"  FLAG [{self.key[:12]}] {self.label}: {self.field}: {self.detail}"


@dataclass
class AuditReport:
    """Every flag of an audit (and how many records were audited)."""

    audited: int = 0
    flags: list[AuditFlag] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    @property
    def exit_code(self) -> int:
        """1 when anything is flagged, else 0."""
        return 1 if self.flags else 0

    def lines(self) -> list[str]:
        """Human-readable report."""
        keys = {f.key for f in self.flags}
        out = [f"audit: {self.audited} records audited (not re-run), {len(keys)} flagged"]
        out += [f.line() for f in self.flags]
        out += [f"  note: {n}" for n in self.notes]
        return out


def _close(a: float, b: float, scale: float) -> bool:
    return abs(a - b) <= RTOL * max(abs(a), abs(b), scale) + 1e-12


# ------------------------------------------------------------------------------ ranges
_NONNEG = ("jobs", "jobs_completed", "jobs_unfinished", "gpu_hours", "energy_it_kwh",
           "energy_facility_kwh", "energy_transfer_kwh", "carbon_kg", "carbon_embodied_kg",
           "water_l", "water_onsite_l", "water_offsite_l", "egress_cost_usd", "slo_violations",
           "mean_wait_s", "p95_wait_s", "data_moved_gb", "gpu_hours_completed",
           "carbon_transfer_kg", "jobs_dropped", "carbon_penalty_kg", "water_penalty_l",
           "energy_idle_kwh", "carbon_idle_kg", "carbon_bound_kg")


def range_flags(m: dict[str, Any]) -> list[tuple[str, str]]:
    """``(field, detail)`` of every metric outside its physical range."""
    out = []
    for k in _NONNEG:
        v = m.get(k)
        if isinstance(v, (int, float)) and v < 0:
            out.append((k, f"{v!r} < 0"))
    r = m.get("slo_violation_rate")
    if isinstance(r, (int, float)) and not 0.0 <= r <= 1.0:
        out.append(("slo_violation_rate", f"{r!r} outside [0, 1]"))
    for reg, u in (m.get("utilisation") or {}).items():
        if isinstance(u, (int, float)) and not -RTOL <= u <= 1.0 + RTOL:
            out.append((f"utilisation.{reg}", f"{u!r} outside [0, 1]"))
    n = m.get("jobs")
    for k in ("jobs_completed", "slo_violations", "jobs_dropped", "jobs_unfinished"):
        v = m.get(k)
        if isinstance(n, int) and isinstance(v, int) and v > n:
            out.append((k, f"{v} > jobs = {n}"))
    e_it, e_fac = m.get("energy_it_kwh"), m.get("energy_facility_kwh")
    if isinstance(e_it, (int, float)) and isinstance(e_fac, (int, float)) \
            and e_fac < e_it * (1 - RTOL) - 1e-12:
        out.append(("energy_facility_kwh", f"{e_fac!r} < energy_it_kwh {e_it!r} (PUE < 1)"))
    return out


# ------------------------------------------------------------------------------ breakdown
@dataclass(frozen=True)
class Intensity:
    """What the audit reads from a World: each region's carbon intensity range over the
    rows a run may use [gCO2/kWh], the same for PUE·CI over every region, and the idle
    draw's exact carbon and energy where they are constants of the scenario."""

    regions: tuple[str, ...]
    ci_min: np.ndarray
    ci_max: np.ndarray
    idle_min: float
    idle_max: float
    idle_exact: tuple[float, float] | None
    solar: bool
    #: Per region, the steps' facility energy capacity [kWh] and carbon intensity, sorted by
    #: intensity (ascending), as cumulative sums: ``(cum_kwh, cum_g, ci_sorted)``.
    fill: tuple[tuple[np.ndarray, np.ndarray, np.ndarray], ...] = ()

    def carbon_range_kg(self, i: int, energy_kwh: float) -> tuple[float, float]:
        """Least and most carbon [kg] of ``energy_kwh`` of facility energy in region ``i``:
        the energy put into the cleanest (dirtiest) steps first, each step holding at most
        what the region's installed GPUs can draw in it at full power (a fractional
        knapsack; any schedule's carbon lies in between). ``inf`` when the energy is more
        than the region can draw over the run."""
        cum_e, cum_g, ci = self.fill[i]
        total = float(cum_e[-1]) if len(cum_e) else 0.0
        if energy_kwh > total * (1 + 1e-9):
            return math.inf, math.inf

        def least(cum_e: np.ndarray, cum_g: np.ndarray, ci: np.ndarray) -> float:
            k = int(np.searchsorted(cum_e, energy_kwh))
            k = min(k, len(ci) - 1)
            e0, g0 = (float(cum_e[k - 1]), float(cum_g[k - 1])) if k else (0.0, 0.0)
            return (g0 + max(energy_kwh - e0, 0.0) * float(ci[k])) / 1000.0

        lo = least(cum_e, cum_g, ci)
        # the dirtiest first: the same fill over the steps in reverse order
        e_rev = total - np.concatenate(([0.0], cum_e[:-1]))[::-1]
        g_rev = float(cum_g[-1]) - np.concatenate(([0.0], cum_g[:-1]))[::-1]
        hi = least(e_rev, g_rev, ci[::-1])
        return lo, hi


def _fill(world: Any, ci: np.ndarray, pue: np.ndarray
          ) -> tuple[tuple[np.ndarray, np.ndarray, np.ndarray], ...]:
    """Each region's steps sorted by intensity with their facility energy capacity: the most
    IT power its installed GPUs can draw (every GPU at full board power, with its idle
    share in the drain; :func:`gridshift.sim.power.job_power_w`) times PUE times the step."""
    per_gpu = np.asarray(world.gpu_max_w, dtype=float)
    if world.idle_w_per_gpu is not None:  # a job in the drain also pays its idle share
        per_gpu = np.maximum(per_gpu, per_gpu - world.gpu_idle_w + world.idle_w_per_gpu)
    p_max = np.asarray(world.capacity, dtype=float) @ per_gpu  # [R] W
    out = []
    for i in range(ci.shape[1]):
        order = np.argsort(ci[:, i], kind="stable")
        cap = p_max[i] * pue[order, i] * float(world.step_s) / 3.6e6
        out.append((np.cumsum(cap), np.cumsum(cap * ci[order, i]), ci[order, i]))
    return tuple(out)


def intensity_of(world: Any) -> Intensity:
    """The :class:`Intensity` of a World (its signals only; no policy is run)."""
    rows = world.sim_rows
    ci = np.asarray(world.carbon[rows], dtype=float)
    pue = np.asarray(world.pue[rows], dtype=float)
    pci = ci * pue
    exact = None
    if world.idle_it_w is not None and world.idle_window_only and world.solar is None \
            and not _power_down(world):
        from gridshift.sim.accounting import _idle_integrals

        q = _idle_integrals(world, world.window, world.n_steps * float(world.step_s))
        exact = (q["carbon_kg"], q["energy_it_kwh"])
    return Intensity(tuple(world.regions), ci.min(axis=0), ci.max(axis=0), float(pci.min()),
                     float(pci.max()), exact, world.solar is not None, _fill(world, ci, pue))


def _power_down(world: Any) -> bool:
    pw = (getattr(world.scenario, "extra", None) or {}).get("power") or {}
    return bool(pw.get("power_down"))


def breakdown_flags(m: dict[str, Any], b: dict[str, Any],
                    it: Intensity | None) -> list[tuple[str, str]]:
    """``(field, detail)`` of every way a record's breakdown and totals disagree."""
    regs = b.get("regions") or {}
    idle = b.get("idle") or {"carbon_kg": 0.0, "energy_it_kwh": 0.0}
    out = []
    for k, idle_k in (("carbon_kg", "carbon_kg"), ("energy_it_kwh", "energy_it_kwh")):
        total = m.get(k)
        s = sum(float(r.get(k, 0.0)) for r in regs.values()) + float(idle.get(idle_k) or 0.0)
        if isinstance(total, (int, float)) and not _close(s, total, abs(total)):
            out.append((k, f"Σ breakdown = {s!r}, record says {total!r} "
                           f"({(total - s) / s:+.2%} of the breakdown)" if s else
                        f"Σ breakdown = {s!r}, record says {total!r}"))
    n = sum(int(r.get("jobs", 0)) for r in regs.values())
    if isinstance(m.get("jobs"), int) and n != m["jobs"]:
        out.append(("jobs", f"Σ breakdown jobs = {n}, record says {m['jobs']}"))
    if it is None:
        return out
    for name, r in regs.items():
        for k, v in r.items():
            if isinstance(v, (int, float)) and v < 0:
                out.append((f"breakdown.{name}.{k}", f"{v!r} < 0"))
        out += _region_ratio(name, r, it)
    out += _idle_checks(b.get("idle"), it)
    return out


def _outside(g: float, lo: float, hi: float) -> bool:
    return g < lo * (1 - 1e-7) - 1e-9 or g > hi * (1 + 1e-7) + 1e-9


def _region_ratio(name: str, r: dict[str, Any], it: Intensity) -> list[tuple[str, str]]:
    """The region's run carbon against its facility energy times its intensity range, and
    its transfers' carbon against their energy times every region's range (transfers are
    charged at their source); without a ``carbon_transfer_kg`` column, the two together."""
    e = float(r.get("energy_facility_kwh") or 0.0)
    e_tr = float(r.get("energy_transfer_kwh") or 0.0)
    c = float(r.get("carbon_kg") or 0.0) - float(r.get("carbon_penalty_kg") or 0.0)
    where = f"breakdown.{name}.carbon_kg"
    if name not in it.regions:
        if e > 0 or abs(c) > 1e-9:
            return [(where, f"{c!r} kg and {e!r} kWh in a region the scenario has not")]
        return []
    i = it.regions.index(name)
    lo, hi = (float(it.ci_min.min()), float(it.ci_max.max())) if r.get("jobs_moved") else \
        (float(it.ci_min[i]), float(it.ci_max[i]))
    lo = 0.0 if it.solar else lo
    t_lo, t_hi = float(it.ci_min.min()), float(it.ci_max.max())
    tr = r.get("carbon_transfer_kg")
    out = []
    if tr is not None:
        c -= float(tr)
        if e_tr > 0 and _outside(1000.0 * float(tr) / e_tr, t_lo, t_hi):
            out.append((f"breakdown.{name}.carbon_transfer_kg",
                        f"{tr!r} kg over {e_tr!r} kWh of transfers is "
                        f"{1000.0 * float(tr) / e_tr:.4f} gCO2/kWh, outside every region's "
                        f"intensity range [{t_lo:.4f}, {t_hi:.4f}]"))
        e_tr = 0.0
    if e <= 0 and e_tr <= 0:
        if abs(c) > 1e-9 * max(1.0, abs(float(r.get("carbon_kg") or 0.0))):
            out.append((where, f"{c!r} kg of run carbon with no energy"))
        return out
    k_lo, k_hi = (e * lo + e_tr * t_lo) / 1000.0, (e * hi + e_tr * t_hi) / 1000.0
    if not r.get("jobs_moved") and it.fill:  # tighter: each step holds what the GPUs draw
        f_lo, f_hi = it.carbon_range_kg(i, e)
        if math.isinf(f_lo):
            total = float(it.fill[i][0][-1])
            return [*out, (f"breakdown.{name}.energy_facility_kwh",
                           f"{e!r} kWh is more than the region's GPUs can draw over the run "
                           f"at full power ({total!r} kWh)")]
        k_lo = max(k_lo, f_lo + e_tr * t_lo / 1000.0) if not it.solar else k_lo
        k_hi = min(k_hi, f_hi + e_tr * t_hi / 1000.0)
    if c < k_lo * (1 - 1e-7) - 1e-12 or c > k_hi * (1 + 1e-7) + 1e-12:
        out.append((where, f"{c!r} kg of run{'' if tr is not None else ' and transfer'} "
                           f"carbon over {e!r} kWh (+ {e_tr!r} kWh of transfers) is outside "
                           f"[{k_lo!r}, {k_hi!r}] kg, what that energy emits in the "
                           f"region's cleanest (dirtiest) steps at full capacity (intensity "
                           f"range [{lo:.4f}, {hi:.4f}] gCO2/kWh over the run)"))
    return out


def _idle_checks(idle: dict[str, Any] | None, it: Intensity) -> list[tuple[str, str]]:
    if not idle:
        return []
    c, e = float(idle.get("carbon_kg") or 0.0), float(idle.get("energy_it_kwh") or 0.0)
    if it.idle_exact is not None:
        out = []
        for k, got, want in (("carbon_kg", c, it.idle_exact[0]),
                             ("energy_it_kwh", e, it.idle_exact[1])):
            if not _close(got, want, abs(want)):
                out.append((f"breakdown.idle.{k}", f"{got!r}, but the installed capacity's "
                                                   f"idle draw over the window is {want!r}"))
        return out
    if e <= 0:
        return []
    g = 1000.0 * c / e
    lo = 0.0 if it.solar else it.idle_min
    if _outside(g, lo, it.idle_max):
        return [("breakdown.idle.carbon_kg", f"{g:.4f} gCO2/kWh outside PUE·CI's range "
                                             f"[{lo:.4f}, {it.idle_max:.4f}]")]
    return []


# ------------------------------------------------------------------------------ driver
def _cell(rec: dict[str, Any]) -> tuple[Any, ...]:
    s = rec.get("seed") if rec.get("seed") is not None else rec.get("seed_commitment")
    return (rec.get("scenario_hash"), s, rec.get("track"))


def _reference_flags(rec: dict[str, Any], ref: dict[str, Any]) -> list[tuple[str, str]]:
    """A saving over the reference with the reference's very schedule: the same per-job
    table (``jobs_digest``: every job's region, times, energy and carbon) gives the same
    totals, so any difference in ``carbon_kg`` is unexplained. (The same energy and region
    mix alone does not fix the carbon: a time shift under a constant PUE keeps both.)"""
    if not rec.get("jobs_digest") or rec.get("jobs_digest") != ref.get("jobs_digest"):
        return []
    c, c0 = rec["metrics"].get("carbon_kg"), ref["metrics"].get("carbon_kg")
    if isinstance(c, (int, float)) and isinstance(c0, (int, float)) and c != c0:
        return [("carbon_kg", f"{c!r} vs the reference's {c0!r} ({(c - c0) / c0:+.2%}) with "
                              "the reference's per-job table (jobs_digest "
                              f"{str(rec['jobs_digest'])[:12]}…): same jobs, regions, times "
                              "and energy")]
    return []


def _intensity(rf: Any, cache: dict[tuple[str, Any], tuple[Intensity | None, dict[str, str]]],
               notes: list[str]) -> Intensity | None:
    """The Intensity of the record's official scenario, or None when the World's signals are
    not the record's (or it cannot be built). Real-data signals do not depend on the seed
    (one World per scenario file); synthetic ones do (a World per seed; none for an official
    record, whose seed is secret)."""
    from gridshift.benchmark.records import get_world
    from gridshift.errors import GridshiftError

    rec, off = rf.record, rf.scenario
    if off is None:
        return None
    mine = {k: v for k, v in (rec.get("input_hashes") or {}).items()
            if k.startswith("signals")}
    synthetic = any(str(v).startswith("synthetic:") for v in mine.values())
    if synthetic and rec.get("seed") is None:
        return None  # synthetic signals of a secret seed: only its sums are audited
    ck = (off.ref, rec.get("seed") if synthetic else None)
    if ck not in cache:
        try:
            w = get_world(off.ref, ck[1])
            cache[ck] = (intensity_of(w), {k: v for k, v in w.input_hashes.items()
                                           if k.startswith("signals")})
        except (GridshiftError, OSError) as exc:
            notes.append(f"{off.ref}: its World cannot be built here ({exc}); intensity "
                         "checks skipped")
            cache[ck] = (None, {})
    it, sig = cache[ck]
    return it if sig == mine else None


def audit(records: list[Any]) -> AuditReport:
    """Audit records checked offline (:func:`gridshift.benchmark.verify.scan_records`'s
    :class:`~gridshift.benchmark.verify.RecordFile` list; see the module docstring)."""
    rep = AuditReport()
    ok = [rf for rf in records if rf.record is not None and rf.record.get("status") == "ok"
          and isinstance(rf.record.get("metrics"), dict)]
    bound: dict[tuple[Any, ...], float] = {}
    refs: dict[tuple[Any, ...], dict[str, Any]] = {}
    for rf in ok:
        r = rf.record
        v = r["metrics"].get("carbon_bound_kg")
        if isinstance(v, (int, float)) and math.isfinite(v):
            bound[_cell(r)] = min(v, bound.get(_cell(r), math.inf))
        if r.get("policy") == _REFERENCE and rf.status == "ok":
            refs[_cell(r)] = r
    cache: dict[tuple[str, Any], tuple[Intensity | None, dict[str, str]]] = {}
    for rf in ok:
        r, m = rf.record, rf.record["metrics"]
        rep.audited += 1
        found = range_flags(m)
        lb, c = bound.get(_cell(r)), m.get("carbon_kg")
        if lb is not None and isinstance(c, (int, float)) and c < lb * (1 - RTOL):
            found.append(("carbon_kg", f"{c!r} is below the scenario's lower bound "
                                       f"carbon_bound_kg = {lb!r}"))
        if isinstance(r.get("breakdown"), dict):
            found += breakdown_flags(m, r["breakdown"], _intensity(rf, cache, rep.notes))
            ref = refs.get(_cell(r))
            if ref is not None and ref is not r:
                found += _reference_flags(r, ref)
        rep.flags += [AuditFlag(str(r.get("key")), rf.label, f, d) for f, d in found]
    n_old = sum(1 for rf in ok if "breakdown" not in rf.record)
    if n_old:
        rep.notes.append(f"{n_old} records carry no breakdown (written before it existed): "
                         "only their ranges and bound were audited")
    return rep


def audit_path(path: str | Path, **scan: Any) -> tuple[list[Any], AuditReport]:
    """Offline checks and the audit of every record under ``path``."""
    from gridshift.benchmark.verify import scan_records

    found = scan_records(path, **scan)
    return found, audit(found)
