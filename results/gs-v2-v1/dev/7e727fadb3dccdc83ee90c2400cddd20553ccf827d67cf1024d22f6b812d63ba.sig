{
  "algorithm": "ed25519",
  "content_sha256": "22a2dcfa401669df57f0cb4ce112a4b4211be5cde4ca9e090cbf33bc0ce67ccc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7e727fadb3dccdc83ee90c2400cddd20553ccf827d67cf1024d22f6b812d63ba",
  "schema": "gridshift.signature/1",
  "signature": "584d7e3abd1535d4120b57ca2c4e37e4c6d3320705ba4179d9a1bc3e875e53d821a21e39115c6846c62d41635aa6af1f0fc3350354ef0dd043a8f2c5a59af80d"
}
