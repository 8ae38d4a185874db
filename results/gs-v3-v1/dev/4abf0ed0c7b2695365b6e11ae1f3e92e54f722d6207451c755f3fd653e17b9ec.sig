{
  "algorithm": "ed25519",
  "content_sha256": "89e7cf9ccd12b39c79bebae76674469b297f01208a75fee3454106dffa114e2b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4abf0ed0c7b2695365b6e11ae1f3e92e54f722d6207451c755f3fd653e17b9ec",
  "schema": "gridshift.signature/1",
  "signature": "9adb89cd45be32174c3b7994ed630eb95083eff4393bcdb78b35a7961b7096e29dbe1c52d2c91ed9922a0baa243340fe9c54d5a79883c1dfba1655372f504907"
}
