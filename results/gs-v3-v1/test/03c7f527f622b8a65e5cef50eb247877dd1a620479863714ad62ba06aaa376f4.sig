{
  "algorithm": "ed25519",
  "content_sha256": "39a8cc0006b58ba214762e0ad14bf8728aa4f9572193346fa42e951d06ca68a9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "03c7f527f622b8a65e5cef50eb247877dd1a620479863714ad62ba06aaa376f4",
  "schema": "gridshift.signature/1",
  "signature": "010564e951d5ef7c46edf86ed828d57fc367832640c289491918eacde54461f276e635be44e75d345d4d6b7b8f23eb339ad50a51b77b04d8ac4e2f6ff2cc8504"
}
