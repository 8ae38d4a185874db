{
  "algorithm": "ed25519",
  "content_sha256": "520625d22d8a1de202f30fca373164c71390f28ad23aeb785bd2f6894a27094f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1fb8cead12c468d0c920cc8d8ace992e4f03af835991e0f33feb1fdcbb880b86",
  "schema": "gridshift.signature/1",
  "signature": "7c907d80d375c1b14dcb353149b60361d7ae3be6aa39df2891e71b0b311a93eaa1c560f8f51d070797a4f333bd8dbbb77c1c4dbfbb369735a4a1df9c6f506a0e"
}
