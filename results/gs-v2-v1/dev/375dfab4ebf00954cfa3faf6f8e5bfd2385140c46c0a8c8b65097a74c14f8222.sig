{
  "algorithm": "ed25519",
  "content_sha256": "fa1427c924d821ba40e709e028f7efc643ffeee96af3903532f437bbc44431a6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "375dfab4ebf00954cfa3faf6f8e5bfd2385140c46c0a8c8b65097a74c14f8222",
  "schema": "gridshift.signature/1",
  "signature": "14fc5e9a51b86de7b6fbc5712d518bf013289df875a8b7e62613488862ba5cfde5fb2d84332860e6447864d2c4c800e86deb516aae30a89631d7237eb3c7e900"
}
