{
  "algorithm": "ed25519",
  "content_sha256": "4d15d16a29aa1b7b11993ba9261bb7c52db7c748c72c3c916e58783a2981280d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "94f21c764c3cd4fcaf491e3355b3a4bbb829c3636e4fd4d95d9ebc4cbc9c9369",
  "schema": "gridshift.signature/1",
  "signature": "cfde09a835d20734569ca663305b9ad413e0e06b6d728f73ce99f287f1dc4f4dda9934d9c4e34163cc535b5d7fad9a9c3bfbd00819ece34c359422c095604702"
}
