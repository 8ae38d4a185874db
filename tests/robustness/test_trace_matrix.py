"""Robustness matrix, job traces in the field's formats (SWF, Batsim) and trace-card options.

Each case writes one malformed trace (or one bad ``[jobs]`` option) into a scenario whose
``[jobs] source`` is that file, runs ``gridshift run`` on it, and asserts exit code 2, a message
naming the file, the line or job (index and id) and the field with what was expected, and no
traceback. The reader's own DataError is the message the command prints (same words either way).
Audit (issue 32 item 7): an empty ``.swf`` ran as a job table of 0 jobs; a garbage ``.swf.gz``
was a ``zlib.error`` traceback; Batsim jobs with a missing or unknown profile or a negative delay
were accepted; a Batsim ``gpus``/``res`` of NaN was a traceback.
"""

from __future__ import annotations

import gzip
import json
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import polars as pl
import pytest
from click.testing import CliRunner

from gridshift.cli import main
from gridshift.datasets.traces import place_in_window
from gridshift.datasets.traces_io import read_trace_file
from gridshift.errors import DataError

SCENARIO = """\
id = "trace-matrix"
start = 2023-08-01T00:00:00Z
end = 2023-08-01T12:00:00Z
step_s = 3600
seed = 0
[signals]
source = "synthetic"
[jobs]
source = "{source}"
deadline_slack = 2.0
{extra}
[forecast]
model = "persistence"
horizon_h = 2
[network]
transfer_kwh_per_gb = 0.06
egress_usd_per_gb = 0.02
bandwidth_gbps = 10
[regions.us-west]
zone = "US-CAL-CISO"
lat = 37.4
lon = -122.1
gpus = {{ A100 = 16 }}
pue = 1.2
wue_l_per_kwh = 1.0
[regions.eu-central]
zone = "DE-LU"
lat = 50.1
lon = 8.7
gpus = {{ A100 = 16 }}
pue = 1.2
wue_l_per_kwh = 1.0
"""
REGIONS = ["us-west", "eu-central"]
T0 = datetime(2023, 8, 1, tzinfo=UTC)

# ------------------------------------------------------------------ SWF
HEADER = "; Version: 2.2\n; UnixStartTime: 1690848000\n"
JOB1 = "1 0 5 3600 4 -1 -1 4 7200 -1 1 1 1 -1 -1 1 -1 -1"
JOB2 = "2 600 0 1800 2 -1 2048 2 3600 -1 1 1 1 -1 -1 2 -1 -1"


def job2(**fields: str) -> str:
    """The second job line (file line 4) with fields replaced, ``f4="-7"`` = field 4."""
    v = JOB2.split()
    for k, x in fields.items():
        v[int(k[1:]) - 1] = x
    return " ".join(v)


def swf(second: str, header: str = HEADER) -> bytes:
    return f"{header}{JOB1}\n{second}\n".encode()


GOOD_SWF = swf(JOB2)
_GZ = gzip.compress(GOOD_SWF * 20)


def _zstd(data: bytes) -> bytes:
    import zstandard

    return zstandard.ZstdCompressor().compress(data)


# ------------------------------------------------------------------ Batsim
PROFILES = {"p600": {"type": "delay", "delay": 600.0}, "p1800": {"type": "delay", "delay": 1800}}


def batsim(second: dict[str, Any] | None = None, *, drop: tuple[str, ...] = (),
           profiles: dict[str, Any] | None = None, **top: Any) -> bytes:
    """A two-job workload; ``second`` updates job index 1 (id 2), ``drop`` removes its keys."""
    j2 = {"id": 2, "subtime": 600, "res": 2, "walltime": 3600, "profile": "p1800"}
    j2.update(second or {})
    for k in drop:
        j2.pop(k)
    doc = {"nb_res": 16, "jobs": [{"id": 1, "subtime": 0, "res": 4, "profile": "p600"}, j2],
           "profiles": PROFILES if profiles is None else profiles, **top}
    return json.dumps(doc).encode()  # NaN and Infinity as JSON's de facto literals


