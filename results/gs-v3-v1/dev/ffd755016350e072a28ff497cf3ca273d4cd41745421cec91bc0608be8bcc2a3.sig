{
  "algorithm": "ed25519",
  "content_sha256": "4dde127a8c46a45a69969fa125472fc3dde7a16274ea9a4ad4ba24b3fcc69913",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ffd755016350e072a28ff497cf3ca273d4cd41745421cec91bc0608be8bcc2a3",
  "schema": "gridshift.signature/1",
  "signature": "c8ac95d00fce2c7368b68b62bc8d456f2d76f897095f279e13851e8cbe9a12660dfec034ff7290d6455ab49236679b4018f9ecd6ff90736d84d42762e6644104"
}
