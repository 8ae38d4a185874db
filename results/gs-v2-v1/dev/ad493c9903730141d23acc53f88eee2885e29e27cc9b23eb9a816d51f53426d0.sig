{
  "algorithm": "ed25519",
  "content_sha256": "e129d8d2c9598ba6c2699bf4b54a45af87884e69a10a68049098dafeda6d8749",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ad493c9903730141d23acc53f88eee2885e29e27cc9b23eb9a816d51f53426d0",
  "schema": "gridshift.signature/1",
  "signature": "60da6debf05e6fcc1a4fa26f9e91ee363c44cac88a2e15d415ecc21b27e6d1fed406d700a94f333800e4c4a5a664816bc4cb5fdcb6ddd9ba6f33ee3ab4a14c0a"
}
