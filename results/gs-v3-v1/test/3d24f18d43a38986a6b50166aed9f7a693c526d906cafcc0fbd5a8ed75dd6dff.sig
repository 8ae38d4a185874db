{
  "algorithm": "ed25519",
  "content_sha256": "673c9cb800c5ca3383d65a94752e2788589bc334661258a5471d2e33ba29cde5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3d24f18d43a38986a6b50166aed9f7a693c526d906cafcc0fbd5a8ed75dd6dff",
  "schema": "gridshift.signature/1",
  "signature": "4edd4e9cf9f6e5acb6ac56473a595b9015aa99ebf04b87d9207aaa294e8ba413b0a857bf07d0914f01f452baf0ef754e89b4f5aa23318942e9bf4042d2f9cd0a"
}
