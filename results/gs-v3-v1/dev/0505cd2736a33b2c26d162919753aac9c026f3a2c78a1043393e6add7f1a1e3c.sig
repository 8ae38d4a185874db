{
  "algorithm": "ed25519",
  "content_sha256": "0b3b3de01fcb9d9e9df36b2a81ac82227466d84c2e15a6cd47cf41dfcc527b5f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0505cd2736a33b2c26d162919753aac9c026f3a2c78a1043393e6add7f1a1e3c",
  "schema": "gridshift.signature/1",
  "signature": "e4f4f9eede600d76b57e71256b96677bcb0fa44fd9d5b8d4149bd409f72428d2493163059fde91d49c74ecd533cd89546acc30df7ca2cb5b7aee1603cbcf2809"
}
