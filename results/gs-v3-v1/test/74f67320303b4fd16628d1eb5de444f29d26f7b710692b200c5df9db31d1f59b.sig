{
  "algorithm": "ed25519",
  "content_sha256": "68f2c6ba69ba481d38f02659a21bcb9f1a3dad4e320062e11a4fb1f18b6c2abc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "74f67320303b4fd16628d1eb5de444f29d26f7b710692b200c5df9db31d1f59b",
  "schema": "gridshift.signature/1",
  "signature": "cd52684cbf76052d07ac86a5ae46132156ba9f68400c3c643bded35ddcd510a01b5ad029480fd80ce283b741934baea9dcdf3a96f801aebdda25601f149a0b03"
}
