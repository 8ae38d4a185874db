{
  "algorithm": "ed25519",
  "content_sha256": "0118405d7aac11655fe9361c2402ccaaf087856df923e113fc6bd2cb25b67280",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5ddbc6d993068aefa37e932fa18934490f30ae89f7412f49c4c32e91ae799c36",
  "schema": "gridshift.signature/1",
  "signature": "e260bafc5fe831aae74e514cd20bd1747f9914bb59b1518b586c39cb6d0f5e16e562a1b2df19a130e463109237c8457fb7f22856e56d2cfd8986cba5fe14dc06"
}
