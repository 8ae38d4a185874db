"""``jobs_digest``: a content digest of a per-job table, independent of how it was encoded.

A record's per-job table is identified by what it holds, never by the bytes a Parquet writer
produced (those embed the writer's name and version, its compression and its row groups).
This module computes **jobs-digest/1**, specified in ``docs/reference/record-identity.md``:

* every column, in table order, is reduced to *sections*, each a byte stream hashed with
  SHA-256: ``validity`` (one byte per row: 1 present, 0 null), then for a fixed-width type
  ``values`` (each present value little-endian: ``int`` as int64 two's complement,
  ``float`` as the IEEE-754 binary64 bit pattern, NaN payloads and -0.0 as they are,
  ``bool`` as one byte 0/1, ``timestamp[us, <tz>]`` as int64 microseconds since the epoch,
  from any unit exactly; ``<tz>`` is ``UTC`` for any spelling of UTC, ``naive`` for none),
  or for
  ``string`` ``lengths`` (uint32 LE byte length of each present value) and ``utf8`` (the
  present values' UTF-8 bytes, concatenated);
* the column's digest is SHA-256 over ``u32le(len(name)) name u32le(len(type)) type`` and
  its section digests in that order;
* the table's digest is SHA-256 over ``b"gridshift.jobs-digest/1\\n"``, ``u64le(rows)``,
  ``u32le(columns)`` and the column digests in order; written as 64 lowercase hex digits.

Integers of any width and signedness are ``int`` (as int64; a uint64 above 2**63 - 1 is
refused), float16/32/64 are ``float`` (widened exactly), strings of any Arrow layout
(``string``, ``large_string``, ``string_view``) and dictionary-encoded or categorical
columns of strings are ``string`` by their **values**, not their codes. So the digest does not
depend on the Parquet writer, row groups, compression, dictionary encoding, chunking or the
library (polars, pyarrow, pandas through pyarrow) that holds the table; it changes when any
value, null, NaN payload, column name, column order or logical type changes.

Tables can be fed in blocks (:class:`JobsDigest`): the sections are hashed incrementally,
so a streamed table gives the digest of the whole without being held at once.
"""

from __future__ import annotations

import hashlib
import struct
from typing import Any

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

__all__ = ["DIGEST_VERSION", "JobsDigest", "jobs_digest", "logical_type"]

#: The digest's name and version (the first bytes hashed).
DIGEST_VERSION = "gridshift.jobs-digest/1"


def logical_type(t: pa.DataType) -> str:
    """The logical type name of an Arrow type (see the module docstring).

    Raises:
        TypeError: a type the digest does not define (nested, binary, decimal, date, ...).
    """
    if pa.types.is_dictionary(t):
        return logical_type(t.value_type)
    if pa.types.is_integer(t):
        return "int"
    if pa.types.is_floating(t):
        return "float"
    if pa.types.is_boolean(t):
        return "bool"
    if pa.types.is_string(t) or pa.types.is_large_string(t) or \
            (hasattr(pa.types, "is_string_view") and pa.types.is_string_view(t)):
        return "string"
    if pa.types.is_timestamp(t):
        return f"timestamp[us, {_tz(t.tz)}]"
    raise TypeError(f"jobs digest: column type {t} is not defined by {DIGEST_VERSION}")


_UTC = {"UTC", "Etc/UTC", "+00:00", "Z", "utc", "GMT", "Etc/GMT", "Zulu", "Universal"}


def _tz(tz: str | None) -> str:
    if tz is None:
        return "naive"
    return "UTC" if tz in _UTC else tz


def _micros(a: pa.Array, name: str) -> np.ndarray:
    """A timestamp array's values as int64 microseconds (exactly; a finer value is refused)."""
    v = _values(a.view(pa.int64()), "<i8")
    unit = a.type.unit
    if unit == "s":
        return v * 1_000_000
    if unit == "ms":
        return v * 1_000
    if unit == "ns":
        if (v % 1000).any():
            raise ValueError(f"jobs digest: column {name} holds timestamps finer than a "
                             "microsecond")
        return v // 1000
    return v


def _values(a: pa.Array, dtype: str) -> np.ndarray:
    """The values of ``a`` (an array without nulls of the fixed-width type ``dtype`` names;
    booleans as 0/1 bytes), read from its data buffer: what ``a.to_numpy()`` gives, without
    the pandas import that ``Array.to_numpy`` makes on its first call (0.15-0.6 s)."""
    dt = np.dtype(dtype)
    if pa.types.is_boolean(a.type):
        a = a.cast(pa.uint8())
    if len(a) == 0:
        return np.zeros(0, dtype=dt)
    return np.frombuffer(a.buffers()[1], dtype=dt, count=len(a), offset=a.offset * dt.itemsize)


def _plain(a: pa.Array) -> pa.Array:
    """The array's values in a plain layout (dictionary decoded, views as strings)."""
    if pa.types.is_dictionary(a.type):
        a = a.dictionary_decode()
    t = a.type
    if hasattr(pa.types, "is_string_view") and pa.types.is_string_view(t):
        a = a.cast(pa.large_string())
    return a


