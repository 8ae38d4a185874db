{
  "algorithm": "ed25519",
  "content_sha256": "d5e16898f1e1e7eefbc673d14252b936212d98f913cfbb2150e1f5edbf0d0c18",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dc563f4df109fa4a3349b8f7183607c1ddb1a82140315b4c1afe64ee70f710c9",
  "schema": "gridshift.signature/1",
  "signature": "63ff22bf8823f9b8e345d4309112a759ff6e86a49d4df06699ee802b48a804e3ed7a2d7b07e95fc187bbb451a7f62b0ca98fd8c0ac7a99f12f52568514e72e09"
}
