{
  "algorithm": "ed25519",
  "content_sha256": "953f23e14a06c266bcf3530ff4836562822ff2b14fc060d3e67bc19b90d24054",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "40d4934b68fae80f3b2a4a1eaa3c6cf634a08dee5af26e373b80e77ec8867ab1",
  "schema": "gridshift.signature/1",
  "signature": "434713a9abeeee03e62b9302b97fc35287237ed54e7c3c0a9bc38bb75b0eb218ff05907d69d1c9985b6587ec740ecb279cda46674a44c86e9dc5512ddfdc240f"
}
