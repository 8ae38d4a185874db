{
  "algorithm": "ed25519",
  "content_sha256": "ac2d47dbebf899cbd8f61c1cad83b17455c2a3f29c29f8ed40817256dce40c4d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "402c4af2cca0f8e7ad9eafd6e720c258f8dc2563e99707c94a5b833cfb3d34da",
  "schema": "gridshift.signature/1",
  "signature": "90df9d4ceb5c6778cb7eaea26000bd51b3cbce3dd38644a971ae78ce45646594002dd6517f3b6ce69ed687c1b11b215d7e5e1c224ab7465b00d2a81682b09a0f"
}
