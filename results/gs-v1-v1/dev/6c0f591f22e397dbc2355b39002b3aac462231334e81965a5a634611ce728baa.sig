{
  "algorithm": "ed25519",
  "content_sha256": "8400de615641ac0344627a37a32b4af7492ca1616bafd8ab6495f0636d565f6b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6c0f591f22e397dbc2355b39002b3aac462231334e81965a5a634611ce728baa",
  "schema": "gridshift.signature/1",
  "signature": "e4003b996cdc1f6ce3e85e62ca359525e11a1f57203556aff854bb54be0a9712e2c83c65bcfdce5a209600b24652fb70f850febaf0b7217a6b54834133bc4d0c"
}
