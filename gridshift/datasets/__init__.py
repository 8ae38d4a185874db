"""Real datasets: cards, fetch and cache, ``read_<source>`` readers and canonical loaders.

Nothing here reads the cache or the network at import time.
"""

from __future__ import annotations

from gridshift.datasets.api import load_jobs, load_network, load_signals, load_weather_column
from gridshift.datasets.cards import Card, CardFile, get_card, list_cards
from gridshift.datasets.readers import LoadReport
from gridshift.datasets.store import (
    ImportReport,
    cache_dir,
    dataset_hashes,
    fetch,
    import_dir,
    validate,
)

__all__ = [
    "Card",
    "CardFile",
    "ImportReport",
    "LoadReport",
    "cache_dir",
    "dataset_hashes",
    "fetch",
    "get_card",
    "import_dir",
    "list_cards",
    "load_jobs",
    "load_network",
    "load_signals",
    "load_weather_column",
    "validate",
]
