{
  "algorithm": "ed25519",
  "content_sha256": "ebbdc1e232c0bf082d7b9cff323aaf883734b86c7bf414bc1e6ad11d067efb71",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "200b8ba524fa6f0723810473efa6be04f5e5e52cc8fff6f68195a99894ebc2af",
  "schema": "gridshift.signature/1",
  "signature": "829d7e94677a41341a02e247e5ba6e3a5c09ad8c63fc5d237cc95667ae5eeb37760b97c2059cd0dd0cc84064165510ad4f73a36258d4b61a239d5ea1ac103a08"
}
