{
  "algorithm": "ed25519",
  "content_sha256": "ec885f935ceb1453705a21902f05c98709b0be8b24081e85c6ac38d4975498fb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f1311e7f7dfcbfcb62886bdf5a6dc5927c039480a8fe3f337772d4b8ac1ae423",
  "schema": "gridshift.signature/1",
  "signature": "03faa3e5bb3a152170ee757c4891abb0778909ce96b5b4d6b9cdaf848a2e682979987fa2304d4c48d956acb23edf5effc7bb6942d8059c91dcdabc308033d80e"
}
