{
  "algorithm": "ed25519",
  "content_sha256": "7a70efc835ef34024208172994db33519d9983dbe1abef45f9bd240cd20ab03f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f656c7993356db126e18ee8238afe5a51c021e3a8f8ec5d153d284edb6e3aeee",
  "schema": "gridshift.signature/1",
  "signature": "54aa4e69f49ef14336ecfa15fcfcce4c55df22a2c9f42dedce35a46e8e9b9fc735251600c72afdd7b4eb6d1991521e036b2b8d69b2e3efe2da8830c38b0c0b0c"
}
