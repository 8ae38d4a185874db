{
  "algorithm": "ed25519",
  "content_sha256": "27c3b19b23f092038dbf9ae42e875b794ed022e886e8a384fdad91f299262685",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "eebaa6ecfe5f16ffc0dc0b8efeeb6a6f90e8cfe2032f415df8ed762d3c29ef9e",
  "schema": "gridshift.signature/1",
  "signature": "baabc93ba12e45b143588eabbf84aee1d4685deaf4d3d77345c1ea378445fa9991170fd4c53c841aea572c2a6aec14bbbae61cf9aea27fee83b30a6f49857d0f"
}
