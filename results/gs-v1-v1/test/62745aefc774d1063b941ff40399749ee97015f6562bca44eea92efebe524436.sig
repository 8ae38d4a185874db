{
  "algorithm": "ed25519",
  "content_sha256": "baec4ae8778b29cc614822c307f5dba45cc533722581316e506b212b624bfaac",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "62745aefc774d1063b941ff40399749ee97015f6562bca44eea92efebe524436",
  "schema": "gridshift.signature/1",
  "signature": "c77a224bbe36de07597851f9a1f3b1db15ba4fe6a0028d98f598fd99e606d90529787520c95e055eb1207f8de10315fc048907fcf206be2bc82b84d98b1c6004"
}
