{
  "algorithm": "ed25519",
  "content_sha256": "227e7cbd10098922261d2ec1ef3747b4b6e31e1cf2e8f3a6f818004b0f76fd36",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4927882e2ae275f244c539606ecd90492ea8094122c92464921e3d29cbf78758",
  "schema": "gridshift.signature/1",
  "signature": "3a2d211a6ca4ca3bafddc955b16f4fdf5444c2c9f7237c77a7eddfbd7844513444b92ea993e9f5f692a46a426783c1d96db810aaf831eb27fa4c9469ab50f208"
}
