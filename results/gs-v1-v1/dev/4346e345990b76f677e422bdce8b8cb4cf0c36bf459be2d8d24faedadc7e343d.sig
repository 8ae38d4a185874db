{
  "algorithm": "ed25519",
  "content_sha256": "99c3df6a2aa26933a344aa7c8aee6ace8b16ed399a261a77c39f725dc0aff3d4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4346e345990b76f677e422bdce8b8cb4cf0c36bf459be2d8d24faedadc7e343d",
  "schema": "gridshift.signature/1",
  "signature": "6e0406b69e055c81e4a24abf4b2860a590d52ef88a7478ef8a009ea8a5a80ed8ec158651aa7c90e578bf76ec832941c78d28d6ba3d22efd483046535985eeb09"
}
