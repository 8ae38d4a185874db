{
  "algorithm": "ed25519",
  "content_sha256": "6632ecc7edcfe3d0737e50d1efa92ecc2b3de338216f7b9efebfdb032510b45e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c81189a10710f17e7df0c476e8a688b75694c22446b1ca76dccefdc67f1c50b4",
  "schema": "gridshift.signature/1",
  "signature": "d1a789942d191f8028fe06a3767ea07b4bc758c2914d193fb95a3908fe34cf6a639a9381124a1b260ac58b81fbc81f6cfd3ad22cb397808e1f190fe87fa55d03"
}
