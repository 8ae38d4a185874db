"""Tests for gridshift.models.it_power."""

from __future__ import annotations

import csv

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from numpy.testing import assert_allclose

from gridshift.models import it_power as ip

REQUIRED = ["K80", "P100", "V100", "T4", "A10", "A100-40GB", "A100-80GB", "H100-SXM",
            "H100-PCIe", "H200", "L4", "L40S", "MI250X", "MI300X"]


def test_table_has_required_gpus_and_keys():
    for name in REQUIRED:
        spec = ip.GPU_TYPES[name]
        for key in ("idle_w", "max_w", "speed", "embodied_kgco2e", "lifetime_years", "source"):
            assert key in spec, (name, key)
        assert 0 < spec["idle_w"] < spec["max_w"]
        assert spec["speed"] > 0 and spec["lifetime_years"] > 0
        assert "datasheet" in spec["source"]
    assert ip.GPU_TYPES[ip.REFERENCE_GPU]["speed"] == 1.0
    assert ip.REFERENCE_GPU == "A100-40GB"


@pytest.mark.parametrize(
    ("name", "max_w"),
    # Vendor datasheets (cited in the module): A100 SXM4 400 W, H100 SXM 700 W,
    # H100 PCIe 350 W, T4 70 W, L4 72 W, MI300X 750 W.
    [("A100-40GB", 400), ("H100-SXM", 700), ("H100-PCIe", 350), ("T4", 70), ("L4", 72),
     ("MI300X", 750)],
)
def test_datasheet_max_power(name, max_w):
    assert ip.GPU_TYPES[name]["max_w"] == max_w


def test_speed_bounded_by_peak_ratio():
    # Realised training speed-ups never exceed the ratio of dense tensor peaks
    # by more than memory effects (A100-80GB, H200: +15 % allowed).
    ref = ip.GPU_TYPES[ip.REFERENCE_GPU]["peak_fp16_tflops"]
    for name, spec in ip.GPU_TYPES.items():
        assert spec["speed"] <= 1.15 * spec["peak_fp16_tflops"] / ref + 0.1, name


def test_aliases_resolve_and_unknown_raises():
    assert ip.resolve_gpu_type("A100") == "A100-40GB"
    assert ip.resolve_gpu_type("H100") == "H100-SXM"
    for target in ip.GPU_ALIASES.values():
        assert target in ip.GPU_TYPES
    with pytest.raises(ValueError, match="did you mean"):
        ip.resolve_gpu_type("H10O-SXM")


def test_gpu_power_linear_hand_values():
    assert_allclose(ip.gpu_power_w([0.0, 0.5, 1.0], 40.0, 400.0), [40.0, 220.0, 400.0],
                    rtol=1e-12)
    # Utilisation is clipped to [0, 1].
    assert_allclose(ip.gpu_power_w([-1.0, 2.0], 40.0, 400.0), [40.0, 400.0], rtol=1e-12)


def test_gpu_power_fan2007_hand_value():
    # Fan et al. 2007: P = idle + (max - idle)(2u - u^1.4); at u = 0.5:
    # 2*0.5 - 0.5**1.4 = 1 - 0.378929 = 0.621071.
    assert_allclose(ip.gpu_power_w(0.5, 100.0, 200.0, curve="fan2007"), 162.1070858, rtol=1e-8)


def test_gpu_power_points_curve_and_errors():
    pts = [(0.0, 0.0), (0.5, 0.8), (1.0, 1.0)]
    assert_allclose(ip.gpu_power_w([0.25, 0.75], 0.0, 100.0, curve=pts), [40.0, 90.0],
                    rtol=1e-12)
    with pytest.raises(ValueError, match="named power curve"):
        ip.gpu_power_w(0.5, 0.0, 1.0, curve="cubic")
    with pytest.raises(ValueError, match="strictly increasing"):
        ip.gpu_power_w(0.5, 0.0, 1.0, curve=[(0.5, 0.1), (0.2, 0.3)])
    with pytest.raises(ValueError, match="max_w must be >= idle_w"):
        ip.gpu_power_w(0.5, 10.0, 5.0)


@given(
    u=st.floats(-2, 3, allow_nan=False),
    idle=st.floats(0, 500, allow_nan=False),
    extra=st.floats(0, 500, allow_nan=False),
    curve=st.sampled_from(["linear", "fan2007"]),
)
def test_power_between_idle_and_max(u, idle, extra, curve):
    p = ip.gpu_power_w(u, idle, idle + extra, curve)
    assert idle - 1e-9 <= p <= idle + extra + 1e-9


