{
  "algorithm": "ed25519",
  "content_sha256": "0308a9c514019320058e8146bb0087692b7728082387bdc050bbde8ab5c07e98",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f075255ee7543e404c2cac838feaaa41b490f9177f722087a2fcac752f0d14ec",
  "schema": "gridshift.signature/1",
  "signature": "303503bdfc0fc7041e909318090a9cff9fe009e69f50bacff22fe0cf12d491a9ffe31f5038561f02f5715cb66aa0602de4943f6bf11dbab9c1bd855cfed7740d"
}
