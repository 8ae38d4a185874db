{
  "algorithm": "ed25519",
  "content_sha256": "ca39cf1c5cf009871128d09bbc91f44277eda03950204d5b6a186ead7ec61a73",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d9deb533ddbea875c79786ea1280130372c7916b6b42764e04401260bc2ce2ba",
  "schema": "gridshift.signature/1",
  "signature": "6ee92586a44e2d5abfdb763d6ba3a64855ca240df169e87b7c4b1a8228ac66323420ff56769ee16d44c9832fe015b8fae2bb96b702870667059ce0e148394c06"
}
