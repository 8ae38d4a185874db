{
  "algorithm": "ed25519",
  "content_sha256": "324e526ac18326b7f20703cfb2996b678ae933409ad503fbcf648bb031a7ca01",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "960c7b241825b76dd7093c5e8d85b381e3f910704298be7ab8cbf593f0046222",
  "schema": "gridshift.signature/1",
  "signature": "6608eb51bb76a3221f6f0962d84d8ecf8a522bb1f4424b8a4a25fd3746b039c2dd7c01b4f55241bf623de247bfd89d22c67fbf94daee5ae880908d302eb9cc05"
}
