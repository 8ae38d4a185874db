{
  "algorithm": "ed25519",
  "content_sha256": "294ae3029d098c024ad7b4d72cc6ad78ae7c0cbda5744b1e2c637792bba68abe",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e60b59c643df06e74cabcb949668643998cf9cce531d9f112fe7424681ccf9b5",
  "schema": "gridshift.signature/1",
  "signature": "8049e75b5a27aea26a433a53e8afb5e720e6bdf8dcbf75d93ad24fda30bf38c046bd24f594178dc81d027d2cc885e1613203ef167d18989a9af4c1cb8d59ed06"
}
