{
  "algorithm": "ed25519",
  "content_sha256": "501c4e003deb79b0d61b6c0a77ab773c06e277025cbf73dcc327973915c7297d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d52cc07e841b16d329f4e3f7e3904c4218970eeb5ec084de2a9b1879abafe468",
  "schema": "gridshift.signature/1",
  "signature": "35cb9707bcd39f1b4c1e9f5f9f9a5f9e9d33a2dcde241e3c6b42d2d94a0f593a3bd99a5dc5b3a7cb3b22030d067b164a8c466fd2f43c3ce99d1c53cba6edce04"
}
