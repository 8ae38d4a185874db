{
  "algorithm": "ed25519",
  "content_sha256": "5d1f0aa70b09988cfcaddebd62393fca8b9849c90488fec58f4e0bf7025a66af",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "358e0ff202dfdaf042dfb03e99b0f8426504d554e0b74ec2a1a222b4fb51a074",
  "schema": "gridshift.signature/1",
  "signature": "47225234cd4f3a5ec35d89def1bb5a01d1e4bfcf289337c0cb6abffc49bb72d7858ce9c8887ccf3447c10685d3040dfe925ea81d49c0e0a66cbcc15b34ec8406"
}
