{
  "algorithm": "ed25519",
  "content_sha256": "96e6e47ce7507998a64ec40fb03b3d8edcec60b71a13c843021eb37fd3701fc6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "89bcc0ec45a6b1aba9ee3cc08d4316e41b234829d34982fc07ae62efeb363764",
  "schema": "gridshift.signature/1",
  "signature": "bbb1cb947535f9a856423e372ab3f83a329c1a8645e5451da7faaa798975d355106760a223743e540170645201731dfe267b386ed0811d9a16c4cf1e565d370d"
}
