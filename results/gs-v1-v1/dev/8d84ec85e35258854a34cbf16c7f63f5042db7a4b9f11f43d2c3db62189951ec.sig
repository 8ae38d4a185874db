{
  "algorithm": "ed25519",
  "content_sha256": "7a034705128a7de34f68b6ccfff41e5050d6f52e231d16915a1647733a3ae85b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8d84ec85e35258854a34cbf16c7f63f5042db7a4b9f11f43d2c3db62189951ec",
  "schema": "gridshift.signature/1",
  "signature": "687b8daf3ab38e44966bc063a0d3e11d6669567d0eb328b5eaae1af89df7b0a0c20ad702fa4a7f4381ca3320310f420984d176ce5e07fcfae7b3398c907c4809"
}
