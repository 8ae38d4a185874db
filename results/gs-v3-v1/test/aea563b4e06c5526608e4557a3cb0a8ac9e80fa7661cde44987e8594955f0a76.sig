{
  "algorithm": "ed25519",
  "content_sha256": "1707f8d3bf84a5b4d458efcb9fb851cc8c84a5330fef3302858d60943da9c0e4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "aea563b4e06c5526608e4557a3cb0a8ac9e80fa7661cde44987e8594955f0a76",
  "schema": "gridshift.signature/1",
  "signature": "a9dbb310d0ac2d636fba05e760fde3a4d01e9180f6fdd9aaf9d24813e95ffdb33bfc8fd79e5439c81213ab5bc1d4be0e3b7250337f512a0488e1bbd96c72640c"
}
