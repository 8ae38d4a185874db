{
  "algorithm": "ed25519",
  "content_sha256": "989f2090fac21b7adc20efa84e5310415315510d61a95b5a57bcd228a5e3299e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2825f8b616e691bfcf8fe2f3c1c0fc51c0fdcbc2e4b35773137c75e16bae4d39",
  "schema": "gridshift.signature/1",
  "signature": "d6fd6f4fa2ed6b22d34eac4628442abc2267eb874e477478ed703ad4058e7f11ed43d0af7fd1de51d637fd6f7383f71dce96adc68bf964e3e653b2c4d9102404"
}
