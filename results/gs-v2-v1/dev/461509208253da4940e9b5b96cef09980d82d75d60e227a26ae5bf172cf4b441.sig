{
  "algorithm": "ed25519",
  "content_sha256": "4b7ca2cb36b07ce61f4381189e1bf92f6518dc3d1e2e6443d6c81cb245ac19cf",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "461509208253da4940e9b5b96cef09980d82d75d60e227a26ae5bf172cf4b441",
  "schema": "gridshift.signature/1",
  "signature": "dbf1a8fabc81cd69b920524cd52a0591550ad2c64ee390d73a67b169f7a893a84d235b0321c9419fe88b541ed656d95c5d06645d1c72fbaed72f54a6b454040a"
}
