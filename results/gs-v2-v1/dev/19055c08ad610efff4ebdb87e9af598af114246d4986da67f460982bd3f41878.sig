{
  "algorithm": "ed25519",
  "content_sha256": "2a4a8e527f1d19b3ce65d8903d15683f0065e048a61a1112d7304aaac1c92908",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "19055c08ad610efff4ebdb87e9af598af114246d4986da67f460982bd3f41878",
  "schema": "gridshift.signature/1",
  "signature": "3fd11ded8ccfc84fb0c412a39edd74d9c421790ca28a9ba07b0ac7c77a5a426a11730d8609d136be26d6a250f3f9b7abc4ea72ae1dba6ce059e5396c2cdf8e0a"
}
