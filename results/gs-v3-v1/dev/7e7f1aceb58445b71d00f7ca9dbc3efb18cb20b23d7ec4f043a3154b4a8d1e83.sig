{
  "algorithm": "ed25519",
  "content_sha256": "e9043ff4ee899d89d59c242d6cbc73ee837141e9449399d984bbdfbfacd53ac6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7e7f1aceb58445b71d00f7ca9dbc3efb18cb20b23d7ec4f043a3154b4a8d1e83",
  "schema": "gridshift.signature/1",
  "signature": "fa95e3a6630eee0b27a519587dc217e2818bb3aec9c0bb7cd28d352442ffe164082a118467dba83af99254ef0048ec505e30fefd3a9baf2ac3c81242d0fecc04"
}
