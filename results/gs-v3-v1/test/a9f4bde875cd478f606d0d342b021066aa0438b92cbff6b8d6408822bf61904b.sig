{
  "algorithm": "ed25519",
  "content_sha256": "32dc7995a0b8bb8ed7754badec4a5db1dfcf939025db1ae09bf98ddc6303ca17",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a9f4bde875cd478f606d0d342b021066aa0438b92cbff6b8d6408822bf61904b",
  "schema": "gridshift.signature/1",
  "signature": "220429d885f1ea4e84c5821bde9479324ad34aaf290c19f8dee58766355072ab7b0e2d584b21566fb4f66cab159b32d72e4ea78ab0fa59a73c6a7dc4834faa08"
}
