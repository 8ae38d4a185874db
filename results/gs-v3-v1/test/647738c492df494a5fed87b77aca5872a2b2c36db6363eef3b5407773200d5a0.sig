{
  "algorithm": "ed25519",
  "content_sha256": "bba9432bf00f35eb4047dd17c9485adc2c1e30f6841916520b46dabe06f0ea64",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "647738c492df494a5fed87b77aca5872a2b2c36db6363eef3b5407773200d5a0",
  "schema": "gridshift.signature/1",
  "signature": "d72af452892a0890afc763e01afedc61968e20c49c7f651c069afa94630d0588af6245b7dd6e1f78a30d18e6d7a59ce91bf1fa8bcfdd4643dcf7c911f2bb7807"
}
