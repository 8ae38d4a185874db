{
  "algorithm": "ed25519",
  "content_sha256": "4f953c747acd73b5153fa299f0dd9a26266db4722089bbdc9992c7fdadb9883c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "68a5974357187ea5896d0eeff44c91b87baa98bd98bfa588a1e774a3477d97c2",
  "schema": "gridshift.signature/1",
  "signature": "7b60e6d890728e68e00e4ade4011d5eee6dda5b8b4f700cadc007fddff8eaa7408f5ccd615f69f7835470a0a3280b955b63f788a9f9e4d5f896ca5f4d2d7da0b"
}
