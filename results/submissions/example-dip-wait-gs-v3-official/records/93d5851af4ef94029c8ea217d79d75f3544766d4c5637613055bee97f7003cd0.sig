{
  "algorithm": "ed25519",
  "content_sha256": "b07f8d3abe46f759b213030cdc564609cb82d9db74bda023be0b72bbfe588f88",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "93d5851af4ef94029c8ea217d79d75f3544766d4c5637613055bee97f7003cd0",
  "schema": "gridshift.signature/1",
  "signature": "99406fcc7021131d9a4ee448a2c64fbca5849f2552ceeff9766edd05c47bc83c2045a4e0025dcf7fd6ecea211b5049ef88aab270dd548fe0c77379c44162e50d"
}
