{
  "algorithm": "ed25519",
  "content_sha256": "ced10400bc2c3c75bfb079f2a8e5b1ca40fc055bedd256bc6e0ee70b9a181bef",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b8d6ced926cba85599694cdd35accae9ac39cecf19c827eeb98e623edd8467ff",
  "schema": "gridshift.signature/1",
  "signature": "fa0607b465a9b8bcb3b4a37e7702a3bcb891c6cbe5bf8e7b4393a99b1bb5addb8552836443e9e27e139ebd41319adce038eb46b0f70cecb65e6060d6b98ac70d"
}
