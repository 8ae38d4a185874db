{
  "algorithm": "ed25519",
  "content_sha256": "5170dd0ee44af8342e8d1cb730568e1901e21e4659bd55b872a696631b928f4a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dff93839d1151623cf1ea296162083785e09db1ebcbbe75dfe2f8327685d91f8",
  "schema": "gridshift.signature/1",
  "signature": "258f3efc7bce0845bd6f201145c38c7ba72bbc1363b56ea0722eb23f81ee7cca5ecbb2d350ff7f3821d897dff5e26acd6f888425149c730da97b61d85c8c370a"
}
