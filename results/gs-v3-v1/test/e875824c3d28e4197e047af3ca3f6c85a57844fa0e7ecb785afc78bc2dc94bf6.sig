{
  "algorithm": "ed25519",
  "content_sha256": "76853de328da7b2619d4b0e29ef68008a8207a8368541b24bf7047fd9102278c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e875824c3d28e4197e047af3ca3f6c85a57844fa0e7ecb785afc78bc2dc94bf6",
  "schema": "gridshift.signature/1",
  "signature": "8f7730dca75ddb7668a8cdab8788db982c723b6ef978d435f9970b995dda19d6bea16f3fb8dbe523a0f7b7578dd352c1829632b0ff29b55933c9ad02f093610c"
}
