{
  "algorithm": "ed25519",
  "content_sha256": "88f6e15243e2c9064d6a0fc4ea6ce46c45d222e40150057c37d52c55fee70892",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5410bf247f25c2dfbac523d4636d6a9ddfd4894828eac6127fd601724b8d1fc5",
  "schema": "gridshift.signature/1",
  "signature": "1467351d3c96acdba14683085f7a6852b979dac409fdd3cd785c2cbd73954ef3d282ac6fd7b0d568c751d9972bcde7f2b69bd363d1880a648b328d1d97fcbd09"
}
