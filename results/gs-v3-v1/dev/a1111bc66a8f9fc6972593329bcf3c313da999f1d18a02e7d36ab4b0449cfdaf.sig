{
  "algorithm": "ed25519",
  "content_sha256": "dd040d61dfab41bc0bd841e28d755f54b31ee10bda99ad8acff365bc8a9c121a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a1111bc66a8f9fc6972593329bcf3c313da999f1d18a02e7d36ab4b0449cfdaf",
  "schema": "gridshift.signature/1",
  "signature": "af30d0099f0719281fd0b6cf3c6c50e4179ed2ba4d22be508c144a9d5e8bf008dc1ae88296492f17585bd0d82940605d769050f9e24625e4fe4b3a9d9d649d06"
}
