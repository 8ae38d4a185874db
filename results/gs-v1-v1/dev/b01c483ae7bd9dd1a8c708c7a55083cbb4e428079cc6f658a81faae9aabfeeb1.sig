{
  "algorithm": "ed25519",
  "content_sha256": "180e2fafd576455d45fe767de6503d247f192ce7d84b1862cd74ac8a3cc20422",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b01c483ae7bd9dd1a8c708c7a55083cbb4e428079cc6f658a81faae9aabfeeb1",
  "schema": "gridshift.signature/1",
  "signature": "6247a51af9a541125bdb27b8d56bdf789dbe69c455661c0bf1499ec9265a305792c17079796401976d8b7520243b29151dacd31adfe4b4aba1e7168898737604"
}
