{
  "algorithm": "ed25519",
  "content_sha256": "746a424a1528c71b73b125363fb9bf486e28d48336576956143b8d98c27171ae",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "adfd9fd6bb6f79b09afb0708405fb1008d7ebed82bb1226aad3fa330118a017b",
  "schema": "gridshift.signature/1",
  "signature": "e48873bcc52897f9b64b7d68df1a68d96614800f6bd38f288aacbea74ad1db4686576844a8b3c49094a82cb9357137452ce1750ca1e222cc5e41a2bedb6b890c"
}
