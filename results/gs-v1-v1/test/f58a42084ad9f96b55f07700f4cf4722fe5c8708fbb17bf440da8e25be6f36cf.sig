{
  "algorithm": "ed25519",
  "content_sha256": "67332bc50d4c508d473ae3a7095007e5ef89ce30ba5968f1db32c34c1479af01",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f58a42084ad9f96b55f07700f4cf4722fe5c8708fbb17bf440da8e25be6f36cf",
  "schema": "gridshift.signature/1",
  "signature": "229828ef45ce52cec31707ca1b8d5b1ed9ecac32a8e8c996c3edce5511f2be6d19ea626c60ccd88718e4c066311e5c60c819ace2f2bd54e638186aa9c1b2db07"
}
