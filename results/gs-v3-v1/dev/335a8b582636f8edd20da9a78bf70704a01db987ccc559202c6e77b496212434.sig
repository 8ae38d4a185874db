{
  "algorithm": "ed25519",
  "content_sha256": "94855edc05f1cde618cd65c5ed3861eb664c587da892cf481b4043b0364bec0d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "335a8b582636f8edd20da9a78bf70704a01db987ccc559202c6e77b496212434",
  "schema": "gridshift.signature/1",
  "signature": "9a720d00afc00eb049839fc748a145c8cfb44536d6815f82b68aecaac217cd5d77dca4fa048480039bb810bb5ece426371ba3d6c246ba3d8bdad1a0c210e5b01"
}
