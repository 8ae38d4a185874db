{
  "algorithm": "ed25519",
  "content_sha256": "bc7145656371b41adf9bcec4942f7257537262ff2c7b54fb47f8488b74e090bb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b5910dc36768f96e9928e2de4198d376184fd4b97fdb46ba1544b3e235adccf9",
  "schema": "gridshift.signature/1",
  "signature": "5455a21ee9fafb3ae652dcbc57a78af3297980c4d150b6af92b89eae7885e95928231199a8526a592350a86eb9ebb544a8b623d3b9ecae3dbd1d5cbd55406c08"
}
