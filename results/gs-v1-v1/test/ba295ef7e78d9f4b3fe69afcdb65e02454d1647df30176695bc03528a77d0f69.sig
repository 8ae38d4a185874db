{
  "algorithm": "ed25519",
  "content_sha256": "4a576fe05dc482fe8f1e807f4323a7df0fe13eb3e3d5aa1a4b385f150962a937",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ba295ef7e78d9f4b3fe69afcdb65e02454d1647df30176695bc03528a77d0f69",
  "schema": "gridshift.signature/1",
  "signature": "2ea3c1066318d8a3b0dfa3feadac2a19535767c8f8d5e7183d391f8b5377e4734862a82a34d6b9f41f99596c0b14f896a26916b923b882c5dd09ef2490e8540c"
}
