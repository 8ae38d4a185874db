{
  "algorithm": "ed25519",
  "content_sha256": "d2bd583a424c4dddd0a91abdd9b02eece4921e81b324649a9b82226237425fed",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1e7a97a0f3e808fb2f5836c5f2830e88cce6b45755279f9c2493fc4414a0d81f",
  "schema": "gridshift.signature/1",
  "signature": "200d5166bec24b8515ef0fa8266b159e577ba5bc6909598892a002003d2cebe8a553e71c04af4a45338ddd0431327ac3cfdac1060ab20897d21c46d8d906e700"
}
