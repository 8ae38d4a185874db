{
  "algorithm": "ed25519",
  "content_sha256": "4f6d8c785d2ec050be549ce7870baa0ad115b13c1cbd9048d41b684a769297c3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b1e0b568bfa01e2409f314c030f4c61b69508798d5cd43f0874df0f19c5c1f1b",
  "schema": "gridshift.signature/1",
  "signature": "2c5c322111b149ea62c63945c106f8ca0ed3791c7a5bc4a6b4afa25b8f74b24fdd87696bb68371cddbb8605633a2d9f6587911320066b3a0b6b85a8f3cd27801"
}
