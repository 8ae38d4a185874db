{
  "algorithm": "ed25519",
  "content_sha256": "b7eb664d31d1da0db0a6d502b5ee40e2a041859ba8df8db8bb07796ff1a40ba3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d416a393d85bc0a883b35c87a428c0e62b99849a72bbfe04b0fd3d3c5cb26d90",
  "schema": "gridshift.signature/1",
  "signature": "cdddf1a12c75ea32ec69a1890c5e8b4ec0405adf19b38afc4a52845ca32d5886900d065986591f5882f7a86e952b6d2d941271f2fb45c630b264593faf476e0a"
}
