{
  "algorithm": "ed25519",
  "content_sha256": "500b4ad1fbd0fcb0a356ce483459bcd167467274550e09b82228b4b8662c2938",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f583e1a79f0df2e9bf7bb14e2fd3f39b59f023bce5a4403325e1225f374bb4c1",
  "schema": "gridshift.signature/1",
  "signature": "4e3b5daaec8f226561c6511efa0a6387ab2ba9881d7f297430d21dfaed3b2096e9f21206ee9d780105865b9c7b8cf0eabf90ebebd21ecd7ce1c646f0146fa80c"
}
