"""Real location names a carbon-aware tool sends, mapped to a scenario's grid zones.

Software written against WattTime, Electricity Maps or the Carbon Aware SDK names places as
those services do: a WattTime balancing-authority region (``CAISO_NORTH``), an Electricity Maps
zone (``US-CAL-CISO``, ``DE``), or a cloud region (``westus`` on Azure, which the Carbon Aware
SDK's default location source uses; ``us-west-1`` on AWS; ``europe-west3`` on GCP). ``gridshift
serve`` answers those names too, so such a tool runs against a replay with nothing changed but
its base URL: a name of :data:`REAL_NAMES` resolves to the first of its grid zones the scenario
has (a region's ``zone``, when exactly one region of the scenario has it).

Resolution order (:func:`resolve`): the scenario's region ids, then its zones (each zone that
exactly one region has), then this table. The table is a mapping for a replay, not a registry:
each cloud region is mapped to the grid zone of the city its provider names for it (Azure,
AWS and GCP region documentation), each WattTime region to the Electricity Maps zone of its
balancing authority. ``docs/real-schedulers.md`` lists it; pass ``extra`` to
:class:`gridshift.serve.replay.Replay` for names of your own.
"""

from __future__ import annotations

from collections.abc import Mapping

__all__ = ["KINDS", "REAL_NAMES", "resolve", "table_rows"]

#: Kinds of name, in the order the table lists them.
KINDS = ("watttime", "electricitymaps", "azure", "aws", "gcp")

# zone(s) an Electricity Maps zone may appear as in a scenario (ENTSO-E bidding zone or country)
_DE = ("DE", "DE-LU")

