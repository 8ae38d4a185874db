{
  "algorithm": "ed25519",
  "content_sha256": "b9bfc006d8ce7da49236f2d901e23905e64089cbd13c9946f4631d386ee2f347",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6b90bbb21534e7433079bf98d4bc3c40a2f9ba04392c90cb1c0fdf7277253211",
  "schema": "gridshift.signature/1",
  "signature": "f95339b0f12e592cc7bf94b22d976e6ae5dd880986a0961b89df27ee744863a0f5cf2a311903de0b0dd1a6909726e48bce57d35709d9fbaa1d71822fc5b2fc02"
}
