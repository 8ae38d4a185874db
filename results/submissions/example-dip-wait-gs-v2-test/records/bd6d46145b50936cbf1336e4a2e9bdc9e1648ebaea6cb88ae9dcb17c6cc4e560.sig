{
  "algorithm": "ed25519",
  "content_sha256": "eb64c08acef1453c9c792245fc7b2cfa916cc5fb02d156eea238c5f5436232d9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bd6d46145b50936cbf1336e4a2e9bdc9e1648ebaea6cb88ae9dcb17c6cc4e560",
  "schema": "gridshift.signature/1",
  "signature": "3a3375a994fa621a3469cd9b455a3b99a2ea76c653d42d2dcc85ebf763a5b04943be87f519d04e2750b988b233bde7d5e57278f9b31e77bb965fb7caabed980d"
}
