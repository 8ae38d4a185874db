{
  "algorithm": "ed25519",
  "content_sha256": "475d5a6de7af519986cb1d1e7b2a2fffe21c1e772b8d99cb9b091eef10644f54",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6bf4947c091f1f04c492ee14c8748c9c7c865a8894bbef0de8e30f596934ec94",
  "schema": "gridshift.signature/1",
  "signature": "1dc5be945972b813bea66782bfc04d9af9fbcd9af45e9e158cbd62d3e3d4f285464e61e4d931f7f60c2721d356b1f9e8e38830ae5b7f14067cc908250174d806"
}
