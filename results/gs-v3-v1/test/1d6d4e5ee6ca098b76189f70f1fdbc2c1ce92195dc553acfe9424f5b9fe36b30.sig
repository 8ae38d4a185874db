{
  "algorithm": "ed25519",
  "content_sha256": "fc9cb05525149205d85a3a0d3babb524221fc948113c5bc44d32e745bd0db090",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1d6d4e5ee6ca098b76189f70f1fdbc2c1ce92195dc553acfe9424f5b9fe36b30",
  "schema": "gridshift.signature/1",
  "signature": "b3dc4ea62da976e21d5c2d864b4c0823508936aa37049702b670c20b6d2cc9253fcea04bc6296ec042df418f9d3997da0b1f94d813ada461b2693d72d38ba705"
}
