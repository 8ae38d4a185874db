{
  "algorithm": "ed25519",
  "content_sha256": "0a0b51d9462fd8227cef0d73efd76d6204a2683cdf06fc931a270126ec6f2b2d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "31ae281108e111d0961c387feb85ee3367cb08051f3212b2deb822b21ee62424",
  "schema": "gridshift.signature/1",
  "signature": "1af8de9536bd4fd79d5e8483d285e8355e6369606be60323fafdfc7b457c4b335d19b1164549af40cba69e2292687bda8eb1f3741b23a0f4fe9c4d24180a4b01"
}
