{
  "algorithm": "ed25519",
  "content_sha256": "23ea25b1e68161463f00cfbc8b25f780679abb3ca2c5abde23a617d7e89bed3d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ee128a2a7841c265378516ac4048c2d97723c0b9d3c56f990f971e3c75e22a66",
  "schema": "gridshift.signature/1",
  "signature": "a68d0003ee9d6b76d4868e9bdfcf3553950eb0817d59ae7a1760d81e0fe97c9ea5951448e55053705fce5155c036515036432f610a4ca1071f42f4aea200fb09"
}
