{
  "algorithm": "ed25519",
  "content_sha256": "a579739f92099add038b82e73da563f9f2577e54b48b62ad278068a00d7448f4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b978c62074a75ca1c0b8d0c841c7c4b7474585282bde5d0ce11f2dab20decf96",
  "schema": "gridshift.signature/1",
  "signature": "be16c48d1a83b0f98078de2deff5ca3ca07e989f5e5a189c6775a9835df73414392c287be91d450678a1995a793c471c0d515e6ce8d3554e87695a58ff2a3b08"
}
