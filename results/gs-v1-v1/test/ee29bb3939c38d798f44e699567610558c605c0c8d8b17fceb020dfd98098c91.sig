{
  "algorithm": "ed25519",
  "content_sha256": "c61e81735ecaae8dc8bd0be0be7115f2e39b08bea53c3139973fca0a30e9774c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ee29bb3939c38d798f44e699567610558c605c0c8d8b17fceb020dfd98098c91",
  "schema": "gridshift.signature/1",
  "signature": "81c9d3e9407be5b89f20005959bbd28af4d7d1f1d0667233bc976cdd3680e5ca4cae878f111a38848cafbc59071aac6fb8223031b8a1ea95634b966074066003"
}
