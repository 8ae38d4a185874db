{
  "algorithm": "ed25519",
  "content_sha256": "59ea87a676d8b3301582bdf85d4872de7f24457b4ed7ee0a9be65d4e719d1bfb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a51d2370867df1952579f9353bd5deac5f1e96b7e5b1ac1b86c0c16ba1c6807e",
  "schema": "gridshift.signature/1",
  "signature": "ce90daf7bf97e3c4f08c3dc606f6e03c02f336994d69d46f7cf577d7ee3cca067f7d0687e2ad22b9b790d3f36d0ce71c263f71889fe160e9b95cf14b21bb6f00"
}
