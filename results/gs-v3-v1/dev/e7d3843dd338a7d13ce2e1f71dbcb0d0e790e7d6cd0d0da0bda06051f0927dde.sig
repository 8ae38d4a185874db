{
  "algorithm": "ed25519",
  "content_sha256": "d8173aeb1dc1cadf1259747d4766f78059d4baa73cf14b2e990cd5451293f96b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e7d3843dd338a7d13ce2e1f71dbcb0d0e790e7d6cd0d0da0bda06051f0927dde",
  "schema": "gridshift.signature/1",
  "signature": "548b2ad3968af0221c555b5a69b5ae797815ab61018711f4cf18297da36363b7925108993378a68d57c4c43581d328dba55418c48a1c39474450c55ec72cb002"
}
