{
  "algorithm": "ed25519",
  "content_sha256": "191b8f6a0991ece0117ad668d70a3e70dc08cff34b6affc85577e5066e1b1742",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "869780509b0e02abccefeb1b87a937fb049b69828caaa4741f080f043fa7463d",
  "schema": "gridshift.signature/1",
  "signature": "17119ce6f5f6deddf23f4368991ab2d66615ffbd27935d2fb177219170d71b90f9071987aa426aac9ab9b5db78c09b99bec4626ad1be01b02ad7847d71c9330a"
}
