{
  "algorithm": "ed25519",
  "content_sha256": "88e0a3ef0531f6d83d5e1c600dbfe292e04badff70ea7d9d162259db7a86bdda",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "09d2cd202d0565593cf4d926c3f9111385293dc3cd5b64e30f77c869cadf7d44",
  "schema": "gridshift.signature/1",
  "signature": "f71d658206e6018758a17977801656f7dee7fa1e9ce4da247aec875d9b4cfc73474487b84e511e11941b3a72c5698fba90ce468964c86ab74d7af02dfb622002"
}
