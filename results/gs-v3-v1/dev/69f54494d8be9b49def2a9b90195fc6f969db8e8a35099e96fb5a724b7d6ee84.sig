{
  "algorithm": "ed25519",
  "content_sha256": "fd0b5997090e8d4596be1607e06fe3e47c80639c78e3c897923454e035c14d54",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "69f54494d8be9b49def2a9b90195fc6f969db8e8a35099e96fb5a724b7d6ee84",
  "schema": "gridshift.signature/1",
  "signature": "4c6b09091417528fed5a9c2f9cb8c44a395dddcaefbdce151bd76417a48d9e9dac926c3862ba5dc150f41a3e37b157c4c3992bad1fbbc50cf4cba8181bb9650f"
}
