{
  "algorithm": "ed25519",
  "content_sha256": "7bdab6e84e073a0ae3b8148d7bc950ac542d66c74d4e613174db78ebc7220dbb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8129eef86d2ce3aa157151541c0fcec2b405bcb4816a58d0c02be9f26c7cbe74",
  "schema": "gridshift.signature/1",
  "signature": "79fcdbe1d45b35d483a63c7c512759c051a6f2f18875955dbaabba7392fbbaccd6e82ed53aac54d30b90ac063b11b54de4240a5ff59eece32c097dca9c92da03"
}
