{
  "algorithm": "ed25519",
  "content_sha256": "03947b8a9683ce7b7ca290a9366df11e60dabf5fbb180a29f31d3ed7c727b177",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "eb7a2f8462cedcd00ca8f7a1df917124d09cd3d3e17f2c2689a1e0413a8034fa",
  "schema": "gridshift.signature/1",
  "signature": "1af292da191b202abd5632d5f249be521a175965523a83bc108316c1cf77e1eb2502694df9ffa8f362495d3e510b133ba5d1ef48bcaf4716cec4826791aa7a0b"
}
