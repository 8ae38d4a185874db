{
  "algorithm": "ed25519",
  "content_sha256": "b35e6af13d247b45eda22c688b922e0c8c653277c01e10a61c3347d40531cf15",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a097100af444d87abdac3f32a0dd0cd3ca8a43be44a21565e9db9febad7fcc96",
  "schema": "gridshift.signature/1",
  "signature": "7350b5f53fd635d6eb61d608113f880927d143df9bf4bf30766a483cafbd22fb1bbd23e3b5abbd924b78b1cb4921f00b2e169de2722e459dc205ed90be97b30f"
}
