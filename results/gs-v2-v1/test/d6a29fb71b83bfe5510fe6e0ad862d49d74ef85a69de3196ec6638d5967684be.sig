{
  "algorithm": "ed25519",
  "content_sha256": "cdb05d45e62546b8d2d16a59e81bc2c3251401de45b9a483ac5f407de139d7d7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d6a29fb71b83bfe5510fe6e0ad862d49d74ef85a69de3196ec6638d5967684be",
  "schema": "gridshift.signature/1",
  "signature": "bc7619d541e1b0d1ca5b0771f8b1e6fefb3e7102219ddc1c4978d655fd98b5976ec642a0620d7f8d329caf75b0a8b0e031623932750d86fb34acca39b5501803"
}
