{
  "algorithm": "ed25519",
  "content_sha256": "72e804f043ccae6d5d639b93286559d1fc253bd2a03384e5f5dca32e6f71f0ed",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e9425cd27fee85cb9903279e689ff972fd2156c1b50a2e2a8e847b35c81ad486",
  "schema": "gridshift.signature/1",
  "signature": "91d99a1a3c96e6018a9233f9e878a1250e48db39adab341755bfdd042cf2025448862e70d15445f13984e8a63bc768dcbf99d4b5cd3f3143109b33f44a13cc0a"
}
