{
  "algorithm": "ed25519",
  "content_sha256": "50a7d33cf016d3e7d85a7caf16e0e2d8124252f44f51c2bb09348458afd23747",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6895561501cf66d4eda1b7a33bb252f564c7500bd16fe988db35ddcc22a473a1",
  "schema": "gridshift.signature/1",
  "signature": "d822ac836f231eeb6c506da924d21323c17f49724ba825763788c6e3cf5fdcc6bcd3e2cd55410eaaa87587d2fc622749ead2f0ddc366c855aaa3c001ec96b80f"
}
