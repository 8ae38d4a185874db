{
  "algorithm": "ed25519",
  "content_sha256": "f72963b089217213a6885429930c15c4035d87458d46b662afe995921bbf9fe5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "49094f61e2c329c2c7202b8a5b275448f7f5e8d6fc23f5786deef09429b9add5",
  "schema": "gridshift.signature/1",
  "signature": "21dd814d4dd61c53de1cc10589037375b0ca4ec6bc8065dea8ec0a2f39541b8ea9500ad8fe77faaedb7f0233a10963b534e74010ab9030504bfe560c93de510f"
}
