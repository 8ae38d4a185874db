{
  "algorithm": "ed25519",
  "content_sha256": "5a3c5debc690eea1fb784d3ccfaebe9701deb22c69ed0b6055e55c601af5f619",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "efe3d9d0540010a9761e1ff6b7f8481584a180171d7f273ddb0c0bfaf01c5843",
  "schema": "gridshift.signature/1",
  "signature": "8bbb45dcb935cb75e7012e74ca2f2b43977d49f72f571cadb276f736207f42c32c37ac093f9d9ddfd3240e8d99132f0a900400612b274fc0f36fce268a443f02"
}
