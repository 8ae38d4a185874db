{
  "algorithm": "ed25519",
  "content_sha256": "4e17d5a093c55168164ceaa942501d939cc151727de41eb84193d6b07a0e9c9d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bf8f8cba51b05f2de9b460f38ebe02c8b8069c85cbbd58a25548ec2adf050a5d",
  "schema": "gridshift.signature/1",
  "signature": "d3d5f6646684c1706bfe134a853c716fed726bb48c963fbd84646200dceaf3376d1ff15032fe7c9443ad009e30ad219ed3f1aa3e1ec40d05c533e7db7cb8d402"
}
