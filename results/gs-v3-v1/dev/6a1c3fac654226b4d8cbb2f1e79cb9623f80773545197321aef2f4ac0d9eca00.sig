{
  "algorithm": "ed25519",
  "content_sha256": "7c04416ac174258759fd156cc972c2cfe6eb83a30646eaf4aba4060fe8d48473",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6a1c3fac654226b4d8cbb2f1e79cb9623f80773545197321aef2f4ac0d9eca00",
  "schema": "gridshift.signature/1",
  "signature": "1d17f0b0de763952200c3819bb96ffb9f2aa7a86d638e8f70b986aae4aa5c9e31a9f8b0d3a6ae0401872f920c6c838f7fb9be09dfad8d802ce2c95ffaf896f07"
}
