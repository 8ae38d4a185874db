{
  "algorithm": "ed25519",
  "content_sha256": "c22ed3a3e5b9aa7a23325a7ca38744db321f3933a956ce72139e5c87565ccca3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "293f63a0f738abf631904baf655a59c1cd818adb0346e49496427548a635c79d",
  "schema": "gridshift.signature/1",
  "signature": "fa110d8a960ebc14dfce83107dfa84f6858818dfcb35e0146f430d58eca1aae4fd2254a881cff747522c361d19cb0fa6b306c41cf61cf4b6cd34d8938c747507"
}
