{
  "algorithm": "ed25519",
  "content_sha256": "af337e5fcbc0c11e61c3c09585ba860cb5a94cea0eca56c5278d707cfa65bd05",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5ee09e2e37e84e019e0472090948bc1463ad5db0723b0fd68a74cca26335f375",
  "schema": "gridshift.signature/1",
  "signature": "0d1c057a6326834c5b007fbd5097611ed1cf57410dba5a6a2eb5843d4f4872ce6c775ce88d07167023a4ba3b29d105ab16d7ddf149b07321bc855d5378f25409"
}
