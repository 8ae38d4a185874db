{
  "algorithm": "ed25519",
  "content_sha256": "cd7c77cf1f07acf9e4b65b988a022cda06fef6ba73db9d0f71a7ce586042f988",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "55872ba63e8b14db7c8562d80250666700502de9c40ca3a6f42a5f69de53cc62",
  "schema": "gridshift.signature/1",
  "signature": "523c31c0c6c9d42f24f32140af70ec8456eae3dee28e8f4107250d827301b4c7fb1146561d9f12634e62e0a0098359f7e997f9de7ac13b080adfe7d419483d0e"
}
