{
  "algorithm": "ed25519",
  "content_sha256": "3100fc4963d0835253ad70c2dee559515035eeba1afc8d84924ab8e392e2fffa",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dadf1f69d66cc959475794311de4426067506883b9007f4b62e73a65a1637b63",
  "schema": "gridshift.signature/1",
  "signature": "9eff00dfcebf78edb81f3a9a0f47db38d8b1f96a8b4db160dc207f4e0c6ec919e03f42fc7e919aa3baa82e1db2ff2f155b3447795d189b8a8d3344c6084bdc02"
}
