{
  "algorithm": "ed25519",
  "content_sha256": "156a4ef657265208d26cda520dcee8d2ffed67a4df27e64b1d3c764e4419a62b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1e4291ea9717fd764dbf0acde8140c5119d5d06867086d37873a859cd2e1d8a0",
  "schema": "gridshift.signature/1",
  "signature": "1e6e1470093e280b0ba498d5b972f7329a3aaa0c6798855ef8de7e5ddde5f54c4dda62104a088adfca05f91cffb8111678ef9b5443754a47a85f471c466e0b09"
}
