{
  "algorithm": "ed25519",
  "content_sha256": "f17b12a759d42868dafc52a6ed4254d7985a911c65b5467df9131a1b33f2778b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a1e57aea1a21fd179e8442fcf44cb8cef03d04d3b68c491aaa920d33ea97b792",
  "schema": "gridshift.signature/1",
  "signature": "f68459556b5e71ffd3deaa25c44a76edc722d730e71c3e040afd7e60d8323ef3661675cb57d574e943101981fff80fc126bcaf244312f37484a4306dfe30620a"
}
