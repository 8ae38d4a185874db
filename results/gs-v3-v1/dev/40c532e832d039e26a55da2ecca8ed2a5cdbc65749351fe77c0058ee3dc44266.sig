{
  "algorithm": "ed25519",
  "content_sha256": "d767dbb274626a647456c3fcd1720db7fe3cc6f98fd5b59c48ed6331746f1cba",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "40c532e832d039e26a55da2ecca8ed2a5cdbc65749351fe77c0058ee3dc44266",
  "schema": "gridshift.signature/1",
  "signature": "d6ba9271266edd7f317cc325c79c195ad3846efc3d1e45417dac91f74f7573903c4a56ea0acb07b6d2506be15c15331d80a0b77761bc94ab884d5d357398c204"
}
