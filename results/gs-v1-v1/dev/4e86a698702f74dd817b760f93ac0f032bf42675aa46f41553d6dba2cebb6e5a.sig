{
  "algorithm": "ed25519",
  "content_sha256": "ae5bf21588916a19f3c81fc0a843d704d1c03e0a1f38b2bb44fad55bd5828049",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4e86a698702f74dd817b760f93ac0f032bf42675aa46f41553d6dba2cebb6e5a",
  "schema": "gridshift.signature/1",
  "signature": "e029ffa381304b32a35ddb4c301059fdd2e581107d4dcd5b6eb2fecdf1853e380f50605551402053a28bd439ff14e9dc5d4cc855260d7bc2d33a7f096de33506"
}
