"""Network between regions: latency, transfer time and transfer energy.

Latency here is the round-trip time (RTT) [ms], the quantity network
measurements report. It is estimated from great-circle distance as

.. math:: RTT = \\frac{2\\, d\\, k_{route}}{v_{fibre}} \\cdot 1000 + t_0

with :math:`v_{fibre} = c / n` (group index of silica fibre n = 1.468, i.e.
~2/3 of c), a route-inflation factor :math:`k_{route}` (fibre paths are longer
than great circles) and a fixed processing/queueing overhead :math:`t_0`.
Measured pairs take precedence (:data:`MEASURED_LATENCY_MS`), floored at the
straight-fibre bound :math:`2d/v_{fibre}`.

References
----------
.. [1] Moritz, H. (2000). Geodetic Reference System 1980. J. Geodesy 74,
   128-162 (IUGG mean Earth radius R1 = 6371.0088 km).
.. [2] Corning SMF-28 optical fibre product information (2014): effective group
   index of refraction 1.4682 at 1550 nm.
.. [3] Bozkurt, I. N., Aqeel, W., Bhattacherjee, D., Chandrasekaran, B.,
   Godfrey, P. B., Laughlin, G., Maggs, B. M., Singla, A. (2018). Dissecting
   Latency in the Internet's Fiber Infrastructure. arXiv:1811.10737 (fibre
   conduits are materially longer than great-circle paths). The value 1.5 of
   :data:`ROUTE_INFLATION_DEFAULT` is our round assumption, not a number read
   from that paper; the tests check it against the Persico et al. pairs
   (implied inflation ~1.0-1.6 on long inter-continental routes).
.. [4] Persico, V., Botta, A., Montieri, A., Pescape, A. (2016). A First Look
   at Public-Cloud Inter-Datacenter Network Performance. IEEE GLOBECOM 2016,
   Figs. 3 and 6 (RTT and throughput between AWS and Azure regions grouped in
   EU, US, SA, AP), as transcribed by HPE in DCcluster-Opt
   (``data/network_cost/network_delay.py``).
.. [5] Aslan, J., Mayers, K., Koomey, J. G., France, C. (2018). Electricity
   Intensity of Internet Data Transmission: Untangling the Estimates. J. Ind.
   Ecol. 22(4), 785-798: 0.06 kWh/GB for 2015, halving about every 2 years.
.. [6] Mathis, M., Semke, J., Mahdavi, J., Ott, T. (1997). The Macroscopic
   Behavior of the TCP Congestion Avoidance Algorithm. ACM SIGCOMM Computer
   Communication Review 27(3), 67-82, Eq. 3: a TCP flow's throughput is
   ``(MSS / RTT) * C / sqrt(p)``, inversely proportional to the round-trip time
   for a given segment size and loss rate (C = sqrt(3/2)).

Bandwidth model ``"measured-or-rtt-v1"``
----------------------------------------
:func:`bandwidth_model_gbps`: a pair whose two zones lie in different Persico
macro-regions gets the measured AWS throughput [4]; every other pair (same
macro-region, or a zone Persico did not measure, such as ZA in Africa) gets
``K / RTT`` with ``RTT`` from :func:`latency_ms_from_distance` and ``K``
(:data:`RTT_FIT_WINDOW_MBIT`) the geometric mean of throughput x RTT over the
twelve measured AWS pairs, i.e. the 1/RTT law of Mathis et al. [6] fitted to
Persico's pairs; capped at :data:`RTT_FIT_CAP_GBPS`. Each pair carries a source
tag (:data:`BANDWIDTH_TAGS`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np
import numpy.typing as npt

from gridshift import _libm

__all__ = [
    "EARTH_RADIUS_KM",
    "FIBRE_GROUP_INDEX",
    "MEASURED_LATENCY_MS",
    "MEASURED_THROUGHPUT_MBPS",
    "ROUTE_INFLATION_DEFAULT",
    "SPEED_OF_LIGHT_KM_PER_S",
    "TRANSFER_KWH_PER_GB_COROAMA_2020",
    "TRANSFER_KWH_PER_GB_DEFAULT",
    "ZONE_MACRO_REGION",
    "INTRA_MACRO_REGION_GBPS",
    "BANDWIDTH_MODELS",
    "BANDWIDTH_TAGS",
    "RTT_FIT_CAP_GBPS",
    "RTT_FIT_WINDOW_MBIT",
    "RTT_FIT_WINDOW_RANGE_MBIT",
    "ZONE_MACRO_REGION_V1",
    "bandwidth_matrix_gbps",
    "bandwidth_model_gbps",
    "bandwidth_pair_gbps",
    "great_circle_km",
    "latency_matrix_ms",
    "latency_ms_from_distance",
    "measured_latency_for",
    "transfer_kwh_per_gb",
    "transfer_s",
]

ArrayLike = npt.ArrayLike

#: IUGG mean Earth radius [km] [1].
EARTH_RADIUS_KM = 6371.0088
#: Speed of light in vacuum [km/s] (exact, SI).
SPEED_OF_LIGHT_KM_PER_S = 299_792.458
#: Group index of standard single-mode fibre at 1550 nm [2]: v = c/n ~ 0.68 c.
FIBRE_GROUP_INDEX = 1.468
#: Fibre route length over great-circle distance (assumption, see [3]).
ROUTE_INFLATION_DEFAULT = 1.5

#: Measured inter-cloud-region RTT [ms] from Persico et al. 2016 [4], by
#: provider and macro-region pair (EU, US, SA = South America, AP = Asia-Pacific).
#: Values are symmetric in the source; keys are sorted pairs.
MEASURED_LATENCY_MS: dict[str, dict[tuple[str, str], float]] = {
    "aws": {
        ("EU", "US"): 70.0,
        ("EU", "SA"): 180.0,
        ("AP", "EU"): 190.0,
        ("SA", "US"): 120.0,
        ("AP", "US"): 240.0,
        ("AP", "SA"): 350.0,
    },
    "azure": {
        ("EU", "US"): 70.0,
        ("EU", "SA"): 180.0,
        ("AP", "EU"): 315.0,
        ("SA", "US"): 130.0,
        ("AP", "US"): 230.0,
        ("AP", "SA"): 350.0,
    },
}

#: Measured throughput [Mbit/s] from Persico et al. 2016 [4], per direction
#: (source, destination). Intra-macro-region transfers are not reported there.
MEASURED_THROUGHPUT_MBPS: dict[str, dict[tuple[str, str], float]] = {
    "aws": {
        ("EU", "US"): 160.0, ("EU", "SA"): 100.0, ("EU", "AP"): 50.0,
        ("US", "EU"): 160.0, ("US", "SA"): 100.0, ("US", "AP"): 50.0,
        ("SA", "EU"): 75.0, ("SA", "US"): 90.0, ("SA", "AP"): 40.0,
        ("AP", "EU"): 50.0, ("AP", "US"): 50.0, ("AP", "SA"): 45.0,
    },
    "azure": {
        ("EU", "US"): 250.0, ("EU", "SA"): 120.0, ("EU", "AP"): 60.0,
        ("US", "EU"): 260.0, ("US", "SA"): 150.0, ("US", "AP"): 75.0,
        ("SA", "EU"): 80.0, ("SA", "US"): 150.0, ("SA", "AP"): 50.0,
        ("AP", "EU"): 60.0, ("AP", "US"): 75.0, ("AP", "SA"): 50.0,
    },
}

#: Bandwidth between two regions of the same macro-region [Gbit/s]: Persico et al. do not
#: measure these pairs; 1 Gbit/s is DCcluster-Opt's assumption for them
#: (``data/network_cost/network_delay.py``, "If same region, assume 1 Gbps"), not a
#: measurement. The sensitivity analysis varies it with the other bandwidths.
INTRA_MACRO_REGION_GBPS = 1.0

#: Electricity Maps zone -> Persico macro-region, after HPE DCcluster-Opt
#: ``utils/transmission_region_mapper.py`` (ZA is mapped to "SA" there, which
#: we keep; AU-VIC, GB, IN-WE and US-MIDA-PJM are missing there and added by us
#: by geography).
ZONE_MACRO_REGION: dict[str, str] = {
    "US-NY-NYIS": "US", "US-CAL-CISO": "US", "US-TEX-ERCO": "US", "US-MIDA-PJM": "US",
    "CA-ON": "US", "DE-LU": "EU", "GB": "EU", "SG": "AP", "JP-TK": "AP", "IN-WE": "AP",
    "AU-NSW": "AP", "AU-VIC": "AP", "KR": "AP", "BR-SP": "SA", "CL-SIC": "SA", "ZA": "SA",
}

#: Electricity Maps zone -> macro-region for ``"measured-or-rtt-v1"``: as
#: :data:`ZONE_MACRO_REGION` but ZA in Africa ("AF"), where Persico et al. measured nothing
#: (DCcluster-Opt's "SA" for ZA put Johannesburg in South America).
ZONE_MACRO_REGION_V1: dict[str, str] = {**ZONE_MACRO_REGION, "ZA": "AF"}


def _persico_window_products_mbit(provider: str) -> np.ndarray:
    """Throughput x RTT [Mbit] of each measured ordered pair of ``provider`` [4]."""
    rtt = MEASURED_LATENCY_MS[provider]
    return np.array([mbps * rtt[(a, b) if (a, b) in rtt else (b, a)] / 1e3
                     for (a, b), mbps in MEASURED_THROUGHPUT_MBPS[provider].items()])


#: Throughput x RTT of a single inter-region flow [Mbit]: the geometric mean over the twelve
#: measured AWS pairs of Persico et al. 2016 [4] (9.5-18.0 Mbit each; 12.3 Mbit), so that
#: ``throughput = K / RTT`` (Mathis et al. 1997 [6]: TCP throughput ~ 1/RTT at a given loss
#: rate; K = 12.3 Mbit is MSS 1460 B x sqrt(3/2) / sqrt(p) with p ~ 1.4e-6).
RTT_FIT_WINDOW_MBIT = float(np.exp(np.mean(np.log(_persico_window_products_mbit("aws")))))

#: Uncertainty range of :data:`RTT_FIT_WINDOW_MBIT` [Mbit]: the smallest and largest product
#: over the AWS and Azure pairs of Persico et al. 2016 (AWS AP-EU 9.5; Azure EU-SA 21.6).
RTT_FIT_WINDOW_RANGE_MBIT = (
    float(min(_persico_window_products_mbit(p).min() for p in MEASURED_THROUGHPUT_MBPS)),
    float(max(_persico_window_products_mbit(p).max() for p in MEASURED_THROUGHPUT_MBPS)))

#: Upper bound of a derived pair's bandwidth [Gbit/s]: the scenario default line rate
#: (``[network] bandwidth_gbps = 10``; an assumption: one 10 GbE path). Binds only below an RTT
#: of ``K / 10 Gbit/s`` = 1.2 ms (about 80 km of fibre).
RTT_FIT_CAP_GBPS = 10.0

#: ``[network] bandwidth_gbps`` model names :func:`bandwidth_pair_gbps` accepts.
BANDWIDTH_MODELS = ("persico-2016-aws", "persico-2016-azure", "measured-or-rtt-v1")

#: Source tag of a pair under ``"measured-or-rtt-v1"`` (:func:`bandwidth_model_gbps`).
BANDWIDTH_TAGS = {
    "persico-2016-aws": "measured: Persico et al. 2016, Fig. 3 (AWS), macro-region pair",
    "rtt-fit-v1": "derived: K / RTT, K = geometric mean of Persico's AWS throughput x RTT",
    "rtt-fit-v1-capped": "derived: K / RTT capped at RTT_FIT_CAP_GBPS (short pair)",
    "self": "same region (no transfer)",
}

#: Scenario default transfer energy [kWh/GB]: Aslan et al. 2018 [5], 2015 value.
#: Chosen as the default because it is the published, dated anchor of the
#: series (the extrapolation ``transfer_kwh_per_gb(year)`` is the authors'
#: trend, not a measurement) and because it is an upper bound for today: a
#: benchmark that penalises data movement conservatively does not reward
#: policies for shipping data around. Use ``transfer_kwh_per_gb(year)`` for a
#: present-day estimate (0.0038 kWh/GB in 2023).
TRANSFER_KWH_PER_GB_DEFAULT = 0.06

#: A newer, dated figure [kWh/GB]: 0.007 kWh/GB for 2020, which Coroama (2021) gives as the
#: academic state of the art for fixed-line networks (Coroama, V., "Investigating the
#: inconsistencies among energy and energy intensity estimates of the internet", Swiss Federal
#: Office of Energy SFOE, 2021, p. 9, from the Aslan et al. series). The same report finds
#: top-down and bottom-up estimates of the internet's energy intensity a factor of 5-26 apart,
#: which is why ``gridshift sensitivity`` varies this constant. Scenario key:
#: ``[network] transfer_kwh_per_gb = "coroama-2021"``.
TRANSFER_KWH_PER_GB_COROAMA_2020 = 0.007


def bandwidth_matrix_gbps(names: Sequence[str], provider: str = "aws") -> np.ndarray:
    """Measured inter-region throughput per ordered pair [Gbit/s] (Persico et al. 2016 [4]).

    Parameters
    ----------
    names : sequence of str
        Zone names of the regions (keys of :data:`ZONE_MACRO_REGION`).
    provider : {"aws", "azure"}

    Returns
    -------
    numpy.ndarray, shape (R, R)
        Throughput from row region to column region [Gbit/s]; pairs within one macro-region
        get :data:`INTRA_MACRO_REGION_GBPS`; the diagonal is ``inf`` (no transfer).

    Raises
    ------
    ValueError
        Unknown provider, or a zone without a macro-region.
    """
    if provider not in MEASURED_THROUGHPUT_MBPS:
        raise ValueError(f"provider {provider!r}; expected one of "
                         f"{sorted(MEASURED_THROUGHPUT_MBPS)}")
    table = MEASURED_THROUGHPUT_MBPS[provider]
    missing = [n for n in names if n not in ZONE_MACRO_REGION]
    if missing:
        raise ValueError(f"zone(s) {', '.join(missing)} have no macro-region for the measured "
                         f"throughput (known: {', '.join(sorted(ZONE_MACRO_REGION))}); give "
                         "bandwidth_gbps as a number")
    R = len(names)
    out = np.full((R, R), INTRA_MACRO_REGION_GBPS)
    for i, a in enumerate(names):
        for j, b in enumerate(names):
            ma, mb = ZONE_MACRO_REGION[a], ZONE_MACRO_REGION[b]
            if i == j:
                out[i, j] = np.inf
            elif ma != mb:
                out[i, j] = table[(ma, mb)] / 1000.0
    return out


def bandwidth_model_gbps(
    names: Sequence[str], lats: ArrayLike, lons: ArrayLike,
    window_mbit: float = RTT_FIT_WINDOW_MBIT,
) -> tuple[np.ndarray, np.ndarray]:
    """Bandwidth per ordered pair, measured or derived from RTT (``"measured-or-rtt-v1"``).

    Parameters
    ----------
    names : sequence of str
        Zone names. A zone in :data:`ZONE_MACRO_REGION_V1` may get measured pairs; any other
        zone gets derived pairs only.
    lats, lons : array_like, shape (R,)
        Region coordinates [degrees] (for the RTT of derived pairs).
    window_mbit : float
        ``K`` [Mbit] of ``K / RTT`` (default :data:`RTT_FIT_WINDOW_MBIT`; the sensitivity
        range is :data:`RTT_FIT_WINDOW_RANGE_MBIT`).

    Returns
    -------
    (numpy.ndarray, numpy.ndarray), shape (R, R) each
        Throughput from row region to column region [Gbit/s] (``inf`` on the diagonal), and
        the source tag of each pair (keys of :data:`BANDWIDTH_TAGS`).
    """
    la = np.asarray(lats, dtype=float).ravel()
    lo = np.asarray(lons, dtype=float).ravel()
    R = len(names)
    if la.size != R or lo.size != R:
        raise ValueError(f"{R} zones but {la.size} latitudes and {lo.size} longitudes")
    if not window_mbit > 0:
        raise ValueError(f"window_mbit must be > 0; got {window_mbit}")
    d = great_circle_km(la[:, None], lo[:, None], la[None, :], lo[None, :])
    rtt_s = latency_ms_from_distance(0.5 * (d + d.T)) / 1e3
    with np.errstate(divide="ignore"):
        derived = np.minimum(window_mbit / 1e3 / rtt_s, RTT_FIT_CAP_GBPS)
    table = MEASURED_THROUGHPUT_MBPS["aws"]
    out = np.empty((R, R))
    tags = np.empty((R, R), dtype=object)
    for i, a in enumerate(names):
        for j, b in enumerate(names):
            pair = (ZONE_MACRO_REGION_V1.get(a, "?"), ZONE_MACRO_REGION_V1.get(b, "?"))
            if i == j:
                out[i, j], tags[i, j] = np.inf, "self"
            elif pair in table:
                out[i, j], tags[i, j] = table[pair] / 1000.0, "persico-2016-aws"
            else:
                out[i, j] = derived[i, j]
                tags[i, j] = ("rtt-fit-v1-capped" if derived[i, j] >= RTT_FIT_CAP_GBPS
                              else "rtt-fit-v1")
    return out, tags


def bandwidth_pair_gbps(model: str, names: Sequence[str], lats: Sequence[float | None],
                        lons: Sequence[float | None]) -> np.ndarray:
    """The ``[R, R]`` bandwidth [Gbit/s] of a ``[network] bandwidth_gbps`` model name.

    ``"persico-2016-<provider>"`` is :func:`bandwidth_matrix_gbps` (as in gs-v1/gs-v2);
    ``"measured-or-rtt-v1"`` is :func:`bandwidth_model_gbps`.

    Raises
    ------
    ValueError
        Unknown model; a zone without a macro-region (Persico); missing coordinates.
    """
    if model == "measured-or-rtt-v1":
        if len(names) > 1 and any(v is None for v in (*lats, *lons)):
            raise ValueError("measured-or-rtt-v1 derives unmeasured pairs from the RTT: every "
                             "region needs lat and lon")
        la = [0.0 if v is None else float(v) for v in lats]
        lo = [0.0 if v is None else float(v) for v in lons]
        return bandwidth_model_gbps(names, la, lo)[0]
    if model.startswith("persico-2016-"):
        return bandwidth_matrix_gbps(names, model.rsplit("-", 1)[1])
    raise ValueError(f"bandwidth model {model!r}; expected one of {', '.join(BANDWIDTH_MODELS)}")


def great_circle_km(lat1: ArrayLike, lon1: ArrayLike, lat2: ArrayLike,
                    lon2: ArrayLike) -> np.ndarray:
    """Great-circle distance on a sphere of radius :data:`EARTH_RADIUS_KM` (haversine).

    Parameters
    ----------
    lat1, lon1, lat2, lon2 : array_like
        Latitudes and longitudes [degrees].

    Returns
    -------
    numpy.ndarray
        Distance [km].
    """
    p1, p2 = np.radians(lat1), np.radians(lat2)
    dphi = p2 - p1
    dlmb = np.radians(np.asarray(lon2, dtype=float) - np.asarray(lon1, dtype=float))
    h = np.sin(dphi / 2) ** 2 + np.cos(p1) * np.cos(p2) * np.sin(dlmb / 2) ** 2
    return 2.0 * EARTH_RADIUS_KM * _libm.arcsin(np.sqrt(np.clip(h, 0.0, 1.0)))


def _fibre_speed_km_per_s(group_index: float = FIBRE_GROUP_INDEX) -> float:
    return SPEED_OF_LIGHT_KM_PER_S / group_index


def latency_ms_from_distance(
    km: ArrayLike,
    route_inflation: float = ROUTE_INFLATION_DEFAULT,
    group_index: float = FIBRE_GROUP_INDEX,
    overhead_ms: float = 0.0,
) -> np.ndarray:
    """Round-trip time over fibre for a great-circle distance.

    Parameters
    ----------
    km : array_like
        Great-circle distance [km].
    route_inflation : float
        Fibre route length / great-circle distance [-], >= 1 [3].
    group_index : float
        Fibre group index [-] [2].
    overhead_ms : float
        Fixed round-trip processing/queueing time [ms], >= 0.

    Returns
    -------
    numpy.ndarray
        RTT [ms].
    """
    if route_inflation < 1.0:
        raise ValueError(f"route_inflation must be >= 1; got {route_inflation}")
    if overhead_ms < 0.0:
        raise ValueError(f"overhead_ms must be >= 0; got {overhead_ms}")
    d = np.asarray(km, dtype=float)
    return 2.0 * d * route_inflation / _fibre_speed_km_per_s(group_index) * 1e3 + overhead_ms


def measured_latency_for(
    names: Sequence[str], provider: str = "aws"
) -> dict[tuple[str, str], float]:
    """Expand the Persico et al. macro-region RTTs to pairs of zone names.

    Parameters
    ----------
    names : sequence of str
        Zone names (keys of :data:`ZONE_MACRO_REGION`; others are skipped).
    provider : {"aws", "azure"}

    Returns
    -------
    dict
        ``{(name_a, name_b): rtt_ms}`` for zones in different macro-regions,
        suitable as ``measured`` for :func:`latency_matrix_ms`.
    """
    if provider not in MEASURED_LATENCY_MS:
        raise ValueError(f"provider {provider!r}; expected one of {sorted(MEASURED_LATENCY_MS)}")
    table = MEASURED_LATENCY_MS[provider]
    out: dict[tuple[str, str], float] = {}
    for a in names:
        for b in names:
            ma, mb = ZONE_MACRO_REGION.get(a), ZONE_MACRO_REGION.get(b)
            if ma is None or mb is None or ma == mb:
                continue
            key = (ma, mb) if (ma, mb) in table else (mb, ma)
            out[(a, b)] = table[key]
    return out


def latency_matrix_ms(
    lats: ArrayLike,
    lons: ArrayLike,
    names: Sequence[str] | None = None,
    measured: Mapping[tuple[str, str], float] | None = None,
    route_inflation: float = ROUTE_INFLATION_DEFAULT,
    overhead_ms: float = 0.0,
) -> np.ndarray:
    """Round-trip latency matrix between regions [ms].

    Parameters
    ----------
    lats, lons : array_like, shape (R,)
        Region coordinates [degrees].
    names : sequence of str, optional
        Region names, needed to look up ``measured``.
    measured : mapping, optional
        ``{(name_a, name_b): rtt_ms}``; either order is accepted, and if both
        are given they are averaged. A measured value replaces the distance
        estimate but is floored at the straight-fibre bound ``2 d / v_fibre``.
        See :func:`measured_latency_for` for the Persico et al. values.
    route_inflation, overhead_ms : float
        As in :func:`latency_ms_from_distance`.

    Returns
    -------
    numpy.ndarray, shape (R, R)
        Symmetric RTT [ms] with zero diagonal, >= 2 d / c off the diagonal.
    """
    la = np.asarray(lats, dtype=float).ravel()
    lo = np.asarray(lons, dtype=float).ravel()
    if la.shape != lo.shape:
        raise ValueError(f"lats has {la.size} values but lons has {lo.size}")
    d = great_circle_km(la[:, None], lo[:, None], la[None, :], lo[None, :])
    d = 0.5 * (d + d.T)
    rtt = latency_ms_from_distance(d, route_inflation, overhead_ms=overhead_ms)
    if measured:
        if names is None:
            raise ValueError("latency_matrix_ms: measured pairs need names")
        if len(names) != la.size:
            raise ValueError(f"names has {len(names)} entries but there are {la.size} regions")
        floor = latency_ms_from_distance(d, 1.0)
        index = {n: i for i, n in enumerate(names)}
        sums = np.zeros_like(rtt)
        counts = np.zeros_like(rtt)
        for (a, b), ms in measured.items():
            if a in index and b in index and a != b:
                i, j = index[a], index[b]
                for u, v in ((i, j), (j, i)):
                    sums[u, v] += float(ms)
                    counts[u, v] += 1
        has = counts > 0
        mean = np.divide(sums, counts, out=np.zeros_like(sums), where=has)
        rtt = np.where(has, np.maximum(mean, floor), rtt)
    np.fill_diagonal(rtt, 0.0)
    return rtt


def transfer_s(data_gb: ArrayLike, latency_ms: ArrayLike, bandwidth_gbps: ArrayLike) -> np.ndarray:
    """Time to move data: one latency plus serialisation at the given bandwidth.

    .. math:: t = \\frac{latency}{1000} + \\frac{8\\, data_{GB}}{bandwidth_{Gbit/s}}

    Parameters
    ----------
    data_gb : array_like
        Data volume [GB] (1 GB = 8 Gbit).
    latency_ms : array_like
        Latency [ms] (RTT from :func:`latency_matrix_ms`).
    bandwidth_gbps : array_like
        Bandwidth [Gbit/s], > 0.

    Returns
    -------
    numpy.ndarray
        Transfer time [s]; 0 where ``data_gb`` is 0.
    """
    data = np.asarray(data_gb, dtype=float)
    bw = np.asarray(bandwidth_gbps, dtype=float)
    if np.any(bw <= 0):
        raise ValueError("bandwidth_gbps must be > 0")
    t = np.asarray(latency_ms, dtype=float) / 1e3 + 8.0 * data / bw
    return np.where(data > 0, t, 0.0)


def transfer_kwh_per_gb(year: ArrayLike) -> np.ndarray:
    """Electricity intensity of data transmission, Aslan et al. 2018 [5] trend.

    .. math:: e(y) = 0.06 \\cdot 2^{-(y - 2015)/2}

    Parameters
    ----------
    year : array_like
        Calendar year (may be fractional).

    Returns
    -------
    numpy.ndarray
        Energy [kWh/GB]. The fit is based on 2000-2015 estimates; values for
        years far from 2015 are extrapolations.
    """
    y = np.asarray(year, dtype=float)
    return TRANSFER_KWH_PER_GB_DEFAULT * _libm.exp2(-(y - 2015.0) / 2.0)
