"""Robustness matrix, command lines: bad options exit with code 2 and name the option and range.

Audit: ``--seed -1`` gave a traceback; ``--seeds 3-1`` ran 0 cells with exit 0. Usage errors
come from click (``Error: Invalid value for '--seed' ...``) or from gridshift (``error: ...``);
both exit 2 and neither prints a traceback. Nothing here runs a cell: every case fails while
the command line is parsed or checked.
"""

from __future__ import annotations

import pytest

from gridshift.cli._common import MAX_SEEDS, _ints
from gridshift.errors import GridshiftError
from gridshift.limits import MAX_SEED

from .conftest import cli

SERIAL = ("--executor", "serial", "--no-progress")

# (id, argv, fragments of the output)
CASES: list[tuple[str, list[str], list[str]]] = [
    ("run-seed-negative", ["run", "--seed", "-1"], ["'--seed'", "-1", "0<=x<=4294967295"]),
    ("run-seed-2**32", ["run", "--seed", "4294967296"], ["'--seed'", "0<=x<=4294967295"]),
    ("run-seed-2**64", ["run", "--seed", str(2**64)], ["'--seed'", "0<=x<=4294967295"]),
    ("run-seed-word", ["run", "--seed", "abc"], ["'--seed'", "'abc'", "integer"]),
    ("run-seed-float", ["run", "--seed", "1.5"], ["'--seed'", "'1.5'", "integer"]),
    ("run-seed-empty", ["run", "--seed", ""], ["'--seed'", "integer"]),
    ("plot-seed-negative", ["plot", "load", "--seed", "-1"],
     ["'--seed'", "-1", "0<=x<=4294967295"]),  # one --seed option everywhere (issue 39)
    ("run-unknown-scenario", ["run", "quickstart-v9"],
     ["unknown scenario 'quickstart-v9'", "did you mean 'quickstart-v"]),
    ("run-missing-file", ["run", "missing.toml"], ["missing.toml: file not found"]),
    ("run-unknown-policy", ["run", "--policy", "lowest-carbon-nw"],
     ["unknown policy 'lowest-carbon-nw'", "did you mean"]),
    ("run-missing-policy-file", ["run", "--policy", "nofile.py:X"],
     ["nofile.py: policy file not found"]),
    ("run-track", ["run", "--track", "oracle"], ["'--track'", "'oracle'", "clairvoyant"]),
    ("run-out-is-a-file", ["run", "--out", "/etc/hostname"], ["'--out'", "is a file"]),
    ("seeds-reversed", ["suite", "run", "--seeds", "3-1", *SERIAL],
     ["--seeds", "'3-1'", "ends before it starts", "a <= b"]),
    ("seeds-negative", ["suite", "run", "--seeds", "-1", *SERIAL],
     ["--seeds", "-1 is out of range", "0..4294967295"]),
    ("seeds-range-negative-start", ["suite", "run", "--seeds", "-3-1", *SERIAL],
     ["--seeds", "'-3-1'", "not an integer or a range"]),
    ("seeds-2**32", ["suite", "run", "--seeds", "4294967296", *SERIAL],
     ["--seeds", "4294967296 is out of range", "0..4294967295"]),
    ("seeds-range-past-uint32", ["suite", "run", "--seeds", "4294967290-4294967300", *SERIAL],
     ["--seeds", "4294967300 is out of range"]),
    ("seeds-word", ["suite", "run", "--seeds", "one", *SERIAL],
     ["--seeds", "'one'", "not an integer or a range a-b"]),
    ("seeds-half-range", ["suite", "run", "--seeds", "1-", *SERIAL],
     ["--seeds", "'1-'", "not an integer or a range a-b"]),
    ("seeds-float", ["suite", "run", "--seeds", "1.5", *SERIAL],
     ["--seeds", "'1.5'", "not an integer"]),
    ("seeds-duplicate", ["suite", "run", "--seeds", "1,2,1", *SERIAL],
     ["--seeds", "seed 1 is given twice"]),
    ("seeds-overlapping-ranges", ["suite", "run", "--seeds", "1-3,2-4", *SERIAL],
     ["--seeds", "seed 2 is given twice"]),
    ("seeds-empty", ["suite", "run", "--seeds", ",", *SERIAL],
     ["--seeds", "no seed given", "1,2,3 or 1-5"]),
    ("seeds-too-many", ["suite", "run", "--seeds", "0-99999999", *SERIAL],
     ["--seeds", "100000000 seeds", f"at most {MAX_SEEDS}"]),
    ("suite-unknown-policy", ["suite", "run", "--policies", "nope", "--seeds", "1", *SERIAL],
     ["unknown policy 'nope'"]),
    ("suite-missing-policy-file", ["suite", "run", "--policies", "no.py:X", "--seeds", "1",
                                   *SERIAL], ["--policies", "no.py: policy file not found"]),
    ("suite-unknown", ["suite", "run", "nosuite", *SERIAL],
     ["nosuite", "suite manifest not found"]),
    ("suite-unknown-scenario", ["suite", "run", "--scenarios", "nope", *SERIAL],
     ["has no scenario(s) nope", "its scenarios are"]),
    ("suite-workers-zero", ["suite", "run", "--workers", "0"], ["'--workers'", "x>=1"]),
    ("suite-executor", ["suite", "run", "--executor", "warp"], ["'--executor'", "'warp'"]),
    ("suite-scheduler-without-dask", ["suite", "run", "--scheduler", "tcp://127.0.0.1:1",
                                      "--seeds", "1"], ["--scheduler needs --executor dask"]),
    ("suite-retries-negative", ["suite", "run", "--max-retries", "-1"],
     ["'--max-retries'", "x>=0"]),
    ("suite-split", ["suite", "run", "--split", "train"], ["'--split'", "'train'"]),
    ("policies-check-unknown", ["policies", "check", "nope"], ["unknown policy 'nope'"]),
    ("scenarios-show-unknown", ["scenarios", "show", "nope"], ["unknown scenario 'nope'"]),
    ("datasets-info-unknown", ["datasets", "info", "nope"], ["no dataset card named 'nope'"]),
    ("verify-missing", ["verify", "missing.json"], ["'PATH'", "does not exist"]),
    ("leaderboard-results-missing", ["leaderboard", "--results", "no-such-results-dir"],
     ["'--results'", "does not exist"]),
    ("leaderboard-format", ["leaderboard", "--format", "pdf"], ["'--format'", "'pdf'"]),
    ("submit-missing-file", ["submit", "x.py:Y", "--name", "n"], ["x.py: policy file not found"]),
    ("unknown-command", ["frobnicate"], ["No such command 'frobnicate'"]),
]


