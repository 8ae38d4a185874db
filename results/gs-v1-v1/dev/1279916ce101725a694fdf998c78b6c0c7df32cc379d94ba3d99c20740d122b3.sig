{
  "algorithm": "ed25519",
  "content_sha256": "07ad19beb8a41f0087e7f5b7d4d3fa9d579c25e4a7f7f076306e5da70e186629",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1279916ce101725a694fdf998c78b6c0c7df32cc379d94ba3d99c20740d122b3",
  "schema": "gridshift.signature/1",
  "signature": "6ed6a4aa537f34cb131ca5c5ae76944b23f7487c773a125df3413a60120a9a10b18bb8ffe099fd0b3bb3a6014c9f1607f5408b96b7f3d0f292618967be845e09"
}
