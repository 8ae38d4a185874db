{
  "algorithm": "ed25519",
  "content_sha256": "15cf1d678df480170d3137f75fd70824840e6e86ec4da6946acd606a60e038ed",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "859c2e66746714d988753ca551c0d2472aa0c4f5e83f6d0fd56b0f99761b5c71",
  "schema": "gridshift.signature/1",
  "signature": "0a2e486ebd5a02ce237bf1cd118d7fe047f2a971b10e969506b7af5563460f623d197f182d9d110540fb70018dec04bfac4d715c520a5f12f415cfe84fea8e0d"
}
