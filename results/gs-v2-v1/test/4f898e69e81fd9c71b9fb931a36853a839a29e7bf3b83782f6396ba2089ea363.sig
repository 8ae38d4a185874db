{
  "algorithm": "ed25519",
  "content_sha256": "5a46d9ac328d64b8aab534bc8688754d30187d5ed748b4efbdbd7e44d0c72ad1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4f898e69e81fd9c71b9fb931a36853a839a29e7bf3b83782f6396ba2089ea363",
  "schema": "gridshift.signature/1",
  "signature": "fbc25b8597753c6a8bf84a9715c6d600c5f8ed36a56bcd01251180b04dd2b11f17a374cc565b29bd64984f40ebf114ea8b6b69b3670b20ee789b70344077330c"
}
