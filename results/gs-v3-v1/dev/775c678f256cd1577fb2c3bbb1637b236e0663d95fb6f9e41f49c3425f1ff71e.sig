{
  "algorithm": "ed25519",
  "content_sha256": "d20e9ae7e3b6907eee10c8052efc0b5347df0b12426373cac8d692222c96a80f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "775c678f256cd1577fb2c3bbb1637b236e0663d95fb6f9e41f49c3425f1ff71e",
  "schema": "gridshift.signature/1",
  "signature": "82a0b41b6ec2f5e5f2dd027aa7cb784af05f35a8ba0a7e49d4229e84ce4106f9189a1f3dcffcbba035d3d68c8265bafa88f8bed6f54a16494eb1a9ee1beffe08"
}
