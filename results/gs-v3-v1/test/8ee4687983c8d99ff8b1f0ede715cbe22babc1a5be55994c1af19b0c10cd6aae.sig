{
  "algorithm": "ed25519",
  "content_sha256": "1daf5e2aa095db183901ed5091fbf4487ff24f7f220a910531ebbe58cf22b7dc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8ee4687983c8d99ff8b1f0ede715cbe22babc1a5be55994c1af19b0c10cd6aae",
  "schema": "gridshift.signature/1",
  "signature": "0642d67f8251c6adcdceac3e9b1dda970669d23c60bf124fa7262b9eeb574c0f4f22b296f59d68be328f00d7334f7d1fcaca8d17ee30174727bf79be57875205"
}
