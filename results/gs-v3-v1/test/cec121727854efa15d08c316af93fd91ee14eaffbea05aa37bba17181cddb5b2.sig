{
  "algorithm": "ed25519",
  "content_sha256": "b25d713e760510c419b5add5456adbbed2c37b52563608dcfcf701e01b284cb0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cec121727854efa15d08c316af93fd91ee14eaffbea05aa37bba17181cddb5b2",
  "schema": "gridshift.signature/1",
  "signature": "506156dc4ae178b44f42b319256d4b1c47cf3f3ec7069474e57b2eeb8b5e96c05bcb61e4a2d21ea37eb126e5ae9b8ecf7e66c2d2a88f014badf482bd9d82e903"
}
