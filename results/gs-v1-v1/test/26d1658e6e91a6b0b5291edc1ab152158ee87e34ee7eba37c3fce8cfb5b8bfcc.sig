{
  "algorithm": "ed25519",
  "content_sha256": "1075e95a852a0af479aec041775028087172120b1eb15036e3209d1c4f208f9d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "26d1658e6e91a6b0b5291edc1ab152158ee87e34ee7eba37c3fce8cfb5b8bfcc",
  "schema": "gridshift.signature/1",
  "signature": "44dda53e314907a2fef97a58ffefbd83a5da8df4177beff8fa042832f41abaa103910b49b455e3eeef89d26f1e1bc2ddd2830a0138078b0ed90bc0c8eaaf110e"
}
