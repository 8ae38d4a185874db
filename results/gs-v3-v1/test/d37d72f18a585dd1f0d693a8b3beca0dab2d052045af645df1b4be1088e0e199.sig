{
  "algorithm": "ed25519",
  "content_sha256": "f79399a0a7898fbcf68518717472cb1580ed611603450aa6f293db969635dc56",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d37d72f18a585dd1f0d693a8b3beca0dab2d052045af645df1b4be1088e0e199",
  "schema": "gridshift.signature/1",
  "signature": "ebf92144d9dcbfc774684a494c105ada09f4f17a5ddb8239bc6f6db7e5351689ab64eb6aeebf867134ffc7674a8d4a41c00700ebd881adf5d2d5a1fa9124b508"
}
