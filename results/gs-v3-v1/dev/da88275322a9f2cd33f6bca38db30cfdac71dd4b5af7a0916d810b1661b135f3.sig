{
  "algorithm": "ed25519",
  "content_sha256": "38678daa9a68187c630bea7690e3c09be950fe09f07ef0ee63c0bfffbd1a88c7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "da88275322a9f2cd33f6bca38db30cfdac71dd4b5af7a0916d810b1661b135f3",
  "schema": "gridshift.signature/1",
  "signature": "52c96afe5af5aa145c6d519bbbe37781e495a53f192425c1c5b5e7706f4878f168d86e2652276ed98c54918dc9c65bf71b15f29851eeb881cdaf797a2666b904"
}
