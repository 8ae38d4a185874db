{
  "algorithm": "ed25519",
  "content_sha256": "36e6b2591db7bebf0db4b1637cde7a3178915cee7ccbef7d9c5a4fb02b257e47",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b8b1f5eac974cb563adf9035ba1aa4f80c792b82ad1990bb85f89849ac681cfe",
  "schema": "gridshift.signature/1",
  "signature": "6a833f149ee80c338048cf18f2c1eecf64cc60d83045f7ce9c06d8a93840bda1406fd0ba68f8842508b92fd3472f96f330797583fcae744d3e08dab305307405"
}
