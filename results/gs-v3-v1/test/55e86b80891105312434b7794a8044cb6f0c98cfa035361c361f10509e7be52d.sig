{
  "algorithm": "ed25519",
  "content_sha256": "5822573d145408f733528a28311cf4b6d46c6da774f8016b8cfe51e3da4f04bc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "55e86b80891105312434b7794a8044cb6f0c98cfa035361c361f10509e7be52d",
  "schema": "gridshift.signature/1",
  "signature": "fa228925093bc963d32db2ac761a7629c4ebc21bafebdc2bafd9a5581561cbf94c0a6ac58351631812f2ccffbdccd26e6b3c23e03af80afd6cbe878b0f131c03"
}
