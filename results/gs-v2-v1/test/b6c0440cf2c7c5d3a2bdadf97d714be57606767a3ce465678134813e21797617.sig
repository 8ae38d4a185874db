{
  "algorithm": "ed25519",
  "content_sha256": "e2cde2ceb6f98cd69daa457feedf48356603cc389a2409f016e77fb5212f64eb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b6c0440cf2c7c5d3a2bdadf97d714be57606767a3ce465678134813e21797617",
  "schema": "gridshift.signature/1",
  "signature": "a2248457bb31e4923cda3da1504d20f69b8b061a669bc18d2b9db4b164d5279d300252d8b5f698449d157efe353b3c0bc183487985f1a068e7fa0cf5b1476e00"
}
