{
  "algorithm": "ed25519",
  "content_sha256": "d245ef78df389cbb95cb0a6f9d9ed91cd4761b02d44354075aa9c636ad18f38e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "63fb9e4d8170b4dd8c3b0885f3634bc06c5de61d5e3e91b12f9c90cc73a9cc9a",
  "schema": "gridshift.signature/1",
  "signature": "7c1c4986a7c4dd71e00e00e1ca1b4490a319c07f8b63ab2a4a282df390fff1f84d8378816f9328a163ae2fa019670f882aba1fce96c034e9d76884baccd68e00"
}
