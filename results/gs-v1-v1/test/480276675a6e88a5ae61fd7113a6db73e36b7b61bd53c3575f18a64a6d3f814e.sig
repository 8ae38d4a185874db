{
  "algorithm": "ed25519",
  "content_sha256": "0e4533f4e7f0e1beb21dcac1a72443a1702b8cdb3c0903dd969ae00f4ffbcd1a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "480276675a6e88a5ae61fd7113a6db73e36b7b61bd53c3575f18a64a6d3f814e",
  "schema": "gridshift.signature/1",
  "signature": "f17dec66178c0a81b331a1ee1915d534745e8095ad1492b002e228b43d7c4c029f4d77282590fa903a61de58f7bbf4c314f27fa183e69153d9dcb8dba5ebcd05"
}
