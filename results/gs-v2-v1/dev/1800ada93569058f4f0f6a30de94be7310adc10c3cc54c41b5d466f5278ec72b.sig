{
  "algorithm": "ed25519",
  "content_sha256": "af3220b04f13c271117148f8b2cd8ff82391ea5419b0d9e61baf9aa6b7279cb4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1800ada93569058f4f0f6a30de94be7310adc10c3cc54c41b5d466f5278ec72b",
  "schema": "gridshift.signature/1",
  "signature": "5d6c0a44cf5cf3c04d7636b7a87811ec7547f95258380e9f5e2f3a48d09602c0f4e8ca563f2a47a52bcc93e81fea7e6c094fcc836043fcd8d1ae00859a69780f"
}
