{
  "algorithm": "ed25519",
  "content_sha256": "c5a47340a838c52841f8977857bc770ad48c9ab1bcca13f8e09ddaa9ca194a7c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2eccb11cb85d9a13be75d0b7cc0ffaaa672969f0ed8f76c2e4891eb323f1d8ec",
  "schema": "gridshift.signature/1",
  "signature": "c1369febf49f1181f2af534012d77bb9edae435d7d5c21a62a4002a0f812c47a2a9b5017856ecb8a4208b91806f73249d08d90936ad7c6856a8bf46b95221400"
}
