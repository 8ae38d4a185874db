{
  "algorithm": "ed25519",
  "content_sha256": "74bb221988c03d97cdf60c66ab50c1b36575cfa4a79b8a39ca43f44b8e1ec432",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9c7b2328bcad188d6d61291ab4aadee296f459471188177eea949f4b0fa3fb5c",
  "schema": "gridshift.signature/1",
  "signature": "30006e15985b6830cdc5cc69ae2fe3c29d0ea995bdf3718fd9db3f764022321ff09762ef7dd6a6c7897801949770a46a32677fe0ef135b3d9847a1666cd2c307"
}
