{
  "algorithm": "ed25519",
  "content_sha256": "efc6ef694e0e268a3d16ac0068526205c53f9e691daa8032865aa62a6bb7d536",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "eb27c76fa6f104b7c9019272303a56a5c4e3722c04bf8404b38257e6c9fc753c",
  "schema": "gridshift.signature/1",
  "signature": "7e0bec087588f670458785d74c56ae4ac59e8819b24bd1db14013267ad931b4966a22631eb63b62145b5f2b70f2cfefbe08284abedf2491340327ccc894cae00"
}
