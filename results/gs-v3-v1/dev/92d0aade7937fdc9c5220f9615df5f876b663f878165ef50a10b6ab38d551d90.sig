{
  "algorithm": "ed25519",
  "content_sha256": "7914fbbf198c7436453ba121c46bab8b12e04f33d28e4f51cb69b393a5bc1c04",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "92d0aade7937fdc9c5220f9615df5f876b663f878165ef50a10b6ab38d551d90",
  "schema": "gridshift.signature/1",
  "signature": "82bb3d98e9aad89a144f78813dd44dbcd6a1b1d6120b5e522d2df043fe85999f5375492b821222c22ba6e47b5f0dab913b6c4c80d41b5e1311040163fccaf70d"
}
