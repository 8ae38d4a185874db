{
  "algorithm": "ed25519",
  "content_sha256": "506e3f52af1ed0804a0159196a8a4f133bcb9b98b6b08decd9fc66ced0a79c42",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d9ea47453b787bda1ddb66b9e2d8d8260be60be09448ddd29aedd0543305b9d6",
  "schema": "gridshift.signature/1",
  "signature": "57e3a5b1e70c85a723c9f83044f0d47608a6d2706e382c47d255f687dee2dac64d81dbffaac6622f3683efdaf6accfef2bb4945e8dfc1c12d8ba83f877e45108"
}
