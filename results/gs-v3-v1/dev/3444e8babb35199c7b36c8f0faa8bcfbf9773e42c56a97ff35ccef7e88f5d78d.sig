{
  "algorithm": "ed25519",
  "content_sha256": "03482f27c6e70f214ff2313ea47fa14eef285ffb8d84250a2406e61654df1146",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3444e8babb35199c7b36c8f0faa8bcfbf9773e42c56a97ff35ccef7e88f5d78d",
  "schema": "gridshift.signature/1",
  "signature": "2e9b00c9fa10a0ce142b491cc0deb0fdda57cfe4b3bb20b3093e52a75083f71d25139e18a3aad0ca2ccef2d5a7c4e08f7356073e53ce434da82ec05d2184ee03"
}
