"""External schedulers: the JSON protocol over stdio and loopback TCP, the Node reference client,
the Python client library, and the failures a scheduler can cause."""

from __future__ import annotations

import shutil
import sys
import textwrap
import threading
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from gridshift import build_world, load_policy, load_scenario, simulate
from gridshift.errors import PolicyError
from gridshift.policies.checks import CHECKS, check_policy
from gridshift.policies.external import ExternalPolicy, encode_info, encode_observation
from gridshift.policies.external_client import decode_info, decode_observation, serve_tcp

REPO = Path(__file__).resolve().parents[2]
NODE = shutil.which("node")
NODE_SCHEDULER = REPO / "examples" / "external" / "scheduler.js"
needs_node = pytest.mark.skipif(NODE is None, reason="node is not installed (apt-get install "
                                "nodejs); the Node reference scheduler cannot run")
PY_CLIENT = f"exec:{sys.executable} -m gridshift.policies.external_client"


@pytest.fixture(scope="module")
def check_world():
    return build_world(load_scenario("check-v1"))


def _run_external(world, ref):
    pol = load_policy(ref)
    try:
        return simulate(world, pol), pol
    finally:
        pol.close()


@needs_node
@pytest.mark.parametrize("rule", ["local-now", "lowest-carbon-now"])
def test_node_scheduler_gives_the_same_record_as_the_python_policy(rule, check_world):
    ref = f"exec:{NODE} {NODE_SCHEDULER} {rule}"
    ext, pol = _run_external(check_world, ref)
    py = simulate(check_world, load_policy(rule))
    assert pol.id == f"node-{rule}-v1"
    assert ext.jobs_sha256() == py.jobs_sha256()
    assert ext.metrics == py.metrics


@needs_node
def test_node_scheduler_passes_the_public_checker():
    results = check_policy(f"exec:{NODE} {NODE_SCHEDULER} lowest-carbon-now")
    assert [r.name for r in results] == list(CHECKS)
    failed = [str(r) for r in results if not r.passed]
    assert failed == []


@needs_node
def test_cli_policies_check_passes_for_the_node_scheduler():
    from gridshift.cli import main

    res = CliRunner().invoke(main, ["policies", "check",
                                    f"exec:{NODE} {NODE_SCHEDULER} lowest-carbon-now"])
    assert res.exit_code == 0, res.output
    assert f"{len(CHECKS)}/{len(CHECKS)} checks passed" in res.output


def test_python_client_over_stdio_matches_in_process(check_world):
    ext, pol = _run_external(check_world, f"{PY_CLIENT} lowest-carbon-now")
    py = simulate(check_world, load_policy("lowest-carbon-now"))
    assert pol.id == "lowest-carbon-now-v1"
    assert ext.jobs_sha256() == py.jobs_sha256()
    assert ext.metrics == py.metrics


def test_python_client_over_loopback_tcp_matches_in_process(check_world):
    ports: list[int] = []
    ready = threading.Event()

    def on_ready(p: int) -> None:
        ports.append(p)
        ready.set()

    t = threading.Thread(target=serve_tcp, args=(lambda: load_policy("round-robin"),),
                         kwargs={"port": 0, "ready": on_ready, "max_sessions": 1}, daemon=True)
    t.start()
    assert ready.wait(10)
    ext, pol = _run_external(check_world, f"tcp:127.0.0.1:{ports[0]}")
    t.join(10)
    assert not t.is_alive()
    assert pol.isolation == "tcp-unsandboxed"
    py = simulate(check_world, load_policy("round-robin"))
    assert ext.jobs_sha256() == py.jobs_sha256()


def test_observation_round_trips_through_the_protocol(check_world):
    """encode -> JSON -> decode gives back the same arrays (NaN included) and dtypes kinds."""
    import json

    from gridshift.sim.simulator import Simulator

    sim = Simulator(check_world, load_policy("local-now"))
    gen = sim.iterate()
    obs = next(gen)
    info = sim.info
    msg = json.loads(json.dumps(encode_observation(obs)))
    back = decode_observation(msg, info.n_regions)
    for f in ("job_id", "origin", "gpus", "duration_s", "deadline_s", "latency_slo_ms",
              "interruptible"):
        a, b = getattr(obs.jobs, f), getattr(back.jobs, f)
        np.testing.assert_array_equal(a, b)
        assert a.dtype.kind == b.dtype.kind
    assert np.isnan(back.jobs.latency_slo_ms).any() == np.isnan(obs.jobs.latency_slo_ms).any()
    np.testing.assert_array_equal(back.free_gpus, obs.free_gpus)
    np.testing.assert_array_equal(back.forecast.carbon_gco2_per_kwh,
                                  obs.forecast.carbon_gco2_per_kwh)
    np.testing.assert_array_equal(back.history_carbon_gco2_per_kwh,
                                  obs.history_carbon_gco2_per_kwh)
    assert not back.jobs.origin.flags.writeable
    info2 = decode_info(json.loads(json.dumps(encode_info(info))))
    np.testing.assert_array_equal(info2.capacity, info.capacity)
    np.testing.assert_array_equal(info2.latency_ms, info.latency_ms)
    assert info2.regions == info.regions and info2.seed == info.seed
    gen.close()


