{
  "algorithm": "ed25519",
  "content_sha256": "179b04e99e55dfc95558a71b5c16e62cf95571a1c31b0d1b6815e4ceb822bb59",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fd4222a9f485b507b1e9a9bcaea9635d7a1144e3d05560bc2745076e40a86a7a",
  "schema": "gridshift.signature/1",
  "signature": "bba48159881628514101e8a2320cd7949953c01c4fc418e52447288d3884974da7483e57cf36dbabfd44327428ff636f3a95cc6be709474cec1e5e7deece7c02"
}
