{
  "algorithm": "ed25519",
  "content_sha256": "818e09b9c3c8d2c5b8f1044b6d38ba0d3d7e80be67bf41d3b069ad3220147109",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "674a9420dcc52bd734915031261f05aeb596fbaf0aed3253c59bd3e5bc461298",
  "schema": "gridshift.signature/1",
  "signature": "38bfd63b6a5e57d79fb4a0a1ed77e13195c0ce9af25f31c0a81439acf9139f848b874414408482d21617e980aa7077940ee62a8e30b284c1001c276fbee0e90b"
}
