{
  "algorithm": "ed25519",
  "content_sha256": "d098d943033e911533c5e4f825de1b4962b75c95763a9a10acc052ac4e611511",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f177cdbbcb1f65e3d58b9ca2a1bc071f3c1f40e96ef4a03e0027d044dfebd5d0",
  "schema": "gridshift.signature/1",
  "signature": "61dfe9209c76b98e13621b0b7732b2188be306e82f434d2571e4e29bfeaf4c8d5c0ee4efd0c1bf80a0f88247d798c0ea8ce611d5249c6a57a58b58225a981204"
}
