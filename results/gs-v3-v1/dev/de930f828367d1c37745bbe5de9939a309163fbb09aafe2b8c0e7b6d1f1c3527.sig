{
  "algorithm": "ed25519",
  "content_sha256": "a9bdd004caae9b7be132e9a15a95e70831d53e5978642fc2a85a4bd354198505",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "de930f828367d1c37745bbe5de9939a309163fbb09aafe2b8c0e7b6d1f1c3527",
  "schema": "gridshift.signature/1",
  "signature": "c9c8ee80838bef79054a6056ed0e5229a3bc0fab5fc803fbdeb6f2b89dd9b3b4ba220a889dd1130dd701dfffc55c7da3d80185f84042fbb7da90173752b69209"
}
