{
  "algorithm": "ed25519",
  "content_sha256": "726bbc87430494449f3fe1ac5070747fea0225ca28b15998e5e74a4da58ae41d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b1f3c092e68ede3c4dd8e56d78174ae81c29de0575ba178b78f73aa609a975c2",
  "schema": "gridshift.signature/1",
  "signature": "dff2a68193555395aaa4d67b8715214fa3780c2036dc8f809c3279e90117e193a2834dc46f73bac633045da1d5bdb64af74fb5b8d79792f73836ecd99137c603"
}
