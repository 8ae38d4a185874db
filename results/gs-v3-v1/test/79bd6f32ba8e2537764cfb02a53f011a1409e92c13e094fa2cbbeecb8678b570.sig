{
  "algorithm": "ed25519",
  "content_sha256": "cded7a8fb08f1f8a7500474cc0d77260975102a0333c6bbbd88851041d104232",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "79bd6f32ba8e2537764cfb02a53f011a1409e92c13e094fa2cbbeecb8678b570",
  "schema": "gridshift.signature/1",
  "signature": "557b5a1e2b101b6575c133cc54bcdfe9a4a6becd271a23e02149142c1bddd1368866a231edbc34668c0ea11702ed0c3f3e9cc414aaf18a7bddbb467114b7330b"
}
