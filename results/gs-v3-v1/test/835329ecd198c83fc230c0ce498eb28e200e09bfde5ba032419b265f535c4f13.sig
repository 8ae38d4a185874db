{
  "algorithm": "ed25519",
  "content_sha256": "414a7f9d0b2165878ed63885cf73167afa90b27549bfad0afb0faa4b22a5a8c2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "835329ecd198c83fc230c0ce498eb28e200e09bfde5ba032419b265f535c4f13",
  "schema": "gridshift.signature/1",
  "signature": "9027729e31d13f52eda2def0aa34eb7d0ed24d7186682ca8b844869ef79873da18c53ebe321cbce3e0c5dd5641ff8a973903bb4f7f97e87d77af6db08a419006"
}
