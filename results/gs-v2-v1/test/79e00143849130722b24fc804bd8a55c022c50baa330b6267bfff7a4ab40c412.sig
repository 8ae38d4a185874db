{
  "algorithm": "ed25519",
  "content_sha256": "e15cb6494c3fe53ab20d4c6158bcb0490abd04dba7401336b6da63ec8b1fdcce",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "79e00143849130722b24fc804bd8a55c022c50baa330b6267bfff7a4ab40c412",
  "schema": "gridshift.signature/1",
  "signature": "ed20fa6b0c1b2d308dafd5ac25866481f622fb836c5713a5ea3b2ae10d376772ac93790d98ff66733100a62102f72ac85594c2c3d1faf7bc5794f50c719dfe0b"
}
