"""What the judge trusts: a record's scenario from its suite, its policy from its submission.

``verify``, ``leaderboard`` and ``site build`` read records that anyone may have written.
A record names a scenario (``scenario_ref``) and a policy (``policy_ref``); the judge obeys
neither. This module is the one place that decides what a record is judged against:

* **The scenario** comes from the suite the record claims (:func:`official_scenario`): the
  package's own suite folder for that name (``gridshift/benchmark/suites/<suite>/``; never a
  folder beside the record), whose version must equal the record's ``suite_version``, and
  the file of the record's split (``file`` for dev, ``file_test`` for test). A maintainer may
  pass a suite folder (``gridshift verify --suite DIR``, for a suite this package does not
  ship) or a scenario file (``--scenario FILE``) explicitly; a record that is not part of a
  suite is judged only against such a file or a built-in scenario id. The record's
  ``scenario_hash`` must then be that file's: ``sha256(spec_hash | input hashes)``
  (:attr:`gridshift.World.scenario_hash`) recomputed from the file's normalised spec and the
  record's ``input_hashes`` (:func:`scenario_problem`); a record computed on any other spec is
  TAMPERED, offline, without building a World.
* **The policy** is a built-in zoo policy by its registry id (trusted, shipped with this
  package), or the policy its **submission declares** (:func:`declared_policy`): the
  ``submission.toml`` above the record names its policy file (a copy inside the submission
  folder) and that file's sha256; the record must name the same policy and identity. The
  judge copies the checked bytes into a fresh private folder and runs that copy in the
  sandbox, so nothing else of the submission folder (or of the results folder around it) is
  visible to it. A maintainer may instead pass the policy explicitly
  (``--policy FILE.py:Class``, matched to records by its ``file.py:Class`` name). ``exec:``
  and ``tcp:`` refs taken from a record are never run; a zoo policy whose parameters name an
  artifact outside the package (rl-ppo-v1's ``checkpoint``, which is unpickled) is not
  re-run either.

Anything else is refused with a :class:`JudgeRefusal` that says what the maintainer would have
to declare; ``verify`` reports such a record as NOT-RERUN (and fails), never runs it.
"""

from __future__ import annotations

import hashlib
import shutil
import tempfile
import tomllib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from gridshift.errors import GridshiftError

__all__ = ["JudgeRefusal", "OfficialScenario", "builtin_suite_names", "declared_policy",
           "expected_scenario_hash", "official_scenario", "scenario_problem",
           "submission_policy"]


class JudgeRefusal(GridshiftError):
    """The judge will not re-run (or rank) a record: the message says why."""


@dataclass(frozen=True)
class OfficialScenario:
    """The scenario file a record is judged against.

    Attributes:
        ref: The ref to run it by (``gridshift:...`` for a packaged file, else a path).
        path: The file (``None`` for a built-in id resolved by the package).
        spec_hash: Its :attr:`~gridshift.scenario.Scenario.spec_hash`.
        source: Where it came from, for messages (``"suite gs-v2 v1 (test)"``).
    """

    ref: str
    path: Path | None
    spec_hash: str
    source: str


def expected_scenario_hash(spec_hash: str, input_hashes: dict[str, Any]) -> str:
    """:attr:`gridshift.World.scenario_hash` from a spec hash and the input hashes."""
    h = hashlib.sha256(spec_hash.encode())
    for k in sorted(input_hashes):
        h.update(f"|{k}={input_hashes[k]}".encode())
    return h.hexdigest()


@lru_cache(maxsize=64)
def _spec_hash(path: str) -> str:
    from gridshift.scenario import load_scenario

    return load_scenario(path).spec_hash


@lru_cache(maxsize=16)
def _builtin_suite(name: str) -> Any:
    """The package's own suite ``name`` (``None`` when the package has none of that name)."""
    from gridshift.benchmark.suite import SUITES_DIR, load_suite

    if not isinstance(name, str) or "/" in name or "\\" in name or name.startswith("."):
        return None
    folder = SUITES_DIR / name
    if not (folder / "suite.toml").is_file():
        return None
    return load_suite(folder)


def builtin_suite_names() -> set[str]:
    """Names of the suites this package ships (their boards are judged strictly)."""
    from gridshift.benchmark.suite import SUITES_DIR

    return {d.name for d in SUITES_DIR.iterdir() if (d / "suite.toml").is_file()}


