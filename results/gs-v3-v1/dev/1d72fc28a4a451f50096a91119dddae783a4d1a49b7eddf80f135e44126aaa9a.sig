{
  "algorithm": "ed25519",
  "content_sha256": "e24c9e5c9d29e5cba6684c5293895644d94b8c214abf5e4effa9896960ffdaa0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1d72fc28a4a451f50096a91119dddae783a4d1a49b7eddf80f135e44126aaa9a",
  "schema": "gridshift.signature/1",
  "signature": "4fdd6e4737e80686bc515eb142e22b26806dd20c4435607ed9a525e1e99f04e498eb25b76e2dd2305ad5e316e5fba4dc3fdf430ca32c8a5c40ddf4378093ea04"
}
