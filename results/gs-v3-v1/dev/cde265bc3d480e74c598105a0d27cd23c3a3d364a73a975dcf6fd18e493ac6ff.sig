{
  "algorithm": "ed25519",
  "content_sha256": "7f37a54323fb67663324569340fc5ff26266413d53fa91174f63b8acdca7924c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cde265bc3d480e74c598105a0d27cd23c3a3d364a73a975dcf6fd18e493ac6ff",
  "schema": "gridshift.signature/1",
  "signature": "d2e02495cad4563a0be1a2c39f92f0548536f5370b44848e7d7b9332a28615c7b355d1f3637a291e29aae0ab582309aaafdda7e515e5d7c39331e03855aa050c"
}
