{
  "algorithm": "ed25519",
  "content_sha256": "6c6fad662d2a5ebf7b0723717be6740cc7a4e80354e96db0810b4cabf83b483a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2753746c5d264a7b78ab5a24b8a08ca84f443bee6f5f819caf742ced83f0878b",
  "schema": "gridshift.signature/1",
  "signature": "c7ae1ce6c742b3a87bf47d7c53f2395735d770eca6770865a8d75896d5a61edf77976e3e882006126a553806f73a0b6449aedc85381bca0e38486ed3ce34a70e"
}
