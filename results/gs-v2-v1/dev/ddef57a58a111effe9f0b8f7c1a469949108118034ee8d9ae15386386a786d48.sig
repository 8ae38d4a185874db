{
  "algorithm": "ed25519",
  "content_sha256": "6f441d24928a05482255325c520ae25572c81cfbfbb4d2177621aeb5e6b93d8f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ddef57a58a111effe9f0b8f7c1a469949108118034ee8d9ae15386386a786d48",
  "schema": "gridshift.signature/1",
  "signature": "af0c39c832d266f658b6d1ef88e91c390910c34975cefb65876d1c3950cc892093e905fcb9ad2c74fe42dab5f0fee02ae601ffc5c2911f1546a3a0f0c8f95c0e"
}
