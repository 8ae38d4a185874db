{
  "algorithm": "ed25519",
  "content_sha256": "2383dc9f0702498fec8fc5ce44bd8890be23e6f584f161791ef7d57ed21e0213",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9f069eaad5b25d525c6fc79074edfcdc3a10c820a33452a6c514d84af6bffaea",
  "schema": "gridshift.signature/1",
  "signature": "e201df23d315b8a90e9aefd57c001d0e265ba09aea32dec35b0517cb23e081909270f361eb8bde6defd5659f0edd6982fc2aa0a3b23780400c0e4a86e02ca60c"
}
