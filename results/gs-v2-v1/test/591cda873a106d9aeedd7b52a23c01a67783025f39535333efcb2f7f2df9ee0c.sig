{
  "algorithm": "ed25519",
  "content_sha256": "5d3d89da0669b297e974437b18bc3da048d8450ca9013c33df13e6634ce91e86",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "591cda873a106d9aeedd7b52a23c01a67783025f39535333efcb2f7f2df9ee0c",
  "schema": "gridshift.signature/1",
  "signature": "8ae201530ffe85720f0a89dc82a65b760daf2cf07f3a085fbce9965f2a523b564698d5bd70a0db4a7d9dd0ba5e238a10617221188ab7e82e2e2f701fca09be08"
}
