{
  "algorithm": "ed25519",
  "content_sha256": "eefd7fe1b70813c61985797d6f066bff0f79a65d47f615057f148f481d1355e3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "78e9ccfb9eb849a2793bb25aedaec1df1485733c69b7d095a4c6f5583507e2b2",
  "schema": "gridshift.signature/1",
  "signature": "68a73abe8f4201423be5ad622269f3a7679970f1e1a8e8e9a71cc4aae442965c283622e1df3774b10e357d4c1bb0ac395e22fdc9b2f1329bde8d4b5d4dd9220e"
}
