{
  "algorithm": "ed25519",
  "content_sha256": "071f1facd6a28d6a852eb9143106ac348adfcd07ecf7af1dbf9b3bb9a1a6e08a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "78bb9363dd88d16021365abdbb897ffee3b9b976d60851a4d8f026d9ae81f7bc",
  "schema": "gridshift.signature/1",
  "signature": "8dde93983b0ea75c0f06932cb53839c19cd6060416f405de87932893c9f98942062c38407ebe98ef07ea34e343834ca9db8384b53837a7e92d00ddd2b67e2e00"
}
