{
  "algorithm": "ed25519",
  "content_sha256": "0d7ad1b5ab537a77de9b9438c1f42ede9335aa2b52d7c1dd5d66a4ad6c3e7a35",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fe26e874052926b1daa9b5649be227bf873efb61c03cbd5e6f508a58ad681e19",
  "schema": "gridshift.signature/1",
  "signature": "01f3fe52222ea520322952474ae90d318bd2edc9f2436581c25cc34d081c5e06e0b8bd1bbc0483fe00327e53d7a531b1b06295e968c5a1b4d855f2a1f4675406"
}
