{
  "algorithm": "ed25519",
  "content_sha256": "51e52014da0f7c773f4eafd663e8d2f726d64f96c8c352f4d4ac42904fd67798",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bdeb5d293d955c0ffbde2f17a7dc2c55b53f874104ca413682e55d3d1295a005",
  "schema": "gridshift.signature/1",
  "signature": "05143cfc80812d11dd4dea449bc2c7bd4e01cb0807d5368455f0e9446aa7f31cb40f80c9948e3ef2984607b40503b2468dd97ecf7ea87cba10a180c93cde9a01"
}
