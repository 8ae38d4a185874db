{
  "algorithm": "ed25519",
  "content_sha256": "9beba02d28b1027f5f11ff878a1c0c36e9d666c877331d00c8c9bdd422e7db4c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "71d65213276cdb34aa3263a920927fc4aa0c3b0b2248e4ef04114f6d30864bf6",
  "schema": "gridshift.signature/1",
  "signature": "a4ed341d988ea8c83cffa266597ebf706e22db8b32f1fce01aaca665d43a7701725a0f463d2a4241e78179b7806c7b6faa22a6767d235736c38027bb472f4d0e"
}
