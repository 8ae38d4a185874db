{
  "algorithm": "ed25519",
  "content_sha256": "e1312ddcaa5ff3f270fed9f13d760206d9d30a8107ebe4981b59e68d3333cc0b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6280e04f18d778ca5f7bd9f95e23519cdb7152d91db18e244f7e917ccd3a40f8",
  "schema": "gridshift.signature/1",
  "signature": "7f96c687ca3f2c2b991bf74d3553d8049a570dd52dcaf0857c1c40d03e1a44a3718598af46c22526719027139a25fb86f1938495bc4d71171ba4993be34a9600"
}
