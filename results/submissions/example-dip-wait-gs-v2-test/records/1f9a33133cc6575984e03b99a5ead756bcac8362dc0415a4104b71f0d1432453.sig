{
  "algorithm": "ed25519",
  "content_sha256": "3c3371bfb4a894d039f0be7907bd7f6a47569d04d3c7c5efe7ca35526dcd4ab4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1f9a33133cc6575984e03b99a5ead756bcac8362dc0415a4104b71f0d1432453",
  "schema": "gridshift.signature/1",
  "signature": "30936eb09963fd8bbb26ea56fbdc0fce5bb51119bada8ec898108ee41181e4f20c1067bbc3453c65ce09725ac1335fdb71fae6768d178e1095f5f79afa6c3507"
}