def _packaged_ref(p: Path) -> str:
    from gridshift.scenario import PACKAGE_PREFIX

    pkg = Path(__file__).resolve().parents[1]
    try:
        return PACKAGE_PREFIX + p.resolve().relative_to(pkg).as_posix()
    except ValueError:
        return str(p.resolve())


def official_scenario(rec: dict[str, Any], explicit: dict[str, Path] | None = None,
                      suites: dict[str, Any] | None = None) -> OfficialScenario:
    """The scenario a record is judged against (see the module docstring).

    Args:
        rec: The record.
        explicit: Scenario files the maintainer passed, by scenario id (they win).
        suites: Suites the maintainer passed (:class:`~gridshift.benchmark.suite.Suite`, by
            name), for records of suites this package does not ship.

    Raises:
        JudgeRefusal: the record's suite, version, split or scenario id has no official file.
    """
    sid = rec.get("scenario")
    if explicit and isinstance(sid, str) and sid in explicit:
        p = explicit[sid]
        return OfficialScenario(str(p), p, _spec_hash(str(p)), f"the file given ({p})")
    suite, version, split = rec.get("suite"), rec.get("suite_version"), rec.get("split")
    if suite is None:
        from gridshift.scenario import builtin_scenarios

        files = builtin_scenarios()
        if isinstance(sid, str) and sid in files:
            return OfficialScenario(sid, None, _spec_hash(sid), f"the built-in scenario {sid}")
        raise JudgeRefusal(f"scenario {sid!r} is not part of a suite nor built in; pass its "
                           "file with --scenario FILE (a file beside the record is never used)")
    su = _builtin_suite(suite)
    if su is None and suites and suite in suites:
        su = suites[suite]
    if su is None:
        raise JudgeRefusal(f"suite {suite!r} is not a suite of this gridshift; pass its "
                           "folder with --suite DIR or the scenario file with --scenario FILE")
    if str(su.version) != str(version):
        raise JudgeRefusal(f"suite {suite} version {version!r}, but this gridshift has version "
                           f"{su.version!r} of it")
    if split not in ("dev", "test", "official-test"):
        raise JudgeRefusal(f"split {split!r}: expected 'dev', 'test' or 'official-test'")
    by_id = {s.id: s for s in su.scenarios}
    if sid not in by_id:
        raise JudgeRefusal(f"suite {suite} v{version} has no scenario {sid!r}")
    # the official test split runs the public test split's file on secret seeds
    f = by_id[sid].file if split == "dev" else by_id[sid].file_test
    return OfficialScenario(_packaged_ref(f), f, _spec_hash(str(f)),
                            f"suite {suite} v{version} ({split}: {f.name})")


def scenario_problem(rec: dict[str, Any], official: OfficialScenario) -> str | None:
    """Why the record's ``scenario_hash`` is not ``official``'s (``None`` when it is)."""
    ih = rec.get("input_hashes")
    if not isinstance(ih, dict):
        return "the record has no input_hashes to check its scenario_hash against"
    want = expected_scenario_hash(official.spec_hash, ih)
    if rec.get("scenario_hash") != want:
        return (f"scenario_hash {str(rec.get('scenario_hash'))[:12]}… is not that of "
                f"{official.source} with the record's inputs ({want[:12]}…): the record was "
                "computed on another scenario")
    return None


# ------------------------------------------------------------------------------ policies
def _submission_of(record_file: Path) -> Path | None:
    """The ``submission.toml`` of the submission holding ``record_file`` (a submission's
    layout: ``<submission>/records/<key>.json`` beside ``<submission>/submission.toml``), or
    ``None``. Found by that layout alone, so verifying one record file or the ``records/``
    folder of a submission uses the same declaration as verifying the submission."""
    d = record_file.parent
    if d.name != "records":
        return None
    toml = d.parent / "submission.toml"
    return toml if toml.is_file() else None


def _artifact_outside_package(pid: str, params: dict[str, Any]) -> str | None:
    from gridshift.policies import registry

    spec = registry.ZOO_ARTIFACT_PARAMS.get(pid)
    if spec is None or spec[0] not in params:
        return None
    value = params[spec[0]]
    if isinstance(value, str) and "/" not in value and "\\" not in value \
            and not value.startswith("."):
        return None  # a name resolved inside the package's checkpoints folder
    return (f"its parameter {spec[0]}={value!r} names a file outside the package; the judge "
            "does not load artifacts a record names")


