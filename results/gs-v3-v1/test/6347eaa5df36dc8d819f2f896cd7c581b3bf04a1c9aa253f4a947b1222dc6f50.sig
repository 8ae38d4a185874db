{
  "algorithm": "ed25519",
  "content_sha256": "60b3e487fc68bffad23ecd48762406f0e11e066f2bc64c265bae4175cdbce3ec",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6347eaa5df36dc8d819f2f896cd7c581b3bf04a1c9aa253f4a947b1222dc6f50",
  "schema": "gridshift.signature/1",
  "signature": "ea293cf568c8696f50d435cbff15defd89d1f0a965d3622d4c3d029ed51fb6dd6ca92d40cc033d71598ae641d408243d287617ef72b88b88888e7ac7b2e5900e"
}
