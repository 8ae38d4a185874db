{
  "algorithm": "ed25519",
  "content_sha256": "260618056ab39216c7a73a5ee9e67c36d7a6680dd7b56595568a955b6911174f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "443faf246feacda24ac5efa1074f48915b09aff164d91220e106ba681defc56d",
  "schema": "gridshift.signature/1",
  "signature": "aa402b371a44ff5b4262e08555e9786b0cbf4ba0e53e730751ffafe7242bd48895577446d0b97192cf9c6e5c4a2954ce2ea5180d1cfe98f6815657bcb57f9c0e"
}
