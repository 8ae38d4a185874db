{
  "algorithm": "ed25519",
  "content_sha256": "027b24f160430271bb75f6602875a3200c501558ecfbb989639c68416b3b62c8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4152ad89f7fc99c14d9e25bb1fee807300d1eefa2c7abf90b50aba3cfb33660f",
  "schema": "gridshift.signature/1",
  "signature": "cce880259e6fa3698e80800573bf08102ec7832856a75cc8494c34d06958a6cc068ff9875025bd8b08e1c0781439b2c4f53ecf9b00a4f7e4bdd9523b75a21c0c"
}
