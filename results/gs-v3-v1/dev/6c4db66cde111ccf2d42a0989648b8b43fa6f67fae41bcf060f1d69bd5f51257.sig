{
  "algorithm": "ed25519",
  "content_sha256": "8868d27a5c491f0a9dddec65452215f02f858d2f33e7c0c5b430fe2d07ffc8cf",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6c4db66cde111ccf2d42a0989648b8b43fa6f67fae41bcf060f1d69bd5f51257",
  "schema": "gridshift.signature/1",
  "signature": "f2c2326aff059c76b9182905bbf0f74662a59e8f8b8df3f1bb8587e97ef40c2fdacf3da8bf6a5df7b52cda0ecbd0557a56c89f1d1134324a6742aaea824ed60c"
}
