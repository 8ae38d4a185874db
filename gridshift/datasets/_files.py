"""Reading a data file's original bytes, shared by the store and the readers.

Its own module so that :mod:`gridshift.datasets.readers` does not import
:mod:`gridshift.datasets.store` (which calls the readers when it verifies a dataset).
"""

from __future__ import annotations

import gzip
from pathlib import Path

from gridshift.errors import DataError

__all__ = ["open_bytes"]


def open_bytes(path: str | Path) -> bytes:
    """Return the original bytes of a plain, ``.gz`` or ``.zst`` file."""
    p = Path(path)
    raw = p.read_bytes()
    try:
        if p.suffix == ".gz":
            return gzip.decompress(raw)
        if p.suffix == ".zst":
            import zstandard

            return zstandard.ZstdDecompressor().decompressobj().decompress(raw)
    except (OSError, EOFError, ValueError) as exc:
        raise DataError(f"{p}: cannot be decompressed ({exc}); the file is truncated or "
                        "not in the format its suffix says") from None
    except Exception as exc:  # zstandard.ZstdError is not an OSError
        raise DataError(f"{p}: cannot be decompressed ({exc})") from None
    return raw