GOOD_BATSIM = batsim()
J1 = "jobs[1] (id 2)"


# (id, file name, bytes, extra [jobs] keys, exit code, message fragments)
Case = tuple[str, str, bytes, str, int, list[str]]
CASES: list[Case] = [
    # the controls: the base files run
    ("swf-ok", "t.swf", GOOD_SWF, "", 0, []),
    ("swf-gz-ok", "t.swf.gz", gzip.compress(GOOD_SWF), "", 0, []),
    ("swf-zst-ok", "t.swf.zst", _zstd(GOOD_SWF), 'format = "swf"', 0, []),
    ("batsim-ok", "w.json", GOOD_BATSIM, "", 0, []),
    # SWF: the file as a whole
    ("swf-empty", "t.swf", b"", "", 2, ["t.swf: no jobs", "no job lines"]),
    ("swf-header-only", "t.swf", HEADER.encode(), "", 2, ["t.swf: no jobs"]),
    ("swf-blank-lines", "t.swf", b"\n\n  \n", "", 2, ["t.swf: no jobs"]),
    ("swf-gz-garbage", "t.swf.gz", b"this is not gzip at all", "", 2,
     ["t.swf.gz: not valid gzip", "magic bytes"]),
    ("swf-gz-corrupt", "t.swf.gz", _GZ[:10] + b"\x00" * 20 + _GZ[30:], "", 2,
     ["t.swf.gz: not valid gzip", "truncated or corrupt"]),
    ("swf-gz-truncated", "t.swf.gz", _GZ[: len(_GZ) // 2], "", 2,
     ["t.swf.gz: not valid gzip", "truncated or corrupt"]),
    ("swf-gz-empty", "t.swf.gz", gzip.compress(b""), "", 2, ["t.swf.gz: no jobs"]),
    ("swf-zst-truncated", "t.swf.zst", _zstd(GOOD_SWF * 20)[:20], 'format = "swf"', 2,
     ["t.swf.zst: not valid zstd", "truncated or corrupt"]),
    ("swf-zst-garbage", "t.swf.zst", b"\x1f\x8b not zstd", 'format = "swf"', 2,
     ["t.swf.zst: not valid zstd"]),
    ("swf-binary", "t.swf", b"\x00\x01\x02\xff\xfe garbage", "", 2,
     ["t.swf line 1: 2 fields", "18"]),
    ("swf-all-skipped", "t.swf", swf(job2(f4="-1")).replace(b" 3600 4 ", b" 0 4 "), "", 2,
     ["t.swf: no jobs with a known run time", "field 4 (run_time_s)"]),
    # SWF: header and options
    ("swf-no-start-header", "t.swf", swf(JOB2, header=""), "", 0, []),  # the scenario start
    ("swf-start-header-float", "t.swf", swf(JOB2, "; UnixStartTime: 1.69e9\n"), "", 2,
     ["header UnixStartTime is '1.69e9'", "integer"]),
    ("swf-start-header-huge", "t.swf", swf(JOB2, "; UnixStartTime: 99999999999999\n"), "", 2,
     ["header UnixStartTime is 99999999999999", "finite Unix time"]),
    ("swf-start-option-nan", "t.swf", GOOD_SWF, "start = nan", 2,
     ["scenario.toml: jobs.start", "finite"]),  # the scenario's own check comes first
    ("swf-gpus-per-unit-inf", "t.swf", GOOD_SWF, "gpus_per_unit = inf", 2,
     ["scenario.toml: jobs.gpus_per_unit", "finite"]),
    ("swf-gpus-per-unit-zero", "t.swf", GOOD_SWF, "gpus_per_unit = 0", 2,
     ["gpus_per_unit is 0", "number > 0"]),
    ("swf-start-option-text", "t.swf", GOOD_SWF, 'start = "last tuesday"', 2,
     ["start is 'last tuesday'", "ISO 8601"]),
    ("swf-gpus-per-unit-text", "t.swf", GOOD_SWF, 'gpus_per_unit = "8"', 2,
     ["gpus_per_unit is '8'"]),
    ("swf-kind-unknown", "t.swf", GOOD_SWF, 'kind = "serve"', 2,
     ["kind is 'serve'", "train, infer, batch"]),
    ("swf-origin-unknown", "t.swf", GOOD_SWF, 'origin = "mars"', 2,
     ["origin is 'mars'", "us-west, eu-central"]),
    # SWF: one field of line 4 (the second job)
    ("swf-17-fields", "t.swf", swf(JOB2.rsplit(" ", 1)[0]), "", 2, ["line 4: 17 fields"]),
    ("swf-text", "t.swf", swf(job2(f4="36x0")), "", 2,
     ["line 4: field 4 (run_time_s) is '36x0'", "expected a number"]),
    ("swf-nan", "t.swf", swf(job2(f4="nan")), "", 2,
     ["line 4: field 4 (run_time_s) is 'nan'", "expected an integer"]),
    ("swf-inf", "t.swf", swf(job2(f5="inf")), "", 2,
     ["line 4: field 5 (allocated_processors) is 'inf'", "expected an integer"]),
    ("swf-fraction", "t.swf", swf(job2(f2="600.5")), "", 2,
     ["line 4: field 2 (submit_time_s) is '600.5'", "expected an integer"]),
    ("swf-huge", "t.swf", swf(job2(f7="99999999999999999999")), "", 2,
     ["line 4: field 7 (used_memory_kb)", "at most 2**53"]),
    ("swf-negative-submit", "t.swf", swf(job2(f2="-4")), "", 2,
     ["line 4: field 2 (submit_time_s) is -4", "expected >= 0"]),
    ("swf-negative-job-number", "t.swf", swf(job2(f1="-2")), "", 2,
     ["line 4: field 1 (job_number) is -2", "expected >= 0"]),
    ("swf-negative-run", "t.swf", swf(job2(f4="-7")), "", 2,
     ["line 4: field 4 (run_time_s) is -7", "-1 if unknown"]),
    ("swf-negative-procs", "t.swf", swf(job2(f5="-3")), "", 2,
     ["line 4: field 5 (allocated_processors) is -3", "-1 if unknown"]),
    ("swf-negative-memory", "t.swf", swf(job2(f7="-2")), "", 2,
     ["line 4: field 7 (used_memory_kb) is -2", "-1 if unknown"]),
    ("swf-negative-requested-time", "t.swf", swf(job2(f9="-9")), "", 2,
     ["line 4: field 9 (requested_time_s) is -9", "-1 if unknown"]),
    ("swf-negative-partition", "t.swf", swf(job2(f16="-5")), "", 2,
     ["line 4: field 16 (partition_number) is -5", "-1 if unknown"]),
    ("swf-run-too-long", "t.swf", swf(job2(f4="20000000000")), "", 2,
     ["line 4: field 4 (run_time_s) is 20000000000", "at most 1e+10 s"]),
    ("swf-no-processors", "t.swf", swf(job2(f5="-1", f8="-1")), "", 2,
     ["line 4: fields 5 (allocated_processors) and 8 (requested_processors)", "unknown"]),
    ("swf-too-many-gpus", "t.swf", swf(job2(f5="4000000000")), "", 2,
     ["line 4: 4000000000 processors", "at most 2147483647"]),
    ("swf-duplicate-id", "t.swf", swf(job2(f1="1")), "", 2,
     ["line 4: field 1 (job_number) is 1, as on line 3", "unique job numbers"]),
    # Batsim: the file as a whole
    ("batsim-empty-file", "w.json", b"", "", 2, ["w.json line 1: not valid JSON"]),
    ("batsim-bad-utf8", "w.json", b'{"jobs": ["\xff"]}', "", 2, ["w.json", "not valid JSON"]),
    ("batsim-truncated", "w.json", GOOD_BATSIM[:40], "", 2, ["w.json line 1: not valid JSON"]),
    ("batsim-a-list", "w.json", b"[]", "", 2, ["object with a 'jobs' array"]),
    ("batsim-deep", "w.json", b"[" * 100_000 + b"]" * 100_000, "", 2,
     ["w.json: not a Batsim workload"]),
    ("batsim-no-jobs", "w.json", json.dumps({"jobs": [], "profiles": {}}).encode(), "", 2,
     ["w.json: no jobs"]),
    ("batsim-profiles-a-list", "w.json", batsim(profiles=[]), "", 2,  # type: ignore[arg-type]
     ["'profiles' must be an object"]),
    ("batsim-gridshift-start-bad", "w.json", batsim(gridshift_start="yesterday"), "", 2,
     ["gridshift_start is 'yesterday'", "ISO 8601"]),
    ("batsim-job-a-number", "w.json",
     json.dumps({"jobs": [5], "profiles": PROFILES}).encode(), "", 2,
     ["w.json jobs[0]: is 5; expected an object"]),
    # Batsim: the profile of job index 1 (id 2)
    ("batsim-profile-missing", "w.json", batsim(drop=("profile",)), "", 2,
     [f"{J1}: field profile is missing", "p600, p1800"]),
    ("batsim-profile-null", "w.json", batsim({"profile": None}), "", 2,
     [f"{J1}: field profile is missing"]),
    ("batsim-profile-unknown", "w.json", batsim({"profile": "zz"}), "", 2,
     [f"{J1}: profile 'zz' is not defined in 'profiles'", "'p600'"]),
    ("batsim-profile-not-text", "w.json", batsim({"profile": ["p600"]}), "", 2,
     [f"{J1}: field profile is ['p600']", "profile name"]),
    ("batsim-profile-parallel", "w.json",
     batsim(profiles={**PROFILES, "p1800": {"type": "parallel", "cpu": [1e9]}}), "", 2,
     [f"{J1}: profile 'p1800' has type 'parallel'", "only 'delay'"]),
    ("batsim-delay-negative", "w.json",
     batsim(profiles={**PROFILES, "p1800": {"type": "delay", "delay": -5}}), "", 2,
     [f"{J1}: profile 'p1800': field delay is -5", "> 0"]),
    ("batsim-delay-zero", "w.json",
     batsim(profiles={**PROFILES, "p1800": {"type": "delay", "delay": 0}}), "", 2,
     [f"{J1}: profile 'p1800': field delay is 0", "> 0"]),
    ("batsim-delay-nan", "w.json",
     batsim(profiles={**PROFILES, "p1800": {"type": "delay", "delay": float("nan")}}), "", 2,
     [f"{J1}: profile 'p1800': field delay is nan", "finite number"]),
    ("batsim-delay-text", "w.json",
     batsim(profiles={**PROFILES, "p1800": {"type": "delay", "delay": "30m"}}), "", 2,
     [f"{J1}: profile 'p1800': field delay is '30m'"]),
    ("batsim-delay-missing", "w.json",
     batsim(profiles={**PROFILES, "p1800": {"type": "delay"}}), "", 2,
     [f"{J1}: profile 'p1800': field delay is missing"]),
    # Batsim: the fields of job index 1 (id 2)
    ("batsim-res-nan", "w.json", batsim({"res": float("nan")}), "", 2,
     [f"{J1}: field res is nan", "integer >= 1"]),
    ("batsim-res-inf", "w.json", batsim({"res": float("inf")}), "", 2,
     [f"{J1}: field res is inf"]),
    ("batsim-res-fraction", "w.json", batsim({"res": 2.5}), "", 2,
     [f"{J1}: field res is 2.5", "an integer"]),
    ("batsim-res-zero", "w.json", batsim({"res": 0}), "", 2, [f"{J1}: field res is 0", ">= 1"]),
    ("batsim-res-text", "w.json", batsim({"res": "two"}), "", 2, [f"{J1}: field res is 'two'"]),
    ("batsim-res-bool", "w.json", batsim({"res": True}), "", 2, [f"{J1}: field res is True"]),
    ("batsim-res-missing", "w.json", batsim(drop=("res",)), "", 2,
     [f"{J1}: field res is missing"]),
    ("batsim-subtime-negative", "w.json", batsim({"subtime": -1}), "", 2,
     [f"{J1}: field subtime is -1", ">= 0"]),
    ("batsim-subtime-inf", "w.json", batsim({"subtime": float("inf")}), "", 2,
     [f"{J1}: field subtime is inf"]),
    ("batsim-subtime-huge", "w.json", batsim({"subtime": 10 ** 30}), "", 2,
     [f"{J1}: field subtime is 1000000000000000000000000000000", "at most"]),
    ("batsim-subtime-missing", "w.json", batsim(drop=("subtime",)), "", 2,
     [f"{J1}: field subtime is missing"]),
    ("batsim-walltime-negative", "w.json", batsim({"walltime": -5}), "", 2,
     [f"{J1}: field walltime (-1: none) is -5"]),
    ("batsim-walltime-text", "w.json", batsim({"walltime": "1h"}), "", 2,
     [f"{J1}: field walltime (-1: none) is '1h'"]),
    ("batsim-walltime-none", "w.json", batsim({"walltime": -1}), 'deadline = "requested"', 0,
     []),
    ("batsim-id-missing", "w.json", batsim(drop=("id",)), "", 2,
     ["jobs[1] (id None): field id is missing"]),
    ("batsim-id-object", "w.json", batsim({"id": {"n": 2}}), "", 2,
     ["jobs[1] (id {'n': 2}): field id is {'n': 2}", "text or integer"]),
    ("batsim-id-duplicate", "w.json", batsim({"id": "1"}), "", 2,
     ["jobs[1] (id '1'): id '1' is also the id of jobs[0]", "unique"]),
    # Batsim: the job's "gridshift" object (the exporter's lossless columns)
    ("batsim-gs-not-object", "w.json", batsim({"gridshift": 5}), "", 2,
     [f"{J1}: field gridshift is 5", "object"]),
    ("batsim-gs-gpus-nan", "w.json", batsim({"gridshift": {"gpus": float("nan")}}), "", 2,
     [f"{J1}: gridshift.gpus is nan", "integer >= 1"]),
    ("batsim-gs-gpus-fraction", "w.json", batsim({"gridshift": {"gpus": 2.5}}), "", 2,
     [f"{J1}: gridshift.gpus is 2.5"]),
    ("batsim-gs-gpus-text", "w.json", batsim({"gridshift": {"gpus": "8"}}), "", 2,
     [f"{J1}: gridshift.gpus is '8'"]),
    ("batsim-gs-duration-zero", "w.json", batsim({"gridshift": {"duration_s": 0}}), "", 2,
     [f"{J1}: gridshift.duration_s is 0", "> 0"]),
    ("batsim-gs-deadline-text", "w.json", batsim({"gridshift": {"deadline": "soon"}}), "", 2,
     [f"{J1}: gridshift.deadline (s after subtime 0) is 'soon'"]),
    ("batsim-gs-deadline-before-submit", "w.json", batsim({"gridshift": {"deadline": 10}}),
     "", 2, [f"{J1}: gridshift.deadline is 10 s", "before the job's subtime 600"]),
    ("batsim-gs-util-above-1", "w.json", batsim({"gridshift": {"gpu_util": 2}}), "", 2,
     [f"{J1}: gridshift.gpu_util is 2", "at most 1"]),
    ("batsim-gs-cpus-fraction", "w.json", batsim({"gridshift": {"cpus": 1.5}}), "", 2,
     [f"{J1}: gridshift.cpus is 1.5", "an integer"]),
    ("batsim-gs-data-negative", "w.json", batsim({"gridshift": {"data_gb": -1}}), "", 2,
     [f"{J1}: gridshift.data_gb is -1", ">= 0"]),
    ("batsim-gs-kind-unknown", "w.json", batsim({"gridshift": {"kind": "serve"}}), "", 2,
     [f"{J1}: gridshift.kind is 'serve'"]),
    ("batsim-gs-interruptible-text", "w.json",
     batsim({"gridshift": {"interruptible": "false"}}), "", 2,
     [f"{J1}: gridshift.interruptible is 'false'", "true or false"]),
    ("batsim-gs-origin-number", "w.json", batsim({"gridshift": {"origin": 3}}), "", 2,
     [f"{J1}: gridshift.origin is 3", "text"]),
]


def _scenario(tmp: Path, source: str, extra: str = "") -> Path:
    p = tmp / "scenario.toml"
    p.write_text(SCENARIO.format(source=source, extra=extra))
    return p


def _run(scenario: Path, *more: str) -> tuple[int, str, BaseException | None]:
    res = CliRunner().invoke(main, ["run", str(scenario), "--json", *more])
    exc = res.exception if not isinstance(res.exception, SystemExit) else None
    return res.exit_code, res.output, exc


def _opts(extra: str) -> dict[str, Any]:
    import tomllib

    return tomllib.loads(extra)


@pytest.mark.parametrize(("name", "data", "extra", "code", "fragments"),
                         [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_trace_file_case(tmp_path, name, data, extra, code, fragments):
    trace = tmp_path / name
    trace.write_bytes(data)
    rc, out, exc = _run(_scenario(tmp_path, name, extra))
    assert exc is None, f"uncaught {type(exc).__name__}: {exc}"
    assert "Traceback" not in out, out
    assert rc == code, out
    if code == 0:
        assert json.loads(out)["metrics"]["jobs"] == 2
        return
    for frag in fragments:
        assert frag in out, f"{frag!r} not in {out!r}"
    # the reader refuses it too (a caller of the Python API gets a DataError, no traceback)
    with pytest.raises(DataError) as err:
        read_trace_file(trace, REGIONS, T0, **_opts(extra))
    if "scenario.toml" in out:  # the scenario's check of the [jobs] key came first
        assert out.startswith(f"error: {tmp_path / 'scenario.toml'}: jobs."), out
        return
    # otherwise the reader's own error is the one the command prints, naming the file
    assert out == f"error: {err.value}\n" and str(err.value).startswith(str(trace)), out


def test_a_directory_or_a_missing_file_is_named(tmp_path):
    (tmp_path / "d.swf").mkdir()
    rc, out, exc = _run(_scenario(tmp_path, "d.swf"))
    assert (rc, exc) == (2, None) and "d.swf: is not a file" in out, out
    rc, out, exc = _run(_scenario(tmp_path, "gone.json"))
    assert (rc, exc) == (2, None) and "gone.json: file not found" in out, out


# the auditor's cases, through a real process: the stderr a user sees has no traceback
AUDIT = ["swf-empty", "swf-gz-garbage", "swf-gz-corrupt", "batsim-profile-missing",
         "batsim-profile-unknown", "batsim-delay-negative", "batsim-res-nan",
         "batsim-gs-gpus-nan"]


@pytest.mark.parametrize("case", [c for c in CASES if c[0] in AUDIT], ids=AUDIT)
def test_audited_cases_in_a_real_process(tmp_path, case):
    _, name, data, extra, code, fragments = case
    (tmp_path / name).write_bytes(data)
    proc = subprocess.run([sys.executable, "-m", "gridshift.cli", "run",
                           str(_scenario(tmp_path, name, extra))],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 2, proc.stderr
    assert "Traceback" not in proc.stderr and proc.stdout == ""
    assert all(f in proc.stderr for f in fragments), proc.stderr


# ------------------------------------------------------------------ trace-card options
# checked before any file is read, so these need no dataset in the cache
OPTION_CASES = [
    ("gaia", "max_jobs = 2.5", ["[jobs] max_jobs = 2.5 (dataset gaia)", "integer >= 1"]),
    ("gaia", "max_jobs = 0", ["[jobs] max_jobs = 0", "integer >= 1"]),
    ("gaia", 'repeat = "yes"', ["[jobs] repeat = 'yes'", "true or false"]),
    ("gaia", 'interruptible = "false"', ["[jobs] interruptible = 'false'", "true or false"]),
    ("gaia", "cpus_per_gpu = -1", ["[jobs] cpus_per_gpu = -1", ">= 0"]),
    ("gaia", "jitter_s = -5", ["[jobs] jitter_s = -5", ">= 0"]),
    ("gaia", "time_scale = 0", ["time_scale", "> 0"]),
    ("gaia", 'kind = "serve"', ["[jobs] kind = 'serve'", "train, infer, batch"]),
    ("gaia", "origin_weights = { us-west = -1, eu-central = 1 }",
     ["[jobs] origin_weights", "weight >= 0"]),
    ("gaia", 'origin_weights = { us-west = "a lot", eu-central = 1 }',
     ["[jobs] origin_weights", "weight >= 0"]),
    ("gaia", "origin_utc_offset_h = { us-west = 30 }",
     ["[jobs] origin_utc_offset_h", "-14..14"]),
    ("azure-llm-2023", "gpus = 0", ["[jobs] gpus = 0 (dataset azure-llm-2023)", ">= 1"]),
    ("azure-llm-2023", "gpus = 1.5", ["[jobs] gpus = 1.5", "integer"]),
    ("azure-llm-2023", "slo_factor = -2", ["[jobs] slo_factor = -2", "> 0"]),
    ("azure-llm-2023", 'prefill_tokens_per_s = "fast"', ["[jobs] prefill_tokens_per_s"]),
    ("alibaba-gpu-2023", "gpu_type_map = { G2 = 5 }", ["[jobs] gpu_type_map", "text"]),
]


@pytest.mark.parametrize(("card", "option", "fragments"), OPTION_CASES,
                         ids=[f"{c}-{o.split(' =')[0]}-{i}" for i, (c, o, _) in
                              enumerate(OPTION_CASES)])
def test_trace_card_option_case(tmp_path, monkeypatch, card, option, fragments):
    monkeypatch.setenv("GRIDSHIFT_DATA_DIR", str(tmp_path / "empty-cache"))
    rc, out, exc = _run(_scenario(tmp_path, card, option))
    assert exc is None and "Traceback" not in out, out
    assert rc == 2, out
    for frag in fragments:
        assert frag in out, f"{frag!r} not in {out!r}"
    assert "not in the cache" not in out  # refused before any file is needed


def _frame(n: int = 1000) -> pl.DataFrame:
    return pl.DataFrame({"offset_s": [float(i) for i in range(n)], "duration_s": [60.0] * n})


@pytest.mark.parametrize(("opts", "fragment"), [
    ({"time_scale": 1e9}, "86400 copies"),  # squeezed to a 1 s period, tiled over a day
    ({"scale": 1e12}, "layers"),
    ({"time_scale": float("nan")}, "time_scale=nan"),
    ({"scale": float("inf")}, "scale=inf"),
])
def test_placing_a_trace_refuses_what_would_hang_or_overflow(opts, fragment):
    import numpy as np

    with pytest.raises(DataError, match="expected a finite number|over the limit") as err:
        place_in_window(_frame(), T0, datetime(2023, 8, 2, tzinfo=UTC),
                        np.random.default_rng(0), opts)
    assert fragment in str(err.value)
