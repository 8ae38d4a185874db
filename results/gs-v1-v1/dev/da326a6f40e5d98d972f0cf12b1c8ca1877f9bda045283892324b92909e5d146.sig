{
  "algorithm": "ed25519",
  "content_sha256": "2a4e15fe932ca09ca1eba04309f8b923d055f1655d4477f9e9f4c2f5f07c3992",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "da326a6f40e5d98d972f0cf12b1c8ca1877f9bda045283892324b92909e5d146",
  "schema": "gridshift.signature/1",
  "signature": "96e469da90795e7b54f9e878a08f353731b6e71d33f3d9d48408a5f1f69378d5652f9a303d3fa78ac4dee9ab7a142d6e9d26efdc0ef9d92a0c82796418cfe40f"
}
