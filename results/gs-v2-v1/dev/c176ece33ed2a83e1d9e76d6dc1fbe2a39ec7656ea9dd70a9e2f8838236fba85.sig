{
  "algorithm": "ed25519",
  "content_sha256": "d356f74391abf9b6c0ad072da7cbe515db1746447d87059e5fb8f776b222e65d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c176ece33ed2a83e1d9e76d6dc1fbe2a39ec7656ea9dd70a9e2f8838236fba85",
  "schema": "gridshift.signature/1",
  "signature": "31b3910560992698493d4ac5515a7484ea678affa19f0a1be88557f42b02d3b83ab77ca3ea3b9907bbfef1bae7da91a3292c36879276366cbbf0927b0c56e902"
}
