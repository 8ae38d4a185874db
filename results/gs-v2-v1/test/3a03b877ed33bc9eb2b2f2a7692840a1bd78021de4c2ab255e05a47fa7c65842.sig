{
  "algorithm": "ed25519",
  "content_sha256": "74ef816f59e32b90e5d4f269b5f4f0c03f060731ef96b9f85c83b9846cb8e167",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3a03b877ed33bc9eb2b2f2a7692840a1bd78021de4c2ab255e05a47fa7c65842",
  "schema": "gridshift.signature/1",
  "signature": "c8866a186839a00ae42e54f1e1c9a0f6cdb2a668437455b4d8ccae28b7b09d084afbf4b3a9cc42b97f69e8e596adee734190b1af5a0f4b8c5eea685ea63cfe02"
}