def _script(tmp_path: Path, body: str) -> str:
    p = tmp_path / "sched.py"
    p.write_text(textwrap.dedent(body))
    return f"exec:{sys.executable} {p}"


_HELLO = """
import json, sys, time
def send(o):
    sys.stdout.write(json.dumps(o) + "\\n"); sys.stdout.flush()
for line in sys.stdin:
    m = json.loads(line)
    if m["type"] == "hello":
        send({"type": "hello", "protocol": "gridshift-external", "version": 1,
              "policy": {"id": "bad-v1", "description": "x", "tracks": ["forecast"]}})
    elif m["type"] == "reset":
        send({"type": "ready"})
    elif m["type"] == "observe":
"""


def test_a_late_scheduler_is_stopped_with_the_time_budget_in_the_error(tmp_path, check_world):
    ref = _script(tmp_path, _HELLO + "        time.sleep(30)\n")
    pol = ExternalPolicy(ref, time_budget_s=0.5)
    with pytest.raises(PolicyError, match=r"bad-v1 .*decide at epoch \d+ took longer than the "
                                          r"time budget of 0.5 s"):
        simulate(check_world, pol)
    assert pol._sess.proc.poll() is not None  # killed, not left running


def test_an_answer_that_is_not_json_names_the_line(tmp_path, check_world):
    ref = _script(tmp_path, _HELLO + "        print('region: all of them', flush=True)\n")
    with pytest.raises(PolicyError, match="not one JSON object per line.*region: all of them"):
        simulate(check_world, load_policy(ref))


def test_a_scheduler_error_message_is_quoted(tmp_path, check_world):
    ref = _script(tmp_path, _HELLO + "        send({'type': 'error', 'message': 'no model'})\n")
    with pytest.raises(PolicyError, match="reported an error during decide.*no model"):
        simulate(check_world, load_policy(ref))


def test_a_crashing_scheduler_reports_its_exit_code_and_stderr(tmp_path, check_world):
    ref = _script(tmp_path, _HELLO + "        sys.stderr.write('boom here\\n'); sys.exit(3)\n")
    with pytest.raises(PolicyError, match=r"closed the connection during decide.*exit code 3"
                                          r".*boom here"):
        simulate(check_world, load_policy(ref))


def test_wrong_decision_length_is_caught_by_the_simulator(tmp_path, check_world):
    ref = _script(tmp_path, _HELLO + "        send({'type': 'decide', 'step': m['step'], "
                                     "'region': [0]*(len(m['jobs']['job_id'])+1)})\n")
    with pytest.raises(PolicyError, match="region decisions for"):
        simulate(check_world, load_policy(ref))


def test_wrong_protocol_version_is_refused(tmp_path):
    ref = _script(tmp_path, """
        import json, sys
        sys.stdin.readline()
        print(json.dumps({"type": "hello", "protocol": "gridshift-external", "version": 99,
                          "policy": {"id": "x-v1"}}), flush=True)
        sys.stdin.readline()
    """)
    with pytest.raises(PolicyError, match="version 99; gridshift speaks 'gridshift-external' "
                                          "version 1"):
        ExternalPolicy(ref, start_timeout_s=10)


@pytest.mark.parametrize("ref, msg", [
    ("exec:./no/such/scheduler", "program ./no/such/scheduler not found"),
    ("exec:", "needs a program"),
    ("tcp:192.0.2.1:7001", "not loopback"),
    ("tcp:127.0.0.1", "expected tcp:HOST:PORT"),
])
def test_bad_refs_are_specific_errors(ref, msg):
    with pytest.raises(PolicyError, match=msg):
        load_policy(ref)


def test_cli_run_with_a_bad_external_ref_exits_2():
    from gridshift.cli import main

    res = CliRunner().invoke(main, ["run", "check-v1", "--policy", "exec:./no/such/scheduler"])
    assert res.exit_code == 2
    assert "not found" in res.output


