{
  "algorithm": "ed25519",
  "content_sha256": "8e55f22dae902bd4f22bf9ba1c898d5298fc1e1528bf95174761ec6214b8a3a5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a3f20b7d63c309ba7cd855eac58adc19d7f5ddb69115fb2508b64d3d326aceb2",
  "schema": "gridshift.signature/1",
  "signature": "b2e0e3b36a1fcc7a03caba2879251368f5ddd738dd72c58974514e779ff70d707df29c2da79cf92bd6336a70e394db673cd0af1a9879eddfb6d239602b1c7002"
}
