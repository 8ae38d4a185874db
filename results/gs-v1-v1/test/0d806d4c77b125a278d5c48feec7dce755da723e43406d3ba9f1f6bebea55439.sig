{
  "algorithm": "ed25519",
  "content_sha256": "cd62271e648a872472035aece5e1d62de6930b56e1e4c97f41113a16e2a047ed",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0d806d4c77b125a278d5c48feec7dce755da723e43406d3ba9f1f6bebea55439",
  "schema": "gridshift.signature/1",
  "signature": "083674c767e11d11ca9798932ccc6d7aa4d657ecfdf0e6bb28edcdc5f74f94a9f9945b3c513b59714e04ff14d6fee416c15e4118122645011e64b54604323508"
}
