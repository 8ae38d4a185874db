{
  "algorithm": "ed25519",
  "content_sha256": "7851b016fd65e3576de7f82c5c109b7e4c06499fa2ba4a096c7b4fe30a073e04",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2c63d6c6c3f62ddb7b8e5d0b76ae234bd3c4bf55c0c05253dcdd51c8e48d65de",
  "schema": "gridshift.signature/1",
  "signature": "bda6f86859c2652e38bc089009e1ab87e3334ff3176ce7b13364c4a94aa4d8e0830436e7998022edca722b755874885f47fb932baca41538c9cc52705ba38400"
}
