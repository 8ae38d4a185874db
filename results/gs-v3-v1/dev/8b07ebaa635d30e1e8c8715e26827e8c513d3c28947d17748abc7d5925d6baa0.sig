{
  "algorithm": "ed25519",
  "content_sha256": "6c9223fdaca56d912197ca71c5e80cc5b8065b8b1f921b231944f44a35915b05",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8b07ebaa635d30e1e8c8715e26827e8c513d3c28947d17748abc7d5925d6baa0",
  "schema": "gridshift.signature/1",
  "signature": "d6162124aabec93b6d84b1f8a8a1b14dcc1441c4c266e7215d171fb50187c043a8c66f1a4505a5890be0ac8119ae73a1fea99f11cc73fc21f5c342136d4ff40a"
}
