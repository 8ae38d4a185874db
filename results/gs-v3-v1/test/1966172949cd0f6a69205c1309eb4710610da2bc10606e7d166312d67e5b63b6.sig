{
  "algorithm": "ed25519",
  "content_sha256": "762521012e21bcb4b76e1847d8d1cbfc285bb854e17e0abcba0860b1c5bb4e4e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1966172949cd0f6a69205c1309eb4710610da2bc10606e7d166312d67e5b63b6",
  "schema": "gridshift.signature/1",
  "signature": "fa62e19c510efdfcb738804ea1950a3af8a2c5f23fa45e78acf1de8325854903a45432dbbb1251a19533d3fb48ce84aa96a1c531ea37635684620bc1d4cebc0a"
}
