{
  "algorithm": "ed25519",
  "content_sha256": "574ac890011665ce7875a97664901eebe73a00eaf3eee290762aa7777c41c7fb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "da7fa4847d3278dfb0e2e34bcc92ca492fe8b4732cf22c6c100347d873351dea",
  "schema": "gridshift.signature/1",
  "signature": "9f8445dc4df0ddf4dc346fde55b83991f6054f3b8a7ed462f92417c2905fbb1b84414fc3feafdd432a5a43d2f1dd95a32eac6d2cc3bee6bb6274bf15985db20b"
}
