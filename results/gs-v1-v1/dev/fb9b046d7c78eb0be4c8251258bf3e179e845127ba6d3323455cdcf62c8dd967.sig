{
  "algorithm": "ed25519",
  "content_sha256": "951db64cf9c151bb1c40e566f95a3a4fa784e83f909fac1b9afd88ab4447c78a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fb9b046d7c78eb0be4c8251258bf3e179e845127ba6d3323455cdcf62c8dd967",
  "schema": "gridshift.signature/1",
  "signature": "ae4ce28cb5ff32c8ad311e612b9e0368680491bbaef589da57d4d04493ddc28adc90d2c2613a482151b7e3d1b2a89fe7f212f39a93e19a435526fb11b4e2870a"
}
