{
  "algorithm": "ed25519",
  "content_sha256": "756cd37d3b41b87ccb4f7ae41f8f7499b7c78dca57660d916df534b26df17615",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "36836f535e3edf6fe41aa43f8e013cc610ab375f51c8ccced0b87d55c301ad29",
  "schema": "gridshift.signature/1",
  "signature": "d4ee81ce65442c102e3de6030d469b6777c8b23f9cc035761136e1c07315ebae11c9c269e71246efea774d405398ee52d955bb8d6042782b73b58091ba834b0a"
}
