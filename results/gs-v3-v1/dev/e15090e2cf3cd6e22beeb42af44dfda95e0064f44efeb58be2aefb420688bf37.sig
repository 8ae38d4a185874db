{
  "algorithm": "ed25519",
  "content_sha256": "ac999a9a563823b252aa0bf9d8b0d6e53e93062a8dfb69db5efa7428905bd063",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e15090e2cf3cd6e22beeb42af44dfda95e0064f44efeb58be2aefb420688bf37",
  "schema": "gridshift.signature/1",
  "signature": "183f9c8243649589df2fa1baf7df2b652aa39273d6a918cc6f452e916c3e76d8c15d431cc3934222fea8fde35a80a877134d1e856b7a07f018231d0b63cd590e"
}
