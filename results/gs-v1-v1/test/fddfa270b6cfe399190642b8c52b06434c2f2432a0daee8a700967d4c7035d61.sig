{
  "algorithm": "ed25519",
  "content_sha256": "500aae7c3fec2b6c7d2b2815c01f0cc9e4d9926ff8a41b8214df57ac8b99a4a6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fddfa270b6cfe399190642b8c52b06434c2f2432a0daee8a700967d4c7035d61",
  "schema": "gridshift.signature/1",
  "signature": "dde9091a4deb07eec3632ecc7263eeb3ade15b9989a30b42981631370db52ca6996df4da708ea013dee9586e656a988b96aa7bfc04b6af22380c997358710b00"
}
