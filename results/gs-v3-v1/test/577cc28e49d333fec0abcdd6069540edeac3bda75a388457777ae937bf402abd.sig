{
  "algorithm": "ed25519",
  "content_sha256": "98044de82a1e0dd9fe5352c88d104adc67495251346e1a3559e16e74562653c8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "577cc28e49d333fec0abcdd6069540edeac3bda75a388457777ae937bf402abd",
  "schema": "gridshift.signature/1",
  "signature": "4fe951a5048eab0098a1405b800e73eab04a39b5d9476be3b81746849cd010cacc34bbe081fa03f7bc767e1cf3a4717e5bd38063018e0e466d77f6f52d28e20c"
}