def test_cpu_memory_and_it_power_hand_values():
    assert_allclose(ip.cpu_power_w(0.5, 8, 1.0, 3.0), 16.0, rtol=1e-12)
    assert_allclose(ip.memory_power_w(100.0), 39.2, rtol=1e-12)
    # 2 x A100 at full load (400 W) + 16 vCPU at 50 % (0.73 + 0.5*2.99 W) + 64 GB x 0.392.
    expected = (2 * 400.0 + 16 * (0.73 + 0.5 * (3.72 - 0.73)) + 64 * 0.392) * 1.10
    got = ip.it_power_w(1.0, 2, "A100", cpu_util=0.5, cores=16, mem_gb=64)
    assert_allclose(got, expected, rtol=1e-12)
    # Explicit idle/max override the table; vectorised over gpus.
    assert_allclose(ip.it_power_w(0.0, [1, 2], None, idle_w=10, max_w=20, overhead_fraction=0),
                    [10.0, 20.0], rtol=1e-12)


def test_cpu_defaults_match_ccf_and_specpower(shared_file):
    path = shared_file("ccf-coefficients", "output__coefficients-aws-use.csv")
    with path.open() as f:
        rows = list(csv.DictReader(f))
    mins = np.array([float(r["Min Watts"]) for r in rows])
    maxs = np.array([float(r["Max Watts"]) for r in rows])
    # Transcribed defaults are the medians over CCF's AWS micro-architectures.
    assert_allclose(ip.CPU_MIN_W_PER_CORE, np.median(mins), atol=0.005)
    assert_allclose(ip.CPU_MAX_W_PER_CORE, np.median(maxs), atol=0.005)
    # ... and lie inside the inter-quartile range of per-thread SPECpower_ssj2008
    # idle / 100 % watts of systems published since 2019.
    spec = shared_file("ccf-coefficients", "data__SPECpower-2026-03-09.csv")
    idle, full = [], []
    with spec.open() as f:
        for r in csv.DictReader(f):
            if int(r["Published"][-4:]) >= 2019:
                threads = float(r["Total Threads"])
                idle.append(float(r["avg. watts @ active idle"]) / threads)
                full.append(float(r["avg. watts @ 100%"]) / threads)
    lo_i, hi_i = np.percentile(idle, [25, 75])
    lo_f, hi_f = np.percentile(full, [25, 75])
    assert lo_i <= ip.CPU_MIN_W_PER_CORE <= hi_i
    assert lo_f <= ip.CPU_MAX_W_PER_CORE <= hi_f


def test_host_idle_share_hand_value():
    # DGX A100 per GPU: 32 threads x 0.73 W + 128 GB x 0.392 W/GB, +10 % fans/NIC/storage
    assert_allclose(ip.host_idle_w_per_gpu(), (32 * 0.73 + 128 * 0.392) * 1.10, rtol=1e-12)
    assert_allclose(ip.host_idle_w_per_gpu(vcpus=8, mem_gb=0, overhead_fraction=0), 8 * 0.73,
                    rtol=1e-12)
    assert ip.HOST_VCPUS_PER_GPU * 8 == 256 and ip.HOST_MEM_GB_PER_GPU * 8 == 1024


def test_idle_per_gpu_plus_dynamic_equals_busy_power():
    spec = ip.gpu_spec("A100")
    idle = ip.idle_power_w_per_gpu(spec["idle_w"], host_w=0.0)
    for u in (0.0, 0.3, 1.0):
        dyn = u * (spec["max_w"] - spec["idle_w"])
        # idle draw of the installed GPU + the job's dynamic part = the busy board power
        assert_allclose(idle + dyn, ip.gpu_power_w(u, spec["idle_w"], spec["max_w"]),
                        rtol=1e-12)
    assert_allclose(ip.idle_power_w_per_gpu([40.0, 70.0]),
                    np.array([40.0, 70.0]) + ip.host_idle_w_per_gpu(), rtol=1e-12)


def test_host_idle_uses_the_ccf_coefficient_of_the_dgx_cpu(shared_file):
    # the DGX A100's EPYC 7742 is a 2nd-gen EPYC: its CCF idle coefficient gives a host share
    # inside the documented range (60-100 W per GPU) as the median default does
    path = shared_file("ccf-coefficients", "output__coefficients-aws-use.csv")
    with path.open() as f:
        rows = {r["Architecture"]: r for r in csv.DictReader(f)}
    epyc2 = float(rows["EPYC 2nd Gen"]["Min Watts"])
    host = ip.host_idle_w_per_gpu(min_w_per_core=epyc2)
    assert 60.0 <= host <= 100.0 and 60.0 <= ip.host_idle_w_per_gpu() <= 100.0