def test_source_hash_names_the_scheduler_file(tmp_path):
    from gridshift.policies.registry import policy_source_hash

    ref = _script(tmp_path, _HELLO + "        pass\n")
    a = ExternalPolicy(ref, start_timeout_s=10)
    h1 = policy_source_hash(a)
    a.close()
    (tmp_path / "sched.py").write_text((tmp_path / "sched.py").read_text() + "\n# changed\n")
    b = ExternalPolicy(ref, start_timeout_s=10)
    h2 = policy_source_hash(b)
    b.close()
    assert h1 != h2 and len(h1) == 64


def test_exec_schedulers_see_their_own_folder_only(tmp_path, monkeypatch, check_world):
    """The sandbox gets the script's folder, not the folder of another file on the command
    line; the program runs there, with the minimal environment."""
    import gridshift.policies.external as ext

    seen: dict = {}
    real = ext.sandbox_argv

    def spy(argv, *, readable=(), cwd=None):
        seen.update(argv=list(argv), readable=list(readable), cwd=cwd)
        return real(argv, readable=readable, cwd=cwd)

    monkeypatch.setattr(ext, "sandbox_argv", spy)
    other = tmp_path / "other"
    other.mkdir()
    (other / "data.txt").write_text("x")
    sched = tmp_path / "sched"
    sched.mkdir()
    ref = _script(sched, _HELLO + "        send({'type': 'decide', 'step': m['step'], "
                  "'region': m['jobs']['origin']})\n") + f" {other / 'data.txt'}"
    pol = load_policy(ref)
    assert seen["readable"] == [sched.resolve()]
    assert seen["cwd"] == sched.resolve()
    assert str(sched.resolve() / "sched.py") in seen["argv"]
    res = simulate(check_world, pol)
    pol.close()
    assert res.jobs_sha256() == simulate(check_world, load_policy("local-now")).jobs_sha256()


def test_exec_plan_resolves_relative_paths_against_the_callers_folder(tmp_path, monkeypatch):
    from gridshift.policies.external import exec_plan

    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "sched.py").write_text("")
    (tmp_path / "sub" / "conf.json").write_text("{}")
    (tmp_path / "sub" / "run").write_text("#!/bin/sh\n")
    monkeypatch.chdir(tmp_path)
    sub = (tmp_path / "sub").resolve()
    plan = exec_plan("python3 -u sub/sched.py sub/conf.json rule")
    assert plan.argv == [str(Path(sys.executable).parent / "python3"), "-u",
                         str(sub / "sched.py"), str(sub / "conf.json"), "rule"]
    assert plan.bound == plan.cwd == sub
    # the program itself, named by a relative path, outside the system folders
    plan = exec_plan("sub/run --fast")
    assert plan.argv == [str(sub / "run"), "--fast"]
    assert plan.bound == sub
    # a module or inline code: nothing of ours is bound, whatever files follow
    assert exec_plan("python3 -m gridshift.policies.external_client x").bound is None
    assert exec_plan("python3 -c pass sub/conf.json").bound is None
    # a script beside the working directory's files: the file alone, run in its folder
    (tmp_path / "top.py").write_text("")
    plan = exec_plan("python3 top.py")
    assert plan.bound == (tmp_path / "top.py").resolve()
    assert plan.cwd == tmp_path.resolve()


def test_a_bare_program_is_looked_up_in_the_sandboxs_folders_only(monkeypatch, tmp_path):
    from gridshift.policies.external import exec_plan

    (tmp_path / "mysched").write_text("#!/bin/sh\n")
    (tmp_path / "mysched").chmod(0o755)
    monkeypatch.setenv("PATH", str(tmp_path))  # the caller's PATH is not used
    with pytest.raises(PolicyError, match=r"program mysched not found in .*/usr/bin, /bin "
                                          r"\(the folders the sandbox shows\); give its path"):
        exec_plan("mysched")
    assert exec_plan("sh -c true").argv[0] in ("/usr/bin/sh", "/bin/sh")


def test_identity_of_readmes_exec_ref_is_unchanged():
    """The hash of an exec: ref is sha256(ref, \\0 ARG \\0 BYTES of its script), as before."""
    import hashlib

    from gridshift.policies.external import external_source_sha256

    ref = "exec:node examples/external/scheduler.js lowest-carbon-now"
    want = hashlib.sha256(ref.encode())
    want.update(b"\0examples/external/scheduler.js\0")
    want.update(NODE_SCHEDULER.read_bytes())
    assert external_source_sha256(ref) == want.hexdigest()


