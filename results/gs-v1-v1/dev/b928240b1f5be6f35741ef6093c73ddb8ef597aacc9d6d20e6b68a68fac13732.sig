{
  "algorithm": "ed25519",
  "content_sha256": "3368a9c472c8c9c639fb25bcf6c1cd050b1fc7bfc2c1611193bf2cb4e3c0beba",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b928240b1f5be6f35741ef6093c73ddb8ef597aacc9d6d20e6b68a68fac13732",
  "schema": "gridshift.signature/1",
  "signature": "b9a1131e7d2ab6f73cfd1253c54068315c4bc393608a742955fbe37cc51fa15539a6dbcd6a51787ab684f4c2ad07a00e14b61efcb10c2f480f59431ae71bbc01"
}
