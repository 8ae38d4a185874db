{
  "algorithm": "ed25519",
  "content_sha256": "053c2969f6ffcbe94b6bc11fb2aee895716b042bb350c5e34eb2e77dc6be3d0c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ca40ff2fb6608138e3574a4c791a8339b7185c816e037b6977be69c9fa56c8c4",
  "schema": "gridshift.signature/1",
  "signature": "f72e9a868b23a6d23bbb54dd3a6ab62ddf22f662848b5d432d301c5678935629f1fa35c859db201becb35ce0522daab774853f80ba02781196524ec327017107"
}
