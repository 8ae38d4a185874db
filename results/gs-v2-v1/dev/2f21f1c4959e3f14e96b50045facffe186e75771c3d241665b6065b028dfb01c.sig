{
  "algorithm": "ed25519",
  "content_sha256": "692f036a114c5e8ca50f1a6ebc4fa808f0c92330217ebcd7c2a8a9c9e0e5f249",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2f21f1c4959e3f14e96b50045facffe186e75771c3d241665b6065b028dfb01c",
  "schema": "gridshift.signature/1",
  "signature": "efaf0de804d9adb1b06ddf9d83156fe792f1f82064ac4271147669edcb66aaa78ca3b39ed7ba840a786a0bf84169be126c6e5c016d95def37274241c70a3e903"
}
