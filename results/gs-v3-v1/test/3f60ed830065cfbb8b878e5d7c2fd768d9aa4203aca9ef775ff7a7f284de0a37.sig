{
  "algorithm": "ed25519",
  "content_sha256": "87c45795e696d710f37134242e6c42b44e65a7dc1e218c98cd7d4ff70f6778f4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3f60ed830065cfbb8b878e5d7c2fd768d9aa4203aca9ef775ff7a7f284de0a37",
  "schema": "gridshift.signature/1",
  "signature": "e67ff2be15fd6da784550a14b45f016a2ae9f6ad00c9783b0af5860723fed0e6c9f8f7645fe9879dfe3bd39eb86e0c9d9b4c4dacdde8f0a31c67f5cb23ae8a0e"
}
