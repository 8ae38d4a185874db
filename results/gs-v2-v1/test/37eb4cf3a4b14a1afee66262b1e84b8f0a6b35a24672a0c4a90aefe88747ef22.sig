{
  "algorithm": "ed25519",
  "content_sha256": "a6ec469472219b9dad5f0a6e953d939f26f81af213b3356eee9b21c176dc66a4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "37eb4cf3a4b14a1afee66262b1e84b8f0a6b35a24672a0c4a90aefe88747ef22",
  "schema": "gridshift.signature/1",
  "signature": "cca445cac73aa86ca0061160d2f54e8ca4f0d6e4884ce259b52a5a5ef58862c68e658844dfe60d6ce5374ecce5bc324313c06fd1db62f0df455eb30a14f89b07"
}
