{
  "algorithm": "ed25519",
  "content_sha256": "15bb1958ddad0ecd97df20777d7fb35c02cb25695114d0e067978cdd21122d35",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8293b02dbac2f4174b4fa7caa441b2af54c75f986571c6da90db9b0cee51cff0",
  "schema": "gridshift.signature/1",
  "signature": "16bfd3a55063851b1f68dd341217baffe241d7bbfaa445dc3fb9eb44d7ad5ee9f7b5309ca459efd200bb7b7e3c18f7a2d8aba0e9ff3f79367f6e447b8630af00"
}
