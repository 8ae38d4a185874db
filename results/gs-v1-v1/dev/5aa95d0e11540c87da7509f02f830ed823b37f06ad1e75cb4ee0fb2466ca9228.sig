{
  "algorithm": "ed25519",
  "content_sha256": "ab7717640e6eee6b0ccd90d3e11ac9e4a72c59ea8dced3d343db343b8bd50771",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5aa95d0e11540c87da7509f02f830ed823b37f06ad1e75cb4ee0fb2466ca9228",
  "schema": "gridshift.signature/1",
  "signature": "91256699cc0616ac939969701a36ba9fb3dd59d273d7ef2f6b9649384cd755d1cb0b23434f5cd975c8ad3d4226e06cc8f4c1472b1bd0da69655901d1d4cffe0c"
}
