{
  "algorithm": "ed25519",
  "content_sha256": "ba6bc65598fbb609f1758baa50903e1f7cfd058a93f853ad503a51f5465b8cda",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0a0e679ab12f3ac1acc7833c31d2ac7fc99fde0b1ed0ef34a2489bb653c3143b",
  "schema": "gridshift.signature/1",
  "signature": "63e09270dc5af1ae8f4d03035acd0ab0d4ea08a73eee3215d403b47982d8ef6ed3365a8f7ca67a08e19bd6963807265946e6ab5d1ee980c78c68433f9f19690b"
}
