{
  "algorithm": "ed25519",
  "content_sha256": "4b08a74a4a8ed43c07de9ee50ac7cb755cb1c0c28c9b2e9789f2ab0edc8c091f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6417b39ed8f9d25eb9c224379f36ab056f19f82421a34566b2be89041745f2f4",
  "schema": "gridshift.signature/1",
  "signature": "76048d1f6ca1a0549fe1be2f91b2c909df64298e3303441d28fb77270e34e40c606606ca661e4d0426a07e823350adadb9524150bfb41d8c38adf769f8388a00"
}
