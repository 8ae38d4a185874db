{
  "algorithm": "ed25519",
  "content_sha256": "9be5ab03dcce00fee22725ec1f0d787e4a8717ab869da018a644a921a9fff4ce",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "90a0b0637a8035367ce0bda06bdd008cb5a29e9de09a96123d66c2418a9ace48",
  "schema": "gridshift.signature/1",
  "signature": "7eec0420baa9f9ec83d464dd14933ae9726f1318007385494d50821b4da438671e04c077d3f441dbeb6a59da9c14048e373af4eac4f1b25c26c92c469e370409"
}
