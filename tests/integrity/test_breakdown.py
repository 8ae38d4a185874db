"""Every ``/3`` record carries its per-region breakdown, covered by its content hash."""

from __future__ import annotations

import json

from numpy.testing import assert_allclose

from gridshift.benchmark.records import content_sha256
from gridshift.benchmark.verify import verify
from gridshift.runners.executors import SerialExecutor
from gridshift.runners.store import Store
from gridshift.runners.sweep import Cell, run_sweep
from tests.runners.gs_fixtures import TINY_A, TINY_B


def _records(root):
    cells = [Cell(TINY_A, "local-now", seed=1), Cell(TINY_B, "lowest-carbon-now", seed=2)]
    rep = run_sweep(cells, Store(root), SerialExecutor(), progress=False)
    assert rep.ok
    return [Store(root).summary_path(k) for k in rep.keys]


def test_the_breakdown_adds_up_to_the_records_totals(tmp_path):
    for p in _records(tmp_path):
        rec = json.loads(p.read_text())
        b, m = rec["breakdown"], rec["metrics"]
        idle = b["idle"] or {"carbon_kg": 0.0, "energy_it_kwh": 0.0}
        regs = b["regions"].values()
        assert sum(r["jobs"] for r in regs) == m["jobs"]
        assert_allclose(sum(r["carbon_kg"] for r in regs) + idle["carbon_kg"], m["carbon_kg"],
                        rtol=1e-12)
        assert_allclose(sum(r["energy_it_kwh"] for r in regs) + idle["energy_it_kwh"],
                        m["energy_it_kwh"], rtol=1e-12)
        assert sum(r["jobs_moved"] for r in regs) <= m["jobs"]


def test_an_edited_breakdown_is_tampered_and_a_rehashed_one_differs(tmp_path):
    a, b = _records(tmp_path)
    rec = json.loads(a.read_text())
    regs = rec["breakdown"]["regions"]
    reg = max(regs, key=lambda r: regs[r]["carbon_kg"])
    rec["breakdown"]["regions"][reg]["carbon_kg"] *= 0.7
    a.write_text(json.dumps(rec))  # content hash not recomputed: caught offline
    rep = verify(tmp_path, rerun=False, scenarios=[TINY_A, TINY_B])
    bad = [c for c in rep.checks if c.status == "tampered"]
    assert len(bad) == 1 and "content_sha256" in bad[0].diffs[0]
    rec["content_sha256"] = content_sha256(rec)  # re-hashed: only the re-run catches it
    a.write_text(json.dumps(rec))
    sig = a.with_name("summary.sig")
    if sig.exists():
        sig.unlink()  # no signature to invalidate either: the forger drops it
    rep = verify(tmp_path, scenarios=[TINY_A, TINY_B])
    bad = [c for c in rep.checks if c.status == "differs"]
    assert len(bad) == 1, rep.lines()
    assert any(d.startswith(f"breakdown {reg} carbon_kg") for d in bad[0].diffs), bad[0].diffs
