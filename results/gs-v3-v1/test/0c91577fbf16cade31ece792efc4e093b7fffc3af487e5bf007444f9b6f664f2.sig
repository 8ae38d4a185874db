{
  "algorithm": "ed25519",
  "content_sha256": "278d486ceb0737914bdd38c5d1d40d5b978778fa49d72e0aa59850e1c9e84d99",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0c91577fbf16cade31ece792efc4e093b7fffc3af487e5bf007444f9b6f664f2",
  "schema": "gridshift.signature/1",
  "signature": "96d545676b29ab6c7e781ed511659c5e212406106e9c44873bd309caa764b446bfce26271746baa7e7b29bf76b3e86379640446db2626549374cf4c36e8ee106"
}
