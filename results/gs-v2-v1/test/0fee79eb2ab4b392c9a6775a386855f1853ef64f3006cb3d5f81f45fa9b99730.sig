{
  "algorithm": "ed25519",
  "content_sha256": "a64611220861b4037def06b901c3f475003accb0698967c6f5366e14427bb186",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0fee79eb2ab4b392c9a6775a386855f1853ef64f3006cb3d5f81f45fa9b99730",
  "schema": "gridshift.signature/1",
  "signature": "4a8f114befe9a5f6c66ff29844f2780a8ee91d5d766d3e70b0f92a0d7b0ec9b81d048060b1f0affcf656130dc99fcc5ae78f61c9b4a042bed2b55c042c7d4107"
}
