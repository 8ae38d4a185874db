{
  "algorithm": "ed25519",
  "content_sha256": "c0d1cc5c24033db67470e7e3374649ed11784bc465de51d436b65bbf1e27b299",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3458c67cdef9717c074935e628317883b77d63f895fcd9de294ffe2b9a18716d",
  "schema": "gridshift.signature/1",
  "signature": "de5643664a89b1e9959f42246a539d115bf8f5f3212d00fdfdbea34a5b2dd5200b02e87f497dc422a4b64b70751097706e8ea2637ba39840abe3d9e02bf6dd0c"
}
