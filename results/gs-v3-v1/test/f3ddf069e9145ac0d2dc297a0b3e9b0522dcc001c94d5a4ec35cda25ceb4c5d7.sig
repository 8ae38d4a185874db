{
  "algorithm": "ed25519",
  "content_sha256": "9f7bac9ee06216e81bf845194866832e1971a323a767be98599951ebae034804",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f3ddf069e9145ac0d2dc297a0b3e9b0522dcc001c94d5a4ec35cda25ceb4c5d7",
  "schema": "gridshift.signature/1",
  "signature": "840f7321e96b5dc859305ae922d72b6951f845af6f4805d1bc0998b5b64004d7d66debb64e2f1f69b0b44764f645be2346b6bfce1a5b57ce4e66b707a7e3cc00"
}
