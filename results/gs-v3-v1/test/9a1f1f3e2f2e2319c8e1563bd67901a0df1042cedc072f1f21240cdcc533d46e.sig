{
  "algorithm": "ed25519",
  "content_sha256": "7c799294174ba23297b2bf53a3019d92fbc6ed2268dc1cdae4abb98d4ccca4b9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9a1f1f3e2f2e2319c8e1563bd67901a0df1042cedc072f1f21240cdcc533d46e",
  "schema": "gridshift.signature/1",
  "signature": "468a3ecdfd74dcd619820aae592950f5ee2cc85f9b84fa0b8ee3c386ff8f85a857388af63c74af7ec69fc1d9f0a4893e6270db0a386aaf19b48d5c1838f55d0a"
}
