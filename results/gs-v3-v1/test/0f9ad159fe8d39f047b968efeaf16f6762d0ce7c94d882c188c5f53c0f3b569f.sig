{
  "algorithm": "ed25519",
  "content_sha256": "07037fde1fd1eed82ce5b2d7f18efa4bc842b0b2e37929a5333fb7784db19fc2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0f9ad159fe8d39f047b968efeaf16f6762d0ce7c94d882c188c5f53c0f3b569f",
  "schema": "gridshift.signature/1",
  "signature": "6b325799cdd58e1db901b9b6ec9a310192392b7decd6b2cd010918b597b7329287c286fa63f9b5b4b26ddfb5ce9df9ad6b6cbe68f44675c22d28ed2e960b220b"
}
