{
  "algorithm": "ed25519",
  "content_sha256": "4b6b93d098139f40437fd43ccd8ea1a0ae27a989dfb1d4bda1a12370ba766fc2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "020093cefa7be3800327dc436941f55c58edc13c77fbcc9caadf3df352219195",
  "schema": "gridshift.signature/1",
  "signature": "95235f7fbae5b3b1dca1195a80a5a122cbf0147ff2a688599e55b75082ce6e8c11c786b90c8a8bfc1c62616f40379768ff57d6ccc9f0651791571c6dd6133101"
}
