{
  "algorithm": "ed25519",
  "content_sha256": "4b4e30b7579d957e5489e1eab7953e9b844db7a8d8de6e6d6728923653e31802",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ab053171cc228dbccddf583fff65a79f0763675e8e3a1a26e5def628634a6846",
  "schema": "gridshift.signature/1",
  "signature": "ca4f7d21d23b1d1a67b8545385c620c6525cf7229e5bccac63bf15c3c96b55ffb7d9b204385393e226ed225a594800eb036194149dee425c90af6738ca8b9300"
}
