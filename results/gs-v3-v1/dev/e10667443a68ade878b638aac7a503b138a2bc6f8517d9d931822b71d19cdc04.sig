{
  "algorithm": "ed25519",
  "content_sha256": "5d3a1d4eab4eab0f755e9f3cbb145945b3bcaa6420adbb4804fd9ca3a6e281c7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e10667443a68ade878b638aac7a503b138a2bc6f8517d9d931822b71d19cdc04",
  "schema": "gridshift.signature/1",
  "signature": "c53e280cba9fb89a72a432bc61dc4a49691fdd84d2296b8a816a616e3f76a1305396feab16485e62d8c26b60f75217d9a380d41d7d7fd389089716435d69b001"
}
