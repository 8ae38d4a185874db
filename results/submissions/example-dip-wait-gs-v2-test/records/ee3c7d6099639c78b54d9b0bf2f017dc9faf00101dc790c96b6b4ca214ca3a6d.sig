{
  "algorithm": "ed25519",
  "content_sha256": "5598bcfdaf24d6a46f298aa9a5cec6d7036d9d7450fe733d04b90ac33f56269a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ee3c7d6099639c78b54d9b0bf2f017dc9faf00101dc790c96b6b4ca214ca3a6d",
  "schema": "gridshift.signature/1",
  "signature": "1d4dc9f8d8173f24e8fe6c12b81fd77425465bdb4f4ea45f72a896fc7a276873828ad1ffdc5528755f1bf800339ae671fb1fd81d9cdc8b19ec6f94a36c1af00a"
}
