{
  "algorithm": "ed25519",
  "content_sha256": "b82c29e2f6a05473da8af797779cc56b692fba0cf1da7f8804adc6f4281cec1e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "353ad96cefea16846705465c2d6b613f0223bf47422398cd71786ac9f472501a",
  "schema": "gridshift.signature/1",
  "signature": "11e07542afd4938afb17f6416f35fe60e6a2b61457b1e803a08f0eadbbd86d11e3af54de7c86583b816d4fec8241d1c6cac10c8826a8d9d65272331c06fe6701"
}
