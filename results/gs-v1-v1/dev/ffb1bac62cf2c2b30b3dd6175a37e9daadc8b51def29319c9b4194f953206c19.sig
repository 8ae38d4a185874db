{
  "algorithm": "ed25519",
  "content_sha256": "45b81893e433a6951faeea1430df8af4401d5b7147bb50ed37a6f3bac08aff13",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ffb1bac62cf2c2b30b3dd6175a37e9daadc8b51def29319c9b4194f953206c19",
  "schema": "gridshift.signature/1",
  "signature": "29de650a4b1ca36aacdc3ae964609ff4e0a217aa97b1fe7a3d94fa625cd345b9448f44ceaf5eec164a620bdb6e6415b315dc617c585b744e0157d159e2a0ea05"
}
