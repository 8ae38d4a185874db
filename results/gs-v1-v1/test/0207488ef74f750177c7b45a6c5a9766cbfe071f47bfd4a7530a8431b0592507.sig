{
  "algorithm": "ed25519",
  "content_sha256": "efa01aaaf17880d9039fc3b8b93ae8c779c8b6e0c75f05cec3b0a078861cfd70",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0207488ef74f750177c7b45a6c5a9766cbfe071f47bfd4a7530a8431b0592507",
  "schema": "gridshift.signature/1",
  "signature": "c101e34d9beafe9c8bdc8259806420adb6eb6a23388e2c3afee8ddd36bca0fed9f7ab260314bd55b08359320352026494f00aae152e80e5a906ad2a8d40d2d07"
}
