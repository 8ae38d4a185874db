{
  "algorithm": "ed25519",
  "content_sha256": "8617284fdea4c6c82a6b24c57144d2c072f7c79fedf1a0602dc740c1d185c7ad",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f6c39fdb459f7bd4953624f14db6f1cde57b64ba592c3f92b8bad2f70976ba7d",
  "schema": "gridshift.signature/1",
  "signature": "dd745f162b32b594accbd87eee4512a1cf7195e4d13a323981e761b6e0754641e5d8270abbcfbc7aba2633aa598272e329abb2e596caa0c429feb66e3f5dc00b"
}
