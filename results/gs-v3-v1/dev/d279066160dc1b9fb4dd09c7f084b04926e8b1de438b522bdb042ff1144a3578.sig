{
  "algorithm": "ed25519",
  "content_sha256": "4d7056ea86c50eb01d8810c22f4f073f62418a7b568152b72f6b9a27a9f25706",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d279066160dc1b9fb4dd09c7f084b04926e8b1de438b522bdb042ff1144a3578",
  "schema": "gridshift.signature/1",
  "signature": "9df4869852130585836a749a63bf06fdbe01b5d2ed1b97b6173dbcdeaed9aa6f0996382808e458bcf158f9d7178ad84e6d61597551ced0b86f98c4adebca640b"
}
