{
  "algorithm": "ed25519",
  "content_sha256": "40f6bdbc82f75b8f12323d934a3f6df6fdf5ab94b3eea61e1105abcdffddc1dd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dce9501366766e97f9765aa8db6d28c79653fab5e9e8c37499f853bb628f0ba9",
  "schema": "gridshift.signature/1",
  "signature": "d068ed9057da8d3e024bb073496b17193b537dabd6a83bc1129874f7cbd32cdedd1e2554ae599d712103b99e2a62ac2122bfdc1a444983443350d8178d322a0e"
}