@pytest.mark.parametrize(("argv", "fragments"), [pytest.param(a, f, id=i) for i, a, f in CASES])
def test_bad_command_line(tmp_path, monkeypatch, argv, fragments):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("GRIDSHIFT_STORE", str(tmp_path / "store"))
    code, out = cli(*argv)
    assert code == 2, out
    assert "Traceback" not in out and "internal error" not in out and "<uncaught" not in out
    assert out.lower().startswith(("error", "usage")) or "\nerror" in out.lower(), out
    for frag in fragments:
        assert frag in out, (frag, out)
    assert not (tmp_path / "store").exists()  # nothing ran


@pytest.mark.parametrize(("values", "expected"), [
    (("1,2,3",), [1, 2, 3]),
    (("1-3", "7"), [1, 2, 3, 7]),
    (("0",), [0]),
    ((f"{MAX_SEED}",), [MAX_SEED]),
    ((" 5 - 6 ".replace(" ", ""),), [5, 6]),
    (("3-3",), [3]),
    ((), None),
])
def test_seed_lists_parse(values, expected):
    assert _ints(values) == expected


def test_seed_errors_are_gridshift_errors():
    for bad in ("3-1", "-1", "x", ",", "1,1", str(MAX_SEED + 1)):
        with pytest.raises(GridshiftError, match="--seeds"):
            _ints((bad,))


def test_memory_error_is_one_line_not_a_traceback(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "mem.py").write_text(
        "from gridshift.policies.api import Policy\n"
        "class Mem(Policy):\n"
        "    id = 'mem'\n"
        "    def decide(self, obs):\n"
        "        raise MemoryError()\n")
    code, out = cli("run", "check-v1", "--policy", "mem.py:Mem")
    assert code in (1, 2), out  # 2 once policy errors are wrapped as PolicyError
    assert "Traceback" not in out and "<uncaught" not in out
    assert "MemoryError" in out or "PolicyError" in out or "memory" in out


@pytest.mark.parametrize(("out_dir", "fragment"), [
    pytest.param("/proc/gridshift-nope", "/proc/gridshift-nope", id="run-out-unwritable"),
    pytest.param("{tmp}/file/sub", "/file", id="run-out-under-a-file"),
])
def test_unwritable_output_is_a_named_error(tmp_path, out_dir, fragment):
    """An OSError about a path the user gave: exit 2 naming the path (was a traceback)."""
    (tmp_path / "file").write_text("x")
    code, out = cli("run", "check-v1", "--out", out_dir.replace("{tmp}", str(tmp_path)))
    assert code == 2, out
    assert "Traceback" not in out and out.startswith("error: ") and fragment in out, out
