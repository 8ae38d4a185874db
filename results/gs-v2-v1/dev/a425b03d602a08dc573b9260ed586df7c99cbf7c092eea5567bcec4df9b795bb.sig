{
  "algorithm": "ed25519",
  "content_sha256": "f0e76b2ca3d45bfbed62bd66f8a33f3dc97b1b0b82becaf586d84efe4a51f02e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a425b03d602a08dc573b9260ed586df7c99cbf7c092eea5567bcec4df9b795bb",
  "schema": "gridshift.signature/1",
  "signature": "0204b49d75de8a26d54ae4a7341313483e89be02db00f7f6eadc41018e0b336f1f8492240e8f75562b02ecb90b99e13fca9c8a7a1e81eb75ca8fd6a75ffb9404"
}
