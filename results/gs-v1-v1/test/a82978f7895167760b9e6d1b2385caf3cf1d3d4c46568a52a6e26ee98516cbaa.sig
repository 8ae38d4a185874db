{
  "algorithm": "ed25519",
  "content_sha256": "16d6b424156436489a9edb61de710d0bae0b4f4ba35f377e34a6fa63f3194db2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a82978f7895167760b9e6d1b2385caf3cf1d3d4c46568a52a6e26ee98516cbaa",
  "schema": "gridshift.signature/1",
  "signature": "2ae0d259d5ddf434ca72585403c9adb04dd8ceeab54749dbc8fbe33719550a11de359aa76e2f308d0d5e5effca612084a2340dfd9adf63d5652cde96922be40c"
}
