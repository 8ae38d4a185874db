"""Decision values are range-checked as given, before any cast (gridshift/sim/simulator.py).

Audit: a uint64 region 2**64-1 was cast to int64 -1 (= defer), so every job was deferred and
the run "succeeded"; the checker flagged it, the simulator did not.
"""

from __future__ import annotations

import numpy as np
import pytest

import gridshift
from gridshift.errors import PolicyError
from gridshift.policies.api import Decision, Policy

from .conftest import cli, make_case


class _Fixed(Policy):
    """Returns the same region / gpu_type / pause values, as the given dtype."""

    id = "fixed-test"

    def __init__(self, region=None, gpu_type=None, pause=None) -> None:
        self.region, self.gpu_type, self.pause = region, gpu_type, pause

    def decide(self, obs):  # noqa: ANN001, ANN201
        n = len(obs.jobs)
        reg = np.zeros(n, dtype=np.int64) if self.region is None else \
            np.full(n, self.region[0], dtype=self.region[1])
        gt = None if self.gpu_type is None else np.full(n, self.gpu_type[0],
                                                        dtype=self.gpu_type[1])
        pause = None if self.pause is None else np.array([self.pause[0]], dtype=self.pause[1])
        return Decision(region=reg, gpu_type=gt, pause=pause)


@pytest.mark.parametrize(("kw", "fragments"), [
    pytest.param({"region": (2**64 - 1, np.uint64)},
                 ["region 18446744073709551615", "uint64", "job 'a'", "0..1", "-1 (defer)"],
                 id="region-uint64-max"),
    pytest.param({"region": (2**63, np.uint64)}, ["region 9223372036854775808", "uint64"],
                 id="region-uint64-2**63"),
    pytest.param({"region": (2, np.int64)}, ["region 2 ", "job 'a'", "0..1"], id="region-2"),
    pytest.param({"region": (-2, np.int8)}, ["region -2", "int8"], id="region-minus-2"),
    pytest.param({"region": (255, np.uint8)}, ["region 255", "uint8"], id="region-uint8"),
    pytest.param({"gpu_type": (2**64 - 1, np.uint64)},
                 ["gpu_type 18446744073709551615", "uint64", "job 'a'", "-1 (any)"],
                 id="gpu-type-uint64-max"),
    pytest.param({"gpu_type": (5, np.int32)}, ["gpu_type 5", "int32", "0..0"],
                 id="gpu-type-5"),
    pytest.param({"pause": (2**64 - 1, np.uint64)},
                 ["Decision.pause holds 18446744073709551615", "uint64", "not a job id"],
                 id="pause-uint64-max"),
])
def test_out_of_range_decision_is_a_policy_error(tmp_path, kw, fragments):
    p = make_case(tmp_path)
    with pytest.raises(PolicyError) as info:
        gridshift.run(str(p), policy=_Fixed(**kw))
    msg = str(info.value)
    assert "fixed-test at epoch 1 (t = 3600 s)" in msg  # job a is first visible at epoch 1
    for frag in fragments:
        assert frag in msg, (frag, msg)


def test_in_range_unsigned_regions_are_accepted(tmp_path):
    """uint64 region 1 is a valid index: same result as int64 1."""
    p = make_case(tmp_path)
    a = gridshift.run(str(p), policy=_Fixed(region=(1, np.uint64)))
    b = gridshift.run(str(p), policy=_Fixed(region=(1, np.int64)))
    assert a.jobs_sha256() == b.jobs_sha256()
    assert a.metrics == b.metrics


def test_cli_reports_the_wrapped_region_with_exit_code_2(tmp_path):
    pol = tmp_path / "wrap.py"
    pol.write_text(
        "import numpy as np\n"
        "from gridshift.policies.api import Decision, Policy\n"
        "class Wrap(Policy):\n"
        "    id = 'wrap'\n"
        "    def decide(self, obs):\n"
        "        return Decision(region=np.full(len(obs.jobs), 2**64 - 1, dtype=np.uint64))\n")
    code, out = cli("run", str(make_case(tmp_path)), "--policy", f"{pol}:Wrap")
    assert code == 2, out
    assert "region 18446744073709551615 (dtype uint64)" in out and "Traceback" not in out
