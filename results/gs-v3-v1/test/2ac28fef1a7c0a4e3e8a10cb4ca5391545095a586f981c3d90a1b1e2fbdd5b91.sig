{
  "algorithm": "ed25519",
  "content_sha256": "962e20b111f01db6530fb1253a11e1f370690c17175c31b2f9a929bd387dc7fa",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2ac28fef1a7c0a4e3e8a10cb4ca5391545095a586f981c3d90a1b1e2fbdd5b91",
  "schema": "gridshift.signature/1",
  "signature": "773a3a8f096883e4e6c6bfce1de3003b90cfa51c43cf00787441bedefe59048ac94e8682fb7f1d03be1ecd36a6ebe3d9e955a5fa0aa31666bc7035286d99ab02"
}
