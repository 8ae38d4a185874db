{
  "algorithm": "ed25519",
  "content_sha256": "40ef8ecb1b5302aeaced1022d11c82c006bed9de91ea34fdf7080205b8a8deee",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ad747a31fa4450ff296dd470fdacbe481b08667890072438a7fe53170d29ce77",
  "schema": "gridshift.signature/1",
  "signature": "2dea6247f01c1a0d04278b814bc40e5110bf33d9f57e5c295d07739d54f9fc1262619ccfc4b2c5cef6009f1950401364003961323dbf1a662428e11ac747bc04"
}
