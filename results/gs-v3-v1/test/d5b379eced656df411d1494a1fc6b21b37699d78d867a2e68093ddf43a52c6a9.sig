{
  "algorithm": "ed25519",
  "content_sha256": "6d2e4ebcc27ecfb7fc168b8cf20dfa25cd2f032e4f619dec42f0412ce0b528e4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d5b379eced656df411d1494a1fc6b21b37699d78d867a2e68093ddf43a52c6a9",
  "schema": "gridshift.signature/1",
  "signature": "8c4cf78b90d6f93feadf8c05a604757acca82d8b163c34a2d8afa075a067b2dc902b621cc767a519808a3432a54e7b39dd2930565dbe62269e8b533f2214bb0d"
}
