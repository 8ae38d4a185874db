{
  "algorithm": "ed25519",
  "content_sha256": "a743b1bcd0ecc9f57b52fe352757e3c57d328eac5c2d684cb8134ebb9e3303ae",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e52a5061bc9768810f1b8de97766c0444fc036f91e760ba2cf7e3ea2a5633c9a",
  "schema": "gridshift.signature/1",
  "signature": "c678bf34d6aec3f3eda56fa283311242ccda67bba43c6e3ff9302cb09c726c2639c12ad7169e9c374cc770cd29156bd5fc454dc40b61e75670465b9c91e2b50d"
}
