{
  "algorithm": "ed25519",
  "content_sha256": "0da8759426e63bb3293882098cc4ccca52b9f8aa4a02cb02515a36fcaa3aaa62",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fbe12801d2c5e28e664c419b48711a03f818745f8b7de19da1b022a3f1c0600f",
  "schema": "gridshift.signature/1",
  "signature": "e450703d1e7b619559158ffe1b3ff2b55009084436ab30785e56c45126c434f64accd461fee9c80a2f70186433e5332e8c4b3150376a8b1c52a8dc88ea281b0d"
}
