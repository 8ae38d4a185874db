{
  "algorithm": "ed25519",
  "content_sha256": "76b28d8dcd3a9c9ec7cde56459f2099633b7ea4e45f6211493d3bd1527494dc1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5ccdedde4a6471c83df9741dd0e5e4005c8aedea91549c5a3685bd8e77385289",
  "schema": "gridshift.signature/1",
  "signature": "88de8c359b9d0b4c84c4117ece155467a647f9af9d3819aa4fb68a0cb676a54da664f831ed8377828fe8664664d2c63d704b6699639c358868419945a8ef580c"
}
