{
  "algorithm": "ed25519",
  "content_sha256": "bd252b512fb495ee124bc42fa9cf5a19488ff054a52d64acfd41c4e412ff981b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3f68178ef08047a5d21fc0e140f2cb206b39fd5fcd5e3270ed1f0a4a37a4f662",
  "schema": "gridshift.signature/1",
  "signature": "0229c95e6a71e7d1cfdf66fe2d9a7ebbdbf273374e7b0e581d8e36dcb04ce04eca4d1628f27134b9583c48312ac21d6f5608c84df1465d94e0f9892e2644dd04"
}
