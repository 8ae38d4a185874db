{
  "algorithm": "ed25519",
  "content_sha256": "4e1d33626d02d7361e0258c3170f495880f649073756d2be70986e8cf3ea1eee",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b4f124920586c4dfc9767eb822ce231cd03c7231f2476d347ebc863e7a4fcfe1",
  "schema": "gridshift.signature/1",
  "signature": "4fb4cec1d3ec1050ee1e1be5617d6226f687278aa475c7ffd747d7e144d3002ad68b8beb922570bcf471fa3479aa6bc7f9ae7252b13bb59d491e73b1d7a2bc09"
}
