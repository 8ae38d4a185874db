{
  "algorithm": "ed25519",
  "content_sha256": "5b2e03e1716bc2ddd8af306c87b4fb3f613c455dcc53aae7e23625d53439db24",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e191f93b7557e38fe460746ae9242575cef26c1dd7900f4a3ca038d2c96fec81",
  "schema": "gridshift.signature/1",
  "signature": "adb2bd44ace73a6423d29fe53dd3dcaa14af5ab16bcd4432113e40eba63b075ec49ffb049f4f321a2e8254f3fb4cd8ebe042d8d3679ac6faa95ca58721b00e0b"
}
