{
  "algorithm": "ed25519",
  "content_sha256": "65f1185c80060716146c1e3b2f09798806763918931acc300e413fc4456305fe",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0d7ecf03878c53cf8a3c39ffdd210df60498ffa00041e6f19bee13841c5d96c5",
  "schema": "gridshift.signature/1",
  "signature": "3eeb9f83ed6342535d1eca244eab4edda57431a0edd8f6556b980b00bf07bb96b6abe54091b9fa4c491d54f17e4a510760b25f39aa72c06cbbf46cd26eebf504"
}
