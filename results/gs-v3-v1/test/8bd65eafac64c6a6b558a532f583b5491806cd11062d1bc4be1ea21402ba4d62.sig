{
  "algorithm": "ed25519",
  "content_sha256": "00ec4d26a5ab1d819a3f240b98053536b700923cc166796cd764d33b4a5d0110",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8bd65eafac64c6a6b558a532f583b5491806cd11062d1bc4be1ea21402ba4d62",
  "schema": "gridshift.signature/1",
  "signature": "8b8384c69aa5f9ead583f8efd40d042ad0d39139ecfa9346a166b3c3ae79d9d6a3a4b04cf8feb01c680c4d1d4ff03fb8a493a570318bb01f6498f279a24b0205"
}
