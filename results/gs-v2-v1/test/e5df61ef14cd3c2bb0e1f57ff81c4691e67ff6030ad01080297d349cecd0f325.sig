{
  "algorithm": "ed25519",
  "content_sha256": "cdea05d64b35d9d0d8cb6d895ebce5ebaa410489fa6d9fbdcdcdd1e133dc7718",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e5df61ef14cd3c2bb0e1f57ff81c4691e67ff6030ad01080297d349cecd0f325",
  "schema": "gridshift.signature/1",
  "signature": "c75c5f277bc93d7c632c138a7c7ed9ae86d8ea8555518e77e5a570546df9fa8c2e3e3260bd675bd216be7ed305d888cbe3fd458dc37faa3c7ff473bd924d9604"
}
