{
  "algorithm": "ed25519",
  "content_sha256": "9c81dd44d7c79bc83fa30ca9362759f47407b776140e79b3704d8fcde3e28d92",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a4b0df09b8bfd57d7223d0182c0a73d943d90ddaf67ed382ff8d54ea04115c21",
  "schema": "gridshift.signature/1",
  "signature": "7532c0dabe3bdda4d3de6dd5bdbd8421390141998b92f7b017228f2b72102c4c1d9911a362f00dfbb51e280431915260aaa2b7861e69e41d510cc09a5aec2f00"
}
