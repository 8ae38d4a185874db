{
  "algorithm": "ed25519",
  "content_sha256": "ae4937657148cc22b8cffa403ab93f36d1c3cec60200362485353fd29e284820",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "eba42c227c59e4b846b8ff2c3628c62b3b1ecb7197d09bd747c07e0ff68e08e4",
  "schema": "gridshift.signature/1",
  "signature": "b5d87a1f26d83d0065580b4bda38bdff2f1e0d44425db332ab1088be8cc529c5d83eb52d9d6fc875278b8d8ea1c739dad1e6cfddff465e6589a17277fa83fa03"
}
