{
  "algorithm": "ed25519",
  "content_sha256": "336f2a19cbada9f41cca09c67ab8c8593537242d2b5f7350c03d0586a7b2d549",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "efaf6df83e2395b9fa0a90d1b27d72b06660fcbb1518cc842e4b770362ce985d",
  "schema": "gridshift.signature/1",
  "signature": "1107e66899f05a576582eeff3545a8178f3256c992cb6e0361f62d6a8b5b4aed705b8a3b2708a93c716a8f36db8948a5d59cd7ced3c257800a1cb03502c65c0a"
}
