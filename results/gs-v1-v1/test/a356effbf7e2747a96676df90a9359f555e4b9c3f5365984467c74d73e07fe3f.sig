{
  "algorithm": "ed25519",
  "content_sha256": "f3e9f6c691a18211f372997eef9d0eaf7931fcd6f6679a45356d869b95ab2c21",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a356effbf7e2747a96676df90a9359f555e4b9c3f5365984467c74d73e07fe3f",
  "schema": "gridshift.signature/1",
  "signature": "a00efd79b6a2f9f489adb60fbd7e27f20c1e726ac795d929731b62f2a6500ffb4165f448fe1a71c58ad3fee37e900d9908b2027f09d06f67e1f6e45090150709"
}
