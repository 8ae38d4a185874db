{
  "algorithm": "ed25519",
  "content_sha256": "0733779e0a3be5c1b5e9c4d144af222424c33c062d5af5d3d983f987b2364565",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "40f9347e2587e7e2e51fa8b1a07025bbcf824e657f750c9be2d7391ad0f6dd21",
  "schema": "gridshift.signature/1",
  "signature": "efc7f57cd7fd6037f8b6c1914ec75b68ecfc9bbd984a00ff186f21f668636964903a1ee935c484d2c2059caa317610c00bdbb0d57c76865eeb1b80d7d8b8440e"
}
