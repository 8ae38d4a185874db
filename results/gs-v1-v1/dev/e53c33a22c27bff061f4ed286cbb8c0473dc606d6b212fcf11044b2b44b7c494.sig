{
  "algorithm": "ed25519",
  "content_sha256": "3e130856eb943e21f7a807b4554f50c3c441b3e2666f4fce754589ddee17ec78",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e53c33a22c27bff061f4ed286cbb8c0473dc606d6b212fcf11044b2b44b7c494",
  "schema": "gridshift.signature/1",
  "signature": "1ac871c0f09d8acaa5d3364b315cdeb4a0d0d02d336c760b7a6e428fd1cfa905f697ff2dc6dca99d366a142b8a31527918005b232dec788e9d260c86c9e6fb04"
}
