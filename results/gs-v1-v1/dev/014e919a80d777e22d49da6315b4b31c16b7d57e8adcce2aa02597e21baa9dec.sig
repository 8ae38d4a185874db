{
  "algorithm": "ed25519",
  "content_sha256": "1e227d5f0b189d7497e5691791eb24ed313b526c62336aa55d58bad2e288b9ad",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "014e919a80d777e22d49da6315b4b31c16b7d57e8adcce2aa02597e21baa9dec",
  "schema": "gridshift.signature/1",
  "signature": "588288b9ea34673724e6c7be0b2af428e4f2bca9d7939e2d7b380633d030ddde581dd1b77b8bccd8a1d63aa96fadae1330472fe6cb35e61f60eb4667ee8e1c07"
}
