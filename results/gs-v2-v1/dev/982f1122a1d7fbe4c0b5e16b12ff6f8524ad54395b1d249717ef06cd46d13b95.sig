{
  "algorithm": "ed25519",
  "content_sha256": "0236b0405d7fdbe47cdaa0c28f635f63b2dc9ece77f5a957c427e5beb83d966c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "982f1122a1d7fbe4c0b5e16b12ff6f8524ad54395b1d249717ef06cd46d13b95",
  "schema": "gridshift.signature/1",
  "signature": "ad28a1ac48eb17901e722fff8e664b7e4ef3f61831716de5e8dea4dbc79b6e6cc58cdc796163cbaf3dd83a8496ed97522330a2881bdfbb2296d2ed05595aa40b"
}
