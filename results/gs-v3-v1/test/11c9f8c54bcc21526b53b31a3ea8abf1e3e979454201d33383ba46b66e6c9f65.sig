{
  "algorithm": "ed25519",
  "content_sha256": "6bbfd6916b289fa6b6dd9c05f21a6eaddd932cde286a1e1bf03c63560c6142a6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "11c9f8c54bcc21526b53b31a3ea8abf1e3e979454201d33383ba46b66e6c9f65",
  "schema": "gridshift.signature/1",
  "signature": "91b919c5934181e1706a5981c67bef05eb1c89535ce3a7640b4b22dab342b842e74b993cf415213775cd0826d983eaf9e9c3bbb200120028fd4436e2d85d3806"
}
