{
  "algorithm": "ed25519",
  "content_sha256": "636ef2c71b812239e1194e82dc395894fb8c4a2af5b4fbc5a5a9b5c9274c2592",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6e1d9012c0281fa83491834f51869f2d1b96d951931d225828bb83b757df7c6d",
  "schema": "gridshift.signature/1",
  "signature": "c64f8fa2be31e95724b694a560e91b883d9bc652bcf74ee673e2a04a7b4773f82a53111fd7a03bbd2a04e0ed357e71916abf36e05c46ac9aa0e7e3c6d5fcca0f"
}
