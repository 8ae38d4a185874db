{
  "algorithm": "ed25519",
  "content_sha256": "4e49ce283c57f9eb137d1a0f106bb4a04e8c7a9af2072298aa4af4e76a070a53",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "80ec7af0141d1d34a8ea26ac8ffc46673f4e427f89b2a83a7e6ef926cd00ed25",
  "schema": "gridshift.signature/1",
  "signature": "d016a4c4ab45da5a6a179e6f1de21cc569c5a0a60d5b27a73e4a418d8b9765a447d0539626b6f8a81219ef6ab7935fc28d33e4314e1e3516faa21f49059a4b04"
}
