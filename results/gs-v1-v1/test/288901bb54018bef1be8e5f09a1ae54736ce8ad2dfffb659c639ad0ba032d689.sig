{
  "algorithm": "ed25519",
  "content_sha256": "a30d0ab6afdbe757d163e31b4244929cb18ab87978276ee849913e17d86bccbd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "288901bb54018bef1be8e5f09a1ae54736ce8ad2dfffb659c639ad0ba032d689",
  "schema": "gridshift.signature/1",
  "signature": "a39c9bd7abc6910e3048656be745cee00621c286e5a4f8d23da25783b8b4998bff15deabc9eb51b94c1d343aaa1f542ce0f35466b23a9bfe54df76017534210d"
}
