{
  "algorithm": "ed25519",
  "content_sha256": "fa74add537c536cc284843eaecb5304b4baa3026bb2168ee5887833c36a7dfca",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1d8cb6ce90d8b24d0dca43aa589a3f896faa1adea45b58fb7fd0652d7c6e059d",
  "schema": "gridshift.signature/1",
  "signature": "5b9e5d067d905fb49cebcde7e836f451a52c3ebc8486b09f088f5ff779772d051b81782cb1461271f7975510132b6a60505f899ad2b9699599bf6976db2cb204"
}
