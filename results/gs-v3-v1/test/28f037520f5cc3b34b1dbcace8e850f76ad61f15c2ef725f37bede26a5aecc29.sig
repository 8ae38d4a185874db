{
  "algorithm": "ed25519",
  "content_sha256": "bea3aca8fa8a65f46a8b94a8d458c4ed3e1b345bf7e5d70686f4f21aa954aa81",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "28f037520f5cc3b34b1dbcace8e850f76ad61f15c2ef725f37bede26a5aecc29",
  "schema": "gridshift.signature/1",
  "signature": "4c4207b1a461a93cf5867fa0b7e3dd9b3912fb963b4458339063b89fee4dd43cb4d33408f99af6f03aea12a50e8761a9dcde752ba16f54e992f8f4c8348e1c06"
}
