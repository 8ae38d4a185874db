{
  "algorithm": "ed25519",
  "content_sha256": "eea6409cc69e7e900e7f011a22ebc928e33360ece9cfb34a392fa6c8dcfa38b6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "909a178c6861fa64026d34c1d8515527137dd67aa1ab847be0e507e8227c6888",
  "schema": "gridshift.signature/1",
  "signature": "2599f3a1ff4a9b784731f4609d0ab6ec216906e8f8bc58d1c75e1d842be95d0f956e3d7b9e3a61c12ddd2aa203e75b6a1480c3ac727c1cb6fa5de208fd412501"
}
