{
  "algorithm": "ed25519",
  "content_sha256": "531ca53ab2bd4fe16aff58cd9d831a671842c2df68a9307678eb56260ff5162e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1145f040a9539fb472114120ece09cfdd7740c8e8ec11163fef1cc3d7aab99f9",
  "schema": "gridshift.signature/1",
  "signature": "c257b5c4a14b21fa89bd8966f31d6d91a757446d140bc6944f53edb6db8a537a4772a15d3d1b2b419e4fcd1aa2168d052b44638b5f8b5389d99df7029497c601"
}
