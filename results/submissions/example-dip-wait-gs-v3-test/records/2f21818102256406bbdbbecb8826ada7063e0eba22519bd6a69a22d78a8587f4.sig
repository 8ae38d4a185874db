{
  "algorithm": "ed25519",
  "content_sha256": "cab2e79feb088462f74c7edabab1352b2f7df2dcee4011f8105e555c6d3cd1f4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2f21818102256406bbdbbecb8826ada7063e0eba22519bd6a69a22d78a8587f4",
  "schema": "gridshift.signature/1",
  "signature": "3d32809a3319d01bdf5c0d9a5b34a535066d4ceaa28366c1b58ec5af76ac01b7cf3349fe515f49c167ca6d99f8bbcbc1587df2368e4d68307c16f8581e29ff03"
}
