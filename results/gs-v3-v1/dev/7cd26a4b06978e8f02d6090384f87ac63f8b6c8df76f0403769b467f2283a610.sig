{
  "algorithm": "ed25519",
  "content_sha256": "4208f761860743d5bc9ad4b7fa263f1d7bd45f10f2197ec148f4788b002d2feb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7cd26a4b06978e8f02d6090384f87ac63f8b6c8df76f0403769b467f2283a610",
  "schema": "gridshift.signature/1",
  "signature": "feba534e17b5089abc0e45aacfd94847affdff65cc44e01bd51595145856ef9cea0e6a4f1e6a261e66816ebd15feadb7fc88cb7aea62c6a289db59e58d78fb03"
}
