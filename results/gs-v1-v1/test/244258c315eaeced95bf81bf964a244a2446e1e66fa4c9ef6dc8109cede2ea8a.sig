{
  "algorithm": "ed25519",
  "content_sha256": "63fe46537ccc98413c55374d1e2ee67daf9dde240e0b8e8fe6727f43750dac80",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "244258c315eaeced95bf81bf964a244a2446e1e66fa4c9ef6dc8109cede2ea8a",
  "schema": "gridshift.signature/1",
  "signature": "f512bf2cd3f8082f1d914c216e36331dee707f9a6e54204e9cf5b6579837d68a23cf0d4cf0bb4bdfc9a30a909a6785048b9408e3e3589d8bac8e9896e2e3b603"
}
