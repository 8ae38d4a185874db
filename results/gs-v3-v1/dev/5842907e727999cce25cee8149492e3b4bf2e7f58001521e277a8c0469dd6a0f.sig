{
  "algorithm": "ed25519",
  "content_sha256": "5a63013f5552f46e3a3c0d40c81b695ac5b4b44f0e95e75aa1dff77a899a061a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5842907e727999cce25cee8149492e3b4bf2e7f58001521e277a8c0469dd6a0f",
  "schema": "gridshift.signature/1",
  "signature": "d04dea07045667842cac882e2e93bfc2bc95423f6522d778900fa146f903cc81db2329eb89fa48ae614428249c9a1f0bf0b5a524a66f83bc100effcb5b54360b"
}