def test_identity_hashes_the_files_the_program_sees(tmp_path, monkeypatch):
    from gridshift.policies.external import external_source_sha256

    monkeypatch.chdir(tmp_path)
    (tmp_path / "sched").mkdir()
    (tmp_path / "elsewhere").mkdir()
    (tmp_path / "sched" / "s.py").write_text("a")
    (tmp_path / "sched" / "conf.json").write_text("1")
    (tmp_path / "elsewhere" / "notes.txt").write_text("n")
    ref = "exec:python3 sched/s.py sched/conf.json elsewhere/notes.txt"
    h = external_source_sha256(ref)
    (tmp_path / "elsewhere" / "notes.txt").write_text("not seen by the program")
    assert external_source_sha256(ref) == h
    (tmp_path / "sched" / "conf.json").write_text("2")
    assert external_source_sha256(ref) != h


def test_make_runner_gives_the_time_budget_to_an_exec_scheduler(tmp_path):
    from gridshift.policies.isolation import make_runner

    ref = _script(tmp_path, _HELLO + "        pass\n")
    pol, _ = make_runner(ref, {"time_budget_s": 99.0}, time_budget_s=0.5)
    try:
        assert pol.time_budget_s == 0.5 and pol.get_params()["time_budget_s"] == 0.5
    finally:
        pol.close()


def test_cli_run_sends_bye_with_the_record_key(tmp_path, monkeypatch):
    from gridshift.cli import main

    # the scheduler writes what it received into tmp_path, which the sandbox (rightly) keeps
    # read-only: this test is about the protocol's bye, so it runs the program unsandboxed
    monkeypatch.setenv("GRIDSHIFT_SANDBOX", "process")

    out = tmp_path / "bye.json"
    ref = _script(tmp_path, _HELLO.replace(
        'elif m["type"] == "observe":',
        f'elif m["type"] == "bye":\n        open({str(out)!r}, "w").write(json.dumps(m))\n'
        '        break\n    elif m["type"] == "observe":') +
        "        send({'type': 'decide', 'step': m['step'], 'region': m['jobs']['origin']})\n")
    res = CliRunner().invoke(main, ["run", "check-v1", "--policy", ref, "--json"])
    assert res.exit_code == 0, res.output
    import json

    summary = json.loads(res.output.strip().splitlines()[-1])  # after the sandbox warning
    bye = json.loads(out.read_text())
    assert bye["type"] == "bye"
    assert bye["record"]["scenario_hash"] == summary["scenario_hash"]
    assert bye["record"]["policy"] == "bad-v1" and len(bye["record"]["jobs_sha256"]) == 64


def test_record_identity_of_an_exec_ref_follows_its_script(tmp_path):
    from gridshift.benchmark.records import policy_identity

    ref = _script(tmp_path, _HELLO + "        pass\n")
    pid, h1 = policy_identity(ref)
    (tmp_path / "sched.py").write_text((tmp_path / "sched.py").read_text() + "\n# v2\n")
    pid2, h2 = policy_identity(ref)
    assert pid2 == pid == ref
    assert h2 != h1 and len(h2) == 64


def test_a_scheduler_that_stops_reading_cannot_block_past_the_budget(tmp_path):
    """A full pipe (the scheduler reads no more) must end in the time-budget error, not hang."""
    import time

    ref = _script(tmp_path, """
        import json, sys, time
        sys.stdin.readline()
        print(json.dumps({"type": "hello", "protocol": "gridshift-external", "version": 1,
                          "policy": {"id": "deaf-v1", "description": "x"}}), flush=True)
        time.sleep(60)
    """)
    pol = ExternalPolicy(ref, start_timeout_s=10)
    sess = pol._sess
    t0 = time.monotonic()
    with pytest.raises(PolicyError, match="took longer than the time budget of 0.5 s"):
        sess.exchange({"type": "observe", "blob": "x" * 4_000_000}, "decide", 0.5,
                      "decide at epoch 0", pol._fail)
    assert time.monotonic() - t0 < 10
    assert sess.proc.poll() is not None


@needs_node
def test_node_scheduler_over_loopback_tcp(check_world):
    import re
    import subprocess

    proc = subprocess.Popen([NODE, str(NODE_SCHEDULER), "local-now", "--tcp", "0"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        line = proc.stderr.readline()  # "listening on 127.0.0.1:PORT"
        m = re.search(r"127\.0\.0\.1:(\d+)", line)
        assert m, line
        ext, pol = _run_external(check_world, f"tcp:127.0.0.1:{m.group(1)}")
        assert pol.id == "node-local-now-v1"
        assert ext.jobs_sha256() == simulate(check_world, load_policy("local-now")).jobs_sha256()
    finally:
        proc.kill()
        proc.wait(timeout=10)
        proc.stderr.close()
