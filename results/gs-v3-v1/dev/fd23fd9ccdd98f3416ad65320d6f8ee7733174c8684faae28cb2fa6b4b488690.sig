{
  "algorithm": "ed25519",
  "content_sha256": "fa0c994ce86888ba87673a39928fd72c61a61193dd3106e120cf04b5779a0955",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fd23fd9ccdd98f3416ad65320d6f8ee7733174c8684faae28cb2fa6b4b488690",
  "schema": "gridshift.signature/1",
  "signature": "05dab6373e1af099b6e13979cfa7fe84b027c78b0f52120da4f6fe20214cf9112746a14e67ae6a1c974c208cbc04a2582a82ede1940bca3063771cc1e8805608"
}
