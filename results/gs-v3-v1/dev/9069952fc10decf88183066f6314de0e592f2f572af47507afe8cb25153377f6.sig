{
  "algorithm": "ed25519",
  "content_sha256": "451d5c3f73b2e5eb604070e67cdbe928b9c34ca09da2f062733562521fc85b15",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9069952fc10decf88183066f6314de0e592f2f572af47507afe8cb25153377f6",
  "schema": "gridshift.signature/1",
  "signature": "841bf97dc2cff5d3da4e6ea64549b40434ea787e83946f63e2d4af74289b4cdc3665164cb0168b0e1a6393cfe2c6e8951f0d66109c1efea87bed37f6626abe08"
}
