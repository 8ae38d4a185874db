{
  "algorithm": "ed25519",
  "content_sha256": "8d3dfb0f201d693ab39738804dcd17123b82d96cb6e9655f8daf3542d2dcd8d6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e52eb9520a484ebc19f85a8e7614581da28527aa81fb8b25a2e9c645f792326b",
  "schema": "gridshift.signature/1",
  "signature": "6d0792a3e8f1e263221a98771b2e8dad457ad3cc9b7a145d977c248c719cf61351e3bd4070c1acfe7d1ca507c269dd55116a64f5ab2d1a9be02aff8d6e7db707"
}
