{
  "algorithm": "ed25519",
  "content_sha256": "0843689a650b1fa476e62b16c85f71a6c32a84194b75d15465d73bb62ad53f1a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1544f31fc32a7afc88bfc9b14e823e7e2c4cab3b36f4a73cbcb836e3abac05d6",
  "schema": "gridshift.signature/1",
  "signature": "2fb8f26fb42e746befecf9d2b9afa0bb1ac167278f8bf9a3837c135ce6a0bd1f1444652d1937d6cd38685c5a8c26cbf74aa763fdc0751b65d131743aeb9eef07"
}
