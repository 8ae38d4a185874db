{
  "algorithm": "ed25519",
  "content_sha256": "89e2a52ddbff2d1e3a2a6894e2362d350c833a2ddf6e428b23e91b444c6a11cd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c58ba8dc6a432a7047ee7a7b2d5dd7d7a7df7b60aced1ace7514c06238c8e4d1",
  "schema": "gridshift.signature/1",
  "signature": "036ab89c765692186a1b55907370093b270d1c5514632ff4078bff4869f7d9c5500ac324c71736dc3a66a3869c4cd851d602382bb0f01240231c96d24330ac07"
}
