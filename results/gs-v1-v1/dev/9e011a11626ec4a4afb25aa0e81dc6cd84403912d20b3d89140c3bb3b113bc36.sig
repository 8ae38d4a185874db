{
  "algorithm": "ed25519",
  "content_sha256": "cf4c07278f1d81ff3d773b6c783e867e5564a9e9b49a2ce9f8b47d9a8ce4fa54",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9e011a11626ec4a4afb25aa0e81dc6cd84403912d20b3d89140c3bb3b113bc36",
  "schema": "gridshift.signature/1",
  "signature": "17abfb4d62ddccb35cd61586c8a7f2b6d1634ca544719cef0069dc685391c82224434083a00b56b6078e1c4827acfd30c47d71f7f3fa5df35e4fd09097950b03"
}
