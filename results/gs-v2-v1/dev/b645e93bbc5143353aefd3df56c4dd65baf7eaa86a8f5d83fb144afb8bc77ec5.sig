{
  "algorithm": "ed25519",
  "content_sha256": "08a455b57d81fba2db4d2cc8513ce821e01028231b641e7033d991559edeb8b0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b645e93bbc5143353aefd3df56c4dd65baf7eaa86a8f5d83fb144afb8bc77ec5",
  "schema": "gridshift.signature/1",
  "signature": "e08fedb02cf750e0f0828aca8b3913b021d7c5263cbaf9776248e1a3e5d82f3a67e19cd1775fe096ce3e1e600b7e4a6fb0520d419f37568a7c95fb362baac00b"
}
