{
  "algorithm": "ed25519",
  "content_sha256": "74f29e69437fbe3e2eb6c33fbae6ab1e72a572a8c5b937c0ae29352bd42d5a52",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e162cbd8fa81927dfaa34c9d783ad8ef8cd5f5f60c27293c2a5d1684b3bfdc4b",
  "schema": "gridshift.signature/1",
  "signature": "d491c5dfa22297da1379d264029faae6472144f27bbc724beda62f05bcc3c6815b68b9cb829d46c5ea99aebb22293aca2a6ef66070e5035243c334c909985003"
}
