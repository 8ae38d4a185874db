{
  "algorithm": "ed25519",
  "content_sha256": "cb76eb992732b18e4eca7cf51bf14aecb8af914dc75d74ca38a296a9bc5b8b57",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "57ce26ef0e8a7e32a74c023acf03c8fe909af5254b18bb1cff9c214adf49d560",
  "schema": "gridshift.signature/1",
  "signature": "2ab69bd8b8ad41051077de0dc9469a1aac0976f9ae6f192ce546b18c57d49b7823c9883719625f8f62d54535a26b7ac7768668f66a0700a662a63073c4662b05"
}
