{
  "algorithm": "ed25519",
  "content_sha256": "e4fa9a52b19e8c1fd5287de2f9ea9ee066acd8a5b282a3a07dc38b1cebbd1216",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c2baf7718d8cfda83d053e804d0318e5d26cd2a73ec6804b31a7b91d7339d783",
  "schema": "gridshift.signature/1",
  "signature": "2e97272db42a48abf0fbcaec196a4c2f588823ce1ce14e33c49da759a84949d820ac21973ea09f676d36b88048f864a9275ca4eee89ec3abbccbd47ae7caf801"
}
