{
  "algorithm": "ed25519",
  "content_sha256": "9ff495344a06ba5d176e1312c791d9078df7f7af37d2e75c3f93b7d03069c09d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "212cf3d40bdf334b12bb1144981ce151a07660d96ed69922c10ef6ec22e64785",
  "schema": "gridshift.signature/1",
  "signature": "2ea837955faf92544ff09cfbe3f55cbe2d43db494249677a40d50274821d138e4342fe06d09d0c1fc893b0fbdff4eb9e892ca82e6917315b44d160fb15746a05"
}
