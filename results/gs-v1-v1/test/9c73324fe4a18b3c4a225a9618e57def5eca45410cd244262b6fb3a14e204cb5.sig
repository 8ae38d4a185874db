{
  "algorithm": "ed25519",
  "content_sha256": "97c00df4cdfe8526549391cc3e434c45fee51d609e8ddaff2c4adf8c9b73e09a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9c73324fe4a18b3c4a225a9618e57def5eca45410cd244262b6fb3a14e204cb5",
  "schema": "gridshift.signature/1",
  "signature": "2d9a87d0d9a2dd532d7f1bead0b03d11ce4ada2414939c88e657dc6fc3825d5c67f7efab0933e0f474d82c7d6676e15803f685018655b8286b51372d4047b30e"
}
