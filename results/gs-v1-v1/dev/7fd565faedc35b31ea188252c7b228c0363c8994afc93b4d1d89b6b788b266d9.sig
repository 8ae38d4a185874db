{
  "algorithm": "ed25519",
  "content_sha256": "be56ecc1d25049ed34d785f4286a0f74438d755c44187d8c0389b1179c3e747c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7fd565faedc35b31ea188252c7b228c0363c8994afc93b4d1d89b6b788b266d9",
  "schema": "gridshift.signature/1",
  "signature": "b11d2afb349184d197717a0893f00d7ecb4be7953f4c78426cd6e0a86e973ddf8bf62fdc9e6ce1438065777ba5cc8ab5adcc2e2ca10f66c47466969117b2cf0a"
}
