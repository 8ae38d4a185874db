{
  "algorithm": "ed25519",
  "content_sha256": "1d6f6c0319367921dee97cf1cf35b13453ffbb35cca21cae8c27e85486a54706",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0113ec9a8a867b4e5bc6db9f4c9e0740623a307bf21358538c0d572d0afae958",
  "schema": "gridshift.signature/1",
  "signature": "1c76fa8cf034474fdd259c3007b0c9a81ba4eeff043bd5bbda1229db70ef950bb3b61ccfd63cdf0b8eca607ce1309800be734762b1864013c0500fa98734810a"
}
