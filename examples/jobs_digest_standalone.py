"""jobs-digest/1 of a per-job Parquet table, without gridshift: pyarrow and numpy only.

    python examples/jobs_digest_standalone.py jobs.parquet   # prints the record's jobs_digest

The specification is docs/reference/record-identity.md; gridshift's own implementation is
gridshift/_digest.py. This script is tested against it (tests/test_digest.py).
"""
import hashlib
import struct
import sys

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.parquet as pq


def kind(t):
    t = t.value_type if pa.types.is_dictionary(t) else t
    if pa.types.is_integer(t):
        return "int"
    if pa.types.is_floating(t):
        return "float"
    if pa.types.is_boolean(t):
        return "bool"
    if pa.types.is_string(t) or pa.types.is_large_string(t):
        return "string"
    tz = {None: "naive", "UTC": "UTC", "Etc/UTC": "UTC", "+00:00": "UTC"}.get(t.tz, t.tz)
    return f"timestamp[us, {tz}]"


def column_digest(name, col):
    a = col.combine_chunks() if isinstance(col, pa.ChunkedArray) else col
    a = a.dictionary_decode() if pa.types.is_dictionary(a.type) else a
    k, v = kind(a.type), a.drop_null()
    sections = [np.asarray(a.is_valid(), dtype=np.uint8).tobytes()]
    if k == "string":
        sections.append(np.asarray(pc.binary_length(v), dtype="<u4").tobytes())
        sections.append(b"".join(s.encode() for s in v.to_pylist()))
    elif k.startswith("timestamp"):
        per_us = {"s": 10**6, "ms": 10**3, "us": 1, "ns": 1}[a.type.unit]
        us = np.asarray(v.cast(pa.int64()), dtype=np.int64) * per_us
        sections.append((us // 1000 if a.type.unit == "ns" else us).astype("<i8").tobytes())
    else:
        dt = {"int": "<i8", "float": "<f8", "bool": "u1"}[k]
        sections.append(np.asarray(v.to_numpy(zero_copy_only=False)).astype(dt).tobytes())
    h = hashlib.sha256()
    for s in (name.encode(), k.encode()):
        h.update(struct.pack("<I", len(s)) + s)
    for s in sections:
        h.update(hashlib.sha256(s).digest())
    return h.digest()


def jobs_digest(table):
    h = hashlib.sha256(b"gridshift.jobs-digest/1\n")
    h.update(struct.pack("<QI", table.num_rows, table.num_columns))
    for name, col in zip(table.column_names, table.columns, strict=True):
        h.update(column_digest(name, col))
    return h.hexdigest()


if __name__ == "__main__":
    print(jobs_digest(pq.read_table(sys.argv[1])))
