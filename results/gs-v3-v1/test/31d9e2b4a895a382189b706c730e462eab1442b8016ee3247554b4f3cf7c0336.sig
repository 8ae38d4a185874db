{
  "algorithm": "ed25519",
  "content_sha256": "34dade33c4722d1b86d07edc41e30e055cf4dbc4e7748802dd69239bbadc8a13",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "31d9e2b4a895a382189b706c730e462eab1442b8016ee3247554b4f3cf7c0336",
  "schema": "gridshift.signature/1",
  "signature": "93dc21e7d88ce035ade9c5f7c52e7e6dc91a36860bce8e4cbe0a4e96f1f4902b16e36baa4d181a38cf57170c1ade096a2001bd45df8810824898d0b6e3275b0b"
}
