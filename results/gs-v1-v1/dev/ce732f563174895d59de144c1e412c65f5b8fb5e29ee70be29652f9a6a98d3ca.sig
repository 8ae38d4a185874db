{
  "algorithm": "ed25519",
  "content_sha256": "bb54418083042c34441107f05059b37993d8b7191ca5d26acd06f964bec96add",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ce732f563174895d59de144c1e412c65f5b8fb5e29ee70be29652f9a6a98d3ca",
  "schema": "gridshift.signature/1",
  "signature": "e2937fac59b287b0ab1719c0d6237d489187b760cab1075af30bc26e2eac8c8a265061758baef75da7cad3c1682eea7a6c33c2b3e471f593d3cdd16962acf40f"
}
