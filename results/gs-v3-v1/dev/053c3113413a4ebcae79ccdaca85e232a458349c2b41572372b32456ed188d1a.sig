{
  "algorithm": "ed25519",
  "content_sha256": "db424ba4cadd013a60598cc8c23532785b44a88ed5a55c751eb7e92cadd2fd96",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "053c3113413a4ebcae79ccdaca85e232a458349c2b41572372b32456ed188d1a",
  "schema": "gridshift.signature/1",
  "signature": "3a4c8467c86e1c0a0ab74eec616b279091d8dc0d2a98a98ab93b8460cdd3cb5ba5900a4bec29d7fdb422543478436f039e1b8c978e932f5e12b64240c10d170d"
}
