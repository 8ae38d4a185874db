{
  "algorithm": "ed25519",
  "content_sha256": "41674305363df101edee76b3ac219b2fd6735ec3c9a4aa4df9234f3bf8340409",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "10f345ad83f2c05891595e206c3ff5de83e6b301180cf486c77c233b5e0c921a",
  "schema": "gridshift.signature/1",
  "signature": "af1ada871afbec9eee3b342bc1098d5ce61397ec52265916112d378cea88a7436058da8cd87d5f925c7c1aa58287939fddb46052e8172eafbf228255747a7d0a"
}
