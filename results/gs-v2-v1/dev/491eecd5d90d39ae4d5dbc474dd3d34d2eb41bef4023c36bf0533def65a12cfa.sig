{
  "algorithm": "ed25519",
  "content_sha256": "df2e60677b41f534622ae92d21a147d5a1b5bb2874d8a36efad5830e18c2f96a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "491eecd5d90d39ae4d5dbc474dd3d34d2eb41bef4023c36bf0533def65a12cfa",
  "schema": "gridshift.signature/1",
  "signature": "e2ff228689a83d188ada869295a04e45f1a269c10e4924dea1d4f10454a7264af0e2d25fb261779289acdbd9d81d3b8775185a9f3821a52789654985a6255705"
}
