{
  "algorithm": "ed25519",
  "content_sha256": "585c0ba9d23ba308c56c68cf076699e8418291d60866b958a58faa2740cfa924",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e483053bd8087f807055847876034b79620d1b0a75d5eaaa72fe31d52491e75c",
  "schema": "gridshift.signature/1",
  "signature": "7c6746250ca1e14f645b0f1c8c31c6d678e4e6dd5fed995ae10e3c51374a4fc2a4187b04b1dcc852c38a2c3f9aada68a4f2080d08f79be63b3f0a4cc23057c02"
}
