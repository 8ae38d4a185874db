"""Gymnasium ids of gridshift's scenarios, generated from the files (no list to keep in step).

Ids (all in the ``gridshift`` namespace; ``gymnasium.make(id)`` after ``import gridshift.rl``)
------------------------------------------------------------------------------------------
``gridshift/<scenario>-v<N>``
    Each built-in scenario with a versioned id (``gridshift/check-v1``,
    ``gridshift/quickstart-v1``).
``gridshift/<suite>.<scenario>-v<version>``
    Each scenario of each suite manifest ``gridshift/benchmark/suites/<suite>/suite.toml``
    (``gridshift/gs-v2.us-spatial-v1``), ``<version>`` being the manifest's ``version``: the
    scenario's dev file and dev seeds. A suite folder added later (``gs-v3/``) gets its ids
    with no code change. Gymnasium allows one ``/`` in an id, so the suite is joined to the
    scenario by a dot; :func:`gridshift.rl.make` also takes the path-like spelling
    ``gridshift/gs-v2/us-spatial-v1`` and ``gs-v2/us-spatial``.
``gridshift/<folder>.<scenario>-v1``
    Each scenario file of a suites folder without a manifest (``gs-v2-levers``:
    ``gridshift/gs-v2-levers.solar-week-v1``): that file, with its own seed. Should the
    folder gain a manifest, its ids follow it (its ``version``, dev file and dev seeds).
``gridshift/<scenario>-v1`` for the scenarios of gs-v1 (deprecated)
    The ids documented before suites were named (``gridshift/global-5dc-week-v1``): they
    build **gs-v1**'s dev file (no drain, no idle power), as they always did. Use
    ``gridshift/gs-v1.<scenario>-v1`` or a newer suite's id instead.

There are no ids for the test split: the environment refuses held-out files (RL training
and tuning use the dev split only).

A manifest that does not load is left out of the registry (an import of ``gridshift.rl`` must
not fail on a suite being edited); :data:`SKIPPED` says which and why, and the tests require
it empty.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

__all__ = ["ENTRY_POINT", "LEGACY_SUITE", "SKIPPED", "EnvEntry", "canonical_id", "entries",
           "env_kwargs", "register", "suite_scenario"]

ENTRY_POINT = "gridshift.rl.env:GridshiftEnv"
#: The suite whose scenarios keep the unqualified ids ``gridshift/<scenario>-v1``.
LEGACY_SUITE = "gs-v1"
#: Suite folders left out of the registry: folder name -> why.
SKIPPED: dict[str, str] = {}

_VERSIONED = re.compile(r"-v\d+$")


@dataclass(frozen=True)
class EnvEntry:
    """One registered id.

    Attributes:
        id: The Gymnasium id.
        scenario: What :class:`~gridshift.rl.env.GridshiftEnv` is given (``"check-v1"``,
            ``"gs-v2/us-spatial"``, or a bare suite scenario id for the legacy ids).
        suite: The suite folder, or None for a built-in scenario.
        file: The scenario file the id builds.
        seeds: The World seeds episodes draw from.
        legacy: A deprecated id kept working.
    """

    id: str
    scenario: str
    suite: str | None
    file: Path
    seeds: tuple[int, ...]
    legacy: bool = False


def _folder_scenarios(folder: Path) -> tuple[str, list[tuple[str, Path, tuple[int, ...]]]]:
    """``(version, [(scenario id, dev file, dev seeds)])`` of one suites folder."""
    if (folder / "suite.toml").exists():
        from gridshift.benchmark.suite import load_suite

        su = load_suite(folder)
        return str(su.version), [(s.id, s.file, tuple(s.seeds_dev) or (0,))
                                 for s in su.scenarios]
    from gridshift.scenario import load_scenario

    out: list[tuple[str, Path, tuple[int, ...]]] = []
    for p in sorted(folder.glob("*.toml")):
        if p.name.endswith(".test.toml"):
            continue
        sc = load_scenario(p)
        out.append((sc.id, p, (int(sc.seed),)))
    return "1", out


@lru_cache(maxsize=1)
def _suites() -> dict[str, tuple[str, list[tuple[str, Path, tuple[int, ...]]]]]:
    from gridshift.benchmark.suite import SUITES_DIR

    out = {}
    SKIPPED.clear()
    for folder in sorted(p for p in SUITES_DIR.iterdir() if p.is_dir()):
        if not any(folder.glob("*.toml")):
            continue
        try:
            out[folder.name] = _folder_scenarios(folder)
        except Exception as exc:  # noqa: BLE001 - a suite being edited must not break imports
            SKIPPED[folder.name] = f"{type(exc).__name__}: {exc}"
    return out


@lru_cache(maxsize=1)
def entries() -> tuple[EnvEntry, ...]:
    """Every registered id (see the module docstring), built-ins first."""
    from gridshift.scenario import builtin_scenarios

    out: list[EnvEntry] = []
    root = Path(__file__).resolve().parent.parent / "scenarios"
    for sid, p in builtin_scenarios().items():
        if p.parent == root and _VERSIONED.search(sid):
            out.append(EnvEntry(f"gridshift/{sid}", sid, None, p, ()))
    suites = _suites()
    for name, (version, scs) in suites.items():
        for sid, f, seeds in scs:
            out.append(EnvEntry(f"gridshift/{name}.{sid}-v{version}", f"{name}/{sid}", name, f,
                                seeds))
    if LEGACY_SUITE in suites:
        version, scs = suites[LEGACY_SUITE]
        for sid, f, seeds in scs:
            out.append(EnvEntry(f"gridshift/{sid}-v{version}", sid, LEGACY_SUITE, f, seeds,
                                legacy=True))
    return tuple(out)


def suite_scenario(ref: str) -> tuple[Path, tuple[int, ...]] | None:
    """``(dev file, dev seeds)`` of a suite-qualified reference, or None if ``ref`` is none.

    Accepts ``"gs-v2/us-spatial"``, ``"gs-v2.us-spatial"``, either with a ``-v<version>``
    suffix, and the ids ``"gridshift/gs-v2.us-spatial-v1"`` / ``"gridshift/gs-v2/us-spatial-v1"``.
    """
    r = ref[len("gridshift/"):] if ref.startswith("gridshift/") else ref
    suites = _suites()
    for name, (version, scs) in suites.items():
        for sep in ("/", "."):
            if not r.startswith(name + sep):
                continue
            rest = r[len(name) + 1:]
            for sid, f, seeds in scs:
                if rest in (sid, f"{sid}-v{version}"):
                    return f, seeds
    return None


def canonical_id(ref: str) -> str | None:
    """The registered id ``ref`` names (an id, its path-like spelling, or a scenario ref)."""
    by_id = {e.id: e for e in entries()}
    if ref in by_id:
        return ref
    r = ref[len("gridshift/"):] if ref.startswith("gridshift/") else ref
    dotted = "gridshift/" + r.replace("/", ".", 1)
    if dotted in by_id:
        return dotted
    for e in entries():  # a scenario reference: "gs-v2/us-spatial", "check-v1", a bare id
        if r == e.scenario or (e.suite is not None and not e.legacy
                               and r.replace("/", ".", 1) == _stem(e)):
            return e.id
    return None


def _stem(e: EnvEntry) -> str:
    return _VERSIONED.sub("", e.id[len("gridshift/"):])


def env_kwargs(e: EnvEntry) -> dict[str, Any]:
    """The :class:`~gridshift.rl.env.GridshiftEnv` arguments an id is registered with."""
    return {"scenario": e.scenario}


def register() -> None:
    """Register every id of :func:`entries` with Gymnasium (ids already there are kept)."""
    import gymnasium as gym

    for e in entries():
        if e.id not in gym.registry:
            gym.register(id=e.id, entry_point=ENTRY_POINT, kwargs=env_kwargs(e))
