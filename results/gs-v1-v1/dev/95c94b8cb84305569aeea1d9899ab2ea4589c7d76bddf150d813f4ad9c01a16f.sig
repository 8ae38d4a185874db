{
  "algorithm": "ed25519",
  "content_sha256": "1661499575fbeffa1078473eeea6f87711bc80972f51fdb824f6a723a79cd665",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "95c94b8cb84305569aeea1d9899ab2ea4589c7d76bddf150d813f4ad9c01a16f",
  "schema": "gridshift.signature/1",
  "signature": "e3e5a77eaa247fe55f51062feb28068df6f6c83685bd645745d948a73136a73df32d9d20cb76d78fa8056dbb5ac8a0f0adff34aab25f59975437038da0e2d80f"
}
