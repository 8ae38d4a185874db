{
  "algorithm": "ed25519",
  "content_sha256": "a50ddd3ab1b47658315208e224fd403b0b6f2eda04b0bf188150fdd410687b82",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b9b68ebe5b11b1153df8fb836120ab03129caba13d46cc5ed6fcf54fca64d5e7",
  "schema": "gridshift.signature/1",
  "signature": "5e8fff8796bab347dfdcfc6a4eeb8d4e0f19e6eda62918c4d9a4323628e74e44d4fd891211c1e2fff3c1448d55affb07eb86eb32d258e584edc8645548790405"
}
