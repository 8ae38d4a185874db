{
  "algorithm": "ed25519",
  "content_sha256": "042e428cdb74ff7780863ff6b29f23ebe2c4db2646872fd046a0309dacf4aaa7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "24e1ab80de62f447c4f3a8ebbeef5be2c5468d1299f518b4b38e96a40457d276",
  "schema": "gridshift.signature/1",
  "signature": "e5e11a71e20a6db3251e6cfad4cbe4008163c242d4b978fa456e507efaa11b6a30828db33bea171971eb5e683519e8de05f8ed8b294acfcee21ed64eda477a02"
}
