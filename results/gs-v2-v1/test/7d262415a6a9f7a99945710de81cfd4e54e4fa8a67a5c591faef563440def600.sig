{
  "algorithm": "ed25519",
  "content_sha256": "cf4a6c467353ddcb698fc7822bdff1ce9c2750618f9b6abd982a037861e047dd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7d262415a6a9f7a99945710de81cfd4e54e4fa8a67a5c591faef563440def600",
  "schema": "gridshift.signature/1",
  "signature": "36b5ac12b799d110387c6141e3118c011cf9a8b439dabdd5ffec58602f613b234846f9870c2420a73fa21971c657ce7d5a0aa9cbcbe4d4fb456a0f5b3a9e6400"
}
