{
  "algorithm": "ed25519",
  "content_sha256": "95ad098c8e9fea369f7626fb80b043c3d1f45b24fc04b76714e2f41645948e4d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fb47eaa7188f882f9a82eb01b068be9d9e55179c35fe07fff952b32595894e00",
  "schema": "gridshift.signature/1",
  "signature": "93ffc9004a20721ca13bafc49ebf62417a0ee7628f0f18dddac82f5cf3c4bd79787adeb3184b685b97dbb409c2dc27780005fd69a64cac9979887a79c0c53406"
}
