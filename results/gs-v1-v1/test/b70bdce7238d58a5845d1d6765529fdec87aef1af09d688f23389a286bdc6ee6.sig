{
  "algorithm": "ed25519",
  "content_sha256": "2440d71d8fc1d3850e39a56ea233bebe0ecfa4961b7f0f248c40972319a8e0f8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b70bdce7238d58a5845d1d6765529fdec87aef1af09d688f23389a286bdc6ee6",
  "schema": "gridshift.signature/1",
  "signature": "f18398eabfb55a96add93f0ca3f33bc6e988a13da17e5f01b66ab1a6b90c469917e90caaa559baaf89bb3a5d9d1291841ef0fcd54fc2984d7d182f9a4f037e0b"
}
