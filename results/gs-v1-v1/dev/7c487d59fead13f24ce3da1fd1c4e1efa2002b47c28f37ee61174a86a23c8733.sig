{
  "algorithm": "ed25519",
  "content_sha256": "f4118151f817f7c75331a8b4f39421ec31db0294c5f585642dea43456a7b4029",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7c487d59fead13f24ce3da1fd1c4e1efa2002b47c28f37ee61174a86a23c8733",
  "schema": "gridshift.signature/1",
  "signature": "29232e474d48c7d0c0c15d22bfb3906cce60f005a048a03a408afdcefc57d30ab27e3f30ed1e523809eaff26d6a57ddc68f68c2c870df49d252e6e297fc12506"
}
