{
  "algorithm": "ed25519",
  "content_sha256": "20a58a1c26ce3fb465ba4ddf47e1470a6ef28b9b8af21d62d78a5d203a224ad7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a66746a816c501b6ff1be1d23519f159c157b00ee723ff9f592877773c7e5532",
  "schema": "gridshift.signature/1",
  "signature": "5a450eccadf6b2d97838c261647c4491c6638ccb49c1187c023d0400fbbb9d7f252391bb518054a210b636b5721e06f3ba1fe3f37863fa562f1ede4d66639d0e"
}
