{
  "algorithm": "ed25519",
  "content_sha256": "638e97d7744d91f95f8a51b12aee5ebb606aa4a1d8ab171b26bc505182c9d1b1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ccb07f36d6a9c919d5a127a14c33fc776f6011c12fb2af207f885e9fd8c6ec13",
  "schema": "gridshift.signature/1",
  "signature": "f323de88fc0f9b45c51549081c53cb3b31a309bb8f87b9db2b44e3cc7afa0bd0d6b199fb5a786e5a8de6766e599b6eaf9cb5d3cb9feb8ee9bd27398c4198de06"
}
