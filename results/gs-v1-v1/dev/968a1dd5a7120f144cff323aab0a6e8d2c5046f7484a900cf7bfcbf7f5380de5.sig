{
  "algorithm": "ed25519",
  "content_sha256": "981b6b4f3b86d610a04c3b969761cefb114263e0f4adc099f785c9d246edc724",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "968a1dd5a7120f144cff323aab0a6e8d2c5046f7484a900cf7bfcbf7f5380de5",
  "schema": "gridshift.signature/1",
  "signature": "25b077f018f0e52799f16f26526320fd17603a9efce0ab8c2651ad971293dc2c4d30109008d494e3dad534ba3b5ab218c996ea303caffdb6ae71aff7a174ed0a"
}