def _builtin_policy(rec: dict[str, Any]) -> str | None:
    """The registry id when the record's policy is a built-in zoo policy, else ``None``."""
    from gridshift.policies import registry
    from gridshift.policies.isolation import is_trusted

    pid = rec.get("policy")
    if not isinstance(pid, str) or ".py:" in pid or pid.startswith(("exec:", "tcp:")):
        return None
    if pid not in registry._BUILTIN or not is_trusted(pid):
        return None
    return pid


def _private_copy(src: Path, cls: str, workdir: Path | None) -> str:
    """Copy a checked policy file into a fresh folder of its own; its ``FILE.py:Class`` ref."""
    d = Path(tempfile.mkdtemp(prefix="policy-", dir=workdir))
    dst = d / src.name
    shutil.copyfile(src, dst)
    return f"{dst}:{cls}"


def declared_policy(rec: dict[str, Any], record_file: Path, *,
                    explicit: list[str] | None = None, workdir: Path | None = None) -> str:
    """The policy ref the judge re-runs a record with (see the module docstring).

    Args:
        rec: The record.
        record_file: Where it was found (a submission's ``records/`` folder counts).
        explicit: ``FILE.py:Class`` refs the maintainer passed (matched to records by their
            ``file.py:Class`` name; a different file under that name re-runs and DIFFERS).
        workdir: Where the private copy of a submission's policy goes (the caller removes
            it; default: a new temporary folder).

    Raises:
        JudgeRefusal: the policy is not built in, not declared by a submission, and not given.
    """
    from gridshift.benchmark.records import policy_identity

    pid = _builtin_policy(rec)
    params = rec.get("policy_params") or {}
    if pid is not None:
        why = _artifact_outside_package(pid, params)
        if why:
            raise JudgeRefusal(f"{pid}: {why}")
        return pid
    name, ident = rec.get("policy"), rec.get("policy_identity_sha256") \
        or rec.get("policy_source_sha256")
    for ref in explicit or ():  # the maintainer's choice: a changed file shows as DIFFERS
        if policy_identity(ref)[0] == name:
            fname, _, cls = ref.rpartition(":")
            return _private_copy(Path(fname), cls, workdir)
    ref_in_record = str(rec.get("policy_ref") or name)
    toml = _submission_of(record_file)
    if toml is None:
        kind = ("an external scheduler" if ref_in_record.startswith(("exec:", "tcp:"))
                else "a policy")
        raise JudgeRefusal(f"{kind} ({name}) that no submission.toml declares and no --policy "
                           f"names; the judge never runs what a record names ({ref_in_record!r})")
    declared, sha, ref = submission_policy(toml, workdir)
    if (name, ident) != (declared, sha):
        raise JudgeRefusal(f"the record's policy {name} [{str(ident)[:12]}…] is not the policy "
                           f"{toml} declares ({declared} [{sha[:12]}…])")
    return ref


def submission_policy(toml: Path, workdir: Path | None = None) -> tuple[str, str, str]:
    """The policy a ``submission.toml`` declares: ``(policy id, policy_sha256, ref to run)``.

    The declared file must lie in the submission folder and hash to ``policy_sha256``; the
    ref is a private copy of its checked bytes (:func:`_private_copy`), to run sandboxed.

    Raises:
        JudgeRefusal: the file cannot be read, or the declaration is incomplete or wrong.
    """
    try:
        meta = tomllib.loads(toml.read_text())
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise JudgeRefusal(f"{toml}: cannot be read: {exc}") from None
    declared, sha = meta.get("policy"), meta.get("policy_sha256")
    if not isinstance(declared, str) or ".py:" not in declared or not isinstance(sha, str):
        raise JudgeRefusal(f"{toml}: 'policy' must be FILE.py:Class with its 'policy_sha256'")
    fname, _, cls = declared.rpartition(":")
    src = toml.parent / fname
    if Path(fname).name != fname or not src.is_file():
        raise JudgeRefusal(f"{toml}: the declared policy file {fname!r} is not in the "
                           "submission folder")
    got = hashlib.sha256(src.read_bytes()).hexdigest()
    if got != sha:
        raise JudgeRefusal(f"{src}: sha256 {got[:12]}… is not the declared policy_sha256 "
                           f"{sha[:12]}…")
    return declared, sha, _private_copy(src, cls, workdir)
