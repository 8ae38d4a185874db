{
  "algorithm": "ed25519",
  "content_sha256": "ae9bbe0c7ae97d6edede4557db1265e3cbf8e3c6214c7cd8f958908a59432a97",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6762c9b9072089b23527c51845861b0b311bb2abb090605e02f41973e607bfce",
  "schema": "gridshift.signature/1",
  "signature": "dadb9d0de71b13541d34cd805de50cd880b1ca98756af145b8834ce5cfccc8df66a6ca572e46359c1abfea25a782523c5c4712caf0b1152601c2defac8516f09"
}
