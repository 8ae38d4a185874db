"""Power-throughput model versions (``[levers] power_cap_model``): the constants, their fit
range, and a capped job run by hand with the re-derived exponent."""

from __future__ import annotations

import numpy as np
import pytest
from numpy.testing import assert_allclose

import gridshift
from gridshift.errors import ScenarioError
from gridshift.models import levers
from gridshift.scenario import levers_options, load_scenario
from tests.conftest import write_scenario
from tests.sim.test_power_capping import CI, JOB, Caps, H


def test_model_versions_and_the_default():
    m = levers.LEVERS["power_cap"]["models"]
    assert levers.POWER_CAP_MODELS == {"mcdonald-2022-v1": 0.71, "zeus-2023-v2": 0.40}
    # a file without the key keeps the gs-v1/gs-v2 exponent
    assert levers.LEVERS["power_cap"]["throughput_exponent"] == m["mcdonald-2022-v1"][
        "throughput_exponent"] == 0.71
    v2 = m["zeus-2023-v2"]
    assert v2["range"] == [0.30, 0.61]
    per_gpu = list(v2["per_gpu"].values())
    assert_allclose([min(per_gpu), max(per_gpu)], v2["range"], atol=0.005)
    assert v2["range"][0] < v2["throughput_exponent"] < v2["range"][1]
    assert "Zeus" in v2["source"] and "75a8b93" in v2["source"]


def test_v2_exponent_follows_the_measured_median_curve_where_it_was_fitted():
    v2 = levers.LEVERS["power_cap"]["models"]["zeus-2023-v2"]
    x = np.array(v2["curve_x"])
    s = np.array(v2["curve_speed"])
    assert np.all(np.diff(s) > 0)  # speed rises with the power the cap allows
    lo, hi = v2["fit_x"]
    inside = (x >= lo) & (x < hi)
    model = levers.capped_speed_factor(np.ones(x.size), x, v2["throughput_exponent"])
    assert np.abs(model[inside] - s[inside]).max() < 0.05
    # below the fitted range the measured speed is lower than the model: the documented limit
    assert np.all(model[~inside & (x < lo)] > s[~inside & (x < lo)])
    # the old exponent is slower than every measured median in the fitted range
    old = levers.capped_speed_factor(np.ones(x.size), x, 0.71)
    assert np.all(old[inside] < s[inside])


def _sc(tmp_path, levers_toml):
    return write_scenario(tmp_path, signals=[("A", H.format(h), c) for h, c in enumerate(CI)],
                          jobs=[JOB],
                          regions={"A": {"zone": '"A"', "gpus": "{ TEST = 4 }", "pue": 1.0,
                                         "wue_l_per_kwh": 0.0}},
                          end=H.format(12), extra=levers_toml)


def test_power_cap_model_key_sets_the_exponent_and_runs_by_hand(tmp_path):
    base = "\n[levers]\npower_capping = true\npower_limits_w = { TEST = [100, 400] }\n"
    path = _sc(tmp_path, base + 'power_cap_model = "zeus-2023-v2"\n')
    assert levers_options(load_scenario(path))["cap_throughput_exponent"] == 0.40
    r = gridshift.run(path, policy=Caps({0: 100.0}))
    # 2 h of work at (100/400)^0.40 of full speed
    assert_allclose(r.schedule.finish_s, [2 * 3600.0 / 0.25 ** 0.40], rtol=1e-9)
    assert levers_options(load_scenario(_sc(tmp_path, base)))["cap_throughput_exponent"] is None
    with pytest.raises(ScenarioError, match="power_cap_model"):
        load_scenario(_sc(tmp_path, base + 'power_cap_model = "zeus-2023-v9"\n'))
    with pytest.raises(ScenarioError, match="keep one"):
        load_scenario(_sc(tmp_path, base + 'power_cap_model = "zeus-2023-v2"\n'
                                             "cap_throughput_exponent = 0.5\n"))
