{
  "algorithm": "ed25519",
  "content_sha256": "237d991f2fe130f277fcf35d7f7459d57a0e0ac6ffeef026972dc9ab9124c53a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "aeae4a331bee3212c0012231a8e9ad84824ef884bf22f061463753fbf8196434",
  "schema": "gridshift.signature/1",
  "signature": "200d003b73cdb208870ee8d423f24e52cd8480e06845bacfffb6fe9bd8ad92a71b20da99d2b650cbc5070d90050b21e6d1ba16f2161122ff909ea986713d4800"
}
