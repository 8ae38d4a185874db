{
  "algorithm": "ed25519",
  "content_sha256": "b6fc8b6f002b537ab5951c89967e20855d888f849205c6d6adb33654d11a6791",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "39c4ad7b3f81dfb133954bbeb58debb93c97bbd6f8e03c1548bc691d68545db6",
  "schema": "gridshift.signature/1",
  "signature": "20b45b101a9c346ef4e2d5cc2873f227268eb51a4a6d3ba60ecf7ffd788974ccbf1b9e46a881fa4b0516e3f8afcf3f456091ed4507077c07cf7ad53eef288a0d"
}
