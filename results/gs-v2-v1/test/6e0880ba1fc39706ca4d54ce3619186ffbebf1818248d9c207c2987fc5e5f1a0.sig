{
  "algorithm": "ed25519",
  "content_sha256": "0f3fe1f6bc74868adc98ee8cb1faf72bedca73dce9468b0c394002936666503d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6e0880ba1fc39706ca4d54ce3619186ffbebf1818248d9c207c2987fc5e5f1a0",
  "schema": "gridshift.signature/1",
  "signature": "0c527bbd0924e64e22c6ec6bdeaeb66e603a10ed638c0fc6905982ed763e77b126a618c6ba3564d73fa7824d1c82ca95e1ed4e210a139e940553057f53858a00"
}
