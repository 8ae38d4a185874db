{
  "algorithm": "ed25519",
  "content_sha256": "e443119edf931b27caffa390a55f9d2fccb4908e465a2b6acb25de7806f584be",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7070a03084566fe857be616e7353fc45e6bbd2c64bd2b7f7c599aef4d6219b04",
  "schema": "gridshift.signature/1",
  "signature": "a2d71b46eda216c1573dd9b97f11f32fee9862f1e9d6a8183a19ae93b05ca9d9bd01a601c82d80a8b1a286386e53a5fd35a7f594fa53c9a9fd2b0ff439f83904"
}