class _Column:
    def __init__(self, name: str, kind: str) -> None:
        self.name, self.kind = name, kind
        n = 3 if kind == "string" else 2
        self.sections = [hashlib.sha256() for _ in range(n)]

    def update(self, a: pa.Array) -> None:
        a = _plain(a)
        valid = np.ones(len(a), dtype=np.uint8) if a.null_count == 0 else \
            _values(a.is_valid(), "u1")
        self.sections[0].update(valid.tobytes())
        present = a.drop_null() if a.null_count else a
        if self.kind == "string":
            lens = _values(pc.binary_length(present).cast(pa.int64()), "<i8")
            if len(lens) and int(lens.max()) > 0xFFFFFFFF:
                raise ValueError(f"jobs digest: a value of column {self.name} is over 4 GiB")
            self.sections[1].update(np.asarray(lens, dtype="<u4").tobytes())
            big = present.cast(pa.large_string())
            offs = np.frombuffer(big.buffers()[1], dtype="<i8",
                                 count=len(big) + 1, offset=big.offset * 8)
            data = big.buffers()[2]
            if len(big) and data is not None and offs[-1] > offs[0]:
                self.sections[2].update(memoryview(data)[offs[0]:offs[-1]])
            return
        if self.kind == "bool":
            v = _values(present, "u1")
        elif self.kind == "float":
            v = _values(present.cast(pa.float64()), "<f8")
        elif self.kind == "int":
            if pa.types.is_uint64(present.type) and len(present) and \
                    int(pc.max(present).as_py()) > 2**63 - 1:
                raise ValueError(f"jobs digest: column {self.name} holds a uint64 above "
                                 "2**63 - 1")
            v = _values(present.cast(pa.int64()), "<i8")
        else:  # timestamp: int64 microseconds
            v = np.asarray(_micros(present, self.name), dtype="<i8")
        self.sections[1].update(np.ascontiguousarray(v).tobytes())

    def digest(self) -> bytes:
        h = hashlib.sha256()
        for s in (self.name, self.kind):
            b = s.encode()
            h.update(struct.pack("<I", len(b)) + b)
        for sec in self.sections:
            h.update(sec.digest())
        return h.digest()


class JobsDigest:
    """Incremental jobs-digest/1: :meth:`update` with blocks of rows, then :meth:`hexdigest`.

    Every block must have the same column names and logical types, in the same order.
    """

    def __init__(self) -> None:
        self._cols: list[_Column] | None = None
        self.rows = 0

    def update(self, block: Any) -> None:
        """Add a block of rows (an Arrow table or record batch, or a polars DataFrame)."""
        t = _arrow(block)
        kinds = [(f.name, logical_type(f.type)) for f in t.schema]
        if self._cols is None:
            self._cols = [_Column(n, k) for n, k in kinds]
        elif kinds != [(c.name, c.kind) for c in self._cols]:
            raise ValueError("jobs digest: a block's columns differ from the first block's: "
                             f"{kinds} vs {[(c.name, c.kind) for c in self._cols]}")
        for col, arr in zip(self._cols, t.columns, strict=True):
            chunks = arr.chunks if isinstance(arr, pa.ChunkedArray) else [arr]
            for ch in chunks:
                col.update(ch)
        self.rows += t.num_rows

    def hexdigest(self) -> str:
        """The digest (64 lowercase hex digits)."""
        cols = self._cols or []
        h = hashlib.sha256(DIGEST_VERSION.encode() + b"\n")
        h.update(struct.pack("<QI", self.rows, len(cols)))
        for c in cols:
            h.update(c.digest())
        return h.hexdigest()


def _arrow(block: Any) -> pa.Table:
    if isinstance(block, pa.Table):
        return block
    if isinstance(block, pa.RecordBatch):
        return pa.Table.from_batches([block])
    to_arrow = getattr(block, "to_arrow", None)  # polars
    if callable(to_arrow):
        return to_arrow()
    raise TypeError(f"jobs digest: expected an Arrow table/batch or a polars DataFrame, got "
                    f"{type(block).__name__}")


def jobs_digest(table: Any) -> str:
    """jobs-digest/1 of a whole table (Arrow table, batch or batch reader, polars DataFrame)
    or of a Parquet file (a path: read row group by row group)."""
    d = JobsDigest()
    if isinstance(table, str) or hasattr(table, "__fspath__"):
        import pyarrow.parquet as pq

        f = pq.ParquetFile(table)
        if f.metadata.num_row_groups == 0:
            d.update(f.schema_arrow.empty_table())
        for i in range(f.metadata.num_row_groups):
            d.update(f.read_row_group(i))
        return d.hexdigest()
    if isinstance(table, pa.RecordBatchReader):  # e.g. DuckDB's result, batch by batch
        n = 0
        for batch in table:
            d.update(batch)
            n += 1
        if n == 0:
            d.update(table.schema.empty_table())
        return d.hexdigest()
    d.update(table)
    return d.hexdigest()
