{
  "algorithm": "ed25519",
  "content_sha256": "84e0bbe1709686fd37f1897747e8c24eae7bc671cd61bad6ba473382344fc203",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dfca22f2092e7833bc2c8336d1c54c785c03ac3b3680995af740c3eecfcf113e",
  "schema": "gridshift.signature/1",
  "signature": "62689570a86c54f4bd6dd4df0a4eab8c2535d4c049388e1057d88594a30b02561f4c1a2b15b45e3d38aaa7e0d5c648a432e3a84f767dde1dc5d9393322b0b205"
}
