{
  "algorithm": "ed25519",
  "content_sha256": "6c0d7e78006c2e105734385a5b83042eed1e365b6b3c1a9f29ab41d34279e1e9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bc0c4427b89fe3233928a84043a741c8d5b4cbef20efcf1209466cbe1050be90",
  "schema": "gridshift.signature/1",
  "signature": "f817298b761e3ac4443ad27eea337d576d0f860c5ca1befc6bcf2155b3f9249a6bdd937ad014b512ed1f7b5a50bb651cc725d489dbc1135cf881386544c17f05"
}
