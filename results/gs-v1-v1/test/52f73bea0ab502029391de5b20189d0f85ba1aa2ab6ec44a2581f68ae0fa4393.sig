{
  "algorithm": "ed25519",
  "content_sha256": "c62eee0c548b1cbc7a1805771ccf29b6197ff4d81f38a1ce7698187c9c61c5a5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "52f73bea0ab502029391de5b20189d0f85ba1aa2ab6ec44a2581f68ae0fa4393",
  "schema": "gridshift.signature/1",
  "signature": "b9854f5bd0e4ba8deb88ed4f2b295a4201cc960286961039f2e139bd27e962edf558135113ad0cf47c2eef240d4e3c26668a79e7f457032fad2429923eb2f80b"
}
