{
  "algorithm": "ed25519",
  "content_sha256": "c7ec383e163a519035c90a3025f21044cb0a1e7ad40b0b7101f7b1e69b809b8a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ee788167147aee8fd88781a9baced69ab69f59a6c7fef972a2763578918ed1fa",
  "schema": "gridshift.signature/1",
  "signature": "4aeec6c67699924a6a1449b186619da1df266e57ea4a4854ce8ba00cc36905d1b37df856edfcea90e4cc610ce9f55eb22d73a17f4f20e51ed722bc71c1017904"
}
