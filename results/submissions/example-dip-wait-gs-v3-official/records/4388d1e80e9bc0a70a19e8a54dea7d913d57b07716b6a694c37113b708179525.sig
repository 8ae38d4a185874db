{
  "algorithm": "ed25519",
  "content_sha256": "0da82de543e00515497c877088b842efb01614a9f52e36f990896cb49bfa124d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4388d1e80e9bc0a70a19e8a54dea7d913d57b07716b6a694c37113b708179525",
  "schema": "gridshift.signature/1",
  "signature": "0f240cb7bc4cbb32f247329cd9a23209ad6899f98cde3083dd90d6dcb86faa6b8747456c396c17b131b393bc25a077d5fc4d8dced33f0265bfe5d8cafa535f00"
}
