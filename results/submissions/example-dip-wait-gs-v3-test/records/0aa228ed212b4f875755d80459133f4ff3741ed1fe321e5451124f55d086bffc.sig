{
  "algorithm": "ed25519",
  "content_sha256": "dcdf496be8f52146c548b1df3895f5367a1a480b6712d2365dd8865582d6d7fa",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0aa228ed212b4f875755d80459133f4ff3741ed1fe321e5451124f55d086bffc",
  "schema": "gridshift.signature/1",
  "signature": "bfcff66ac30950f4190ca1820f3c95aeb2d9cd72d029d6e4a796f0fdacb2a9bcc48aa4f113caad831946c408dd69498ef10d7a75deb6056d8bdce84c43c2330a"
}
