{
  "algorithm": "ed25519",
  "content_sha256": "20d8668b2d3464701b3175b39eac43900a970caa2ba82ffcd53ccf41305f6810",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a577c0a8d8882f0ad7477dd5ac926ea16cc7d64ee5a71b92f1837b9d39ddd361",
  "schema": "gridshift.signature/1",
  "signature": "75c450c26e3951faa1e7d86657928d46259191749e8c758db7aefa7bac37326204bee84e1a5b341c4475ea80fe8c5d3db6b68a299d78576494b0f4865c17530d"
}
