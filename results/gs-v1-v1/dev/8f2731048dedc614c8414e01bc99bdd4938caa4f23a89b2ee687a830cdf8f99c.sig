{
  "algorithm": "ed25519",
  "content_sha256": "84df64f1d4dbd73ba9be090d0b514eec26e2447784a1df18787a3e12f86eee87",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8f2731048dedc614c8414e01bc99bdd4938caa4f23a89b2ee687a830cdf8f99c",
  "schema": "gridshift.signature/1",
  "signature": "ffaacce8dbed462a317472587a3a28369aea4e22124ae4a254ebd748971355d6de4b0aa9a0c83a793f7cf2dc1b7ee1edff75212608ce0531c2139b6f13210e06"
}