#: name -> (kind, grid zones it may map to, first present wins). Cloud regions: the city the
#: provider's region list gives (Azure "Geographies", AWS "Regions and Availability Zones",
#: GCP "Cloud locations", 2024), placed in the balancing authority / grid zone serving it.
REAL_NAMES: dict[str, tuple[str, tuple[str, ...]]] = {
    # WattTime v3 regions (balancing authorities and their sub-regions)
    "CAISO_NORTH": ("watttime", ("US-CAL-CISO",)),
    "ERCOT_NORTHCENTRAL": ("watttime", ("US-TEX-ERCO",)),
    "ERCOT_HOUSTON": ("watttime", ("US-TEX-ERCO",)),
    "ERCOT_SANANTONIO": ("watttime", ("US-TEX-ERCO",)),
    "ERCOT_AUSTIN": ("watttime", ("US-TEX-ERCO",)),
    "ERCOT_COAST": ("watttime", ("US-TEX-ERCO",)),
    "NYISO_NYC": ("watttime", ("US-NY-NYIS",)),
    "PJM_DC": ("watttime", ("US-MIDA-PJM",)),
    "PJM_NJ": ("watttime", ("US-MIDA-PJM",)),
    "PJM_ROANOKE": ("watttime", ("US-MIDA-PJM",)),
    "PJM_SOUTHWEST_OH": ("watttime", ("US-MIDA-PJM",)),
    "PJM_CHICAGO": ("watttime", ("US-MIDA-PJM",)),
    "IESO_ONTARIO": ("watttime", ("CA-ON",)),
    "NEM_NSW": ("watttime", ("AU-NSW",)),
    "NEM_VIC": ("watttime", ("AU-VIC",)),
    "UK": ("watttime", ("GB",)),
    # Electricity Maps zones a scenario may hold under another spelling
    "DE": ("electricitymaps", _DE),
    "DE-LU": ("electricitymaps", _DE),
    # Azure (the Carbon Aware SDK's default location source: azure-regions.json)
    "westus": ("azure", ("US-CAL-CISO",)),               # California
    "southcentralus": ("azure", ("US-TEX-ERCO",)),       # Texas (San Antonio)
    "eastus": ("azure", ("US-MIDA-PJM",)),               # Virginia
    "eastus2": ("azure", ("US-MIDA-PJM",)),              # Virginia
    "germanywestcentral": ("azure", _DE),                # Frankfurt
    "southeastasia": ("azure", ("SG",)),                 # Singapore
    "australiaeast": ("azure", ("AU-NSW",)),             # New South Wales
    "australiasoutheast": ("azure", ("AU-VIC",)),        # Victoria
    "canadacentral": ("azure", ("CA-ON",)),              # Toronto
    "uksouth": ("azure", ("GB",)),                       # London
    "koreacentral": ("azure", ("KR",)),                  # Seoul
    "southafricanorth": ("azure", ("ZA",)),              # Johannesburg
    "japaneast": ("azure", ("JP-TK",)),                  # Tokyo, Saitama
    "westindia": ("azure", ("IN-WE",)),                  # Mumbai
    "brazilsouth": ("azure", ("BR-SP",)),                # Sao Paulo State
    # AWS
    "us-west-1": ("aws", ("US-CAL-CISO",)),              # N. California
    "us-east-1": ("aws", ("US-MIDA-PJM",)),              # N. Virginia
    "us-east-2": ("aws", ("US-MIDA-PJM",)),              # Ohio
    "eu-central-1": ("aws", _DE),                        # Frankfurt
    "ap-southeast-1": ("aws", ("SG",)),                  # Singapore
    "ap-southeast-2": ("aws", ("AU-NSW",)),              # Sydney
    "ap-southeast-4": ("aws", ("AU-VIC",)),              # Melbourne
    "eu-west-2": ("aws", ("GB",)),                       # London
    "ap-northeast-2": ("aws", ("KR",)),                  # Seoul
    "af-south-1": ("aws", ("ZA",)),                      # Cape Town
    "ap-northeast-1": ("aws", ("JP-TK",)),               # Tokyo
    "ap-south-1": ("aws", ("IN-WE",)),                   # Mumbai
    "sa-east-1": ("aws", ("BR-SP",)),                    # Sao Paulo
    # GCP
    "us-south1": ("gcp", ("US-TEX-ERCO",)),              # Dallas
    "us-east4": ("gcp", ("US-MIDA-PJM",)),               # N. Virginia
    "europe-west3": ("gcp", _DE),                        # Frankfurt
    "asia-southeast1": ("gcp", ("SG",)),                 # Singapore
    "australia-southeast1": ("gcp", ("AU-NSW",)),        # Sydney
    "australia-southeast2": ("gcp", ("AU-VIC",)),        # Melbourne
    "northamerica-northeast2": ("gcp", ("CA-ON",)),      # Toronto
    "europe-west2": ("gcp", ("GB",)),                    # London
    "asia-northeast3": ("gcp", ("KR",)),                 # Seoul
    "asia-northeast1": ("gcp", ("JP-TK",)),              # Tokyo
    "asia-south1": ("gcp", ("IN-WE",)),                  # Mumbai
    "southamerica-east1": ("gcp", ("BR-SP",)),           # Sao Paulo
    "southamerica-west1": ("gcp", ("CL-SIC",)),          # Santiago
    "africa-south1": ("gcp", ("ZA",)),                   # Johannesburg
}


def resolve(name: str, regions: tuple[str, ...], zones: tuple[str, ...],
            extra: Mapping[str, str] | None = None) -> int | None:
    """Index of the scenario region ``name`` stands for, or ``None``.

    Args:
        name: What the client sent (a region id, a zone, or a name of :data:`REAL_NAMES` or
            ``extra``).
        regions: The scenario's region ids.
        zones: Their grid zones.
        extra: More names, each mapped to a region id or a zone of the scenario.
    """
    if name in regions:
        return regions.index(name)
    if zones.count(name) == 1:
        return zones.index(name)
    if extra and name in extra:
        return resolve(extra[name], regions, zones)
    ent = REAL_NAMES.get(name)
    if ent is None:
        return None
    for z in ent[1]:
        if zones.count(z) == 1:
            return zones.index(z)
    return None


def table_rows() -> list[tuple[str, str, str]]:
    """``(kind, name, zones)`` rows of :data:`REAL_NAMES`, in :data:`KINDS` order (for docs)."""
    return [(k, n, " or ".join(z)) for kind in KINDS
            for n, (k, z) in REAL_NAMES.items() if k == kind]
