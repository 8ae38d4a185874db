{
  "algorithm": "ed25519",
  "content_sha256": "39e6fe909fa3959dd55d7377ce65f5ed0b261be8a62eab9e6b5d92381ec9224c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "457007a151fa44418fbaa7946ee55f69d3e8fc46bba7e75049d65c2c40999849",
  "schema": "gridshift.signature/1",
  "signature": "3f2c49b2977756ba5856d545c46a676e9e071e8486af4498c3c2bae653125dfb8792b73c9d20a9d2de340c43592abaeda4db24e0729d372ca9d040b59337e209"
}
